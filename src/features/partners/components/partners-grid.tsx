// The partner rows: name and RFC (a link to the form for those who may edit), contact, place, zone
// and whether the partner is active. Sorting is the server's: a header click only asks for it.
import { makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { PARTNER_SORTS, type Partner, type PartnerSort } from '../../../../domain/partners.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { partnerEditPath } from '../paths.ts';
import { partnerStrings } from '../strings.ts';
import { PartnerStatusBadge } from './partner-status-badge.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const text = partnerStrings.columns;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0, paddingBlock: tokens.spacingVerticalXS },
  secondary: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
});

// Bases exclude the cells' own padding; name, contact and place share what is left.
const LAYOUT: ListLayout = {
  name: { flex: '1.4 1 0', card: 'title' },
  contact: { flex: '1.2 1 0', card: 'subtitle' },
  state: { flex: '1 1 0', card: 'meta' },
  zone: { flex: '0 0 140px', card: 'meta' },
  status: { flex: '0 0 90px', card: 'status' },
};

function usePartnerColumns(canEdit: boolean): TableColumnDefinition<Partner>[] {
  const styles = useStyles();
  return [
    sortedGridColumn<Partner>('name', text.name, (partner) => (
      <div className={styles.stack}>
        {canEdit ? (
          <RouterLink to={partnerEditPath(partner.id)}>{partner.name}</RouterLink>
        ) : (
          <span>{partner.name}</span>
        )}
        {partner.taxId ? <span className={styles.secondary}>{partner.taxId}</span> : null}
      </div>
    )),
    gridColumn<Partner>('contact', text.contact, (partner) => (
      <div className={styles.stack}>
        <span>{partner.contactName ?? '—'}</span>
        {partner.phone || partner.email ? (
          <span className={styles.secondary}>
            {[partner.phone, partner.email].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </div>
    )),
    sortedGridColumn<Partner>('state', text.location, (partner) => (
      <div className={styles.stack}>
        <span>{partner.stateName ?? '—'}</span>
        {partner.municipalityName ? (
          <span className={styles.secondary}>{partner.municipalityName}</span>
        ) : null}
      </div>
    )),
    sortedGridColumn<Partner>(
      'zone',
      text.zone,
      (partner) => partner.zoneName ?? <span className={styles.muted}>{partnerStrings.noZone}</span>,
    ),
    gridColumn<Partner>('status', text.status, (partner) => <PartnerStatusBadge active={partner.active} />),
  ];
}

export interface PartnersGridProps {
  partners: Partner[];
  label: string;
  sort: PartnerSort;
  onSortChange: (sort: PartnerSort) => void;
  canEdit: boolean;
}

export function PartnersGrid({ partners, label, sort, onSortChange, canEdit }: PartnersGridProps) {
  const columns = usePartnerColumns(canEdit);
  return (
    <ServerSortedGrid
      items={partners}
      columns={columns}
      sorts={PARTNER_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={label}
      layout={LAYOUT}
      minWidth="820px"
    />
  );
}
