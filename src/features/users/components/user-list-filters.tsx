// The filters over the users list (SPEC §5): search by name or email, role, status and (for an Admin)
// zone. Typing is applied after a short pause (or on Enter) so each key is not a request.
import { Dropdown, Field, Option, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';
import { ROLE_LABELS, STAFF_ROLES, staffRoleSchema } from '../../../../domain/roles.ts';
import { USER_STATUS_LABELS, USER_STATUSES, userStatusSchema } from '../../../../domain/users.ts';
import type { Option as ZoneOption } from '../api/lookups.ts';
import type { UserListFilters } from '../list-query.ts';
import { userStrings } from '../strings.ts';

export const SEARCH_DELAY_MS = 400;
const ANY = '';
const text = userStrings.filters;

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  search: { '@media (max-width: 900px)': { gridColumn: '1 / -1' } },
  control: { minWidth: 0, width: '100%', maxWidth: 'none' },
});

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
  const styles = useStyles();
  const [search, setSearch] = useState(filters.q ?? '');
  const [shownQuery, setShownQuery] = useState(filters.q);

  // Clearing the filters (or going back in history) changes q from outside: show it.
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    setSearch(filters.q ?? '');
  }

  const applySearch = useEffectEvent((value: string) => {
    if (value.trim() !== (filters.q ?? '')) onChange({ ...filters, q: value });
  });
  useEffect(() => {
    const timer = setTimeout(() => applySearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const set = (patch: UserListFilters) => onChange({ ...filters, ...patch });
  const zoneName = zones.find((zone) => zone.id === filters.zoneId)?.name;

  return (
    <section aria-label={text.label} className={styles.bar}>
      <Field label={text.search} className={styles.search}>
        <SearchBox
          className={styles.control}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set({ q: search });
          }}
        />
      </Field>
      {isSearchOnly ? null : (
        <>
          <Field label={text.role}>
            <Dropdown
              className={styles.control}
              value={filters.role ? ROLE_LABELS[filters.role] : text.anyRole}
              selectedOptions={[filters.role ?? ANY]}
              onOptionSelect={(_, data) => set({ role: staffRoleSchema.safeParse(data.optionValue).data })}
            >
              <Option value={ANY}>{text.anyRole}</Option>
              {STAFF_ROLES.map((role) => (
                <Option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={text.status}>
            <Dropdown
              className={styles.control}
              value={filters.status ? USER_STATUS_LABELS[filters.status] : text.anyStatus}
              selectedOptions={[filters.status ?? ANY]}
              onOptionSelect={(_, data) => set({ status: userStatusSchema.safeParse(data.optionValue).data })}
            >
              <Option value={ANY}>{text.anyStatus}</Option>
              {USER_STATUSES.map((status) => (
                <Option key={status} value={status}>
                  {USER_STATUS_LABELS[status]}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {zones.length > 1 ? (
            <Field label={text.zone}>
              <Dropdown
                className={styles.control}
                value={zoneName ?? text.anyZone}
                selectedOptions={[filters.zoneId ? String(filters.zoneId) : ANY]}
                onOptionSelect={(_, data) =>
                  set({ zoneId: data.optionValue ? Number(data.optionValue) : undefined })
                }
              >
                <Option value={ANY}>{text.anyZone}</Option>
                {zones.map((zone) => (
                  <Option key={zone.id} value={String(zone.id)}>
                    {zone.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          ) : null}
        </>
      )}
    </section>
  );
}
