// Toasts of docs/requirements.md §3/§9: severities info, success, warn, error, secondary, contrast
// on Fluent's Toaster, top-center, 5000 ms, closable. showToast works outside React (the API client
// uses it): messages sent before a toaster is mounted wait in a queue. The toaster
// (app-toaster.tsx) loads Fluent's (toaster.tsx) with the first message (nothing drawn only on
// demand before the first paint).
import type { ToastIntent } from '@fluentui/react-components';

type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

export interface ToastMessage {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  closable?: boolean;
  group?: string;
}

export const DEFAULT_TOAST_LIFE = 5000;

const INTENTS: Record<ToastSeverity, ToastIntent | undefined> = {
  info: 'info',
  success: 'success',
  warn: 'warning',
  error: 'error',
  secondary: undefined,
  contrast: undefined,
};

export interface ToastPresentation {
  intent: ToastIntent | undefined;
  inverted: boolean;
  /** Fluent reads a negative timeout as "until closed". */
  timeout: number;
  closable: boolean;
  title: string;
  body: string | null;
  /** Identical messages shown at the same time collapse into one (Fluent ignores a repeated id). */
  toastId: string;
}

export function presentToast(message: ToastMessage): ToastPresentation {
  const severity = message.severity ?? 'info';
  const life = message.life ?? DEFAULT_TOAST_LIFE;
  const title = message.summary ?? message.detail ?? '';
  return {
    intent: INTENTS[severity],
    inverted: severity === 'contrast',
    timeout: life > 0 ? life : -1,
    closable: message.closable ?? true,
    title,
    body: message.summary !== undefined && message.detail ? message.detail : null,
    toastId: ['toast', message.group ?? '', severity, title, message.detail ?? ''].join('|'),
  };
}

export type ToastDispatch = (message: ToastMessage) => void;
const toasters = new Map<string, ToastDispatch>();
const waiting: ToastMessage[] = [];
/** The mounted AppToasters that have not loaded Fluent's toaster yet. */
const sleeping = new Set<() => void>();

export function showToast(message: ToastMessage): void {
  const dispatch = toasters.get(message.group ?? '') ?? toasters.get('');
  if (dispatch) return dispatch(message);
  waiting.push(message);
  for (const wake of sleeping) wake();
}

/** For toaster.tsx: `dispatch` shows the messages of `group` from now on, the waiting ones first. */
export function registerToaster(group: string, dispatch: ToastDispatch): () => void {
  toasters.set(group, dispatch);
  for (const message of waiting.splice(0)) showToast(message);
  return () => {
    if (toasters.get(group) === dispatch) toasters.delete(group);
  };
}

/** For app-toaster.tsx: whether messages wait for a toaster. */
export function hasWaitingToasts(): boolean {
  return waiting.length > 0;
}

/** For app-toaster.tsx: `wake` runs when a message waits for a toaster, until the returned stop. */
export function whenToastWaits(wake: () => void): () => void {
  sleeping.add(wake);
  return () => {
    sleeping.delete(wake);
  };
}
