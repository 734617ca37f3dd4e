// POST /partners: a new partner (a coordinator's goes to its own zone).
import type { PartnerDetail, PartnerInput } from '../../../../domain/partners.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createPartner(body: PartnerInput): Promise<PartnerDetail> {
  return apiPost<PartnerDetail>('/partners', body);
}
