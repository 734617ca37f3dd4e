// CustomerDetailPage (/dashboard/customers/form/:id): the customer's detail for Supervisor,
// Coordinator and Admin, and its profile for the Consultant who serves it (docs/requirements.md
// §2), each with the actions its role has, and the work started from it (a sale, a Dkbono, a
// payment); the customer's sales and Dkbonos; and the farmer's access to the simulator.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { customerLabel, type CustomerDetail, type CustomerLookups } from '../../../../domain/customers.ts';
import { can } from '../../../../domain/policy.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { recordIdOf } from '../../../lib/record-id.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { DetailCard } from '../../../lib/ui/detail-card.tsx';
import { PrintButton } from '../../../lib/ui/print-button.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { ClientKeyCard } from '../components/client-key-card.tsx';
import { CustomerActions } from '../components/customer-actions.tsx';
import { CustomerFacts } from '../components/customer-facts.tsx';
import { CustomerWorkActions } from '../components/customer-work-actions.tsx';
import { CustomerSales, CustomerVouchers } from '../components/customer-records.tsx';
import { CustomerStatusBadge } from '../components/customer-status-badge.tsx';
import { FarmerLinkCard } from '../components/farmer-link-card.tsx';
import { customersPath, customerSimulatorPath } from '../paths.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { customerQueries } from '../queries.ts';
import { customerStrings } from '../strings.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';

const text = customerStrings.detail;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

function Card({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.subtitle}>{title}</h2>
      {children}
    </section>
  );
}

function CustomerView({ initial, lookups }: { initial: CustomerDetail; lookups: CustomerLookups | null }) {
  const styles = useStyles();
  const role = useAtomValue(currentRoleAtom);
  const [customer, setCustomer] = useState(initial);
  const canManage = can(role, 'editCustomer');

  return (
    <>
      <DetailCard
        title={
          <>
            {customerLabel(customer)} <CustomerStatusBadge status={customer.status} />
            {customer.selfRegistered ? (
              <Badge appearance="outline" shape="rounded" color="informative">
                {customerStrings.selfRegistered}
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            <CustomerWorkActions customer={customer} role={role} />
            <CustomerActions
              customer={customer}
              role={role}
              consultants={lookups?.consultants ?? []}
              onChanged={setCustomer}
            />
            <PrintButton />
          </>
        }
      >
        <CustomerFacts customer={customer} />
      </DetailCard>
      <Card title={customerStrings.access.title}>
        <p className={styles.intro}>{customerStrings.access.intro}</p>
        <ClientKeyCard
          customer={customer}
          canManage={canManage}
          onIssued={({ clientKeyHint }) =>
            setCustomer((shown) => ({ ...shown, hasClientKey: true, clientKeyHint }))
          }
        />
        <FarmerLinkCard phone={customer.phone} />
      </Card>
      <Card title={`${text.sales} (${customer.salesCount})`}>
        <CustomerSales clientId={customer.id} />
      </Card>
      <Card title={`${text.vouchers} (${customer.vouchersCount})`}>
        <CustomerVouchers clientId={customer.id} />
      </Card>
      <Card title={text.simulations}>
        <p className={styles.intro}>{text.simulationsIntro}</p>
        <RouterLink to={customerSimulatorPath(customer.id)}>{text.openSimulator}</RouterLink>
      </Card>
    </>
  );
}

export default function CustomerDetailPage() {
  const role = useAtomValue(currentRoleAtom);
  const customerId = recordIdOf(useParams().id);
  const needsConsultants = can(role, 'approveCustomer');
  // Only approvers choose a consultant here; the page works without the list.
  const loaded = queryState(
    useQuery({ ...customerQueries.page(customerId ?? 0, needsConsultants), enabled: customerId !== null }),
  );

  // docs/design.md §6: another user's customer answers 404, exactly as one that does not exist.
  const isMissing =
    customerId === null ||
    (loaded.status === 'failed' && isApiError(loaded.error) && loaded.error.statusCode === 404);

  return (
    <RecordPage back={{ to: customersPath(), label: text.backToList }}>
      {isMissing ? <RecordNotFound /> : null}
      {!isMissing && loaded.status === 'loading' ? <PageLoading /> : null}
      {!isMissing && loaded.status === 'failed' ? (
        <LoadFailed error={loaded.error} onRetry={loaded.retry} />
      ) : null}
      {loaded.status === 'ready' ? (
        <>
          <CustomerView
            key={loaded.data.customer.id}
            initial={loaded.data.customer}
            lookups={loaded.data.lookups}
          />
          <RecordHistory
            resource="clients"
            id={loaded.data.customer.id}
            revision={loaded.data.customer.updatedAt}
          />
        </>
      ) : null}
    </RecordPage>
  );
}
