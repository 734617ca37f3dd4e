// GET /messages/active: the office's messages for the caller's role today (the dashboard banner).
import type { ActiveMessage } from '../../../../domain/messages.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ACTIVE_MESSAGES_URL } from './urls.ts';

export function listActiveMessages(): Promise<ActiveMessage[]> {
  return apiGet<ActiveMessage[]>(ACTIVE_MESSAGES_URL);
}
