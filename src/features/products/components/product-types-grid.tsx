// The rows of the product type list: name, production kind, how many products use it, and the
// edit and delete actions (delete only while no product uses it; the server also counts customers).
import { Button, Tooltip, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { PRODUCT_TYPE_SORTS, type ProductType } from '../../../../domain/products.ts';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import type { ProductTypeSort } from '../list-query.ts';
import { PRODUCTION_KIND_LABELS, productTypeStrings } from '../strings.ts';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  number: { fontVariantNumeric: 'tabular-nums' },
});

const text = productTypeStrings;
const LAYOUT: ListLayout = {
  name: { flex: '2 1 0', card: 'title' },
  kind: { flex: '1 1 0', card: 'subtitle' },
  products: { flex: '0 0 100px', align: 'end', card: 'figure' },
  actions: { flex: '0 0 96px', card: 'actions' },
};

export interface ProductTypesGridProps {
  types: ProductType[];
  sort: ProductTypeSort;
  onSortChange: (sort: ProductTypeSort) => void;
  onEdit: (type: ProductType) => void;
  onDelete: (type: ProductType) => void;
}

export function ProductTypesGrid({ types, sort, onSortChange, onEdit, onDelete }: ProductTypesGridProps) {
  const styles = useStyles();
  const columns: TableColumnDefinition<ProductType>[] = [
    sortedGridColumn<ProductType>('name', text.columns.name, (type) => type.name),
    gridColumn<ProductType>('kind', text.columns.kind, (type) => PRODUCTION_KIND_LABELS[type.productionKind]),
    gridColumn<ProductType>('products', text.columns.products, (type) => (
      <span className={styles.number}>{type.productCount}</span>
    )),
    gridColumn<ProductType>('actions', text.columns.actions, (type) => (
      <div className={styles.actions}>
        <Tooltip content={text.actions.edit(type.name)} relationship="label">
          <Button appearance="subtle" icon={<Edit20Regular />} onClick={() => onEdit(type)} />
        </Tooltip>
        <Tooltip
          content={
            type.productCount > 0 ? text.actions.inUse(type.productCount) : text.actions.remove(type.name)
          }
          relationship="label"
        >
          <Button
            appearance="subtle"
            icon={<Delete20Regular />}
            disabledFocusable={type.productCount > 0}
            onClick={() => onDelete(type)}
          />
        </Tooltip>
      </div>
    )),
  ];
  return (
    <ServerSortedGrid
      items={types}
      columns={columns}
      sorts={PRODUCT_TYPE_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={text.list.label}
      layout={LAYOUT}
      minWidth="520px"
    />
  );
}
