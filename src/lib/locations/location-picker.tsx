// The one cascading location picker (state → municipality → locality) of the customer, partner and
// registration forms. Each level loads when the one above is chosen; changing a level
// clears the ones below it. It renders its fields side by side as siblings, so they take their
// place in the parent form's grid.
import { locationStrings } from './location-strings.ts';
import { PlaceField } from './place-field.tsx';
import { locationQueries } from './queries.ts';
import { usePlaceOptions } from './use-place-options.ts';

export interface LocationValue {
  stateId: number | null;
  municipalityId: number | null;
  localityId: number | null;
}

export interface LocationPickerProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Spanish field messages, shown under each field. */
  errors?: Partial<Record<keyof LocationValue, string>>;
  /** Which levels are required (the state always is when `required` is true). */
  required?: boolean;
  /** Hide the locality level (partners store state and municipality only). */
  withLocality?: boolean;
  disabled?: boolean;
}

export const EMPTY_LOCATION: LocationValue = { stateId: null, municipalityId: null, localityId: null };

// The states level has no parent: it always loads.
const COUNTRY = 0;
const statesQuery = () => locationQueries.states();

export function LocationPicker({
  value,
  onChange,
  errors,
  required = false,
  withLocality = true,
  disabled = false,
}: LocationPickerProps) {
  const states = usePlaceOptions(statesQuery, COUNTRY);
  const municipalities = usePlaceOptions(locationQueries.municipalities, value.stateId);
  const localities = usePlaceOptions(locationQueries.localities, withLocality ? value.municipalityId : null);

  return (
    <>
      <PlaceField
        texts={locationStrings.state}
        options={states}
        selectedId={value.stateId}
        onSelect={(stateId) => onChange({ stateId, municipalityId: null, localityId: null })}
        error={errors?.stateId}
        required={required}
        disabled={disabled}
      />
      <PlaceField
        texts={locationStrings.municipality}
        options={municipalities}
        selectedId={value.municipalityId}
        onSelect={(municipalityId) => onChange({ ...value, municipalityId, localityId: null })}
        error={errors?.municipalityId}
        required={false}
        disabled={disabled}
      />
      {withLocality ? (
        <PlaceField
          texts={locationStrings.locality}
          options={localities}
          selectedId={value.localityId}
          onSelect={(localityId) => onChange({ ...value, localityId })}
          error={errors?.localityId}
          required={false}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
