// The customer form (new and edit): contact, place (the shared state → municipality → locality
// picker), production and the consultant, validated by the same domain schema as the server.
import {
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CustomerInput, CustomerLookups } from '../../../../domain/customers.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { RecordForm } from '../../../lib/ui/record-form.tsx';
import { customerStrings } from '../strings.ts';
import { ConsultantField } from './consultant-field.tsx';
import { CustomerContactFields, EMPTY_CONTACT, type ContactValues } from './customer-contact-fields.tsx';
import { EMPTY_PLACE, LocationFields, type PlaceValues } from './location-fields.tsx';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const text = customerStrings.form;

export interface CustomerFormValues extends ContactValues, PlaceValues {
  productionTypeId: string;
  hectares: string;
  consultantId: string;
}

export const EMPTY_CUSTOMER_VALUES: CustomerFormValues = {
  ...EMPTY_CONTACT,
  ...EMPTY_PLACE,
  productionTypeId: '',
  hectares: '',
  consultantId: '',
};

/**
 * Who owns the customer: a consultant records its own ('self'); Admin and Coordinator choose one
 * ('choose'); a self-registration gets its consultant when approved ('pending').
 */
export type OwnerMode = 'self' | 'choose' | 'pending';

export interface CustomerFormProps {
  schema: z.ZodType<CustomerInput>;
  lookups: CustomerLookups;
  initialValues: CustomerFormValues;
  ownerMode: OwnerMode;
  /** Admin chooses among every zone: show each consultant's zone. */
  withZone?: boolean;
  onSave: (input: CustomerInput) => Promise<void>;
  onCancel: () => void;
  /** Shown above the form (the current data reloaded after a stale save). */
  notice?: ReactNode;
}

// Columns of a fixed width, so a section with one or two fields lines up with the three above.
const useStyles = makeStyles({ columns: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } });

export function CustomerForm(props: CustomerFormProps) {
  const { lookups, ownerMode } = props;
  const layout = useFormLayoutStyles();
  const own = useStyles();
  const styles = { ...layout, grid: mergeClasses(layout.grid, own.columns) };
  const form = useSchemaForm<CustomerFormValues, CustomerInput>(props.schema, props.initialValues);
  const { values, errors } = form;
  const productionType = lookups.productionTypes.find((type) => String(type.id) === values.productionTypeId);

  return (
    <RecordForm
      form={form}
      onSave={props.onSave}
      notice={props.notice}
      labels={text}
      onCancel={props.onCancel}
    >
      <FormSection title={text.person}>
        <div className={styles.grid}>
          <CustomerContactFields form={form} isOwnData={false} />
        </div>
      </FormSection>
      <FormSection title={text.place}>
        <div className={styles.grid}>
          <LocationFields values={form.values} errors={form.errors} setValues={form.setValues} />
        </div>
      </FormSection>
      <FormSection title={text.production}>
        <div className={styles.grid}>
          <Field label={text.productionType} validationMessage={errors.productionTypeId}>
            <Dropdown
              placeholder={text.productionTypePlaceholder}
              value={productionType?.name ?? ''}
              selectedOptions={values.productionTypeId ? [values.productionTypeId] : []}
              onOptionSelect={(_, data) => form.setValue('productionTypeId', data.optionValue ?? '')}
            >
              <Option value="">{text.noProductionType}</Option>
              {recordOptions(lookups.productionTypes)}
            </Dropdown>
          </Field>
          <FormTextField
            form={form}
            name="hectares"
            label={text.hectares}
            autoComplete="off"
            inputMode="decimal"
          />
        </div>
      </FormSection>
      <FormSection title={text.owner}>
        {ownerMode === 'choose' ? (
          <div className={styles.grid}>
            <ConsultantField
              consultants={lookups.consultants}
              value={values.consultantId}
              error={errors.consultantId}
              withZone={props.withZone}
              onChange={(value) => form.setValue('consultantId', value)}
            />
          </div>
        ) : (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{ownerMode === 'self' ? text.ownerIsYou : text.pendingOwner}</MessageBarBody>
          </MessageBar>
        )}
      </FormSection>
    </RecordForm>
  );
}
