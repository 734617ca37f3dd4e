// The shared state → municipality → locality picker bound to a customer form, whose fields hold the
// ids as text like every other input; one update sets the three levels together.
import type { FieldErrors } from '../../../lib/forms/validate-form.ts';
import { LocationPicker } from '../../../lib/locations/location-picker.tsx';

export interface PlaceValues extends Record<string, string> {
  stateId: string;
  municipalityId: string;
  localityId: string;
}

export const EMPTY_PLACE: PlaceValues = { stateId: '', municipalityId: '', localityId: '' };

const idOf = (value: string): number | null => (value ? Number(value) : null);
const textOf = (value: number | null): string => (value === null ? '' : String(value));

export interface LocationFieldsProps<V extends PlaceValues> {
  values: V;
  errors: FieldErrors<V>;
  setValues: (patch: Partial<V>) => void;
}

export function LocationFields<V extends PlaceValues>({ values, errors, setValues }: LocationFieldsProps<V>) {
  return (
    <LocationPicker
      value={{
        stateId: idOf(values.stateId),
        municipalityId: idOf(values.municipalityId),
        localityId: idOf(values.localityId),
      }}
      required
      errors={{
        stateId: errors.stateId,
        municipalityId: errors.municipalityId,
        localityId: errors.localityId,
      }}
      onChange={(next) =>
        setValues({
          stateId: textOf(next.stateId),
          municipalityId: textOf(next.municipalityId),
          localityId: textOf(next.localityId),
        } as Partial<V>)
      }
    />
  );
}
