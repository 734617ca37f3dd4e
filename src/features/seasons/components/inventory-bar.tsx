// A product's (or a season's) bags as one bar: sold, reserved by Dkbonos and available,
// each a share of the allocation. Available turns amber when it is low (10% or less, STOCK_LOW).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { isStockLow } from '../../../../domain/catalog.ts';
import type { InventoryFigures } from '../../../../domain/seasons.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  track: {
    display: 'flex',
    width: '100%',
    height: '12px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    outline: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  segment: { height: '100%', transitionProperty: 'width', transitionDuration: tokens.durationNormal },
  allocated: {
    backgroundColor: tokens.colorNeutralBackground5,
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  sold: { backgroundColor: tokens.colorBrandBackground },
  reserved: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  available: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  low: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  key: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
  figure: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground1 },
});

const text = seasonStrings.inventory;
const integer = new Intl.NumberFormat('es-MX');

function share(part: number, whole: number): string {
  return whole > 0 ? `${Math.max(0, Math.min(100, (part / whole) * 100))}%` : '0%';
}

export function InventoryBar({ figures }: { figures: InventoryFigures }) {
  const styles = useStyles();
  const { allocated, sold, reserved, available } = figures;
  // An allocation lowered by hand can never be under sold + reserved, but old data could.
  const whole = Math.max(allocated, sold + reserved);
  const isLow = isStockLow(available, allocated);
  return (
    <div
      className={styles.track}
      data-print="colors"
      role="img"
      aria-label={text.bar(allocated, sold, reserved, Math.max(0, available))}
    >
      <div className={mergeClasses(styles.segment, styles.sold)} style={{ width: share(sold, whole) }} />
      <div
        className={mergeClasses(styles.segment, styles.reserved)}
        style={{ width: share(reserved, whole) }}
      />
      <div
        className={mergeClasses(styles.segment, isLow ? styles.low : styles.available)}
        style={{ width: share(Math.max(0, available), whole) }}
      />
    </div>
  );
}

/** What each colour means, with the figures when given. */
export function InventoryLegend({
  figures,
  withAllocated = false,
}: {
  figures?: InventoryFigures | undefined;
  withAllocated?: boolean;
}) {
  const styles = useStyles();
  const isLow = figures ? isStockLow(figures.available, figures.allocated) : false;
  const keys = [
    ...(withAllocated && figures
      ? [{ label: text.allocated, className: styles.allocated, value: figures.allocated }]
      : []),
    { label: text.sold, className: styles.sold, value: figures?.sold },
    { label: text.reserved, className: styles.reserved, value: figures?.reserved },
    {
      label: text.available,
      className: isLow ? styles.low : styles.available,
      // A typed allocation under what is committed previews as none left (its field says why).
      value: figures ? Math.max(0, figures.available) : undefined,
    },
  ];
  return (
    <ul className={styles.legend}>
      {keys.map((key) => (
        <li key={key.label} className={styles.key}>
          <span className={mergeClasses(styles.swatch, key.className)} data-print="colors" aria-hidden />
          {key.label}
          {key.value === undefined ? null : (
            <span className={styles.figure}>{integer.format(key.value)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
