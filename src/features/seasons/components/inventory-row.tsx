// One product of the inventory sheet: who it is, its bags as a bar (previewing the allocation being
// typed), and the allocation field with why it would be refused, the server's word included.
import { Badge, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { isStockLow } from '../../../../domain/catalog.ts';
import type { InventoryRow } from '../../../../domain/seasons.ts';
import { draftProblem, previewFigures } from '../inventory-drafts.ts';
import { seasonStrings } from '../strings.ts';
import { InventoryBar, InventoryLegend } from './inventory-bar.tsx';
import { visuallyHidden } from '../../../lib/ui/visually-hidden.ts';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1.2fr) minmax(240px, 2fr) minmax(140px, 180px)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: `${tokens.spacingVerticalM} 0`,
    },
  },
  changed: { backgroundColor: tokens.colorNeutralBackground1Selected },
  product: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  code: { fontWeight: tokens.fontWeightSemibold },
  name: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  stock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
  // Read by screen readers only: which product's allocation the field is.
  hidden: visuallyHidden,
});

const text = seasonStrings.inventory;

export interface InventoryRowViewProps {
  row: InventoryRow;
  draft: string | undefined;
  /** The server's refusal of this product's last allocation. */
  refusal: string | undefined;
  onDraftChange: (value: string) => void;
}

export function InventoryRowView({ row, draft, refusal, onDraftChange }: InventoryRowViewProps) {
  const styles = useStyles();
  const figures = previewFigures(row, draft);
  const problem = draftProblem(row, draft) ?? refusal;
  const isChanged = draft !== undefined && draft.trim() !== String(row.allocated);
  return (
    <li className={isChanged ? `${styles.row} ${styles.changed}` : styles.row}>
      <div className={styles.product}>
        <span className={styles.code}>{row.productCode}</span>
        <span className={styles.name}>
          {row.productName} · {row.productTypeName}
        </span>
        <span className={styles.badges}>
          {row.enabled ? null : (
            <Badge appearance="tint" shape="rounded" color="subtle">
              {text.disabled}
            </Badge>
          )}
          {isStockLow(row.available, row.allocated) ? (
            <Badge appearance="tint" shape="rounded" color="warning">
              {text.low}
            </Badge>
          ) : null}
        </span>
      </div>
      <div className={styles.stock}>
        <InventoryBar figures={figures} />
        <InventoryLegend figures={figures} />
      </div>
      <Field
        label={
          <>
            {text.allocated}
            <span className={styles.hidden}> {text.ofProduct(row.productCode)}</span>
          </>
        }
        hint={row.enabled ? undefined : text.disabledHint}
        validationMessage={problem ?? undefined}
      >
        <Input
          className={styles.input}
          inputMode="numeric"
          value={draft ?? String(row.allocated)}
          onChange={(_, data) => onDraftChange(data.value)}
        />
      </Field>
    </li>
  );
}
