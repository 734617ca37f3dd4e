// The partner form (create and edit): type, name and RFC, contact, place (state and municipality,
// with the cascading picker) and zone; on edit also whether the partner is active. Validated by
// the domain's partnerInputSchema, the one the server checks too.
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Switch,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { Zone } from '../../../../domain/locations.ts';
import {
  PARTNER_TYPE_LABELS,
  PARTNER_TYPES,
  partnerInputSchema,
  type PartnerInput,
} from '../../../../domain/partners.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { locationQueries } from '../../../lib/locations/queries.ts';
import { LocationPicker } from '../../../lib/locations/location-picker.tsx';
import { FormActions } from '../../../lib/ui/form-actions.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { idOf, type PartnerFormValues } from '../form-values.ts';
import { partnerStrings } from '../strings.ts';
import { ZoneField } from './zone-field.tsx';

const text = partnerStrings.form;

export interface PartnerFormProps {
  initialValues: PartnerFormValues;
  /** Edit: whether the partner is active now; create: null (a new partner is active). */
  initialActive: boolean | null;
  /** Edit: how many users and sales name the partner (a distributor in use keeps its type). */
  usage: { users: number; sales: number } | null;
  /** The Admin chooses the zone among these; null: the caller's own zone is used (Coordinator). */
  zones: Zone[] | null;
  /** The zone shown to a Coordinator on edit. */
  zoneName: string | null;
  isReadOnly: boolean;
  /** Above the form: why it was reloaded (a stale save), if it was. */
  notice?: ReactNode;
  onSave: (input: PartnerInput, active: boolean) => Promise<void>;
  onCancel: () => void;
}

export function PartnerForm(props: PartnerFormProps) {
  const { usage, zones, isReadOnly } = props;
  const styles = useFormLayoutStyles();
  const form = useSchemaForm<PartnerFormValues, PartnerInput>(partnerInputSchema, props.initialValues);
  const [isActive, setActive] = useState(props.initialActive ?? true);
  const isTypeLocked = usage !== null && usage.users + usage.sales > 0;
  const { values, errors } = form;
  const selectedType = PARTNER_TYPES.find((type) => type === values.type);

  // The zone of a chosen state is proposed; without the states the admin just picks the zone.
  const states = useQuery({ ...locationQueries.states(), enabled: zones !== null }).data ?? [];

  const zoneOfState = (stateId: number | null) =>
    states.find((state) => state.id === stateId)?.zone?.id ?? null;

  const chooseLocation = (stateId: number | null, municipalityId: number | null) => {
    const patch: Partial<PartnerFormValues> = {
      stateId: stateId === null ? '' : String(stateId),
      municipalityId: municipalityId === null ? '' : String(municipalityId),
    };
    const previousStateZone = zoneOfState(idOf(values.stateId));
    const zoneWasProposed = values.zoneId === '' || idOf(values.zoneId) === previousStateZone;
    const proposed = zoneOfState(stateId);
    if (zones && stateId !== idOf(values.stateId) && zoneWasProposed && proposed !== null)
      patch.zoneId = String(proposed);
    form.setValues(patch);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit((input) => props.onSave(input, isActive))}
    >
      {props.notice}
      {isReadOnly ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{text.readOnly}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormError title={text.refused} message={form.formError} />
      <FormSection title={text.sections.partner}>
        <div className={styles.grid}>
          <Field
            label={text.type}
            required
            validationMessage={errors.type}
            hint={isTypeLocked && !isReadOnly && usage ? text.usage(usage.users, usage.sales) : undefined}
          >
            <Dropdown
              value={selectedType ? PARTNER_TYPE_LABELS[selectedType].singular : ''}
              selectedOptions={[values.type]}
              disabled={isReadOnly || isTypeLocked}
              onOptionSelect={(_, data) => form.setValue('type', data.optionValue ?? '')}
            >
              {PARTNER_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {PARTNER_TYPE_LABELS[type].singular}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <FormTextField
            form={form}
            name="name"
            label={text.name}
            required
            autoComplete="organization"
            readOnly={isReadOnly}
          />
          <FormTextField
            form={form}
            name="taxId"
            label={text.taxId}
            autoComplete="off"
            readOnly={isReadOnly}
          />
        </div>
      </FormSection>
      <FormSection title={text.sections.contact}>
        <div className={styles.grid}>
          <FormTextField
            form={form}
            name="contactName"
            label={text.contactName}
            autoComplete="name"
            readOnly={isReadOnly}
          />
          <FormTextField
            form={form}
            name="phone"
            label={text.phone}
            hint={text.phoneHint}
            type="tel"
            autoComplete="tel"
            readOnly={isReadOnly}
          />
          <FormTextField
            form={form}
            name="email"
            label={text.email}
            type="email"
            autoComplete="email"
            readOnly={isReadOnly}
          />
        </div>
      </FormSection>
      <FormSection title={text.sections.location}>
        <div className={styles.grid}>
          <LocationPicker
            value={{
              stateId: idOf(values.stateId),
              municipalityId: idOf(values.municipalityId),
              localityId: null,
            }}
            onChange={(location) => chooseLocation(location.stateId, location.municipalityId)}
            errors={{ stateId: errors.stateId, municipalityId: errors.municipalityId }}
            withLocality={false}
            disabled={isReadOnly}
          />
          <ZoneField
            zones={zones}
            zoneName={props.zoneName}
            value={values.zoneId}
            error={errors.zoneId}
            disabled={isReadOnly}
            onChange={(zoneId) => form.setValue('zoneId', zoneId)}
          />
        </div>
      </FormSection>
      {props.initialActive !== null ? (
        <FormSection>
          <Field hint={text.activeHint}>
            <Switch
              label={text.active}
              checked={isActive}
              disabled={isReadOnly}
              onChange={(_, data) => setActive(data.checked)}
            />
          </Field>
        </FormSection>
      ) : null}
      {isReadOnly ? (
        <div className={styles.actions}>
          <Button onClick={props.onCancel}>{text.back}</Button>
        </div>
      ) : (
        <FormActions
          isSubmitting={form.isSubmitting}
          submitLabel={props.initialActive === null ? text.create : text.save}
          submittingLabel={text.submitting}
          cancelLabel={text.cancel}
          onCancel={props.onCancel}
        />
      )}
    </form>
  );
}
