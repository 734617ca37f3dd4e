// Toasts of docs/requirements.md §3/§9: severities info, success, warn, error, secondary, contrast on Fluent's
// Toaster, top-center, 5000 ms, closable. showToast works outside React (the API client uses it):
// messages sent before a toaster is mounted wait in a queue.
import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { Dismiss16Regular, Info20Regular } from '@fluentui/react-icons';
import { useEffect, type JSX } from 'react';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

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

type Dispatch = (message: ToastMessage) => void;
const toasters = new Map<string, Dispatch>();
const waiting: ToastMessage[] = [];

export function showToast(message: ToastMessage): void {
  const dispatch = toasters.get(message.group ?? '') ?? toasters.get('');
  if (dispatch) dispatch(message);
  else waiting.push(message);
}

function ToastContent({ view }: { view: ToastPresentation }) {
  const close = view.closable ? (
    <ToastTrigger>
      <Button
        appearance="transparent"
        size="small"
        icon={<Dismiss16Regular />}
        aria-label="Cerrar notificación"
        style={{ color: 'inherit' }}
      />
    </ToastTrigger>
  ) : undefined;
  // Neutral toasts have no intent icon of their own; give them one so they read as messages.
  const media = view.intent ? undefined : <Info20Regular />;
  return (
    <Toast appearance={view.inverted ? 'inverted' : undefined}>
      <ToastTitle action={close} media={media}>
        {view.title}
      </ToastTitle>
      {view.body ? <ToastBody>{view.body}</ToastBody> : null}
    </Toast>
  );
}

/** Mount once (top-center). A `group` toaster receives only the messages of that group. */
export function AppToaster({ group = '' }: { group?: string }): JSX.Element {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(() => {
    const dispatch: Dispatch = (message) => {
      const view = presentToast(message);
      dispatchToast(<ToastContent view={view} />, {
        intent: view.intent,
        timeout: view.timeout,
        toastId: view.toastId,
        politeness: message.severity === 'error' ? 'assertive' : 'polite',
      });
    };
    toasters.set(group, dispatch);
    for (const message of waiting.splice(0)) showToast(message);
    return () => {
      if (toasters.get(group) === dispatch) toasters.delete(group);
    };
  }, [group, dispatchToast]);

  return <Toaster toasterId={toasterId} position="top" pauseOnHover pauseOnWindowBlur limit={5} />;
}
