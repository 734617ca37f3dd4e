// POST /auth/reset-password: the mailed link's token and the new password.
import type { ResetPasswordRequest } from '../../../../domain/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/reset-password', body);
}
