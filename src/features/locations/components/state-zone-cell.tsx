// The zone of one state, changed in place: choosing another zone saves at once (with a toast), and
// the list shows the saved answer.
import { Dropdown, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MexicanState, Zone } from '../../../../domain/locations.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { showToast } from '../../../lib/toast.tsx';
import { assignStateZone } from '../api/assign-state-zone.ts';
import { stateZoneStrings } from '../strings.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const NONE = '';

const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, width: '100%' },
  dropdown: { minWidth: '160px', maxWidth: '100%' },
});

export interface StateZoneCellProps {
  state: MexicanState;
  zones: Zone[];
  onSaved: (state: MexicanState) => void;
}

export function StateZoneCell({ state, zones, onSaved }: StateZoneCellProps) {
  const styles = useStyles();
  const [isSaving, setSaving] = useState(false);

  const choose = async (value: string) => {
    const zoneId = value === NONE ? null : Number(value);
    if (zoneId === (state.zone?.id ?? null)) return;
    setSaving(true);
    try {
      const saved = await assignStateZone(state.id, { zoneId });
      showToast({
        severity: 'success',
        summary: stateZoneStrings.assigned(saved.name, saved.zone?.name ?? null),
      });
      onSaved(saved);
    } catch (error) {
      showErrorToast(error, stateZoneStrings.assignFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.cell}>
      <Dropdown
        className={styles.dropdown}
        aria-label={stateZoneStrings.zoneOf(state.name)}
        value={state.zone?.name ?? stateZoneStrings.withoutZone}
        selectedOptions={[state.zone ? String(state.zone.id) : NONE]}
        disabled={isSaving}
        onOptionSelect={(_, data) => void choose(data.optionValue ?? NONE)}
      >
        <Option value={NONE}>{stateZoneStrings.withoutZone}</Option>
        {recordOptions(zones)}
      </Dropdown>
      {isSaving ? <Spinner size="tiny" /> : null}
    </div>
  );
}
