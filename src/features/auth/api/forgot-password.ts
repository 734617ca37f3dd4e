// POST /auth/forgot-password: mails a link to set a new password (the answer never says whether the
// address exists).
import type { ForgotPasswordRequest } from '../../../../domain/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/forgot-password', body);
}
