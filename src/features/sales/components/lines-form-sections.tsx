// The parts the sale and Dkbono forms share: the season and customer a new record is for, the
// product lines, and the notes with the form's cancel and submit buttons.
import { Button, Field, Textarea } from '@fluentui/react-components';
import type { LineErrors } from '../../../lib/forms/field-errors.ts';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import type { SaleFormLookups } from '../api/lookups.ts';
import { formStrings } from '../strings.ts';
import type { ProductLine } from '../product-lines.ts';
import { CustomerField } from './customer-field.tsx';
import { ProductLinesEditor, type ProductOption } from './product-lines-editor.tsx';
import { SeasonField } from './season-field.tsx';

/** The fields of a lines form (use-lines-form.ts) these parts read and write. */
interface LinesFormFields {
  values: { seasonId: string; clientId: string; notes: string };
  errors: Partial<Record<string, string>>;
  lines: ProductLine[];
  lineErrors: LineErrors;
  isSubmitting: boolean;
  setValue: (name: 'seasonId' | 'clientId' | 'notes', value: string) => void;
  setLines: (lines: ProductLine[]) => void;
}

export function SeasonAndCustomerFields({
  kind,
  lookups,
  form,
}: {
  kind: 'sale' | 'voucher';
  lookups: SaleFormLookups;
  form: LinesFormFields;
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

export function LinesSection({
  kind,
  form,
  products,
  isCommercialLocked,
}: {
  kind: 'sale' | 'voucher';
  form: LinesFormFields;
  products: ProductOption[];
  /** Lines copied from a Dkbono (a sale redeeming it). */
  isCommercialLocked?: boolean;
}) {
  return (
    <FormSection title={formStrings.lines.title}>
      <ProductLinesEditor
        kind={kind}
        lines={form.lines}
        products={products}
        onChange={form.setLines}
        errors={form.lineErrors}
        listError={form.errors.items}
        isCommercialLocked={isCommercialLocked}
      />
    </FormSection>
  );
}

export function NotesAndActions({
  form,
  labels,
  onCancel,
}: {
  form: LinesFormFields;
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
