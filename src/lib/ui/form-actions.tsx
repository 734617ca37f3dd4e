// The action row under a form: cancel, and the submit button that is disabled while sending.
import { Button } from '@fluentui/react-components';
import { useFormLayoutStyles } from './form-layout.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface FormActionsProps {
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

export function FormActions({
  isSubmitting,
  submitLabel,
  submittingLabel,
  cancelLabel,
  onCancel,
}: FormActionsProps) {
  const styles = useFormLayoutStyles();
  return (
    <div className={styles.actions}>
      <Button type="button" disabled={isSubmitting} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton isSubmitting={isSubmitting} submittingLabel={submittingLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
