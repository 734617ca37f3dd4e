// The frame of the locations' small forms (a zone's name, a locality): a dialog holding a form, the
// server's refusal when it is not already shown under a field, and Cancel / Save.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { uiStrings } from '../../../lib/ui/ui-strings.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const text = { save: 'Guardar', saving: 'Guardando…' } as const;

export interface FormDialogProps {
  title: string;
  /** Above the fields: why the form starts over from the current data (StaleRecordNotice). */
  notice?: ReactNode;
  /** The server's message; left out when a field already shows why. */
  refusal: string | null;
  isSubmitting: boolean;
  onSubmit: (event?: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({
  title,
  notice,
  refusal,
  isSubmitting,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form noValidate onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>
              {notice}
              <FormError message={refusal} />
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{uiStrings.cancel}</Button>
              <SubmitButton isSubmitting={isSubmitting} submittingLabel={text.saving}>
                {text.save}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
