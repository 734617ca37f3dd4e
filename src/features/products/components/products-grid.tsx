// The rows of the product list: code (link to the detail), name, type, seeds per bag, list price,
// recommended density and whether it is offered for sale.
import { makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { PRODUCT_SORTS, type Product, type ProductSort } from '../../../../domain/products.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { productDetailPath } from '../paths.ts';
import { productStrings } from '../strings.ts';
import { EnabledBadge } from './enabled-badge.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

const text = productStrings.columns;
const integer = new Intl.NumberFormat('es-MX');

const LAYOUT: ListLayout = {
  code: { flex: '0 0 96px', card: 'title' },
  name: { flex: '1.6 1 0', card: 'subtitle' },
  type: { flex: '1 1 0', card: 'meta' },
  seedsPerBag: { flex: '0 0 100px', align: 'end', card: 'figure' },
  price: { flex: '0 0 116px', align: 'end', card: 'amount' },
  density: { flex: '0 0 100px', align: 'end', card: 'figure' },
  state: { flex: '0 0 116px', card: 'status' },
};

function useProductColumns(): TableColumnDefinition<Product>[] {
  const styles = useStyles();
  return [
    sortedGridColumn<Product>('code', text.code, (product) => (
      <RouterLink to={productDetailPath(product.id)}>{product.code}</RouterLink>
    )),
    sortedGridColumn<Product>('name', text.name, (product) => product.name),
    sortedGridColumn<Product>('type', text.type, (product) => product.productTypeName),
    gridColumn<Product>('seedsPerBag', text.seedsPerBag, (product) => (
      <span className={styles.number}>{integer.format(product.seedsPerBag)}</span>
    )),
    sortedGridColumn<Product>('price', text.price, (product) => (
      <span className={styles.number}>{formatPesos(product.basePrice)}</span>
    )),
    gridColumn<Product>('density', text.density, (product) =>
      product.recommendedDensity === null ? (
        '—'
      ) : (
        <span className={styles.number}>{integer.format(product.recommendedDensity)}</span>
      ),
    ),
    gridColumn<Product>('state', text.state, (product) => <EnabledBadge enabled={product.enabled} />),
  ];
}

export interface ProductsGridProps {
  products: Product[];
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

export function ProductsGrid({ products, sort, onSortChange }: ProductsGridProps) {
  const columns = useProductColumns();
  return (
    <ServerSortedGrid
      items={products}
      columns={columns}
      sorts={PRODUCT_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={productStrings.list.label}
      layout={LAYOUT}
      minWidth="880px"
    />
  );
}
