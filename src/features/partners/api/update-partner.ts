// PUT /partners/:id: the form's fields with `active` (partners are deactivated, never deleted) and the
// version read; a field left out keeps its stored value (domain/record-edits.ts).
import type { PartnerDetail, PartnerUpdate } from '../../../../domain/partners.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updatePartner(id: number, body: PartnerUpdate): Promise<PartnerDetail> {
  return apiPut<PartnerDetail>(`/partners/${id}`, body);
}
