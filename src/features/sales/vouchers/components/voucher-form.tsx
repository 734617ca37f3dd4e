// The Dkbono form (create-dkbono): a season open for vouchers, the customer, the product lines
// (product, quantity, price, discount) and notes, validated by the domain's createVoucherSchema.
import { Button, Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { localDay } from '../../../../../domain/days.ts';
import { chooseSeason } from '../../../../../domain/season-choice.ts';
import type { CreateVoucherInput } from '../../../../../domain/sales-schemas.ts';
import { createVoucherSchema } from '../../../../../domain/sales-schemas.ts';
import { SubmitButton } from '../../../../lib/ui/submit-button.tsx';
import type { SaleFormLookups } from '../../api/lookups.ts';
import { formStrings } from '../../strings.ts';
import { productOptions } from '../../product-options.ts';
import { emptyLine, voucherItemOf, type ProductLine } from '../../product-lines.ts';
import { optionalText, useLinesForm } from '../../use-lines-form.ts';
import { CustomerField } from '../../components/customer-field.tsx';
import { FormSection, useFormLayoutStyles } from '../../../../lib/ui/form-layout.tsx';
import { ProductLinesEditor } from '../../components/product-lines-editor.tsx';
import { SaveRefusal } from '../../components/save-refusal.tsx';
import { SeasonField } from '../../components/season-field.tsx';

export interface VoucherFormValues extends Record<string, string> {
  seasonId: string;
  clientId: string;
  notes: string;
}

export interface VoucherFormProps {
  lookups: SaleFormLookups;
  /** Editing an unpaid Dkbono: its header and lines; a new Dkbono starts empty. */
  initialValues?: VoucherFormValues;
  initialLines?: ProductLine[];
  /** A new Dkbono's customer, chosen already (opened from the customer's record). */
  customerId?: string;
  /** Products already on the record (edit), shown even if disabled since. */
  recordItems?: Array<{ productId: number; productCode: string; productName: string }>;
  onSave: (input: CreateVoucherInput) => Promise<void>;
  onCancel: () => void;
}

const toBody = (values: VoucherFormValues, lines: ProductLine[]) => ({
  seasonId: optionalText(values.seasonId),
  clientId: optionalText(values.clientId),
  items: lines.map(voucherItemOf),
  notes: optionalText(values.notes),
});

export function VoucherForm({ lookups, onSave, onCancel, ...record }: VoucherFormProps) {
  const styles = useFormLayoutStyles();
  const [products] = useState(() => productOptions(lookups.products, record.recordItems));
  const [initialLines] = useState(() => record.initialLines ?? [emptyLine()]);
  const form = useLinesForm<VoucherFormValues, CreateVoucherInput>({
    schema: createVoucherSchema,
    // A new Dkbono starts in the season running today, else the next one (domain/season-choice.ts).
    initialValues: record.initialValues ?? {
      seasonId: String(chooseSeason(lookups.seasons, localDay(), 'voucher').preselected?.id ?? ''),
      clientId: record.customerId ?? '',
      notes: '',
    },
    initialLines,
    toBody,
  });

  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit(onSave)}>
      <SaveRefusal title={formStrings.voucher.refused} message={form.formError} error={form.lastError} />
      <FormSection>
        <div className={styles.grid}>
          <SeasonField
            kind="voucher"
            seasons={lookups.seasons}
            value={form.values.seasonId}
            error={form.errors.seasonId}
            emptyMessage={formStrings.header.noSeasonsForVoucher}
            onChange={(value) => form.setValue('seasonId', value)}
          />
          <CustomerField
            customers={lookups.customers}
            value={form.values.clientId}
            error={form.errors.clientId}
            onChange={(value) => form.setValue('clientId', value)}
          />
        </div>
      </FormSection>
      <FormSection title={formStrings.lines.title}>
        <ProductLinesEditor
          kind="voucher"
          lines={form.lines}
          products={products}
          onChange={form.setLines}
          errors={form.lineErrors}
          listError={form.errors.items}
        />
      </FormSection>
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
        <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={formStrings.voucher.submitting}>
          {formStrings.voucher.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
