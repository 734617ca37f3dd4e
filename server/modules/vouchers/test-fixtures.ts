// Shared set-up of the Dkbono API tests: the calls of the Dkbono API on apiFixture's context
// (sales/test-fixtures.ts, with saleWorld), as the demo consultant unless a cookie is given.
import { expect } from 'vitest';
import { daysAgo, saleLine, type SaleFixture } from '../sales/test-fixtures.ts';

/** A Dkbono as the API answers it, as far as the tests read it. */
export interface Voucher {
  id: number;
  folio: string;
  status: string;
  version: number;
  total: number;
  paid: number;
  balance: number;
  saleId: number | null;
  payments: { amount: number }[];
}

export function voucherCalls(fx: SaleFixture) {
  const line = (quantity: number, basePrice = 100, discount = 0, productId = fx.product.id) => ({
    productId,
    quantity,
    basePrice,
    discount,
  });
  const voucherBody = (items: object[], extra: object = {}) => ({
    seasonId: fx.seasons.open.id,
    clientId: fx.clientId,
    items,
    ...extra,
  });
  const postVoucher = (payload: object, cookie = fx.cookies.consultant) =>
    fx.ctx.request({ method: 'POST', url: '/api/vouchers', payload, cookie });
  const createVoucher = async (items: object[], extra: object = {}): Promise<Voucher> => {
    const response = await postVoucher(voucherBody(items, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  /** PUT /vouchers/:id/payments with the body as given. */
  const putPayments = (id: number, payload: object, cookie = fx.cookies.consultant) =>
    fx.ctx.request({ method: 'PUT', url: `/api/vouchers/${id}/payments`, cookie, payload });
  const pay = (id: number, version: number, amounts: number[], cookie = fx.cookies.consultant) =>
    putPayments(
      id,
      {
        version,
        payments: amounts.map((amount, i) => ({
          date: daysAgo(0),
          amount,
          method: 'TRANSFERENCIA',
          reference: `REF-${i + 1}`,
        })),
      },
      cookie,
    );
  const redeem = (voucher: { id: number }, extra: object = {}, cookie = fx.cookies.consultant) =>
    fx.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie,
      payload: {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        voucherId: voucher.id,
        items: [saleLine(fx.product.id, 1)],
        ...extra,
      },
    });
  const paidVoucher = async (items: object[]): Promise<Voucher> => {
    const voucher = await createVoucher(items);
    const response = await pay(voucher.id, voucher.version, [voucher.total]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return {
    get: (url: string, cookie: string | undefined) => fx.ctx.request({ method: 'GET', url, cookie }),
    line,
    voucherBody,
    postVoucher,
    createVoucher,
    putPayments,
    pay,
    redeem,
    paidVoucher,
  };
}
