// "Detalle de venta" (SPEC §2 sale/{id}): the sale's header, its product lines and, for Admin and the
// owning Consultant, edit (while the season is open) and delete (SPEC §4: removed from the list).
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { SaleDetail } from '../../../../domain/sales.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { getSale } from '../api/get-sale.ts';
import { removeSaleAtom } from '../atoms.ts';
import { DeleteSaleDialog } from '../components/delete-sale-dialog.tsx';
import { SaleLinesTable } from '../components/sale-lines-table.tsx';
import { SaleStatusBadge } from '../components/status-badge.tsx';
import { listStrings } from '../list-strings.ts';
import { dkbonoDetailPath, editSalePath } from '../paths.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  folio: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
  notes: { whiteSpace: 'pre-wrap' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

type SaleLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; sale: SaleDetail };

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
  const removeSale = useSetAtom(removeSaleAtom);
  const [load, setLoad] = useState<SaleLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (saleId === null) return;
    let isCurrent = true;
    getSale(saleId)
      .then((sale) => {
        if (isCurrent) setLoad({ status: 'ready', sale });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        // DESIGN §6: another user's sale answers 404, exactly as one that does not exist.
        if (isApiError(error) && error.statusCode === 404) setLoad({ status: 'missing' });
        else setLoad({ status: 'failed', message: errorMessage(error) });
      });
    return () => {
      isCurrent = false;
    };
  }, [saleId, attempt]);

  const backLink = (
    <RouterLink to={ROUTES.sales.path} className={styles.back}>
      <ArrowLeft20Regular aria-hidden />
      {text.backToList}
    </RouterLink>
  );

  if (saleId === null || load.status === 'missing') {
    return (
      <div className={styles.page}>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{text.notFound}</MessageBarBody>
        </MessageBar>
        {backLink}
      </div>
    );
  }
  if (load.status === 'loading') return <Spinner label={text.loading} />;
  if (load.status === 'failed') {
    return (
      <div className={styles.page}>
        <FormError title={text.loadFailed} message={load.message} />
        <div>
          <Button
            onClick={() => {
              setLoad({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          >
            {listStrings.retry}
          </Button>
        </div>
      </div>
    );
  }

  const { sale } = load;
  const canChange = role === 'ADMIN' || role === 'CONSULTANT';
  const onDeleted = () => {
    removeSale(sale.id);
    showToast({
      severity: 'success',
      summary: listStrings.deleteDialog.deletedTitle,
      detail: listStrings.deleteDialog.deleted(sale.folio),
    });
    void navigate(ROUTES.sales.path);
  };

  return (
    <div className={styles.page}>
      {backLink}
      <article className={styles.card} aria-labelledby="sale-folio">
        <div className={styles.heading}>
          <h2 id="sale-folio" className={styles.folio}>
            {sale.folio} <SaleStatusBadge status={sale.status} />
          </h2>
          {canChange && sale.seasonIsOpen ? (
            <div className={styles.actions}>
              <Button icon={<Edit20Regular />} onClick={() => void navigate(editSalePath(sale.id))}>
                {text.edit}
              </Button>
              <DeleteSaleDialog saleId={sale.id} folio={sale.folio} onDeleted={onDeleted} />
            </div>
          ) : null}
        </div>
        {canChange && !sale.seasonIsOpen ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{text.seasonClosed}</MessageBarBody>
          </MessageBar>
        ) : null}
        <dl className={styles.facts}>
          <Fact term={text.date}>{formatDate(sale.saleDate)}</Fact>
          <Fact term={text.customer}>{sale.customerName}</Fact>
          <Fact term={text.season}>{sale.seasonName}</Fact>
          <Fact term={text.consultant}>{sale.consultantName}</Fact>
          <Fact term={text.total}>{formatMoney(sale.total)}</Fact>
          {sale.voucherId !== null && sale.voucherFolio ? (
            <Fact term={text.voucher}>
              <RouterLink to={dkbonoDetailPath(sale.voucherId)}>{sale.voucherFolio}</RouterLink>
            </Fact>
          ) : null}
        </dl>
        <dl className={styles.facts}>
          <Fact term={text.notes}>
            <span className={styles.notes}>{sale.notes?.trim() ? sale.notes : text.noNotes}</span>
          </Fact>
        </dl>
      </article>
      <section className={styles.card} aria-labelledby="sale-lines">
        <h2 id="sale-lines" className={styles.subtitle}>
          {text.lines}
        </h2>
        <SaleLinesTable sale={sale} />
      </section>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
