// The season form (register and update): name, dates, open for sales, open for Dkbonos, validated by
// the domain's seasonInputSchema (end not before start), the same schema the server applies.
import { Field, Input, MessageBar, MessageBarBody, Switch } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { seasonInputSchema, type Season, type SeasonInput } from '../../../../domain/catalog.ts';
import { spanishDatePickerProps } from '../../../lib/date-picker-strings.ts';
import { toDate } from '../../../lib/format.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { localDay } from '../../../../domain/days.ts';
import { FormActions } from '../../../lib/ui/form-actions.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { seasonStrings } from '../strings.ts';

const text = seasonStrings.form;

export interface SeasonFormValues extends Record<string, string> {
  name: string;
  startDate: string;
  endDate: string;
  isOpen: string;
  isVoucherOpen: string;
}

export function seasonFormValues(season?: Season): SeasonFormValues {
  return {
    name: season?.name ?? '',
    startDate: season?.startDate ?? '',
    endDate: season?.endDate ?? '',
    isOpen: String(season?.isOpen ?? false),
    isVoucherOpen: String(season?.isVoucherOpen ?? false),
  };
}

export interface SeasonFormProps {
  initialValues: SeasonFormValues;
  onSave: (input: SeasonInput) => Promise<void>;
  onCancel: () => void;
}

export function SeasonForm({ initialValues, onSave, onCancel }: SeasonFormProps) {
  const styles = useFormLayoutStyles();
  const form = useSchemaForm<SeasonFormValues, SeasonInput>(seasonInputSchema, initialValues);
  const isClosing = initialValues.isOpen === 'true' && form.values.isOpen === 'false';
  const day = (value: string) => (value ? toDate(value) : null);

  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit(onSave)}>
      <FormError title={text.refused} message={form.formError} />
      <FormSection title={text.section}>
        <div className={styles.grid}>
          <Field label={text.name} required hint={text.nameHint} validationMessage={form.errors.name}>
            <Input
              value={form.values.name}
              maxLength={40}
              onChange={(_, data) => form.setValue('name', data.value)}
            />
          </Field>
          <Field label={text.startDate} required validationMessage={form.errors.startDate}>
            <DatePicker
              {...spanishDatePickerProps}
              allowTextInput
              value={day(form.values.startDate)}
              onSelectDate={(date) => form.setValue('startDate', date ? localDay(date) : '')}
            />
          </Field>
          <Field label={text.endDate} required validationMessage={form.errors.endDate}>
            <DatePicker
              {...spanishDatePickerProps}
              allowTextInput
              value={day(form.values.endDate)}
              minDate={day(form.values.startDate) ?? undefined}
              onSelectDate={(date) => form.setValue('endDate', date ? localDay(date) : '')}
            />
          </Field>
        </div>
        <div className={styles.grid}>
          <Field hint={text.isOpenHint} validationMessage={form.errors.isOpen}>
            <Switch
              label={text.isOpen}
              checked={form.values.isOpen === 'true'}
              onChange={(_, data) => form.setValue('isOpen', String(data.checked))}
            />
          </Field>
          <Field hint={text.isVoucherOpenHint} validationMessage={form.errors.isVoucherOpen}>
            <Switch
              label={text.isVoucherOpen}
              checked={form.values.isVoucherOpen === 'true'}
              onChange={(_, data) => form.setValue('isVoucherOpen', String(data.checked))}
            />
          </Field>
        </div>
        {isClosing ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{text.closingWarning}</MessageBarBody>
          </MessageBar>
        ) : null}
      </FormSection>
      <FormActions
        isSubmitting={form.isSubmitting}
        submitLabel={text.save}
        submittingLabel={text.saving}
        cancelLabel={text.cancel}
        onCancel={onCancel}
      />
    </form>
  );
}
