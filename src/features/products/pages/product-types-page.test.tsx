import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductType } from '../../../../domain/products.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { apiRoute } from '../../../test/api.ts';
import ProductTypesPage from './product-types-page.tsx';

const listProductTypes = apiRoute('get', '/product-types');
const getProductType = apiRoute('get', '/product-types/:id');
const updateProductType = apiRoute('put', '/product-types/:id');

const GRAIN: ProductType = {
  id: 1,
  name: 'Maíz grano',
  productionKind: 'GRAIN',
  productCount: 4,
  version: 2,
};
const PATH = '/dashboard/params/product-type';

beforeEach(() => {
  listProductTypes.answers({
    data: [GRAIN],
    page: 1,
    size: 20,
    totalPages: 1,
    totalRecords: 1,
    countKind: 'exact',
  });
});
afterEach(cleanup);

describe('ProductTypesPage', () => {
  it('edits a type with the version it listed, and starts over from the current type when someone saved it first', async () => {
    updateProductType.refusesOnce(staleRecordRefusal());
    getProductType.answers({ ...GRAIN, name: 'Maíz de grano', version: 3 });
    renderRoute({ at: PATH, path: PATH, page: <ProductTypesPage /> });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Editar Maíz grano' }));
    // Dialogs are queried with hidden elements included (src/lib/testing/dialog.ts).
    const opened = await screen.findByRole('dialog', { hidden: true });
    const nameBox = () => within(opened).getByRole('textbox', { name: /^Nombre/, hidden: true });
    await user.clear(nameBox());
    await user.type(nameBox(), 'Grano amarillo');
    await user.click(await findDialogButton('Guardar'));

    await waitFor(() => expect(updateProductType.calls).toHaveLength(1));
    expect(updateProductType.calls[0]).toMatchObject({
      path: '/product-types/1',
      body: { name: 'Grano amarillo', productionKind: 'GRAIN', version: 2 },
    });
    // The dialog is built again from the current type, and says why; only that type is read again:
    // the list under the dialog is not reloaded, its row shows the type as it is now.
    expect(await findStaleRecordNotice()).toBeInTheDocument();
    expect(getProductType.calls.map((call) => call.path)).toEqual(['/product-types/1']);
    // One list read, and never the whole list (size=all).
    expect(listProductTypes.calls).toHaveLength(1);
    expect(listProductTypes.calls[0]?.query.size).not.toBe('all');
    expect(screen.getByRole('button', { name: 'Editar Maíz de grano', hidden: true })).toBeInTheDocument();
    const current = await screen.findByRole('dialog', { hidden: true });
    expect(within(current).getByRole('textbox', { name: /^Nombre/, hidden: true })).toHaveValue(
      'Maíz de grano',
    );

    updateProductType.answers({ ...GRAIN, name: 'Maíz de grano', version: 4 });
    await user.click(await findDialogButton('Guardar'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(updateProductType.calls.at(-1)).toMatchObject({
      path: '/product-types/1',
      body: { name: 'Maíz de grano', productionKind: 'GRAIN', version: 3 },
    });
  });
});
