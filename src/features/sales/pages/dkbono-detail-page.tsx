// DkbonoDetailPage (ROUTES.dkbonoDetail, all staff): the Dkbono, its products and its payments. Admin
// and the owning consultant record payments while it is open; saving replaces the Dkbono shown (and
// the one in the list) with the server's answer (SPEC §4). A paid Dkbono is redeemed into a sale.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowSwap20Regular } from '@fluentui/react-icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { toCents } from '../../../../domain/money.ts';
import type { VoucherDetail } from '../../../../domain/sales.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { downloadVoucherPdf } from '../api/download-voucher-pdf.ts';
import { getVoucher } from '../api/get-voucher.ts';
import { replaceVoucherAtom } from '../atoms.ts';
import { DkbonoSummary } from '../components/dkbono-summary.tsx';
import { VoucherItemsTable, VoucherPaymentsTable } from '../components/dkbono-tables.tsx';
import { FormSection } from '../components/form-layout.tsx';
import { LoadFailed, PageLoading } from '../components/load-state.tsx';
import { PaymentSums, PaymentsEditor } from '../components/payments-editor.tsx';
import { formStrings } from '../form-strings.ts';
import { saleDetailPath } from '../paths.ts';
import { useLoaded } from '../use-loaded.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const CLOSED_STATUSES = new Set(['REDEEMED', 'CANCELLED']);

export default function DkbonoDetailPage() {
  const { id } = useParams();
  const voucherId = Number(id);
  const load = useCallback(() => getVoucher(voucherId), [voucherId]);
  const loaded = useLoaded(load);
  // The server's answer to a payments save replaces the loaded Dkbono until the next load.
  const [saved, setSaved] = useState<VoucherDetail | null>(null);

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  const voucher = saved?.id === voucherId ? saved : loaded.data;

  return (
    <DkbonoDetail
      key={`${voucher.id}-${voucher.version}`}
      voucher={voucher}
      onSaved={setSaved}
      onReload={() => {
        setSaved(null);
        loaded.reload();
      }}
    />
  );
}

interface DkbonoDetailProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  onReload: () => void;
}

function DkbonoDetail({ voucher, onSaved, onReload }: DkbonoDetailProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useAtomValue(userDetailsAtom);
  const replaceVoucher = useSetAtom(replaceVoucherAtom);
  const [isDownloading, setDownloading] = useState(false);
  const isOwner = user?.role === 'CONSULTANT' && user.id === voucher.consultantId;
  const canRecordPayments = (user?.role === 'ADMIN' || isOwner) && !CLOSED_STATUSES.has(voucher.status);
  const canRedeem = isOwner && voucher.status === 'PAID';

  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadVoucherPdf(voucher.id, voucher.folio);
    } catch (error) {
      showToast({ severity: 'error', summary: formStrings.detail.pdfFailed, detail: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.actions}>
        <Button icon={<ArrowDownload20Regular />} disabled={isDownloading} onClick={() => void downloadPdf()}>
          {isDownloading ? formStrings.detail.downloadingPdf : formStrings.detail.downloadPdf}
        </Button>
        {canRedeem ? (
          <Button
            appearance="primary"
            icon={<ArrowSwap20Regular />}
            onClick={() => navigate(generatePath(ROUTES.createSale.path, { voucherId: String(voucher.id) }))}
          >
            {formStrings.detail.redeem}
          </Button>
        ) : null}
        {voucher.status === 'REDEEMED' && voucher.saleId !== null ? (
          <RouterLink to={saleDetailPath(voucher.saleId)}>{formStrings.detail.redeemedInto}</RouterLink>
        ) : null}
      </div>
      <FormSection>
        <DkbonoSummary voucher={voucher} />
      </FormSection>
      <FormSection title={formStrings.detail.products}>
        <VoucherItemsTable voucher={voucher} />
      </FormSection>
      <FormSection title={formStrings.payments.title}>
        {canRecordPayments ? (
          <PaymentsEditor
            voucher={voucher}
            onReload={onReload}
            onSaved={(answer) => {
              replaceVoucher(answer);
              onSaved(answer);
            }}
          />
        ) : (
          <ReadOnlyPayments voucher={voucher} />
        )}
      </FormSection>
    </div>
  );
}

function ReadOnlyPayments({ voucher }: { voucher: VoucherDetail }) {
  const paidCents = toCents(voucher.paid);
  return (
    <>
      {CLOSED_STATUSES.has(voucher.status) ? (
        <MessageBar intent="info">
          <MessageBarBody>{formStrings.payments.readOnly}</MessageBarBody>
        </MessageBar>
      ) : null}
      {voucher.payments.length > 0 ? <VoucherPaymentsTable voucher={voucher} /> : formStrings.payments.none}
      <PaymentSums paidCents={paidCents} balanceCents={toCents(voucher.total) - paidCents} />
    </>
  );
}
