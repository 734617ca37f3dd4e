// The actions a role has on a customer's page: edit, approve a self-registration or merge it into the
// customer it turns out to be, set a customer aside (inactive) or bring it back. Each answer of the server replaces the shown customer.
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, Edit20Regular, PersonProhibited20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConsultantOption, CustomerDetail } from '../../../../domain/customers.ts';
import { can } from '../../../../domain/policy.ts';
import type { Role } from '../../../../domain/roles.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { showToast } from '../../../lib/toast.tsx';
import { changeCustomerStatus } from '../api/change-customer-status.ts';
import { customerDetailPath, customerEditPath } from '../paths.ts';
import { customersChanged } from '../queries.ts';
import { customerStrings } from '../strings.ts';
import { ApproveCustomerDialog } from './approve-customer-dialog.tsx';
import { MergeRegistrationDialog } from './merge-registration-dialog.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';

const text = customerStrings.status;

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface CustomerActionsProps {
  customer: CustomerDetail;
  role: Role | undefined;
  consultants: ConsultantOption[];
  onChanged: (customer: CustomerDetail) => void;
}

export function CustomerActions({ customer, role, consultants, onChanged }: CustomerActionsProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [isActivating, setActivating] = useState(false);
  if (!can(role, 'editCustomer')) return null;
  const canApprove = can(role, 'approveCustomer');
  const isPending = customer.status === 'PENDING';

  const setStatus = async (status: 'ACTIVE' | 'INACTIVE') => {
    const changed = await changeCustomerStatus(customer.id, { status });
    void customersChanged();
    showToast({ severity: 'success', summary: status === 'ACTIVE' ? text.activated : text.deactivated });
    onChanged(changed);
  };

  const activate = async () => {
    setActivating(true);
    try {
      await setStatus('ACTIVE');
    } catch (error) {
      showErrorToast(error, text.failed);
    } finally {
      setActivating(false);
    }
  };

  return (
    <div className={styles.actions}>
      {isPending && canApprove ? (
        <ApproveCustomerDialog
          customer={customer}
          consultants={consultants}
          withZone={can(role, 'workAcrossZones')}
          onApproved={onChanged}
        />
      ) : null}
      {isPending && canApprove ? (
        <MergeRegistrationDialog
          registration={customer}
          onMerged={(merged) => void navigate(customerDetailPath(merged.id), { replace: true })}
        />
      ) : null}
      {!isPending || canApprove ? (
        <Button icon={<Edit20Regular />} onClick={() => void navigate(customerEditPath(customer.id))}>
          {customerStrings.detail.edit}
        </Button>
      ) : null}
      {customer.status === 'ACTIVE' || (isPending && canApprove) ? (
        <ConfirmActionDialog
          triggerLabel={isPending ? text.setAside : text.deactivate}
          triggerIcon={<PersonProhibited20Regular />}
          title={isPending ? text.setAsideTitle : text.deactivateTitle}
          body={isPending ? text.setAsideBody : text.deactivateBody}
          confirmLabel={text.confirm}
          busyLabel={text.confirm}
          action={() => setStatus('INACTIVE')}
        />
      ) : null}
      {customer.status === 'INACTIVE' && customer.consultantId !== null ? (
        <Button
          icon={
            isActivating ? <Spinner size="tiny" aria-label={text.activate} /> : <CheckmarkCircle20Regular />
          }
          disabled={isActivating}
          onClick={() => void activate()}
        >
          {text.activate}
        </Button>
      ) : null}
    </div>
  );
}
