// The parts the sale and Dkbono forms share around their product lines: the season and customer a
// new record is for, and the notes with the form's cancel and submit buttons.
import { Button, Field, Textarea } from '@fluentui/react-components';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import type { SaleFormLookups } from '../api/lookups.ts';
import { formStrings } from '../strings.ts';
import { CustomerField } from './customer-field.tsx';
import { SeasonField } from './season-field.tsx';

/** The fields of a lines form (use-lines-form.ts) these parts read and write. */
interface HeaderForm {
  values: { seasonId: string; clientId: string; notes: string };
  errors: Partial<Record<string, string>>;
  isSubmitting: boolean;
  setValue: (name: 'seasonId' | 'clientId' | 'notes', value: string) => void;
}

export function SeasonAndCustomerFields({
  kind,
  lookups,
  form,
}: {
  kind: 'sale' | 'voucher';
  lookups: SaleFormLookups;
  form: HeaderForm;
}) {
  return (
    <>
      <SeasonField
        kind={kind}
        seasons={lookups.seasons}
        value={form.values.seasonId}
        error={form.errors.seasonId}
        emptyMessage={
          kind === 'sale' ? formStrings.header.noSeasonsForSale : formStrings.header.noSeasonsForVoucher
        }
        onChange={(value) => form.setValue('seasonId', value)}
      />
      <CustomerField
        customers={lookups.customers}
        value={form.values.clientId}
        error={form.errors.clientId}
        onChange={(value) => form.setValue('clientId', value)}
      />
    </>
  );
}

export function NotesAndActions({
  form,
  labels,
  onCancel,
}: {
  form: HeaderForm;
  labels: { submit: string; submitting: string };
  onCancel: () => void;
}) {
  const styles = useFormLayoutStyles();
  return (
    <>
      <FormSection>
        <Field label={formStrings.header.notes} validationMessage={form.errors.notes}>
          <Textarea
            resize="vertical"
            value={form.values.notes}
            onChange={(_, data) => form.setValue('notes', data.value)}
          />
        </Field>
      </FormSection>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{formStrings.cancel}</Button>
        <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
    </>
  );
}
