// The frame of a record's form page (new and edit): why it was reloaded, if it was, above the
// server's refusal, then the caller's sections, then cancel and save. The fields are the caller's.
import type { ReactNode } from 'react';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { FormValues } from '../forms/validate-form.ts';
import { FormActions } from './form-actions.tsx';
import { FormError } from './form-error.tsx';
import { useFormLayoutStyles } from './form-layout.tsx';

export interface RecordFormProps<T> {
  form: Pick<SchemaForm<FormValues, T>, 'onSubmit' | 'formError' | 'isSubmitting'>;
  onSave: (input: T) => Promise<void>;
  /** Above the form: why it was reloaded (a stale save), if it was. */
  notice?: ReactNode;
  /** The refusal's title and the action row's buttons. */
  labels: { refused: string; save: string; saving: string; cancel: string };
  onCancel: () => void;
  children: ReactNode;
}

export function RecordForm<T>({ form, onSave, notice, labels, onCancel, children }: RecordFormProps<T>) {
  const styles = useFormLayoutStyles();
  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit(onSave)}>
      {notice}
      <FormError title={labels.refused} message={form.formError} />
      {children}
      <FormActions
        isSubmitting={form.isSubmitting}
        submitLabel={labels.save}
        submittingLabel={labels.saving}
        cancelLabel={labels.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}
