// "Tipos de producto" (docs/requirements.md §2 params/product-type, Admin): the product types with filters, sort
// and pages in the URL; new and edit in a dialog; delete after a question (refused while in use).
import { useQuery } from '@tanstack/react-query';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ProductType } from '../../../../domain/products.ts';
import { PRODUCTION_KINDS } from '../../../../domain/simulator-params.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { FilterBar, ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { deleteProductType } from '../api/delete-product-type.ts';
import { ProductTypeDialog } from '../components/product-type-dialog.tsx';
import { ProductTypesGrid } from '../components/product-types-grid.tsx';
import { productTypeListSpec, type ProductTypeFilters } from '../list-query.ts';
import { queryState } from '../../../lib/query-state.ts';
import { productQueries, productTypesChanged } from '../queries.ts';
import { PRODUCTION_KIND_LABELS, productTypeStrings } from '../strings.ts';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
});

const text = productTypeStrings;

type Editing = { kind: 'new' } | { kind: 'edit'; type: ProductType } | null;

export default function ProductTypesPage() {
  const styles = useStyles();
  const list = useListView(productTypeListSpec);
  const load = queryState(useQuery(productQueries.typeList(list.request)));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductType | null>(null);

  const setFilters = (patch: ProductTypeFilters) => list.setFilters({ ...list.view.filters, ...patch });

  const remove = async (type: ProductType) => {
    await deleteProductType(type.id);
    showToast({ severity: 'success', summary: text.remove.removed(type.name) });
    void productTypesChanged();
  };

  return (
    <ListFrame
      lead={<Text className={styles.intro}>{text.list.intro}</Text>}
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing({ kind: 'new' })}>
          {text.list.newType}
        </Button>
      }
    >
      <FilterBar label={text.filters.label}>
        <SearchFilter
          label={text.filters.search}
          placeholder={text.filters.searchPlaceholder}
          value={list.view.filters.q}
          onSearch={(q) => setFilters({ q })}
        />
        <ChoiceFilter
          label={text.filters.kind}
          anyLabel={text.filters.anyKind}
          options={PRODUCTION_KINDS.map((option) => [option, PRODUCTION_KIND_LABELS[option]] as const)}
          value={list.view.filters.productionKind}
          onChange={(productionKind) => setFilters({ productionKind })}
        />
      </FilterBar>
      <PagedListBody load={load} texts={text.list} list={list}>
        {(types) => (
          <ProductTypesGrid
            types={types}
            sort={list.view.sort}
            onSortChange={list.setSort}
            onEdit={(type) => setEditing({ kind: 'edit', type })}
            onDelete={setDeleting}
          />
        )}
      </PagedListBody>
      {editing ? (
        <ProductTypeDialog
          key={editing.kind === 'edit' ? editing.type.id : 'new'}
          type={editing.kind === 'edit' ? editing.type : undefined}
          onSaved={() => {
            setEditing(null);
            void productTypesChanged();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmActionDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title={text.remove.title}
        body={deleting ? text.remove.question(deleting.name) : ''}
        confirmLabel={text.remove.confirm}
        busyLabel={text.remove.deleting}
        action={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </ListFrame>
  );
}
