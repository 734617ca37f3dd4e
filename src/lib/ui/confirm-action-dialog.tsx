// A question before an action (deactivating a record, replacing a key, deleting, rejecting). A
// refusal of the server stays in the dialog, so the user reads why before closing it; while the
// action runs the dialog cannot be closed and its button cannot be pressed twice.
// With `triggerLabel` it brings its own button (focus returns to it on close); without, its parent
// opens it (`isOpen`, e.g. from a row's action) and hears of it closing through `onOpenChange`.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  Spinner,
  type ButtonProps,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { errorMessage } from '../api-client.ts';
import { FormError } from './form-error.tsx';
import { uiStrings } from './ui-strings.ts';

export interface ConfirmActionDialogProps {
  triggerLabel?: string;
  triggerIcon?: ReactElement;
  triggerAppearance?: ButtonProps['appearance'];
  /** Set by a parent that opens the dialog itself; without it the dialog keeps its own state. */
  isOpen?: boolean;
  /** Asked to open (its button) or to close (cancel, Escape, or the action done). */
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  /** The button that closes without acting; 'Cancelar' unless the action is itself a cancellation. */
  dismissLabel?: string;
  /** Read by screen readers while the action runs, e.g. 'Eliminando…'. */
  busyLabel: string;
  /** Runs when confirmed; the dialog closes when it resolves and shows the message when it fails. */
  action: () => Promise<void>;
  /** Heading of the server's refusal, e.g. 'No se eliminó el mensaje'. */
  failureTitle?: string;
  /**
   * For refusals that trying again cannot change (a zone still in use): the server's message takes
   * the place of the question, the confirm button goes and the dismiss button reads 'Cerrar'.
   * Without it the question stays, the message shows under it and the user may confirm again.
   */
  isRefusalFinal?: boolean;
}

export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isOpen = props.isOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    props.onOpenChange?.(open);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await props.action();
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const isRefused = props.isRefusalFinal === true && failure !== null;
  const surface = (
    <DialogSurface>
      <DialogBody>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          {isRefused ? (
            <MessageBar intent="warning" layout="multiline" politeness="assertive">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          ) : (
            <>
              <p>{props.body}</p>
              <FormError title={props.failureTitle} message={failure} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {isRefused ? null : (
            <Button
              appearance="primary"
              disabled={isBusy}
              icon={isBusy ? <Spinner size="tiny" aria-label={props.busyLabel} /> : undefined}
              onClick={() => void confirm()}
            >
              {props.confirmLabel}
            </Button>
          )}
          <DialogTrigger disableButtonEnhancement>
            <Button disabled={isBusy}>
              {isRefused ? uiStrings.close : (props.dismissLabel ?? uiStrings.cancel)}
            </Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
  const onOpenChange = (_: unknown, data: { open: boolean }) => {
    if (isBusy) return;
    setOpen(data.open);
    setFailure(null);
  };

  if (props.triggerLabel === undefined)
    return (
      <Dialog open={isOpen} onOpenChange={onOpenChange}>
        {surface}
      </Dialog>
    );
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance={props.triggerAppearance} icon={props.triggerIcon}>
          {props.triggerLabel}
        </Button>
      </DialogTrigger>
      {surface}
    </Dialog>
  );
}
