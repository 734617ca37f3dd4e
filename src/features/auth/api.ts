// The authentication calls of docs/requirements.md §7. A login is complete only after GET /auth/me has filled the
// session store, because the guard and the API client read the user from there.
import type {
  ClientLoginRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
  Terms,
  UserDetails,
} from '../../../domain/auth.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { appStore, clearLocalSession, userDetailsAtom } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.tsx';
import { strings } from './strings.ts';

export async function fetchUserDetails(): Promise<UserDetails> {
  const details = await apiGet<UserDetails>('/auth/me');
  appStore.set(userDetailsAtom, details);
  return details;
}

export async function login(body: LoginRequest): Promise<UserDetails> {
  await apiPost<unknown>('/auth/', body);
  return fetchUserDetails();
}

export async function clientLogin(body: ClientLoginRequest): Promise<UserDetails> {
  await apiPost<unknown>('/auth/client', body);
  return fetchUserDetails();
}

export async function logout(): Promise<void> {
  try {
    await apiPost<unknown>('/auth/logout', {});
  } catch {
    // The local session ends whatever the server says (it may already be gone).
  }
  clearLocalSession();
}

export async function forgotPassword(body: ForgotPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/forgot-password', body);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiPost<unknown>('/auth/reset-password', body);
}

export async function getTerms(): Promise<Terms> {
  return apiGet<Terms>('/terms');
}

export async function acceptTerms(): Promise<void> {
  await apiPost<unknown>('/users/accept-tos', {});
  await fetchUserDetails();
}

// Issue 7 (Microsoft and Teams) injects the real sign-in; until then the button explains itself.
let microsoftSignIn: (() => Promise<void>) | null = null;

export function setMicrosoftSignIn(handler: (() => Promise<void>) | null): void {
  microsoftSignIn = handler;
}

/** Runs the injected Microsoft sign-in; false when none is configured (the user was told). */
export async function signInWithMicrosoft(): Promise<boolean> {
  if (!microsoftSignIn) {
    showToast({ severity: 'info', summary: 'Microsoft', detail: strings.login.microsoftNotConfigured });
    return false;
  }
  await microsoftSignIn();
  return true;
}
