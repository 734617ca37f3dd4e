// A product read-only, with its actions: edit, and enable or disable it for sale (with a question,
// since disabling takes it out of every new sale and Dkbono).
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Edit20Regular, Eye20Regular, EyeOff20Regular } from '@fluentui/react-icons';
import { nameSaysCode } from '../../../../domain/catalog.ts';
import type { Product } from '../../../../domain/products.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { DetailCard, Fact, Facts } from '../../../lib/ui/detail-card.tsx';
import { setProductEnabled } from '../api/set-product-enabled.ts';
import { PRODUCTION_KIND_LABELS, productStrings } from '../strings.ts';
import { productsChanged } from '../queries.ts';
import { EnabledBadge } from './enabled-badge.tsx';

const useStyles = makeStyles({
  code: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  description: { margin: 0, whiteSpace: 'pre-wrap' },
});

const text = productStrings.detail;
const integer = new Intl.NumberFormat('es-MX');

export interface ProductDetailProps {
  product: Product;
  onEdit: () => void;
  onChanged: (product: Product) => void;
}

export function ProductDetail({ product, onEdit, onChanged }: ProductDetailProps) {
  const styles = useStyles();
  const willEnable = !product.enabled;

  const toggle = async () => {
    const saved = await setProductEnabled(product.id, willEnable);
    void productsChanged();
    showToast({
      severity: 'success',
      summary: willEnable ? text.enabledToast(saved.code) : text.disabledToast(saved.code),
    });
    onChanged(saved);
  };

  return (
    <DetailCard
      title={
        <>
          {product.name}
          {nameSaysCode(product.code, product.name) ? null : (
            <>
              {' '}
              <span className={styles.code}>{product.code}</span>
            </>
          )}
          <EnabledBadge enabled={product.enabled} />
        </>
      }
      actions={
        <>
          <Button icon={<Edit20Regular />} onClick={onEdit}>
            {text.edit}
          </Button>
          <ConfirmActionDialog
            triggerLabel={willEnable ? text.enable : text.disable}
            triggerIcon={willEnable ? <Eye20Regular /> : <EyeOff20Regular />}
            title={willEnable ? text.enableTitle : text.disableTitle}
            body={willEnable ? text.enableQuestion(product.code) : text.disableQuestion(product.code)}
            confirmLabel={willEnable ? text.enable : text.disable}
            busyLabel={text.working}
            action={toggle}
          />
        </>
      }
    >
      {product.enabled ? null : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{text.disabledNotice}</MessageBarBody>
        </MessageBar>
      )}
      <Facts>
        <Fact term={text.type}>{product.productTypeName}</Fact>
        <Fact term={text.kind}>{PRODUCTION_KIND_LABELS[product.productionKind]}</Fact>
        <Fact term={text.seedsPerBag}>{integer.format(product.seedsPerBag)}</Fact>
        <Fact term={text.price}>{formatPesos(product.basePrice)}</Fact>
        <Fact term={text.density}>
          {product.recommendedDensity === null
            ? text.noDensity
            : text.densityValue(integer.format(product.recommendedDensity))}
        </Fact>
        <Fact term={text.updatedAt}>{formatDate(product.updatedAt)}</Fact>
      </Facts>
      <Facts>
        <Fact term={text.description}>
          <p className={styles.description}>{product.description ?? text.noDescription}</p>
        </Fact>
      </Facts>
    </DetailCard>
  );
}
