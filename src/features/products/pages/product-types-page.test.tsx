import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductType } from '../../../../domain/products.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { listAllProductTypes, listProductTypes } from '../api/list-product-types.ts';
import { getProductType } from '../api/get-product-type.ts';
import { updateProductType } from '../api/update-product-type.ts';
import ProductTypesPage from './product-types-page.tsx';

vi.mock('../api/list-product-types.ts', () => ({ listProductTypes: vi.fn(), listAllProductTypes: vi.fn() }));
vi.mock('../api/update-product-type.ts', () => ({ updateProductType: vi.fn() }));
vi.mock('../api/get-product-type.ts', () => ({ getProductType: vi.fn() }));
vi.mock('../api/create-product-type.ts', () => ({ createProductType: vi.fn() }));
vi.mock('../api/delete-product-type.ts', () => ({ deleteProductType: vi.fn() }));

const GRAIN: ProductType = {
  id: 1,
  name: 'Maíz grano',
  productionKind: 'GRAIN',
  productCount: 4,
  version: 2,
};
const PATH = '/dashboard/params/product-type';

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(listProductTypes).mockResolvedValue({
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
    vi.mocked(updateProductType).mockRejectedValueOnce(staleRecordRefusal());
    vi.mocked(getProductType).mockResolvedValue({ ...GRAIN, name: 'Maíz de grano', version: 3 });
    renderRoute({ at: PATH, path: PATH, page: <ProductTypesPage /> });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Editar Maíz grano' }));
    // Dialogs are queried with hidden elements included (src/lib/testing/dialog.ts).
    const opened = await screen.findByRole('dialog', { hidden: true });
    const nameBox = () => within(opened).getByRole('textbox', { name: /^Nombre/, hidden: true });
    await user.clear(nameBox());
    await user.type(nameBox(), 'Grano amarillo');
    await user.click(await findDialogButton('Guardar'));

    expect(updateProductType).toHaveBeenCalledWith(1, {
      name: 'Grano amarillo',
      productionKind: 'GRAIN',
      version: 2,
    });
    // The dialog is built again from the current type, and says why; only that type is read again:
    // the list under the dialog is not reloaded, its row shows the type as it is now.
    expect(await findStaleRecordNotice()).toBeInTheDocument();
    expect(getProductType).toHaveBeenCalledWith(1);
    expect(listProductTypes).toHaveBeenCalledTimes(1);
    expect(listAllProductTypes).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Editar Maíz de grano', hidden: true })).toBeInTheDocument();
    const current = await screen.findByRole('dialog', { hidden: true });
    expect(within(current).getByRole('textbox', { name: /^Nombre/, hidden: true })).toHaveValue(
      'Maíz de grano',
    );

    vi.mocked(updateProductType).mockResolvedValue({ ...GRAIN, name: 'Maíz de grano', version: 4 });
    await user.click(await findDialogButton('Guardar'));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(updateProductType).toHaveBeenLastCalledWith(1, {
      name: 'Maíz de grano',
      productionKind: 'GRAIN',
      version: 3,
    });
  });
});
