// DkbonoDetailPage (ROUTES.dkbonoDetail, all staff): the Dkbono, its products and its payments,
// read as lines. Admin and the owning consultant open the payments editor on purpose while it is
// open ("Agregar pago", "Editar pagos"); saving replaces the Dkbono shown (and the one in the list)
// with the server's answer (docs/requirements.md §4). A paid Dkbono is redeemed into a sale; an
// unpaid one may be cancelled by the same people, after which it is read-only. Each payment offers
// the farmer's receipt; a payment just recorded says so, with WhatsApp first. Opened with
// ?pago=nuevo (the customer's "Registrar pago"), the editor starts with a new payment.
import { useQuery } from '@tanstack/react-query';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowDownload20Regular,
  ArrowSwap20Regular,
  Edit20Regular,
  Share20Regular,
} from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_PARAMS, ROUTES } from '../../../../../domain/app-routes.ts';
import { isSeasonOver } from '../../../../../domain/catalog.ts';
import { toCents } from '../../../../../domain/cents.ts';
import { can } from '../../../../../domain/policy.ts';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import { userDetailsAtom } from '../../../../lib/session.ts';
import { showErrorToast } from '../../../../lib/error-toast.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { RecordPage } from '../../../../lib/ui/back-link.tsx';
import { PrintButton } from '../../../../lib/ui/print-button.tsx';
import { RecordActions } from '../../../../lib/ui/record-actions.tsx';
import { RouterLink } from '../../../../lib/ui/router-link.tsx';
import { downloadVoucherPdf, fetchVoucherPdf } from '../api/download-voucher-pdf.ts';
import { mayShareFiles, shareOrSaveFile } from '../../../../lib/share.ts';
import { CancelDkbono } from '../components/cancel-dkbono.tsx';
import { DkbonoSummary } from '../components/dkbono-summary.tsx';
import { EditDkbono } from '../components/edit-dkbono.tsx';
import { VoucherPaymentsTable } from '../components/dkbono-tables.tsx';
import { ProductLinesView } from '../../components/product-lines-view.tsx';
import { FormSection } from '../../../../lib/ui/form-layout.tsx';
import { LoadFailed, PageLoading } from '../../../../lib/ui/load-state.tsx';
import { PaymentsEditor } from '../components/payments-editor.tsx';
import { PaymentSums } from '../components/payment-sums.tsx';
import { formStrings, receiptStrings } from '../../strings.ts';
import { ReceiptActions } from '../components/receipt-actions.tsx';
import { PdfWhatsAppButton } from '../../components/pdf-whatsapp-button.tsx';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { OutboxItemList, useUnsentFor } from '../../../../lib/offline/outbox-items.tsx';
import { localDay } from '../../../../../domain/days.ts';
import { queryState } from '../../../../lib/query-state.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { saleKeys, saleQueries, salesChanged } from '../../queries.ts';
import { saleDetailPath, saleListPath } from '../../paths.ts';
import { RecordHistory } from '../../../../lib/history/record-history.tsx';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground2 },
  paymentActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  notice: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Why a paid Dkbono cannot be redeemed yet (its season does not take sales), or null when it can. */
function redeemBlocker(voucher: VoucherDetail, today: string): string | null {
  if (!voucher.seasonIsOpen) return formStrings.detail.redeemSeasonClosed(voucher.seasonName);
  if (voucher.seasonStartDate > today)
    return formStrings.detail.redeemNotYet(voucher.seasonName, formatDate(voucher.seasonStartDate));
  return null;
}

const CLOSED_STATUSES = new Set(['REDEEMED', 'CANCELLED']);

export default function DkbonoDetailPage() {
  const { id } = useParams();
  const voucherId = Number(id);
  const loaded = queryState(useQuery(saleQueries.voucherDetail(voucherId)));
  // The receipts of the payments the last save recorded: offered to send at once.
  const [freshReceipts, setFreshReceipts] = useState<string[]>([]);
  // "Registrar pago" from the customer's record: the editor opens with a new payment, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const [startsWithPayment, setStartsWithPayment] = useState(
    () => searchParams.get(PAGE_PARAMS.newPayment) === 'nuevo',
  );
  useEffect(() => {
    if (!searchParams.has(PAGE_PARAMS.newPayment)) return;
    setSearchParams(
      (params) => {
        params.delete(PAGE_PARAMS.newPayment);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  // The server's answer to a save replaces the Dkbono in the cache; its lists are asked again.
  const onSaved = (voucher: VoucherDetail) => {
    setStartsWithPayment(false);
    queryClient.setQueryData(saleKeys.voucherDetail(voucher.id), voucher);
    void salesChanged(saleKeys.voucherDetail(voucher.id));
  };

  let content;
  if (loaded.status === 'loading') content = <PageLoading />;
  else if (loaded.status === 'failed') content = <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  else {
    const voucher = loaded.data;
    content = (
      <>
        <DkbonoDetail
          key={`${voucher.id}-${voucher.version}`}
          voucher={voucher}
          onSaved={onSaved}
          onReload={loaded.retry}
          freshReceipts={freshReceipts}
          onPaymentsRecorded={setFreshReceipts}
          startsWithPayment={startsWithPayment}
        />
        <RecordHistory resource="vouchers" id={voucher.id} revision={voucher.version} />
      </>
    );
  }
  // RecordPage's back link reopens the Dkbono list with the filters, page and sort it was left
  // with.
  return (
    <RecordPage back={{ to: saleListPath('voucher'), label: formStrings.detail.back }}>{content}</RecordPage>
  );
}

interface DkbonoDetailProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  onReload: () => void;
  /** Receipt codes of the payments the last save recorded. */
  freshReceipts: string[];
  onPaymentsRecorded: (receiptCodes: string[]) => void;
  /** Opened to record a payment: the editor starts with a new one when payments may be taken. */
  startsWithPayment: boolean;
}

function DkbonoDetail({
  voucher,
  onSaved,
  onReload,
  freshReceipts,
  onPaymentsRecorded,
  startsWithPayment,
}: DkbonoDetailProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useAtomValue(userDetailsAtom);
  const [isDownloading, setDownloading] = useState(false);
  const role = user?.role;
  // The data scope (docs/design.md §6): a consultant acts on its own Dkbonos only, the Admin on
  // any.
  const isConsultant = role === 'CONSULTANT';
  const isOwner = isConsultant && user?.id === voucher.consultantId;
  const inScope = isOwner || !isConsultant;
  const seasonFrozen = isSeasonOver({
    isOpen: voucher.seasonIsOpen,
    isVoucherOpen: voucher.seasonIsVoucherOpen,
  });
  const isOpen = !CLOSED_STATUSES.has(voucher.status);
  const mayChange = can(role, 'recordVoucherPayments') && inScope && isOpen;
  const canRecordPayments = mayChange && !seasonFrozen;
  const paymentsPath = `/vouchers/${voucher.id}/payments`;
  const unsentPayments = useUnsentFor(paymentsPath);
  // Cancelling, once no payment is left (the button says so otherwise).
  const canCancel = can(role, 'cancelVoucher') && inScope && isOpen && !seasonFrozen;
  const canRedeem = can(role, 'createSale') && isOwner && voucher.status === 'PAID' && !seasonFrozen;
  // Its content is what was paid for: only an untouched Dkbono of a season still taking Dkbonos.
  const isUntouched = isOwner && voucher.status === 'PENDING' && toCents(voucher.paid) === 0;
  const canEdit = can(role, 'editVoucher') && isUntouched && voucher.seasonIsVoucherOpen;
  // Why what this person could otherwise do is not offered.
  const seasonHint = mayChange
    ? seasonFrozen
      ? formStrings.detail.seasonFrozen(voucher.seasonName)
      : isUntouched && !voucher.seasonIsVoucherOpen
        ? formStrings.detail.editClosed(voucher.seasonName)
        : null
    : null;
  const [isEditing, setEditing] = useState(false);
  // Recorded payments read as lines; the editor opens on purpose, to add one or to change them.
  const [payments, setPayments] = useState<'view' | 'add' | 'edit'>(() =>
    startsWithPayment && canRecordPayments && toCents(voucher.balance) > 0 ? 'add' : 'view',
  );
  const redeemHint = canRedeem ? redeemBlocker(voucher, localDay()) : null;

  const withPdf = async (work: () => Promise<unknown>) => {
    setDownloading(true);
    try {
      await work();
    } catch (error) {
      showErrorToast(error, formStrings.detail.pdfFailed);
    } finally {
      setDownloading(false);
    }
  };
  const downloadPdf = () => withPdf(() => downloadVoucherPdf(voucher.id, voucher.folio));
  // On a phone the PDF goes to the share sheet as a file (WhatsApp); where files cannot be shared
  // it is downloaded.
  const sharePdf = () =>
    withPdf(async () =>
      shareOrSaveFile(await fetchVoucherPdf(voucher.id, voucher.folio), {
        title: formStrings.detail.sharePdfTitle(voucher.folio),
        text: formStrings.detail.sharePdfText(voucher.folio),
      }),
    );

  if (isEditing) {
    return (
      <EditDkbono
        voucher={voucher}
        onCancel={() => setEditing(false)}
        onSaved={(answer) => {
          onSaved(answer);
        }}
      />
    );
  }

  return (
    <>
      <RecordActions
        destructive={
          canCancel ? (
            <CancelDkbono
              voucher={voucher}
              onCancelled={(answer) => {
                showToast({ severity: 'success', summary: formStrings.cancelDialog.done(answer.folio) });
                onSaved(answer);
              }}
            />
          ) : null
        }
      >
        {canEdit ? (
          <Button icon={<Edit20Regular />} onClick={() => setEditing(true)}>
            {formStrings.detail.edit}
          </Button>
        ) : null}
        <PrintButton />
        <PdfWhatsAppButton
          phone={voucher.customerPhone}
          customerName={voucher.customerName}
          text={receiptStrings.pdf.voucherText(voucher.customerName, voucher.folio)}
          disabled={isDownloading}
          onOpen={() => void downloadPdf()}
        />
        {mayShareFiles() ? (
          <Button icon={<Share20Regular />} disabled={isDownloading} onClick={() => void sharePdf()}>
            {formStrings.detail.sharePdf}
          </Button>
        ) : null}
        <Button icon={<ArrowDownload20Regular />} disabled={isDownloading} onClick={() => void downloadPdf()}>
          {isDownloading ? formStrings.detail.downloadingPdf : formStrings.detail.downloadPdf}
        </Button>
        {canRedeem ? (
          <Button
            appearance="primary"
            icon={<ArrowSwap20Regular />}
            disabled={redeemHint !== null}
            aria-describedby={redeemHint ? 'redeem-hint' : undefined}
            onClick={() => navigate(generatePath(ROUTES.createSale.path, { voucherId: String(voucher.id) }))}
          >
            {formStrings.detail.redeem}
          </Button>
        ) : null}
        {redeemHint ? (
          <Text id="redeem-hint" className={styles.hint}>
            {redeemHint}
          </Text>
        ) : null}
        {voucher.status === 'REDEEMED' && voucher.saleId !== null ? (
          <RouterLink to={saleDetailPath(voucher.saleId)}>
            {formStrings.detail.redeemedInto(voucher.saleFolio)}
          </RouterLink>
        ) : null}
      </RecordActions>
      {seasonHint ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{seasonHint}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormSection>
        <DkbonoSummary voucher={voucher} />
      </FormSection>
      <FormSection title={formStrings.detail.products}>
        <ProductLinesView
          items={voucher.items}
          total={voucher.total}
          totalLabel={formStrings.detail.totalOfVoucher}
          withAgronomy={false}
        />
      </FormSection>
      <FormSection title={formStrings.payments.title}>
        <OutboxItemList kinds={['voucher-payments']} path={paymentsPath} />
        {payments === 'view' ? (
          <RecordedPayments voucher={voucher} freshReceipts={freshReceipts}>
            {/* A change waiting on the phone would be overwritten by another list of payments. */}
            {canRecordPayments && unsentPayments.length === 0 ? (
              <div className={styles.paymentActions}>
                {toCents(voucher.balance) > 0 ? (
                  <Button icon={<Add20Regular />} onClick={() => setPayments('add')}>
                    {formStrings.payments.add}
                  </Button>
                ) : null}
                {voucher.payments.length > 0 ? (
                  <Button icon={<Edit20Regular />} onClick={() => setPayments('edit')}>
                    {formStrings.payments.edit}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </RecordedPayments>
        ) : (
          <PaymentsEditor
            voucher={voucher}
            startWithNewRow={payments === 'add'}
            onReload={onReload}
            onClose={() => setPayments('view')}
            onSaved={(answer) => {
              const before = new Set(voucher.payments.map((payment) => payment.receiptCode));
              onPaymentsRecorded(
                answer.payments.flatMap(({ receiptCode }) =>
                  receiptCode && !before.has(receiptCode) ? [receiptCode] : [],
                ),
              );
              onSaved(answer);
            }}
          />
        )}
      </FormSection>
    </>
  );
}

/** The payments as recorded, read as lines, with what this person may do about them (children). */
function RecordedPayments({
  voucher,
  freshReceipts,
  children,
}: {
  voucher: VoucherDetail;
  freshReceipts: string[];
  children?: ReactNode;
}) {
  const paidCents = toCents(voucher.paid);
  const fresh = voucher.payments.filter(
    (payment) => payment.receiptCode && freshReceipts.includes(payment.receiptCode),
  );
  return (
    <>
      {fresh.length > 0 ? <RecordedNotice voucher={voucher} fresh={fresh} /> : null}
      {CLOSED_STATUSES.has(voucher.status) ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{formStrings.payments.readOnly}</MessageBarBody>
        </MessageBar>
      ) : null}
      {voucher.payments.length > 0 ? <VoucherPaymentsTable voucher={voucher} /> : formStrings.payments.none}
      <PaymentSums paidCents={paidCents} balanceCents={toCents(voucher.total) - paidCents} />
      {children}
    </>
  );
}

/** Right after a save that recorded payments: send the farmer its receipt, WhatsApp first. */
function RecordedNotice({ voucher, fresh }: { voucher: VoucherDetail; fresh: VoucherDetail['payments'] }) {
  const styles = useStyles();
  const [only] = fresh;
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody className={styles.notice}>
        {only && fresh.length === 1
          ? receiptStrings.share.recorded(formatPesos(only.amount), voucher.customerName)
          : receiptStrings.share.recordedMany(voucher.customerName)}
        {only && fresh.length === 1 ? <ReceiptActions voucher={voucher} payment={only} isProminent /> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
