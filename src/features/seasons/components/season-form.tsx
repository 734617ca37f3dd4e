// The season form (register and update): name, dates, open for sales, open for Dkbonos, validated by
// the domain's seasonInputSchema (end not before start), the same schema the server applies.
import { Field, Input, MessageBar, MessageBarBody, Switch } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { type Season } from '../../../../domain/catalog.ts';
import { seasonInputSchema, type SeasonInput } from '../../../../domain/seasons.ts';
import { FormDayRange } from '../../../lib/ui/form-day-range.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { RecordForm } from '../../../lib/ui/record-form.tsx';
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
  /** Above the form: why it was reloaded (a stale save), if it was. */
  notice?: ReactNode;
  onSave: (input: SeasonInput) => Promise<void>;
  onCancel: () => void;
}

export function SeasonForm({ initialValues, notice, onSave, onCancel }: SeasonFormProps) {
  const styles = useFormLayoutStyles();
  const form = useSchemaForm<SeasonFormValues, SeasonInput>(seasonInputSchema, initialValues);
  const isClosing = initialValues.isOpen === 'true' && form.values.isOpen === 'false';

  return (
    <RecordForm form={form} onSave={onSave} notice={notice} labels={text} onCancel={onCancel}>
      <FormSection title={text.section}>
        <div className={styles.grid}>
          <Field label={text.name} required hint={text.nameHint} validationMessage={form.errors.name}>
            <Input
              value={form.values.name}
              maxLength={40}
              onChange={(_, data) => form.setValue('name', data.value)}
            />
          </Field>
          <FormDayRange
            form={form}
            from="startDate"
            to="endDate"
            fromLabel={text.startDate}
            toLabel={text.endDate}
          />
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
    </RecordForm>
  );
}
