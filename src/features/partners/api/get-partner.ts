// GET /partners/:id: one partner with how many users and sales name it.
import type { PartnerDetail } from '../../../../domain/partners.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getPartner(id: number): Promise<PartnerDetail> {
  return apiGet<PartnerDetail>(`/partners/${id}`);
}
