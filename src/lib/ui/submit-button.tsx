// The primary button of a form: disabled with a spinner while the form is being sent, so a
// double tap on a slow connection cannot send it twice.
import { Button, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  isSubmitting: boolean;
  /** Read by screen readers while sending, e.g. 'Guardando…'. */
  submittingLabel?: string;
  disabled?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  children: ReactNode;
}

export function SubmitButton({
  isSubmitting,
  submittingLabel,
  disabled,
  size,
  className,
  children,
}: SubmitButtonProps) {
  return (
    <Button
      appearance="primary"
      type="submit"
      size={size}
      className={className}
      disabled={isSubmitting || disabled}
      aria-busy={isSubmitting}
      icon={isSubmitting ? <Spinner size="tiny" aria-label={submittingLabel} /> : undefined}
    >
      {children}
    </Button>
  );
}
