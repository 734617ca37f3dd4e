// The sale form (create-sale, create-sale/:voucherId, edit-sale): season, customer, sale date,
// product lines and notes, validated by the domain's createSaleSchema. Redeeming a Dkbono fixes its
// customer, season and what was sold.
import { Field, Input } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import {
  EARLIEST_DAY,
  localDay,
  saleDayMessage,
  saleDayRange,
  saleDayRefusal,
  type SeasonDays,
} from '../../../../domain/days.ts';
import type { CreateSaleInput, VoucherDetail } from '../../../../domain/sales-schemas.ts';
import { createSaleSchema } from '../../../../domain/sales-schemas.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import type { SaleFormLookups } from '../api/lookups.ts';
import { formStrings } from '../strings.ts';
import { productOptions } from '../product-options.ts';
import { saleItemOf, type ProductLine } from '../product-lines.ts';
import { optionalText, useLinesForm } from '../use-lines-form.ts';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SaveRefusal } from './save-refusal.tsx';
import { LinesSection, NotesAndActions, SeasonAndCustomerFields } from './lines-form-sections.tsx';

export interface SaleFormValues extends Record<string, string> {
  seasonId: string;
  clientId: string;
  saleDate: string;
  notes: string;
}

export interface SaleFormProps {
  lookups: SaleFormLookups;
  initialValues: SaleFormValues;
  initialLines: ProductLine[];
  /** Products already on the record (edit), shown even if disabled since. */
  recordItems?: Array<{ productId: number; productCode: string; productName: string }>;
  /** The Dkbono being redeemed. */
  voucher?: VoucherDetail | null;
  onSave: (input: CreateSaleInput) => Promise<void>;
  onCancel: () => void;
  /** Offered when the sale changed under the user (409 RECORD_CHANGED). */
  onReload?: () => void;
}

export function SaleForm(props: SaleFormProps) {
  const { lookups, voucher } = props;
  const styles = useFormLayoutStyles();
  const [products] = useState(() => productOptions(lookups.products, props.recordItems ?? voucher?.items));
  const toBody = useCallback(
    (values: SaleFormValues, lines: ProductLine[]) => ({
      seasonId: optionalText(values.seasonId),
      clientId: optionalText(values.clientId),
      voucherId: voucher?.id,
      saleDate: optionalText(values.saleDate),
      items: lines.map(saleItemOf),
      notes: optionalText(values.notes),
    }),
    [voucher],
  );
  // The server's day rule (domain/days.ts): inside the season, from its start to the earlier of its
  // end and today. The day a sale was stored with, in its season, is not judged again.
  const { seasonId: storedSeasonId, saleDate: storedDate } = props.initialValues;
  const seasonDaysOf = useCallback(
    (seasonId: string): SeasonDays | undefined =>
      voucher
        ? { name: voucher.seasonName, startDate: voucher.seasonStartDate, endDate: voucher.seasonEndDate }
        : lookups.seasons.find((s) => String(s.id) === seasonId),
    [voucher, lookups.seasons],
  );
  const schema = useMemo(
    () =>
      createSaleSchema.superRefine((input, ctx) => {
        if (input.saleDate === storedDate && String(input.seasonId) === storedSeasonId) return;
        const season = seasonDaysOf(String(input.seasonId));
        const refusal = season && saleDayRefusal(input.saleDate, season, localDay());
        if (refusal) ctx.addIssue({ code: 'custom', path: ['saleDate'], message: refusal.field });
      }),
    [seasonDaysOf, storedDate, storedSeasonId],
  );
  const form = useLinesForm<SaleFormValues, CreateSaleInput>({
    schema,
    initialValues: props.initialValues,
    initialLines: props.initialLines,
    toBody,
  });
  const dayRange = (() => {
    const season = seasonDaysOf(form.values.seasonId);
    return season ? saleDayRange(season, localDay()) : { min: EARLIEST_DAY, max: localDay() };
  })();

  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit(props.onSave)}>
      <SaveRefusal
        title={formStrings.sale.refused}
        message={form.formError}
        error={form.lastError}
        staleCodes={{ RECORD_CHANGED: formStrings.sale.changed }}
        reloadLabel={formStrings.sale.reload}
        onReload={props.onReload}
      />
      <FormSection title={voucher ? formStrings.sale.redeeming(voucher.folio) : undefined}>
        <div className={styles.grid}>
          {voucher ? (
            <>
              <Field label={formStrings.header.season}>
                <Input appearance="filled-darker" readOnly value={voucher.seasonName} />
              </Field>
              <Field label={formStrings.header.customer}>
                <Input appearance="filled-darker" readOnly value={voucher.customerName} />
              </Field>
            </>
          ) : (
            <SeasonAndCustomerFields kind="sale" lookups={lookups} form={form} />
          )}
          <DateField
            label={formStrings.header.saleDate}
            value={form.values.saleDate}
            min={dayRange.min}
            max={dayRange.max}
            outOfRangeMessage={saleDayMessage(dayRange)}
            validationMessage={form.errors.saleDate}
            onChange={(value) => form.setValue('saleDate', value)}
          />
        </div>
      </FormSection>
      <LinesSection kind="sale" form={form} products={products} isCommercialLocked={Boolean(voucher)} />
      <NotesAndActions form={form} labels={formStrings.sale} onCancel={props.onCancel} />
    </form>
  );
}
