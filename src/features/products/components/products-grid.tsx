// The rows of the product list: code (link to the detail), name, type, seeds per bag, list price,
// recommended density and whether it is offered for sale.
import { createTableColumn, makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { PRODUCT_SORTS, type Product, type ProductSort } from '../../../../domain/products.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { keepServerOrder, ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { productDetailPath } from '../paths.ts';
import { productStrings } from '../strings.ts';
import { EnabledBadge } from './enabled-badge.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';

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
    createTableColumn<Product>({
      columnId: 'code',
      compare: keepServerOrder,
      renderHeaderCell: () => text.code,
      renderCell: (product) => <RouterLink to={productDetailPath(product.id)}>{product.code}</RouterLink>,
    }),
    createTableColumn<Product>({
      columnId: 'name',
      compare: keepServerOrder,
      renderHeaderCell: () => text.name,
      renderCell: (product) => product.name,
    }),
    createTableColumn<Product>({
      columnId: 'type',
      compare: keepServerOrder,
      renderHeaderCell: () => text.type,
      renderCell: (product) => product.productTypeName,
    }),
    createTableColumn<Product>({
      columnId: 'seedsPerBag',
      renderHeaderCell: () => text.seedsPerBag,
      renderCell: (product) => <span className={styles.number}>{integer.format(product.seedsPerBag)}</span>,
    }),
    createTableColumn<Product>({
      columnId: 'price',
      compare: keepServerOrder,
      renderHeaderCell: () => text.price,
      renderCell: (product) => <span className={styles.number}>{formatPesos(product.basePrice)}</span>,
    }),
    createTableColumn<Product>({
      columnId: 'density',
      renderHeaderCell: () => text.density,
      renderCell: (product) =>
        product.recommendedDensity === null ? (
          '—'
        ) : (
          <span className={styles.number}>{integer.format(product.recommendedDensity)}</span>
        ),
    }),
    createTableColumn<Product>({
      columnId: 'state',
      renderHeaderCell: () => text.state,
      renderCell: (product) => <EnabledBadge enabled={product.enabled} />,
    }),
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
