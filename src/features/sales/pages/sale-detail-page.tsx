// "Detalle de venta" (docs/requirements.md §2 sale/{id}): the sale's header, its product lines and, for Admin and the
// owning Consultant, edit (while the season is open) and delete (docs/requirements.md §4: removed from the list).
import { useQuery } from '@tanstack/react-query';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { can } from '../../../../domain/policy.ts';
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListReturn } from '../../../lib/list-return.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { showToast } from '../../../lib/toast.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { DetailCard, Fact, Facts } from '../../../lib/ui/detail-card.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormSection } from '../../../lib/ui/form-layout.tsx';
import { PrintButton } from '../../../lib/ui/print-button.tsx';
import { RecordActions } from '../../../lib/ui/record-actions.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { downloadSalePdf } from '../api/download-sale-pdf.ts';
import { DeleteSaleDialog } from '../components/delete-sale-dialog.tsx';
import { ProductLinesView } from '../components/product-lines-view.tsx';
import { SaleStatusBadge } from '../../../lib/ui/record-status-badge.tsx';
import { listStrings, receiptStrings } from '../strings.ts';
import { PdfWhatsAppButton } from '../components/pdf-whatsapp-button.tsx';
import { saleQueries, salesChanged } from '../queries.ts';
import { dkbonoDetailPath, editSalePath, saleListPath } from '../paths.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  notes: { whiteSpace: 'pre-wrap' },
});

function saleIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const text = listStrings.detail;

export default function SaleDetailPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const saleId = saleIdOf(useParams().id);
  const role = useAtomValue(currentRoleAtom);
  const listReturn = useListReturn();
  const [isDownloading, setDownloading] = useState(false);
  const load = queryState(useQuery({ ...saleQueries.saleDetail(saleId ?? 0), enabled: saleId !== null }));
  // docs/design.md §6: another user's sale answers 404, exactly as one that does not exist.
  const isMissing = load.status === 'failed' && isApiError(load.error) && load.error.statusCode === 404;

  const back = { to: saleListPath('sale'), label: text.backToList };

  if (saleId === null || isMissing) {
    return (
      <RecordPage back={back}>
        <RecordNotFound />
      </RecordPage>
    );
  }
  if (load.status === 'loading') return <Spinner label={text.loading} />;
  if (load.status === 'failed') {
    return (
      <div className={styles.page}>
        <FormError title={text.loadFailed} message={load.message} />
        <div>
          <Button onClick={load.retry}>{listStrings.retry}</Button>
        </div>
      </div>
    );
  }

  const sale: SaleDetail = load.data;
  const canEdit = can(role, 'editSale');
  const canDelete = can(role, 'deleteSale');
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadSalePdf(sale.id, sale.folio);
    } catch (error) {
      showErrorToast(error, text.pdfFailed);
    } finally {
      setDownloading(false);
    }
  };
  const onDeleted = () => {
    void salesChanged();
    showToast({
      severity: 'success',
      summary: listStrings.deleteDialog.deletedTitle,
      detail: listStrings.deleteDialog.deleted(sale.folio),
    });
    void navigate(listReturn(saleListPath('sale')));
  };

  return (
    <RecordPage back={back}>
      <DetailCard
        title={
          <>
            {sale.folio} <SaleStatusBadge status={sale.status} />
          </>
        }
        actions={
          <RecordActions
            destructive={
              canDelete && sale.seasonIsOpen ? (
                <DeleteSaleDialog saleId={sale.id} folio={sale.folio} onDeleted={onDeleted} />
              ) : null
            }
          >
            <PrintButton />
            <Button
              icon={<ArrowDownload20Regular />}
              disabled={isDownloading}
              onClick={() => void downloadPdf()}
            >
              {isDownloading ? text.downloadingPdf : text.downloadPdf}
            </Button>
            <PdfWhatsAppButton
              phone={sale.customerPhone}
              customerName={sale.customerName}
              text={receiptStrings.pdf.saleText(sale.customerName, sale.folio)}
              disabled={isDownloading}
              onOpen={() => void downloadPdf()}
            />
            {canEdit && sale.seasonIsOpen ? (
              <Button icon={<Edit20Regular />} onClick={() => void navigate(editSalePath(sale.id))}>
                {text.edit}
              </Button>
            ) : null}
          </RecordActions>
        }
      >
        {(canEdit || canDelete) && !sale.seasonIsOpen ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{text.seasonClosed}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Facts>
          <Fact term={text.date}>{formatDate(sale.saleDate)}</Fact>
          <Fact term={text.customer}>{sale.customerName}</Fact>
          <Fact term={text.season}>{sale.seasonName}</Fact>
          <Fact term={text.consultant}>{sale.consultantName}</Fact>
          <Fact term={text.total}>{formatPesos(sale.total)}</Fact>
          {sale.voucherId !== null && sale.voucherFolio ? (
            <Fact term={text.voucher}>
              <RouterLink to={dkbonoDetailPath(sale.voucherId)}>{sale.voucherFolio}</RouterLink>
            </Fact>
          ) : null}
        </Facts>
        <Facts>
          <Fact term={text.notes}>
            <span className={styles.notes}>{sale.notes?.trim() ? sale.notes : text.noNotes}</span>
          </Fact>
        </Facts>
      </DetailCard>
      <FormSection title={text.lines}>
        <ProductLinesView items={sale.items} total={sale.total} totalLabel={text.total} withAgronomy />
      </FormSection>
      <RecordHistory resource="sales" id={sale.id} revision={sale.version} />
    </RecordPage>
  );
}
