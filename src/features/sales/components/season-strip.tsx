// The strip of figures that heads the sales list: the season the list shows (its season filter,
// else every season: the strip and the list always describe the same sales), summed by the server
// in the caller's scope (a consultant's own sales, a supervisor's team, a coordinator's zone,
// everything for an admin). Managers get a link to the season's overview. One line on a wide
// screen; on a phone it wraps into small pairs. A failure stays quiet: the list below still works.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { Season } from '../../../../domain/catalog.ts';
import { can } from '../../../../domain/policy.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import type { Role } from '../../../../domain/roles.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { saleQueries } from '../queries.ts';
import { listStrings } from '../strings.ts';

const useStyles = makeStyles({
  strip: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { flexBasis: '100%', fontSize: tokens.fontSizeBase200 },
  },
  scope: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '@media (max-width: 600px)': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      width: '100%',
      columnGap: tokens.spacingHorizontalM,
    },
  },
  pair: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: {
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
    '@media (max-width: 600px)': { fontSize: tokens.fontSizeBase200 },
  },
  quiet: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  link: { fontSize: tokens.fontSizeBase200, marginInlineStart: 'auto' },
});

const text = listStrings.strip;
const integer = new Intl.NumberFormat('es-MX');

export interface SeasonStripProps {
  /** The list's season filter; null when the list shows every season. */
  season: Season | null;
  role: Role | undefined;
  /** The list is narrowed by more than its season (search, dates, consultant…): the strip is not. */
  hasOtherFilters: boolean;
}

export function SeasonStrip({ season, role, hasOtherFilters }: SeasonStripProps) {
  const styles = useStyles();
  const summary = useQuery(saleQueries.seasonSummary(season?.id ?? null));
  const name = season?.name ?? null;
  // Without a season the overview opens on the current one.
  const overviewPath = season
    ? generatePath(ROUTES.seasonOverview.path, { id: String(season.id) })
    : generatePath(ROUTES.seasonOverview.path, {});
  const scope = role ? text.scope[role] : undefined;
  const pairs = summary.data
    ? [
        [text.sales, integer.format(summary.data.sales.sales)],
        [text.bags, integer.format(summary.data.sales.bags)],
        [text.amount, formatPesos(summary.data.sales.amount)],
        [text.vouchers, integer.format(summary.data.vouchers.count)],
        [text.paid, formatPesos(summary.data.vouchers.paid)],
        [text.balance, formatPesos(summary.data.vouchers.balance)],
        [text.redeemed, integer.format(summary.data.vouchers.redeemedCount)],
      ]
    : [];
  return (
    <section className={styles.strip} aria-label={text.label(name)} aria-busy={summary.isPending}>
      <h2 className={styles.title}>
        {text.title(name)}
        {scope ? <span className={styles.scope}> · {scope}</span> : null}
      </h2>
      {summary.isPending ? <Spinner size="extra-tiny" label={text.loading} /> : null}
      {summary.isError && !summary.data ? <span className={styles.quiet}>{text.loadFailed}</span> : null}
      {pairs.length > 0 ? (
        <dl className={styles.figures}>
          {pairs.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {hasOtherFilters ? <span className={styles.quiet}>{text.otherFilters}</span> : null}
      {can(role, 'viewSeasonOverview') ? (
        <RouterLink to={overviewPath} className={styles.link}>
          {text.overview}
        </RouterLink>
      ) : null}
    </section>
  );
}
