// The one HTTP client of the app (docs/requirements.md §7, §8; docs/design.md §4): every call goes through `http`, answers are
// unwrapped from { data }, and a 401 ends the session (Consultant, Farmer) or triggers one silent
// Microsoft renewal and a single retry (Admin, Coordinator, Supervisor).
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { ROUTES } from '../../domain/app-routes.ts';
import { ERROR_CODES, type ApiErrorBody } from '../../domain/errors.ts';
import { cleanFilters, type FilterValue } from '../../domain/filters.ts';
import { can } from '../../domain/policy.ts';
import { earlyAnswerTaker, takeEarlyAnswersFromPage, withEarlyAnswers } from './early-answers.ts';
import { openFullPage } from './full-page.ts';
import { deviceKeptAnswers, withKeptAnswers } from './offline/kept-answers.ts';
import { runtimeConfig } from './runtime-config.ts';
import {
  appStore,
  clearLocalSession,
  currentRoleAtom,
  msAccessTokenAtom,
  userDetailsAtom,
} from './session.ts';
import { endSessionAfterNotice, noteSessionEnded, SESSION_ENDED_TOAST } from './session-end.ts';
import { showToast } from './toast.tsx';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the single retry after a renewal, so a second 401 ends the session instead of looping. */
    isRetryAfterRenewal?: boolean;
    /** The renewal's own POST /auth/microsoft: its 401 means the renewal failed, nothing more. */
    skipSessionHandling?: boolean;
  }
}

const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión.';
const GENERIC_ERROR_MESSAGE = ERROR_CODES.INTERNAL.message;
const LOGIN_PATH = '/login';

export const http = axios.create({
  baseURL: runtimeConfig.apiUrl,
  withCredentials: true,
  timeout: 0,
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'x-api-key': runtimeConfig.apiKey,
  },
  // The first page's answers may already be on their way (index.html, src/app/home-requests.ts);
  // without signal, a GET is answered from what the phone kept (src/lib/offline/kept-answers.ts).
  adapter: withEarlyAnswers(
    withKeptAnswers((config) => axios.getAdapter(axios.defaults.adapter)(config), deviceKeptAnswers),
    earlyAnswerTaker(takeEarlyAnswersFromPage(), () => performance.now()),
  ),
});

// With a JSON Content-Type axios would turn FormData into JSON; let the browser set the multipart boundary.
http.interceptors.request.use((config) => {
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.setContentType(false);
  return config;
});

export function isApiError(error: unknown): error is ApiErrorBody {
  if (typeof error !== 'object' || error === null) return false;
  const body = error as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string'
  );
}

/** The Spanish message to show for a failed call. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.message;
  if (axios.isAxiosError(error) && !error.response) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

// --- Microsoft silent renewal (injected by the Microsoft sign-in work; absent means it fails) ---

let renewToken: (() => Promise<string>) | null = null;

export function setTokenRenewer(renew: (() => Promise<string>) | null): void {
  renewToken = renew;
}

// --- docs/requirements.md §8: the 401 paths ---

// The login page (at '/', '/login' and '/login/:role') answers 401 for a wrong password or client key:
// that is a form error there, not an expired session.
function isOnLoginPage(): boolean {
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  return path === '/' || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`);
}

let sessionEnding = false;

/** Toast now, then after 2 s clear the device's session and open the login page (once, however many calls failed). */
function endSession(): void {
  showToast(SESSION_ENDED_TOAST);
  if (sessionEnding) return;
  sessionEnding = true;
  const expired = appStore.get(userDetailsAtom);
  let isForgotten = false;
  endSessionAfterNotice(
    () => {
      sessionEnding = false;
      // The guard may already have shown the login page and the user signed in again: keep that session.
      const current = appStore.get(userDetailsAtom);
      if (current !== null && current !== expired) return;
      clearLocalSession();
      isForgotten = true;
    },
    () => {
      if (!isForgotten || isOnLoginPage()) return;
      noteSessionEnded();
      openFullPage(LOGIN_PATH);
    },
  );
}

let renewal: Promise<void> | null = null;

// Concurrent 401s share one renewal: the identity provider is asked once.
function renewMicrosoftSession(): Promise<void> {
  renewal ??= (async () => {
    if (!renewToken) throw new Error('Microsoft token renewal is not configured');
    const msToken = await renewToken();
    appStore.set(msAccessTokenAtom, msToken);
    await http.post('/auth/microsoft', { msToken }, { skipSessionHandling: true });
  })().finally(() => {
    renewal = null;
  });
  return renewal;
}

function canRenew(): boolean {
  return can(appStore.get(currentRoleAtom), 'renewMicrosoftSession');
}

// docs/requirements.md §8: reject with the server's error body when there is one, else with the raw error.
// Downloads ask for a Blob, so their error body arrives as a Blob too.
async function rejection(error: AxiosError): Promise<unknown> {
  const data: unknown = error.response?.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      const body: unknown = JSON.parse(await data.text());
      return isApiError(body) ? body : error;
    } catch {
      return error;
    }
  }
  return data !== undefined && data !== null && data !== '' ? data : error;
}

async function onUnauthorized(error: AxiosError & { config: AxiosRequestConfig }): Promise<AxiosResponse> {
  if (!error.config.isRetryAfterRenewal && canRenew()) {
    try {
      await renewMicrosoftSession();
    } catch {
      endSession();
      throw await rejection(error);
    }
    return http.request({ ...error.config, isRetryAfterRenewal: true });
  }
  endSession();
  throw await rejection(error);
}

// docs/design.md §6: new terms published mid-session make every call answer 403 TOS_REQUIRED; the stored
// details learn it and the consultant is taken to the terms (the guard's rule 6 keeps them there).
function onTermsRequired(): void {
  const details = appStore.get(userDetailsAtom);
  if (details?.acceptedTos) appStore.set(userDetailsAtom, { ...details, acceptedTos: false });
  if (window.location.pathname !== ROUTES.acceptTerms.path) openFullPage(ROUTES.acceptTerms.path);
}

http.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error)) throw error;
  const { config } = error;
  if (error.response?.status === 401 && config && !config.skipSessionHandling && !isOnLoginPage()) {
    return onUnauthorized(Object.assign(error, { config }));
  }
  const body = await rejection(error);
  if (error.response?.status === 403 && isApiError(body) && body.code === 'TOS_REQUIRED') onTermsRequired();
  throw body;
});

// --- The calls: answers unwrapped from { data } ---

interface Envelope<T> {
  data: T;
}

// cleanFilters drops null/empty values and trims strings; any other value (a list of statuses) passes
// through unchanged, which is what the query serializer expects.
function queryFrom(params: Record<string, unknown> | undefined) {
  return params ? cleanFilters(params as Record<string, FilterValue>) : undefined;
}

export async function apiGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const query = queryFrom(params);
  const response = await http.get<Envelope<T>>(url, { params: query });
  return response.data.data;
}

export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.post<Envelope<T>>(url, body, config);
  return response.data.data;
}

export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.put<Envelope<T>>(url, body, config);
  return response.data.data;
}

export async function apiDelete<T>(url: string): Promise<T> {
  const response = await http.delete<Envelope<T>>(url);
  return response.data.data;
}

// Content-Disposition: attachment; filename="x.xlsx"; filename*=UTF-8''x%C3%B1.xlsx
function fileNameFrom(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Fall back to the plain filename below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Files (PDF, xlsx) are not wrapped in { data }: the body is the file. */
export async function apiDownload(
  url: string,
  params?: Record<string, unknown>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const query = queryFrom(params);
  const response = await http.get<Blob>(url, {
    params: query,
    responseType: 'blob',
  });
  return { blob: response.data, fileName: fileNameFrom(response.headers['content-disposition']) };
}
