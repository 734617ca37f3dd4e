// "Aprobar" on a self-registered customer (Admin, Coordinator): choose the consultant who will serve
// it; the server checks the consultant is active and within reach, and the customer becomes ACTIVE.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAvailable20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  customerApprovalSchema,
  customerLabel,
  type ConsultantOption,
  type CustomerApproval,
  type CustomerDetail,
} from '../../../../domain/customers.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { approveCustomer } from '../api/approve-customer.ts';
import { placeLabel } from '../format.ts';
import { customersChanged } from '../queries.ts';
import { customerStrings } from '../strings.ts';
import { ConsultantField } from './consultant-field.tsx';

const text = customerStrings.approve;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  place: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface ApproveCustomerDialogProps {
  customer: {
    id: number;
    firstName: string;
    lastName: string;
    municipalityName: string | null;
    stateName: string | null;
  };
  consultants: ConsultantOption[];
  /** Admin picks among every zone: show each consultant's zone. */
  withZone?: boolean;
  size?: 'small' | 'medium';
  /** Besides the lists and pages refreshed by the cache (queries.ts). */
  onApproved?: (customer: CustomerDetail) => void;
}

function ApprovalForm({
  customer,
  consultants,
  withZone,
  onApproved,
  onClose,
}: ApproveCustomerDialogProps & { onClose: () => void }) {
  const styles = useStyles();
  const form = useSchemaForm<{ consultantId: string }, CustomerApproval>(customerApprovalSchema, {
    consultantId: consultants.length === 1 ? String(consultants[0]?.id) : '',
  });
  const name = customerLabel(customer);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (body) => {
        const approved = await approveCustomer(customer.id, body);
        void customersChanged();
        showToast({ severity: 'success', summary: text.done(name) });
        onClose();
        onApproved?.(approved);
      })}
    >
      <DialogBody>
        <DialogTitle>{text.title(name)}</DialogTitle>
        <DialogContent className={styles.content}>
          <p>{text.body}</p>
          {customer.stateName ? (
            <p className={styles.place}>
              {text.place(placeLabel(customer.municipalityName, customer.stateName))}
            </p>
          ) : null}
          <FormError title={text.failed} message={form.formError} />
          <ConsultantField
            consultants={consultants}
            value={form.values.consultantId}
            error={form.errors.consultantId}
            withZone={withZone}
            onChange={(value) => form.setValue('consultantId', value)}
          />
        </DialogContent>
        <DialogActions>
          <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.submitting}>
            {text.submit}
          </SubmitButton>
          <DialogTrigger disableButtonEnhancement>
            <Button disabled={form.isSubmitting}>{text.cancel}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

export function ApproveCustomerDialog(props: ApproveCustomerDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="primary" size={props.size} icon={<PersonAvailable20Regular />}>
          {text.open}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        {/* Mounted only while open, so each opening starts from an empty form. */}
        {isOpen ? <ApprovalForm {...props} onClose={() => setOpen(false)} /> : null}
      </DialogSurface>
    </Dialog>
  );
}
