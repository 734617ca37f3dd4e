// PUT /partners/:id: every field again, with `active` (partners are deactivated, never deleted).
import type { PartnerDetail, PartnerUpdate } from '../../../../domain/partners.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updatePartner(id: number, body: PartnerUpdate): Promise<PartnerDetail> {
  return apiPut<PartnerDetail>(`/partners/${id}`, body);
}
