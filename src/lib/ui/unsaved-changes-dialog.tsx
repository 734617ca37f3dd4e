// The question of UnsavedChangesGuard (unsaved-changes-guard.tsx), loaded when it is first asked:
// "Seguir editando" (also the ✕ and Escape) or "Salir sin guardar".
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { uiStrings } from './ui-strings.ts';

const text = uiStrings.unsavedChanges;

export interface UnsavedChangesDialogProps {
  isOpen: boolean;
  /** true: leave without saving; false: stay. */
  onAnswer: (leave: boolean) => void;
}

export function UnsavedChangesDialog({ isOpen, onAnswer }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={isOpen}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onAnswer(false);
      }}
    >
      <DialogSurface aria-describedby="unsaved-changes-body">
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent id="unsaved-changes-body">{text.body}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onAnswer(false)}>
              {text.stay}
            </Button>
            <Button onClick={() => onAnswer(true)}>{text.leave}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
