import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locality, MexicanState } from '../../../../domain/locations.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { apiRoute } from '../../../test/api.ts';
import StateZonesLocalitiesPage from './state-zones-localities-page.tsx';

const listStates = apiRoute('get', '/states');
const listZones = apiRoute('get', '/zones');
const listMunicipalities = apiRoute('get', '/states/:id/municipalities');
const listLocalities = apiRoute('get', '/municipalities/:id/localities');
const assignStateZone = apiRoute('put', '/states/:id/zone');
const createLocality = apiRoute('post', '/localities');
const updateLocality = apiRoute('put', '/localities/:id');

const BAJIO = { id: 3, name: 'Occidente-Bajío' };
const NOROESTE = { id: 1, name: 'Noroeste' };
const STATES: MexicanState[] = [
  { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: BAJIO },
  { id: 26, code: '26', name: 'Sonora', abbreviation: 'Son.', zone: NOROESTE },
  { id: 27, code: '27', name: 'Tabasco', abbreviation: 'Tab.', zone: null },
];
const LOCALITIES: Locality[] = [
  { id: 1, municipalityId: 101, name: 'El Cabezón', postalCode: '46630', version: 1 },
  { id: 2, municipalityId: 101, name: 'Ameca', postalCode: '46600', version: 1 },
];

const PATH = '/dashboard/locations/state-zones-localities';

function openPage(at = PATH) {
  renderRoute({ at, path: PATH, page: <StateZonesLocalitiesPage /> });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  listStates.answers(STATES);
  listZones.answers([NOROESTE, BAJIO]);
  listMunicipalities.answers([{ id: 101, stateId: 14, code: '006', name: 'Ameca' }]);
  listLocalities.answers(LOCALITIES);
});
afterEach(cleanup);

describe('StateZonesLocalitiesPage', () => {
  it('moves a state to another zone in place', async () => {
    assignStateZone.answers({ ...STATES[2], zone: BAJIO } as MexicanState);
    const user = openPage();
    const tabasco = await screen.findByRole('combobox', { name: 'Zona de Tabasco' });
    expect(tabasco).toHaveTextContent('Sin zona');

    await user.click(tabasco);
    await user.click(await screen.findByRole('option', { name: 'Occidente-Bajío' }));

    await waitFor(() => expect(tabasco).toHaveTextContent('Occidente-Bajío'));
    expect(assignStateZone.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/states/27/zone', body: { zoneId: 3 } },
    ]);
  });

  it('filters the states by zone, "without zone" included, in the address', async () => {
    const user = openPage();
    await screen.findByRole('combobox', { name: 'Zona de Jalisco' });
    await user.click(screen.getByRole('combobox', { name: 'Zona' }));
    await user.click(await screen.findByRole('option', { name: 'Sin zona' }));

    await waitFor(() => expect(address()).toHaveTextContent('zoneId=none'));
    expect(screen.getByRole('combobox', { name: 'Zona de Tabasco' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Zona de Jalisco' })).not.toBeInTheDocument();
  });

  it('shows the localities of the municipality in the address, and adds one', async () => {
    createLocality.answers({
      id: 3,
      municipalityId: 101,
      name: 'La Loma',
      postalCode: null,
      version: 1,
    });
    const user = openPage(`${PATH}?view=localities&stateId=14&municipalityId=101`);

    expect(await screen.findByText('El Cabezón')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Localidades' })).toHaveAttribute('aria-selected', 'true');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
    expect(names).toEqual(['Ameca', 'El Cabezón']);

    listLocalities.answers([
      ...LOCALITIES,
      { id: 3, municipalityId: 101, name: 'La Loma', postalCode: null, version: 1 },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Agregar localidad' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva localidad en Ameca' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'La Loma');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));

    expect(await screen.findByText('La Loma')).toBeVisible();
    expect(createLocality.calls.map((call) => call.body)).toEqual([{ municipalityId: 101, name: 'La Loma' }]);
  });

  it('checks the postal code before sending and edits a locality', async () => {
    updateLocality.answers({ ...LOCALITIES[0], postalCode: '46631' } as Locality);
    const user = openPage(`${PATH}?view=localities&stateId=14&municipalityId=101`);
    await user.click(await screen.findByRole('button', { name: 'Editar El Cabezón' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar localidad' });
    const postalCode = within(dialog).getByRole('textbox', { name: 'Código postal (opcional)' });
    await user.clear(postalCode);
    await user.type(postalCode, '466');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    expect(await within(dialog).findByText('El código postal tiene 5 dígitos.')).toBeVisible();
    expect(updateLocality.calls).toHaveLength(0);

    await user.type(postalCode, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateLocality.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/localities/1', body: { name: 'El Cabezón', postalCode: '46631', version: 1 } },
    ]);
  });

  it('sends an emptied postal code as null, and starts over from the current locality when someone saved it first', async () => {
    updateLocality.refuses(staleRecordRefusal());
    const user = openPage(`${PATH}?view=localities&stateId=14&municipalityId=101`);
    await user.click(await screen.findByRole('button', { name: 'Editar El Cabezón' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar localidad' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Código postal (opcional)' }));
    listLocalities.answers([
      { ...LOCALITIES[0], name: 'El Cabezón de Arriba', version: 2 } as Locality,
      LOCALITIES[1] as Locality,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));

    await waitFor(() => expect(updateLocality.calls).toHaveLength(1));
    expect(updateLocality.calls[0]).toMatchObject({
      path: '/localities/1',
      body: { name: 'El Cabezón', postalCode: null, version: 1 },
    });
    // The dialog is built again from the current locality (queries include hidden elements: src/lib/testing/dialog.ts).
    expect(await findStaleRecordNotice()).toBeInTheDocument();
    const current = await screen.findByRole('dialog', { hidden: true });
    const field = (name: string | RegExp) => within(current).getByRole('textbox', { name, hidden: true });
    expect(field(/^Nombre/)).toHaveValue('El Cabezón de Arriba');
    expect(field('Código postal (opcional)')).toHaveValue('46630');

    updateLocality.answers({ ...LOCALITIES[0], version: 3 } as Locality);
    await user.click(await findDialogButton('Guardar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateLocality.calls.at(-1)).toMatchObject({
      path: '/localities/1',
      body: { name: 'El Cabezón de Arriba', postalCode: '46630', version: 2 },
    });
  });

  it('asks for a place before listing localities', async () => {
    openPage(`${PATH}?view=localities`);
    expect(await screen.findByText(/Elige un estado y un municipio/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar localidad' })).not.toBeInTheDocument();
    expect(listLocalities.calls).toHaveLength(0);
  });
});
