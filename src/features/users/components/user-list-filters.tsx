// The filters over the users list (docs/requirements.md §5): search by name or email, role, status and (for an Admin)
// zone, on the shared filter bar (src/lib/ui): typing is applied after a short pause or on Enter.
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../domain/roles.ts';
import { USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '../../../../domain/users.ts';
import { ChoiceFilter, RecordFilter } from '../../../lib/ui/choice-filter.tsx';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
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
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
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
            <RecordFilter
              label={text.zone}
              anyLabel={text.anyZone}
              records={zones}
              value={filters.zoneId}
              onChange={(zoneId) => set({ zoneId })}
            />
          ) : null}
        </>
      )}
    </SearchFilterBar>
  );
}
