// GET /messages/{id}/receipts (its author and admins): how many of its audience read it, who has not.
import type { MessageReceipts } from '../../../../domain/messages.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getMessageReceipts(id: number): Promise<MessageReceipts> {
  return apiGet<MessageReceipts>(`/messages/${id}/receipts`);
}
