// The zone of a partner: the Admin picks one (or none: then only admins see the partner); a
// Coordinator's partners are always in its own zone, so it only reads it.
import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import type { Zone } from '../../../../domain/locations.ts';
import { partnerStrings } from '../strings.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const text = partnerStrings.form;
const NONE = '';

export interface ZoneFieldProps {
  /** null: the caller cannot choose (Coordinator, Supervisor). */
  zones: Zone[] | null;
  /** The record's zone, shown when the caller cannot choose. */
  zoneName: string | null;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (zoneId: string) => void;
}

export function ZoneField({ zones, zoneName, value, error, disabled, onChange }: ZoneFieldProps) {
  if (!zones) {
    return (
      <Field label={text.zone} hint={disabled ? undefined : text.ownZoneHint}>
        <Input appearance="filled-darker" readOnly value={zoneName ?? text.ownZone} />
      </Field>
    );
  }
  const selected = zones.find((zone) => String(zone.id) === value);
  return (
    <Field label={text.zone} hint={text.zoneHint} validationMessage={error}>
      <Dropdown
        placeholder={text.pickZone}
        value={selected?.name ?? text.noZone}
        selectedOptions={[selected ? value : NONE]}
        disabled={disabled}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? NONE)}
      >
        <Option value={NONE}>{text.noZone}</Option>
        {recordOptions(zones)}
      </Dropdown>
    </Field>
  );
}
