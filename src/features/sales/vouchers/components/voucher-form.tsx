// The Dkbono form (create-dkbono): a season open for vouchers, the customer, the product lines
// (product, quantity, price, discount) and notes, validated by the domain's createVoucherSchema.
import { useState } from 'react';
import { localDay } from '../../../../../domain/days.ts';
import { chooseSeason } from '../../../../../domain/season-choice.ts';
import type { CreateVoucherInput } from '../../../../../domain/sales-schemas.ts';
import { createVoucherSchema } from '../../../../../domain/sales-schemas.ts';
import type { SaleFormLookups } from '../../api/lookups.ts';
import { formStrings } from '../../strings.ts';
import { productOptions } from '../../product-options.ts';
import { emptyLine, voucherItemOf, type ProductLine } from '../../product-lines.ts';
import { optionalText, useLinesForm } from '../../use-lines-form.ts';
import { FormSection, useFormLayoutStyles } from '../../../../lib/ui/form-layout.tsx';
import { SaveRefusal } from '../../components/save-refusal.tsx';
import {
  LinesSection,
  NotesAndActions,
  SeasonAndCustomerFields,
} from '../../components/lines-form-sections.tsx';

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
          <SeasonAndCustomerFields kind="voucher" lookups={lookups} form={form} />
        </div>
      </FormSection>
      <LinesSection kind="voucher" form={form} products={products} />
      <NotesAndActions form={form} labels={formStrings.voucher} onCancel={onCancel} />
    </form>
  );
}
