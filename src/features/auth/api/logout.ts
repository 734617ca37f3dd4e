// POST /auth/logout (docs/requirements.md §4): the server forgets the session; this device does too.
import { apiPost } from '../../../lib/api-client.ts';
import { clearLocalSession } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  try {
    await apiPost<unknown>('/auth/logout', {});
  } catch {
    // The local session ends whatever the server says (it may already be gone).
  }
  clearLocalSession();
}
