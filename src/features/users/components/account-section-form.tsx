// The frame of an account's edit in a section of its page (an account's data, one's own data): the
// section's title, the server's refusal, the fields in the grid and the save button under them.
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';

export interface AccountSectionFormProps {
  title: string;
  onSubmit: (event?: FormEvent) => void;
  refusal: string | null;
  isSubmitting: boolean;
  labels: { refused: string; save: string; saving: string };
  /** The fields, laid out in the section's grid. */
  children: ReactNode;
}

export function AccountSectionForm({
  title,
  onSubmit,
  refusal,
  isSubmitting,
  labels,
  children,
}: AccountSectionFormProps) {
  const styles = useFormLayoutStyles();
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormSection title={title}>
        <FormError title={labels.refused} message={refusal} />
        <div className={styles.grid}>{children}</div>
        <div className={styles.actions}>
          <SubmitButton isSubmitting={isSubmitting} submittingLabel={labels.saving}>
            {labels.save}
          </SubmitButton>
        </div>
      </FormSection>
    </form>
  );
}
