// Names the run and saves it for the chosen customer (or the caller); prints the summary.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular, SaveRegular } from '@fluentui/react-icons';
import type { FormEvent } from 'react';
import { adminStrings } from '../strings.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  name: { flex: '1 1 260px' },
  note: { flexBasis: '100%', margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface SaveBarProps {
  name: string;
  customerName: string | null;
  canSave: boolean;
  isSaving: boolean;
  onName: (name: string) => void;
  onSave: () => void;
  onPrint: () => void;
}

export function SaveBar({ name, customerName, canSave, isSaving, onName, onSave, onPrint }: SaveBarProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !isSaving) onSave();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field className={styles.name} label={adminStrings.save.name}>
        <Input
          value={name}
          maxLength={80}
          placeholder={adminStrings.save.namePlaceholder}
          onChange={(_, data) => onName(data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={!canSave || isSaving}>
        {isSaving
          ? adminStrings.save.submitting
          : customerName
            ? adminStrings.save.forCustomer(customerName)
            : adminStrings.save.forMe}
      </Button>
      <Button type="button" icon={<PrintRegular />} onClick={onPrint}>
        {adminStrings.save.print}
      </Button>
      {!canSave ? <p className={styles.note}>{adminStrings.save.fixFirst}</p> : null}
    </form>
  );
}
