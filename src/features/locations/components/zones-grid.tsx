// The zones with their states and what uses them (users, customers, partners), and the actions to
// rename or delete each one.
import { Button, Tag, TagGroup, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Rename20Regular } from '@fluentui/react-icons';
import type { ZoneSummary } from '../../../../domain/locations.ts';
import { zoneStrings } from '../strings.ts';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

export const ZONE_SORTS = ['name:asc', 'name:desc', 'states:asc', 'states:desc'] as const;
export type ZoneSort = (typeof ZONE_SORTS)[number];

const text = zoneStrings.columns;

const useStyles = makeStyles({
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, paddingBlock: tokens.spacingVerticalXS },
  // A long state name ("Veracruz de Ignacio de la Llave") wraps inside its tag on a phone instead of
  // running over the actions column.
  tag: { maxWidth: '100%', height: 'auto', minHeight: '20px' },
  tagText: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  usage: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

// At a desk the states and actions keep their room and the zone's name and usage wrap.
const LAYOUT: ListLayout = {
  name: { flex: '1 1 0', card: 'title' },
  states: { flex: '1.8 1 0', card: 'meta' },
  actions: { flex: '0 0 88px', card: 'actions' },
};

export interface ZonesGridProps {
  zones: ZoneSummary[];
  sort: ZoneSort;
  onSortChange: (sort: ZoneSort) => void;
  onRename: (zone: ZoneSummary) => void;
  onDelete: (zone: ZoneSummary) => void;
}

export function ZonesGrid({ zones, sort, onSortChange, onRename, onDelete }: ZonesGridProps) {
  const styles = useStyles();
  const columns = [
    sortedGridColumn<ZoneSummary>('name', text.name, (zone) => (
      <div className={styles.stack}>
        <span className={styles.name}>{zone.name}</span>
        <span className={styles.usage}>{zoneStrings.usage(zone)}</span>
      </div>
    )),
    sortedGridColumn<ZoneSummary>('states', text.states, (zone) =>
      zone.states.length === 0 ? (
        <span className={styles.muted}>{zoneStrings.noStates}</span>
      ) : (
        <TagGroup className={styles.tags} aria-label={`${text.states}: ${zone.name}`}>
          {zone.states.map((state) => (
            <Tag
              key={state.id}
              className={styles.tag}
              primaryText={{ className: styles.tagText }}
              size="extra-small"
              appearance="outline"
              title={state.name}
            >
              {state.name}
            </Tag>
          ))}
        </TagGroup>
      ),
    ),
    gridColumn<ZoneSummary>('actions', text.actions, (zone) => (
      <div className={styles.actions}>
        <Tooltip content={zoneStrings.rename(zone.name)} relationship="label">
          <Button appearance="subtle" icon={<Rename20Regular />} onClick={() => onRename(zone)} />
        </Tooltip>
        <Tooltip content={zoneStrings.remove(zone.name)} relationship="label">
          <Button appearance="subtle" icon={<Delete20Regular />} onClick={() => onDelete(zone)} />
        </Tooltip>
      </div>
    )),
  ];
  return (
    <ServerSortedGrid
      items={zones}
      columns={columns}
      sorts={ZONE_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={zoneStrings.columns.name}
      layout={LAYOUT}
      minWidth="340px"
    />
  );
}
