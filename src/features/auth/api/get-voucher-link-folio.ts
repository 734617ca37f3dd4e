// GET /vouchers/links/:code/folio: the folio of a Dkbono's short link, public, so the
// farmer sign-in can say which Dkbono the key is for. Nothing else (no amounts) before sign-in.
import type { VoucherLinkFolio } from '../../../../domain/voucher-links.ts';
import { apiGet } from '../../../lib/api-client.ts';

export async function getVoucherLinkFolio(code: string): Promise<string> {
  return (await apiGet<VoucherLinkFolio>(`/vouchers/links/${encodeURIComponent(code)}/folio`)).folio;
}
