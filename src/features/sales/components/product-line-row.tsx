// One product line of the sale or Dkbono form: the product, its numbers and its live total.
import { Button, Dropdown, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { formatCents } from '../../../../domain/money-format.ts';
import { formStrings } from '../strings.ts';
import { investmentOf, lineTotalCentsOf, type LineField, type ProductLine } from '../product-lines.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

export interface ProductOption {
  id: number;
  label: string;
  /** List price per bag, offered when the product is picked. */
  basePrice?: number;
}

const useStyles = makeStyles({
  line: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '32px' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
  },
  product: { gridColumn: '1 / -1', maxWidth: '480px' },
  dropdown: { minWidth: 0, width: '100%' },
  // Fluent inputs keep a wide minimum width of their own; in a grid cell they must shrink to it.
  input: { minWidth: 0, width: '100%' },
  inputElement: { minWidth: 0 },
  total: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    alignSelf: 'stretch',
    justifyContent: 'flex-end',
    paddingBottom: tokens.spacingVerticalXS,
  },
  totalLabel: { color: tokens.colorNeutralForeground2 },
  totalValue: { fontVariantNumeric: 'tabular-nums' },
});

type NumberField = Exclude<LineField, 'productId'>;

const SALE_FIELDS: NumberField[] = [
  'quantity',
  'basePrice',
  'discount',
  'hectares',
  'productYield',
  'investment',
];
const VOUCHER_FIELDS: NumberField[] = ['quantity', 'basePrice', 'discount'];
const COMMERCIAL: ReadonlySet<LineField> = new Set(['productId', 'quantity', 'basePrice', 'discount']);

export interface ProductLineRowProps {
  kind: 'sale' | 'voucher';
  line: ProductLine;
  position: number;
  products: ProductOption[];
  errors: Partial<Record<string, string>> | undefined;
  /** A Dkbono being redeemed fixes what was sold; only the agronomic numbers stay editable. */
  isCommercialLocked: boolean;
  canRemove: boolean;
  onFieldChange: (field: NumberField, value: string) => void;
  onProductChange: (productId: string) => void;
  onRemove: () => void;
}

export function ProductLineRow(props: ProductLineRowProps) {
  const { kind, line, position, products, errors, isCommercialLocked } = props;
  const styles = useStyles();
  const fields = kind === 'sale' ? SALE_FIELDS : VOUCHER_FIELDS;
  const isLocked = (field: LineField) => isCommercialLocked && COMMERCIAL.has(field);
  const product = products.find((option) => String(option.id) === line.productId);
  const label = formStrings.lines.line(position);

  return (
    <div role="group" aria-label={label} className={styles.line}>
      <div className={styles.head}>
        <Text weight="semibold">{label}</Text>
        {props.canRemove && !isCommercialLocked ? (
          <Button
            appearance="subtle"
            icon={<Delete20Regular />}
            aria-label={formStrings.lines.remove(position)}
            onClick={props.onRemove}
          />
        ) : null}
      </div>
      <div className={styles.fields}>
        <Field
          className={styles.product}
          label={formStrings.lines.product}
          required
          validationMessage={errors?.productId}
        >
          {isLocked('productId') ? (
            <Input
              className={styles.input}
              appearance="filled-darker"
              readOnly
              value={product?.label ?? ''}
            />
          ) : (
            <Dropdown
              className={styles.dropdown}
              placeholder={formStrings.lines.pickProduct}
              value={product?.label ?? ''}
              selectedOptions={line.productId ? [line.productId] : []}
              onOptionSelect={(_, data) => props.onProductChange(data.optionValue ?? '')}
            >
              {recordOptions(products, (option) => option.label)}
            </Dropdown>
          )}
        </Field>
        {fields.map((field) => (
          <Field
            key={field}
            label={formStrings.lines[field]}
            hint={field === 'investment' ? formStrings.lines.investmentHint : undefined}
            validationMessage={errors?.[field]}
          >
            <Input
              className={styles.input}
              input={{ className: styles.inputElement }}
              type="number"
              inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
              min={0}
              step={field === 'quantity' ? 1 : 0.01}
              readOnly={isLocked(field)}
              appearance={isLocked(field) ? 'filled-darker' : 'outline'}
              // Empty with a "0" hint; what was typed before is selected on focus, so a thumb
              // replaces it instead of appending to it.
              placeholder={field === 'investment' ? investmentOf(line) : '0'}
              onFocus={(event) => event.target.select()}
              value={line[field]}
              onChange={(_, data) => props.onFieldChange(field, data.value)}
            />
          </Field>
        ))}
        <div className={styles.total}>
          <Text size={200} className={styles.totalLabel}>
            {formStrings.lines.total}
          </Text>
          <Text weight="semibold" className={styles.totalValue} data-testid="line-total">
            {formatCents(lineTotalCentsOf(line))}
          </Text>
        </div>
      </div>
    </div>
  );
}
