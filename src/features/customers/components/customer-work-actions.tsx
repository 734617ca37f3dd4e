// Work started from the customer's record, standing in front of the farmer: a new sale
// or Dkbono with the customer chosen, and "Registrar pago", which opens the payments of the
// customer's Dkbono still owing (PENDING or PARTIAL), asks which one when there are several, and
// explains when there is none. Each is offered to the roles domain/policy.ts lets do it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Money20Regular, ReceiptAdd20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerDetail } from '../../../../domain/customers.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { can } from '../../../../domain/policy.ts';
import type { Role } from '../../../../domain/roles.ts';
import type { VoucherListItem } from '../../../../domain/sales-schemas.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { listCustomerOpenVouchers } from '../api/list-customer-records.ts';
import { newSaleForCustomerPath, newVoucherForCustomerPath, recordPaymentPath } from '../paths.ts';
import { customerStrings } from '../strings.ts';

const text = customerStrings.work;

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  choices: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalS,
  },
  choice: { justifyContent: 'flex-start', minHeight: '44px', textAlign: 'start' },
});

export interface CustomerWorkActionsProps {
  customer: Pick<CustomerDetail, 'id' | 'status'>;
  role: Role | undefined;
}

export function CustomerWorkActions({ customer, role }: CustomerWorkActionsProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [isLooking, setLooking] = useState(false);
  // The customer's Dkbonos owing, once asked: a dialog when there is none or several.
  const [choices, setChoices] = useState<VoucherListItem[] | null>(null);
  // A new record needs an active customer (the forms offer only those).
  const isActive = customer.status === 'ACTIVE';
  const canSell = can(role, 'createSale') && isActive;
  const canIssueVoucher = can(role, 'createVoucher') && isActive;
  const canTakePayment = can(role, 'recordVoucherPayments');
  if (!canSell && !canIssueVoucher && !canTakePayment) return null;

  const recordPayment = async () => {
    setLooking(true);
    try {
      const owing = await listCustomerOpenVouchers(customer.id);
      if (owing.length === 1 && owing[0]) void navigate(recordPaymentPath(owing[0].id));
      else setChoices(owing);
    } catch (error) {
      showErrorToast(error, text.failed);
    } finally {
      setLooking(false);
    }
  };

  return (
    <div className={styles.actions}>
      {canSell ? (
        <Button icon={<Add20Regular />} onClick={() => void navigate(newSaleForCustomerPath(customer.id))}>
          {text.newSale}
        </Button>
      ) : null}
      {canIssueVoucher ? (
        <Button
          icon={<ReceiptAdd20Regular />}
          onClick={() => void navigate(newVoucherForCustomerPath(customer.id))}
        >
          {text.newVoucher}
        </Button>
      ) : null}
      {canTakePayment ? (
        <Button
          icon={isLooking ? <Spinner size="tiny" aria-label={text.looking} /> : <Money20Regular />}
          disabled={isLooking}
          onClick={() => void recordPayment()}
        >
          {text.recordPayment}
        </Button>
      ) : null}
      <Dialog open={choices !== null} onOpenChange={(_, data) => (data.open ? null : setChoices(null))}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{choices?.length ? text.pickTitle : text.noneTitle}</DialogTitle>
            <DialogContent>
              {choices?.length ? (
                <>
                  {text.pickIntro(choices.length)}
                  <div className={styles.choices}>
                    {choices.map((voucher) => (
                      <Button
                        key={voucher.id}
                        className={styles.choice}
                        onClick={() => void navigate(recordPaymentPath(voucher.id))}
                      >
                        {text.pickOption(voucher.folio, formatPesos(voucher.balance), voucher.seasonName)}
                      </Button>
                    ))}
                  </div>
                </>
              ) : (
                <>
                  {text.none} {canIssueVoucher ? text.noneNewVoucher : null}
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setChoices(null)}>
                {text.close}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
