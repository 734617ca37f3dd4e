// ProductFormPage serves three addresses (docs/requirements.md §2, Admin): products/form (a new product),
// products/form/{id} (the product read-only, with edit and enable/disable) and
// products/form/{id}/edit (its form). The product types load with the form.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { Product, ProductInput } from '../../../../domain/products.ts';
import { editBody, StaleRecordNotice, useStaleRecordReload } from '../../../lib/forms/stale-record.tsx';
import { recordIdOf } from '../../../lib/record-id.ts';
import { showToast } from '../../../lib/toast.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { createProduct } from '../api/create-product.ts';
import { updateProduct } from '../api/update-product.ts';
import { ProductDetail } from '../components/product-detail.tsx';
import { ProductForm, productFormValues } from '../components/product-form.tsx';
import { productDetailPath, productEditPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { productKeys, productQueries, productsChanged } from '../queries.ts';
import { productStrings } from '../strings.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';

const text = productStrings;

export default function ProductFormPage() {
  const param = useParams().id;
  const isEdit = useMatch(ROUTES.productEdit.path) !== null;
  const productId = recordIdOf(param);

  let content;
  if (param === undefined) content = <NewProduct />;
  else if (productId === null) content = <RecordNotFound />;
  else content = isEdit ? <EditProduct productId={productId} /> : <ProductView productId={productId} />;
  return (
    <RecordPage back={{ to: ROUTES.products.path, label: text.detail.backToList }}>{content}</RecordPage>
  );
}

function NewProduct() {
  const navigate = useNavigate();
  const loaded = queryState(useQuery(productQueries.everyType()));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;

  const save = async (input: ProductInput) => {
    const product = await createProduct(input);
    await productsChanged();
    showToast({ severity: 'success', summary: text.form.created(product.code) });
    void navigate(productDetailPath(product.id));
  };
  return (
    <ProductForm
      initialValues={productFormValues()}
      types={loaded.data}
      onSave={save}
      onCancel={() => void navigate(ROUTES.products.path)}
    />
  );
}

function EditProduct({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const loaded = queryState(
    useQuery({
      queryKey: [...productKeys.detail(productId), 'form'],
      queryFn: async () => {
        const [product, types] = await Promise.all([
          queryClient.fetchQuery(productQueries.detail(productId)),
          queryClient.fetchQuery(productQueries.everyType()),
        ]);
        return { product, types };
      },
    }),
  );
  // A stale save (someone else changed the product) reloads it and starts the form over from it.
  const stale = useStaleRecordReload(useCallback(() => productsChanged(), []));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const { product, types } = loaded.data;

  const save = async (input: ProductInput) => {
    const body = editBody(input, ['recommendedDensity', 'description'] as const, product.version);
    const saved = await updateProduct(product.id, body);
    await productsChanged();
    showToast({ severity: 'success', summary: text.form.updated(saved.code) });
    void navigate(productDetailPath(saved.id));
  };
  return (
    <>
      <ProductForm
        key={`${product.updatedAt}-${stale.formKey}`}
        notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
        initialValues={productFormValues(product)}
        types={types}
        onSave={stale.guard(save)}
        onCancel={() => void navigate(productDetailPath(product.id))}
      />
      <RecordHistory resource="products" id={product.id} revision={product.updatedAt} />
    </>
  );
}

function ProductView({ productId }: { productId: number }) {
  const navigate = useNavigate();
  const loaded = queryState(useQuery(productQueries.detail(productId)));
  const [changed, setChanged] = useState<Product | null>(null);
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const product = changed?.id === productId ? changed : loaded.data;

  return (
    <>
      <ProductDetail
        product={product}
        onEdit={() => void navigate(productEditPath(product.id))}
        onChanged={setChanged}
      />
      <RecordHistory resource="products" id={product.id} revision={product.updatedAt} />
    </>
  );
}
