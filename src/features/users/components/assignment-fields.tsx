// Role, zone, supervisor and distributor of an account, as the invite, edit and approve forms ask
// for them. Only the fields the chosen role uses are shown; a lookup that failed says so in place.
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ROLE_LABELS, type StaffRole } from '../../../../domain/roles.ts';
import { roleHasSupervisor, roleNeedsZone } from '../../../../domain/users.ts';
import type { FieldErrors } from '../../../lib/forms/validate-form.ts';
import type { AssignmentValues } from '../assignment-form.ts';
import { userStrings } from '../strings.ts';
import { useAssignmentOptions, type OptionsLoad } from '../use-assignment-options.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const text = userStrings.assignment;
const NONE = '';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

export interface AssignmentFieldsProps {
  values: AssignmentValues;
  errors: FieldErrors<AssignmentValues>;
  /** The roles the caller may give (domain assignableRoles). */
  roles: readonly StaffRole[];
  onChange: (name: keyof AssignmentValues, value: string) => void;
}

function roleOf(value: string, roles: readonly StaffRole[]): StaffRole | null {
  return roles.find((role) => role === value) ?? null;
}

function optionsOf(load: OptionsLoad | null) {
  return load?.status === 'ready' ? load.options : [];
}

/** The message under a field: the form's own error first, then why it has no options. */
function hint(error: string | undefined, load: OptionsLoad | null, failed: string, empty?: string) {
  if (error) return { validationMessage: error, validationState: 'error' as const };
  if (load?.status === 'failed') return { validationMessage: failed, validationState: 'warning' as const };
  if (empty && load?.status === 'ready' && load.options.length === 0)
    return { validationMessage: empty, validationState: 'none' as const };
  return {};
}

export function AssignmentFields({ values, errors, roles, onChange }: AssignmentFieldsProps) {
  const styles = useStyles();
  const role = roleOf(values.role, roles);
  const needsZone = role !== null && roleNeedsZone(role);
  const hasSupervisor = role !== null && roleHasSupervisor(role);
  const options = useAssignmentOptions(hasSupervisor ? values.zoneId : '');
  const zones = optionsOf(options.zones);
  const supervisors = optionsOf(options.supervisors);
  const distributors = optionsOf(options.distributors);

  // A Coordinator has one zone to give: choose it for them.
  const onlyZone = zones.length === 1 ? String(zones[0]?.id) : null;
  useEffect(() => {
    if (needsZone && onlyZone && values.zoneId === '') onChange('zoneId', onlyZone);
  }, [needsZone, onlyZone, values.zoneId, onChange]);

  // A supervisor of another zone (or one no longer active) cannot stay chosen.
  const isSupervisorOffered =
    options.supervisors?.status !== 'ready' || supervisors.some((s) => String(s.id) === values.supervisorId);
  useEffect(() => {
    if (hasSupervisor && values.supervisorId !== '' && !isSupervisorOffered) onChange('supervisorId', '');
  }, [hasSupervisor, values.supervisorId, isSupervisorOffered, onChange]);

  const nameOf = (list: Array<{ id: number; name: string }>, value: string, fallback: string) =>
    list.find((option) => String(option.id) === value)?.name ?? fallback;

  return (
    <>
      <Field label={text.role} required validationMessage={errors.role}>
        <Dropdown
          className={styles.control}
          placeholder={text.chooseRole}
          value={role ? ROLE_LABELS[role] : ''}
          selectedOptions={role ? [role] : []}
          onOptionSelect={(_, data) => onChange('role', data.optionValue ?? '')}
        >
          {roles.map((option) => (
            <Option key={option} value={option}>
              {ROLE_LABELS[option]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {needsZone ? (
        <Field
          label={text.zone}
          required
          {...hint(errors.zoneId, options.zones, text.zonesFailed, text.noZones)}
        >
          <Dropdown
            className={styles.control}
            placeholder={options.zones.status === 'loading' ? text.loadingOptions : text.chooseZone}
            disabled={zones.length === 0}
            value={nameOf(zones, values.zoneId, '')}
            selectedOptions={values.zoneId ? [values.zoneId] : []}
            onOptionSelect={(_, data) => onChange('zoneId', data.optionValue ?? '')}
          >
            {recordOptions(zones)}
          </Dropdown>
        </Field>
      ) : null}
      {hasSupervisor ? (
        <>
          <Field
            label={text.supervisor}
            {...(values.zoneId
              ? hint(errors.supervisorId, options.supervisors, text.supervisorsFailed, text.noSupervisors)
              : {
                  validationMessage: errors.supervisorId ?? text.chooseZoneFirst,
                  validationState: errors.supervisorId ? 'error' : 'none',
                })}
          >
            <Dropdown
              className={styles.control}
              disabled={!values.zoneId || options.supervisors?.status !== 'ready'}
              value={nameOf(supervisors, values.supervisorId, text.noSupervisor)}
              selectedOptions={[values.supervisorId]}
              onOptionSelect={(_, data) => onChange('supervisorId', data.optionValue ?? NONE)}
            >
              <Option value={NONE}>{text.noSupervisor}</Option>
              {recordOptions(supervisors)}
            </Dropdown>
          </Field>
          <Field
            label={text.distributor}
            {...hint(errors.distributorId, options.distributors, text.distributorsFailed)}
          >
            <Dropdown
              className={styles.control}
              disabled={options.distributors.status !== 'ready'}
              value={nameOf(distributors, values.distributorId, text.noDistributor)}
              selectedOptions={[values.distributorId]}
              onOptionSelect={(_, data) => onChange('distributorId', data.optionValue ?? NONE)}
            >
              <Option value={NONE}>{text.noDistributor}</Option>
              {recordOptions(distributors)}
            </Dropdown>
          </Field>
        </>
      ) : null}
    </>
  );
}
