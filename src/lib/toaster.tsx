// Fluent's toaster behind AppToaster (app-toaster.tsx), loaded with the first message: each message
// as a Fluent toast, top-center at a desk and bottom-center on a phone (at the top it covered the
// title of the record a save had just opened), paused on hover, five at most.
import {
  Button,
  Toast,
  ToastBody,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { Dismiss16Regular, Info20Regular } from '@fluentui/react-icons';
import { useEffect, type JSX } from 'react';
import { presentToast, registerToaster, type ToastPresentation } from './toast.tsx';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';

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

export function FluentToaster({ group }: { group: string }): JSX.Element {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);
  const isPhone = useMediaQuery(PHONE_QUERY);

  useEffect(
    () =>
      registerToaster(group, (message) => {
        const view = presentToast(message);
        dispatchToast(<ToastContent view={view} />, {
          intent: view.intent,
          timeout: view.timeout,
          toastId: view.toastId,
          politeness: message.severity === 'error' ? 'assertive' : 'polite',
        });
      }),
    [group, dispatchToast],
  );

  return (
    <Toaster
      toasterId={toasterId}
      position={isPhone ? 'bottom' : 'top'}
      pauseOnHover
      pauseOnWindowBlur
      limit={5}
    />
  );
}
