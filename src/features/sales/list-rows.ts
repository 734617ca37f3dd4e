// Typed views of the rows the sale-list atoms hold. Only the list loader (use-sale-list.ts) writes
// them, always with the answers of GET /sales and GET /vouchers, so the element types are known.
import { atom } from 'jotai';
import type { PageMeta } from '../../../domain/pagination.ts';
import type { SaleListItem, VoucherListItem } from '../../../domain/sales.ts';
import { saleListAtom } from './atoms.ts';

export const saleRowsAtom = atom((get) => get(saleListAtom).sales as SaleListItem[]);
export const voucherRowsAtom = atom((get) => get(saleListAtom).vouchers as VoucherListItem[]);
export const salesPageAtom = atom((get): PageMeta => get(saleListAtom).salesPage);
export const vouchersPageAtom = atom((get): PageMeta => get(saleListAtom).vouchersPage);
