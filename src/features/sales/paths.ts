// Addresses of the sale pages built from the route table (domain/app-routes.ts), never typed by hand.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';

/** The two tabs of the sales page, each an address of its own. */
export type SaleListTab = 'sale' | 'voucher';

export const saleDetailPath = (id: number) => generatePath(ROUTES.saleDetail.path, { id: String(id) });
export const editSalePath = (id: number) => generatePath(ROUTES.editSale.path, { id: String(id) });
export const dkbonoDetailPath = (id: number) => generatePath(ROUTES.dkbonoDetail.path, { id: String(id) });
export const createSalePath = () => generatePath(ROUTES.createSale.path, {});
/** The list of a tab; list-return.ts remembers its query under this path, so pass it to useListReturn. */
export const saleListPath = (tab: SaleListTab) =>
  tab === 'voucher' ? ROUTES.vouchers.path : ROUTES.sales.path;
