// "Productos" (docs/requirements.md §2 products, Admin): the catalogue with filters, sort and pages in the URL, and
// the way to a new product and to the product types.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { Add20Regular, TagMultiple20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { ProductFiltersBar } from '../components/product-filters.tsx';
import { ProductsGrid } from '../components/products-grid.tsx';
import { productListSpec } from '../list-query.ts';
import { newProductPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { productQueries } from '../queries.ts';
import { productStrings } from '../strings.ts';

const text = productStrings.list;

export default function ProductsListPage() {
  const navigate = useNavigate();
  const list = useListView(productListSpec);
  const load = queryState(useQuery(productQueries.list(list.request)));
  // The type filter is a convenience: without the types the list still works.
  const types = useQuery(productQueries.everyType()).data ?? [];

  return (
    <ListFrame
      actions={
        <>
          <Button icon={<TagMultiple20Regular />} onClick={() => void navigate(ROUTES.productTypes.path)}>
            {text.productTypes}
          </Button>
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => void navigate(newProductPath())}
          >
            {text.newProduct}
          </Button>
        </>
      }
    >
      <ProductFiltersBar filters={list.view.filters} types={types} onChange={list.setFilters} />
      <PagedListBody load={load} texts={text} list={list}>
        {(products) => <ProductsGrid products={products} sort={list.view.sort} onSortChange={list.setSort} />}
      </PagedListBody>
    </ListFrame>
  );
}
