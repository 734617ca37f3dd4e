// The product lines of the sale and Dkbono forms (docs/requirements.md §3): add and remove lines, every total live
// in integer cents. Dkbonos show only product, quantity, price, discount and total.
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { formatCents } from '../../../../domain/money-format.ts';
import type { LineErrors } from '../../../lib/forms/field-errors.ts';
import { formStrings } from '../strings.ts';
import {
  emptyLine,
  followingTotal,
  linesTotalCents,
  withProduct,
  type ProductLine,
} from '../product-lines.ts';
import { ProductLineRow, type ProductOption } from './product-line-row.tsx';

export type { ProductOption } from './product-line-row.tsx';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  grandTotal: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  grandTotalValue: { fontVariantNumeric: 'tabular-nums' },
  empty: { color: tokens.colorNeutralForeground2 },
  listError: { color: tokens.colorPaletteRedForeground1 },
});

export interface ProductLinesEditorProps {
  kind: 'sale' | 'voucher';
  lines: ProductLine[];
  products: ProductOption[];
  onChange: (lines: ProductLine[]) => void;
  errors?: LineErrors;
  /** A message about the list itself ('Agrega al menos un producto.'). */
  listError?: string;
  /** Lines copied from a Dkbono: what was sold cannot change, and no line can be added or removed. */
  isCommercialLocked?: boolean;
}

export function ProductLinesEditor(props: ProductLinesEditorProps) {
  const { kind, lines, products, onChange, errors = {}, isCommercialLocked = false } = props;
  const styles = useStyles();

  // A change of what was sold carries an investment that said the old total to the new one.
  const update = (index: number, change: (line: ProductLine) => ProductLine) =>
    onChange(lines.map((line, at) => (at === index ? followingTotal(line, change(line)) : line)));

  return (
    <div className={styles.editor}>
      {isCommercialLocked ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{formStrings.lines.fromVoucher}</MessageBarBody>
        </MessageBar>
      ) : null}
      {lines.length === 0 ? <Text className={styles.empty}>{formStrings.lines.empty}</Text> : null}
      {lines.map((line, index) => (
        <ProductLineRow
          key={line.key}
          kind={kind}
          line={line}
          position={index + 1}
          products={products}
          errors={errors[index]}
          isCommercialLocked={isCommercialLocked}
          canRemove={lines.length > 1}
          onFieldChange={(field, value) => update(index, (current) => ({ ...current, [field]: value }))}
          onProductChange={(productId) =>
            update(index, (current) =>
              withProduct(current, productId, products.find((p) => String(p.id) === productId)?.basePrice),
            )
          }
          onRemove={() => onChange(lines.filter((_, at) => at !== index))}
        />
      ))}
      {props.listError ? (
        <Text role="alert" className={styles.listError}>
          {props.listError}
        </Text>
      ) : null}
      <div className={styles.footer}>
        {isCommercialLocked ? (
          <span />
        ) : (
          <Button icon={<Add20Regular />} onClick={() => onChange([...lines, emptyLine()])}>
            {formStrings.lines.add}
          </Button>
        )}
        <div className={styles.grandTotal} aria-live="polite">
          <Text size={400}>{formStrings.lines.grandTotal}:</Text>
          <Text size={500} weight="semibold" className={styles.grandTotalValue} data-testid="grand-total">
            {formatCents(linesTotalCents(lines))}
          </Text>
        </div>
      </div>
    </div>
  );
}
