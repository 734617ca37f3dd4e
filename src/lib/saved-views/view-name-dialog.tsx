// "Guardar vista…" and "Cambiar nombre…": a dialog with the view's name, checked like the server
// checks it (1–60 characters); a name the person already uses in this list comes back from the server
// as a message under the field. Saving a view also offers to make it the list's default.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { ViewNameInput } from '../../../domain/saved-views-schemas.ts';
import { viewNameInputSchema } from '../../../domain/saved-views-schemas.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { FormError } from '../ui/form-error.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { uiStrings } from '../ui/ui-strings.ts';
import { savedViewStrings as text } from './strings.ts';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ViewNameDialogProps {
  mode: 'save' | 'rename';
  initialName: string;
  /** Runs with the checked name (and the default choice when saving); a refusal stays in the dialog. */
  onSubmit: (name: string, isDefault: boolean) => Promise<void>;
  onClose: () => void;
}

/** Mount it only while open (the form starts from the given name). */
export function ViewNameDialog({ mode, initialName, onSubmit, onClose }: ViewNameDialogProps) {
  const styles = useStyles();
  const form = useSchemaForm<{ name: string }, ViewNameInput>(viewNameInputSchema, { name: initialName });
  const [isDefault, setDefault] = useState(false);
  const close = form.askBeforeClosing(onClose);
  const submit = form.onSubmit(async ({ name }) => onSubmit(name, isDefault));

  return (
    <Dialog open onOpenChange={(_, data) => (data.open || form.isSubmitting ? undefined : close())}>
      <DialogSurface>
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <DialogTitle>{mode === 'save' ? text.saveTitle : text.renameTitle}</DialogTitle>
            <DialogContent className={styles.fields}>
              {mode === 'save' ? <Text className={styles.hint}>{text.saveHint}</Text> : null}
              <FormError message={form.errors.name ? null : form.formError} />
              <Field label={text.name} required validationMessage={form.errors.name}>
                <Input
                  autoFocus
                  maxLength={80}
                  value={form.values.name}
                  onChange={(_, data) => form.setValue('name', data.value)}
                />
              </Field>
              {mode === 'save' ? (
                <Field hint={text.useAsDefaultHint}>
                  <Checkbox
                    label={text.useAsDefault}
                    checked={isDefault}
                    onChange={(_, data) => setDefault(data.checked === true)}
                  />
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={form.isSubmitting}>
                {uiStrings.cancel}
              </Button>
              <SubmitButton isSubmitting={form.isSubmitting} submittingLabel="Guardando…">
                Guardar
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
