// Whether a season is open for sales and for Dkbonos, as two badges (and when it starts, if ahead).
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { Season } from '../../../../domain/catalog.ts';
import { formatDate } from '../../../lib/format.ts';
import { localDay } from '../../../../domain/days.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  badges: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // In a narrow column a badge's text takes two lines: the badge grows around them (Fluent gives
  // it one line's height, which the second line overflowed).
  badge: {
    height: 'auto',
    minHeight: '20px',
    paddingTop: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalXXS,
  },
});

const text = seasonStrings.badges;

/** Open (green) or closed (grey), said in words. */
function OpenBadge({ isOpen, children }: { isOpen: boolean; children: string }) {
  const styles = useStyles();
  return (
    <Badge className={styles.badge} appearance="tint" shape="rounded" color={isOpen ? 'success' : 'subtle'}>
      {children}
    </Badge>
  );
}

export function SalesBadge({ season }: { season: Season }) {
  return <OpenBadge isOpen={season.isOpen}>{season.isOpen ? text.salesOpen : text.salesClosed}</OpenBadge>;
}

export function VouchersBadge({ season }: { season: Season }) {
  return (
    <OpenBadge isOpen={season.isVoucherOpen}>
      {season.isVoucherOpen ? text.vouchersOpen : text.vouchersClosed}
    </OpenBadge>
  );
}

/** A season open for sales that has not started yet takes no sales until its start date. */
export function UpcomingBadge({ season }: { season: Season }) {
  const styles = useStyles();
  if (!season.isOpen || season.startDate <= localDay()) return null;
  return (
    <Badge className={styles.badge} appearance="outline" shape="rounded" color="informative">
      {text.upcoming(formatDate(season.startDate))}
    </Badge>
  );
}

export function SeasonBadges({ season }: { season: Season }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <SalesBadge season={season} />
      <VouchersBadge season={season} />
      <UpcomingBadge season={season} />
    </span>
  );
}
