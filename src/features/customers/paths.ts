// Addresses the customer pages link to, built from the route table (domain/app-routes.ts).
import { generatePath } from 'react-router-dom';
import { PAGE_PARAMS, ROUTES } from '../../../domain/app-routes.ts';

export const customersPath = () => ROUTES.customers.path;
export const newCustomerPath = () => ROUTES.customerNew.path;
export const customerDetailPath = (id: number) =>
  generatePath(ROUTES.customerDetail.path, { id: String(id) });
export const customerEditPath = (id: number) => generatePath(ROUTES.customerEdit.path, { id: String(id) });

export const saleDetailPath = (id: number) => generatePath(ROUTES.saleDetail.path, { id: String(id) });
export const dkbonoDetailPath = (id: number) => generatePath(ROUTES.dkbonoDetail.path, { id: String(id) });
/** The sale and Dkbono lists already filtered to one customer. */
export const customerSalesPath = (clientId: number) => `${ROUTES.sales.path}?clientId=${clientId}`;
export const customerVouchersPath = (clientId: number) => `${ROUTES.vouchers.path}?clientId=${clientId}`;

/** The admin simulator opened on one customer, with its saved scenarios. */
export const customerSimulatorPath = (clientId: number) =>
  `${ROUTES.adminSimulator.path}?clientId=${clientId}`;

/** The link handed to a farmer: signed in it opens the simulator, otherwise the client-key sign-in. */
export function farmerSimulatorLink(origin: string): string {
  return `${origin}${ROUTES.farmer.path}?objective=${ROUTES.simulator.path}`;
}

/** The sale and Dkbono forms with the customer chosen. */
export const newSaleForCustomerPath = (clientId: number) =>
  `${generatePath(ROUTES.createSale.path, {})}?${PAGE_PARAMS.customer}=${clientId}`;
export const newVoucherForCustomerPath = (clientId: number) =>
  `${ROUTES.createDkbono.path}?${PAGE_PARAMS.customer}=${clientId}`;
/** A Dkbono with its payments editor open on a new payment. */
export const recordPaymentPath = (voucherId: number) =>
  `${dkbonoDetailPath(voucherId)}?${PAGE_PARAMS.newPayment}=nuevo`;
