// Chooses a season among all of them (newest first), with whether each is open, for the pages whose
// address may come without one (update/{id?}, details/{id?}) and for the inventory sheet.
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import type { Season } from '../../../../domain/catalog.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({ control: { minWidth: '220px', maxWidth: '100%' } });

const text = seasonStrings;

/** What the season is open for, e.g. "abierta a ventas y DKbonos"; empty when closed for both. */
function openFor(season: Season): string {
  if (season.isOpen && season.isVoucherOpen) return text.picker.openForBoth;
  if (season.isOpen) return text.picker.openForSales;
  if (season.isVoucherOpen) return text.picker.openForVouchers;
  return '';
}

export interface SeasonPickerProps {
  seasons: Season[];
  value: number | undefined;
  onChange: (seasonId: number) => void;
  hint?: string;
}

export function SeasonPicker({ seasons, value, onChange, hint }: SeasonPickerProps) {
  const styles = useStyles();
  const selected = seasons.find((season) => season.id === value);
  return (
    <Field label={text.picker.label} hint={hint}>
      <Dropdown
        className={styles.control}
        placeholder={text.picker.placeholder}
        value={selected?.name ?? ''}
        selectedOptions={selected ? [String(selected.id)] : []}
        onOptionSelect={(_, data) => {
          if (data.optionValue) onChange(Number(data.optionValue));
        }}
      >
        {seasons.map((season) => (
          <Option key={season.id} value={String(season.id)} text={season.name}>
            {openFor(season) ? `${season.name} · ${openFor(season)}` : season.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
