import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locality, MexicanState, Municipality } from '../../../domain/locations.ts';
import { apiRoute, dataAnswer } from '../../test/api.ts';
import { TestProviders } from '../testing/render-route.tsx';
import { EMPTY_LOCATION, LocationPicker, type LocationValue } from './location-picker.tsx';

const listStates = apiRoute('get', '/states');
const listMunicipalities = apiRoute('get', '/states/:id/municipalities');
const listLocalities = apiRoute('get', '/municipalities/:id/localities');

const STATES: MexicanState[] = [
  { id: 11, code: '11', name: 'Guanajuato', abbreviation: 'Gto.', zone: null },
  { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
];
const MUNICIPALITIES: Record<number, Municipality[]> = {
  11: [{ id: 201, stateId: 11, code: '007', name: 'Celaya' }],
  14: [
    { id: 101, stateId: 14, code: '006', name: 'Ameca' },
    { id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' },
  ],
};
const LOCALITIES: Record<number, Locality[]> = {
  101: [{ id: 1001, municipalityId: 101, name: 'El Cabezón', postalCode: '46630', version: 1 }],
  102: [{ id: 1002, municipalityId: 102, name: 'Capilla de Guadalupe', postalCode: null, version: 1 }],
  201: [],
};

/** The picker inside a form that keeps its value, reporting every change. */
function Form({
  initial = EMPTY_LOCATION,
  onChange,
  withLocality,
}: {
  initial?: LocationValue;
  onChange: (value: LocationValue) => void;
  withLocality?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      value={value}
      withLocality={withLocality}
      required
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Form>[0]) {
  render(
    <TestProviders>
      <Form {...props} />
    </TestProviders>,
  );
  return userEvent.setup({ delay: null });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  listStates.answers(STATES);
  listMunicipalities.replies(({ params }) => dataAnswer(MUNICIPALITIES[Number(params.id)] ?? []));
  listLocalities.replies(({ params }) => dataAnswer(LOCALITIES[Number(params.id)] ?? []));
});
afterEach(cleanup);

describe('LocationPicker', () => {
  it('loads the municipalities of the chosen state and the localities of the chosen municipality', async () => {
    const onChange = vi.fn();
    const user = renderPicker({ onChange });
    expect(screen.getByRole('combobox', { name: /^Municipio/ })).toBeDisabled();
    expect(listMunicipalities.calls).toHaveLength(0);

    await choose(user, 'Estado', 'Jalisco');
    expect(onChange).toHaveBeenLastCalledWith({ stateId: 14, municipalityId: null, localityId: null });
    // A request is asynchronous: it reaches the API a moment after the choice.
    await waitFor(() => expect(listMunicipalities.calls.map((call) => call.params.id)).toContain('14'));

    await choose(user, 'Municipio', 'Ameca');
    expect(onChange).toHaveBeenLastCalledWith({ stateId: 14, municipalityId: 101, localityId: null });
    await waitFor(() => expect(listLocalities.calls.map((call) => call.params.id)).toContain('101'));

    await choose(user, 'Localidad', 'El Cabezón');
    expect(onChange).toHaveBeenLastCalledWith({ stateId: 14, municipalityId: 101, localityId: 1001 });
  });

  it('clears the municipality and locality when the state changes, and offers the new state’s list', async () => {
    const onChange = vi.fn();
    const user = renderPicker({ onChange, initial: { stateId: 14, municipalityId: 102, localityId: 1002 } });
    // An existing record shows its names once they load.
    expect(await screen.findByDisplayValue('Capilla de Guadalupe')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Municipio/ })).toHaveValue('Tepatitlán de Morelos');

    await choose(user, 'Estado', 'Guanajuato');
    expect(onChange).toHaveBeenLastCalledWith({ stateId: 11, municipalityId: null, localityId: null });
    const municipality = screen.getByRole('combobox', { name: /^Municipio/ });
    await waitFor(() => expect(municipality).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /^Localidad/ })).toHaveValue('');
    await user.click(municipality);
    expect(await screen.findByRole('option', { name: 'Celaya' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ameca' })).not.toBeInTheDocument();
  });

  it('clears the locality when the municipality changes', async () => {
    const onChange = vi.fn();
    const user = renderPicker({ onChange, initial: { stateId: 14, municipalityId: 102, localityId: 1002 } });
    await screen.findByDisplayValue('Capilla de Guadalupe');
    await choose(user, 'Municipio', 'Ameca');
    expect(onChange).toHaveBeenLastCalledWith({ stateId: 14, municipalityId: 101, localityId: null });
  });

  it('narrows a list by typing, ignoring accents and case', async () => {
    const user = renderPicker({ onChange: vi.fn() });
    const state = screen.getByRole('combobox', { name: /^Estado/ });
    await waitFor(() => expect(state).toBeEnabled());
    await user.type(state, 'JALIS');
    expect(await screen.findByRole('option', { name: 'Jalisco' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Guanajuato' })).not.toBeInTheDocument();
  });

  it('says when a municipality has no localities yet', async () => {
    renderPicker({ onChange: vi.fn(), initial: { stateId: 11, municipalityId: 201, localityId: null } });
    expect(await screen.findByText('Este municipio aún no tiene localidades registradas.')).toBeVisible();
  });

  it('hides the locality level when asked', async () => {
    renderPicker({
      onChange: vi.fn(),
      withLocality: false,
      initial: { stateId: 14, municipalityId: 101, localityId: null },
    });
    expect(await screen.findByDisplayValue('Ameca')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Localidad/ })).not.toBeInTheDocument();
    expect(listLocalities.calls).toHaveLength(0);
  });

  it('shows a failed load with a retry that asks again', async () => {
    listStates.refusesOnce({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado.',
    });
    const user = renderPicker({ onChange: vi.fn() });
    expect(await screen.findByText('No se pudieron cargar los estados.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Estado/ })).toBeEnabled());
    expect(listStates.calls).toHaveLength(2);
  });
});
