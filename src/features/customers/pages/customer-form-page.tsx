// CustomerFormPage: a new customer at /dashboard/customers/form (Consultant, Admin, Coordinator)
// and the edit at /dashboard/customers/form/:id/edit. A consultant records its own customers; Admin
// and Coordinator choose the consultant, except for a self-registration, which gets one when
// approved.
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  customerInputSchema,
  customerLabel,
  managedCustomerInputSchema,
  type CustomerDetail,
  type CustomerInput,
  type CustomerLookups,
} from '../../../../domain/customers.ts';
import { can } from '../../../../domain/policy.ts';
import type { Role } from '../../../../domain/roles.ts';
import { editBody, StaleRecordNotice, useStaleRecordReload } from '../../../lib/forms/stale-record.tsx';
import { recordIdOf } from '../../../lib/record-id.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { idempotencyKeys } from '../../../lib/idempotency-key.ts';
import type { OutboxItem } from '../../../lib/offline/outbox.ts';
import {
  KEPT_TOAST,
  outboxIdOf,
  refusedItem,
  resendCorrected,
  saveOrKeep,
} from '../../../lib/offline/outbox-runtime.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { getCustomer } from '../api/get-customer.ts';
import { getCustomerLookups } from '../api/get-customer-lookups.ts';
import { createCustomer, updateCustomer } from '../api/save-customer.ts';
import {
  CustomerForm,
  EMPTY_CUSTOMER_VALUES,
  type CustomerFormValues,
  type OwnerMode,
} from '../components/customer-form.tsx';
import { customerDetailPath, customersPath } from '../paths.ts';
import { customerKeys, customersChanged } from '../queries.ts';
import { customerStrings } from '../strings.ts';

const text = customerStrings.form;

interface FormData {
  lookups: CustomerLookups;
  customer: CustomerDetail | null;
  /** A new customer the server refused after the outbox sent it, being corrected (`?outbox=<id>`). */
  refused: OutboxItem | null;
}

function ownerModeOf(role: Role | undefined, customer: CustomerDetail | null): OwnerMode {
  if (!can(role, 'chooseCustomerConsultant')) return 'self';
  return customer?.status === 'PENDING' ? 'pending' : 'choose';
}

/** Optional fields an edit clears when the form leaves them empty (others it always sends). */
const CLEARABLE_FIELDS = [
  'email',
  'taxId',
  'municipalityId',
  'localityId',
  'hectares',
  'productionTypeId',
] as const;

const textOf = (value: string | number | null) => (value === null ? '' : String(value));

/** The form as it was typed, from a refused outbox item's body. */
function typedValues(body: Record<string, unknown>): CustomerFormValues {
  const typed = { ...EMPTY_CUSTOMER_VALUES };
  for (const field of Object.keys(typed) as Array<keyof CustomerFormValues>) {
    const value = body[field];
    if (typeof value === 'string' || typeof value === 'number') typed[field] = String(value);
  }
  return typed;
}

function valuesOf(customer: CustomerDetail): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: textOf(customer.phone),
    email: textOf(customer.email),
    taxId: textOf(customer.taxId),
    stateId: textOf(customer.stateId),
    municipalityId: textOf(customer.municipalityId),
    localityId: textOf(customer.localityId),
    productionTypeId: textOf(customer.productionTypeId),
    hectares: textOf(customer.hectares),
    consultantId: textOf(customer.consultantId),
  };
}

// A customer keeps its consultant even when that consultant can no longer be chosen (disabled):
// the form must still show who it is.
function withOwner(lookups: CustomerLookups, customer: CustomerDetail | null): CustomerLookups {
  if (!customer || customer.consultantId === null) return lookups;
  if (lookups.consultants.some((consultant) => consultant.id === customer.consultantId)) return lookups;
  const owner = {
    id: customer.consultantId,
    firstName: customer.consultantName ?? '',
    lastName: '',
    zoneId: customer.zoneId,
    zoneName: customer.zoneName,
  };
  return { ...lookups, consultants: [...lookups.consultants, owner] };
}

export default function CustomerFormPage() {
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  const customerId = recordIdOf(useParams().id);
  const [keyFor] = useState(idempotencyKeys);
  const outboxId = outboxIdOf(useLocation().search);
  const load = useCallback(async (): Promise<FormData> => {
    const [lookups, customer, refused] = await Promise.all([
      getCustomerLookups(),
      customerId === null ? Promise.resolve(null) : getCustomer(customerId),
      customerId === null ? refusedItem(outboxId) : Promise.resolve(null),
    ]);
    return {
      lookups: withOwner(lookups, customer),
      customer,
      refused: refused?.kind === 'customer-create' ? refused : null,
    };
  }, [customerId, outboxId]);
  const query = useQuery({
    queryKey: [...customerKeys.record(customerId, 'form', true), outboxId],
    queryFn: load,
  });
  const loaded = queryState(query);
  const stale = useStaleRecordReload(query.refetch);

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const { lookups, customer, refused } = loaded.data;
  const ownerMode = ownerModeOf(role, customer);

  // Sent at once, or kept on the phone without signal.
  const send = (input: CustomerInput) => {
    const label = customerLabel(input);
    if (customer) {
      const body = editBody(input, CLEARABLE_FIELDS, customer.version);
      const key = keyFor(body);
      return saveOrKeep(
        {
          kind: 'customer-update',
          method: 'PUT',
          path: `/clients/${customer.id}`,
          body,
          idempotencyKey: key,
          label,
        },
        () => updateCustomer(customer.id, body, key),
      );
    }
    const key = keyFor(input);
    return saveOrKeep(
      { kind: 'customer-create', method: 'POST', path: '/clients', body: input, idempotencyKey: key, label },
      () => createCustomer(input, key),
      { createsRecord: true },
    );
  };

  const save = async (input: CustomerInput) => {
    if (refused) {
      await resendCorrected(refused.id, input, customerLabel(input));
      void navigate(ROUTES.outbox.path);
      return;
    }
    const outcome = await send(input);
    if (outcome.kind === 'kept') {
      showToast(KEPT_TOAST);
      void navigate(customer ? customerDetailPath(customer.id) : customersPath());
      return;
    }
    const saved = outcome.data;
    await customersChanged();
    const name = customerLabel(saved);
    showToast({ severity: 'success', summary: customer ? text.updated(name) : text.created(name) });
    void navigate(customerDetailPath(saved.id));
  };

  return (
    <CustomerForm
      key={`${customer?.id ?? 'new'}-${stale.formKey}`}
      notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
      schema={ownerMode === 'choose' ? managedCustomerInputSchema : customerInputSchema}
      lookups={lookups}
      initialValues={
        customer ? valuesOf(customer) : refused ? typedValues(refused.body) : EMPTY_CUSTOMER_VALUES
      }
      ownerMode={ownerMode}
      withZone={can(role, 'workAcrossZones')}
      onSave={stale.guard(save)}
      onCancel={() => void navigate(customer ? customerDetailPath(customer.id) : customersPath())}
    />
  );
}
