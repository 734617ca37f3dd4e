// The filters over the users list (docs/requirements.md §5): search by name or email, role, status and (for an Admin)
// zone, on the shared filter bar (src/lib/ui): typing is applied after a short pause or on Enter.
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../domain/roles.ts';
import { USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '../../../../domain/users.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { activeFilterCount, FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { Option as ZoneOption } from '../api/lookups.ts';
import type { UserListFilters } from '../list-query.ts';
import { userStrings } from '../strings.ts';

const text = userStrings.filters;
const ROLE_OPTIONS = STAFF_ROLES.map((role) => [role, ROLE_LABELS[role]] as const);
const STATUS_OPTIONS = USER_STATUSES.map((status) => [status, USER_STATUS_LABELS[status]] as const);

export interface UserListFiltersProps {
  filters: UserListFilters;
  onChange: (filters: UserListFilters) => void;
  /** Only the text filter (the pending tab). */
  isSearchOnly?: boolean;
  /** Zones to filter by; the filter is shown only with more than one. */
  zones?: ZoneOption[];
}

export function UserListFiltersBar({
  filters,
  onChange,
  isSearchOnly = false,
  zones = [],
}: UserListFiltersProps) {
  const set = (patch: UserListFilters) => onChange({ ...filters, ...patch });
  return (
    <FilterBar label={text.label} active={activeFilterCount(filters)}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      {isSearchOnly ? null : (
        <>
          <ChoiceFilter<StaffRole>
            label={text.role}
            anyLabel={text.anyRole}
            options={ROLE_OPTIONS}
            value={filters.role}
            onChange={(role) => set({ role })}
          />
          <ChoiceFilter<UserStatus>
            label={text.status}
            anyLabel={text.anyStatus}
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => set({ status })}
          />
          {zones.length > 1 ? (
            <ChoiceFilter
              label={text.zone}
              anyLabel={text.anyZone}
              options={zones.map((zone) => [String(zone.id), zone.name] as const)}
              value={filters.zoneId === undefined ? undefined : String(filters.zoneId)}
              onChange={(zoneId) => set({ zoneId: queryValue.positiveInt(zoneId ?? null) })}
            />
          ) : null}
        </>
      )}
    </FilterBar>
  );
}
