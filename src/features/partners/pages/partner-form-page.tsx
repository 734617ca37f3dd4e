// PartnerCreatePage and PartnerEditPage (docs/requirements.md §2 partners/create, partners/edit/:id): the partner
// and, for the Admin, the zones load first. A Supervisor may open a partner but only reads it.
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PartnerInput, PartnerType } from '../../../../domain/partners.ts';
import { can } from '../../../../domain/policy.ts';
import { useListReturn } from '../../../lib/list-return.ts';
import { queryState } from '../../../lib/query-state.ts';
import { editBody, StaleRecordNotice, useStaleRecordReload } from '../../../lib/forms/stale-record.tsx';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { createPartner } from '../api/create-partner.ts';
import { updatePartner } from '../api/update-partner.ts';
import { PartnerForm } from '../components/partner-form.tsx';
import { emptyPartnerValues, partnerValuesOf } from '../form-values.ts';
import { partnerTypeOf } from '../list-query.ts';
import { partnersListPath } from '../paths.ts';
import { partnerQueries, partnersChanged } from '../queries.ts';
import { partnerStrings } from '../strings.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';

/** The optional fields an edit sends as null when the form leaves them empty (left out, they would be kept). */
const CLEARABLE_FIELDS = [
  'taxId',
  'contactName',
  'phone',
  'email',
  'stateId',
  'municipalityId',
  'zoneId',
] as const;

export default function PartnerFormPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  // A Supervisor reads partners but may not change them; only the Admin chooses among zones.
  const isReadOnly = can(role, 'readPartners') && !can(role, 'editPartner');
  const withZones = can(role, 'workAcrossZones');
  const partnerId = id === undefined ? null : Number(id);
  const loaded = queryState(useQuery(partnerQueries.form(partnerId, withZones)));
  // A stale save (someone else changed the partner) reloads it and starts the form over from it.
  const stale = useStaleRecordReload(useCallback(() => partnersChanged(), []));
  const listReturn = useListReturn();
  const newType: PartnerType = partnerTypeOf(searchParams.get('type') ?? undefined);
  const partner = loaded.status === 'ready' ? loaded.data.partner : null;
  // Back to the list of the partner's type, with the filters, page and sort it was left with.
  const listType = partner?.type ?? newType;
  const back = { to: partnersListPath(listType), label: partnerStrings.form.backToList(listType) };

  if (loaded.status === 'loading')
    return (
      <RecordPage back={back}>
        <PageLoading />
      </RecordPage>
    );
  if (loaded.status === 'failed')
    return (
      <RecordPage back={back}>
        <LoadFailed error={loaded.error} onRetry={loaded.retry} />
      </RecordPage>
    );
  const { zones } = loaded.data;
  const backTo = (type: PartnerType) => void navigate(listReturn(partnersListPath(type)));

  const save = async (input: PartnerInput, active: boolean) => {
    if (partner) {
      const body = editBody(input, CLEARABLE_FIELDS, partner.version);
      const saved = await updatePartner(partner.id, { ...body, active });
      await partnersChanged();
      showToast({ severity: 'success', summary: partnerStrings.form.updated(saved.name) });
      backTo(saved.type);
    } else {
      const saved = await createPartner(input);
      await partnersChanged();
      showToast({ severity: 'success', summary: partnerStrings.form.created(saved.name) });
      backTo(saved.type);
    }
  };

  const guardedSave = stale.guard(({ input, active }: { input: PartnerInput; active: boolean }) =>
    save(input, active),
  );

  return (
    <RecordPage back={back}>
      <PartnerForm
        key={`${partner?.id ?? 'new'}-${stale.formKey}`}
        notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
        initialValues={partner ? partnerValuesOf(partner) : emptyPartnerValues(newType)}
        initialActive={partner ? partner.active : null}
        usage={partner?.usage ?? null}
        zones={zones}
        zoneName={partner?.zoneName ?? null}
        isReadOnly={isReadOnly}
        onSave={(input, active) => guardedSave({ input, active })}
        onCancel={() => backTo(listType)}
      />
      {partner ? <RecordHistory resource="partners" id={partner.id} /> : null}
    </RecordPage>
  );
}
