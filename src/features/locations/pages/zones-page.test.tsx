import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ZoneSummary } from '../../../../domain/locations.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import ZonesPage from './zones-page.tsx';

const listZoneSummaries = apiRoute('get', '/zones/summary');
const createZone = apiRoute('post', '/zones');
const renameZone = apiRoute('put', '/zones/:id');
const deleteZone = apiRoute('delete', '/zones/:id');

const zone = (id: number, name: string, patch: Partial<ZoneSummary> = {}): ZoneSummary => ({
  id,
  name,
  states: [],
  users: 0,
  clients: 0,
  partners: 0,
  version: 1,
  ...patch,
});

const ZONES = [
  zone(3, 'Occidente-Bajío', {
    states: [
      { id: 14, name: 'Jalisco', abbreviation: 'Jal.' },
      { id: 11, name: 'Guanajuato', abbreviation: 'Gto.' },
    ],
    users: 5,
    clients: 40,
    partners: 1,
  }),
  zone(1, 'Noroeste', { states: [{ id: 26, name: 'Sonora', abbreviation: 'Son.' }] }),
  zone(6, 'Altiplano'),
];

function openPage(at = '/dashboard/locations/zones') {
  renderRoute({ at, path: '/dashboard/locations/zones', page: <ZonesPage /> });
  return userEvent.setup({ delay: null });
}

const rows = () => screen.getAllByRole('row').slice(1);
const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  listZoneSummaries.answers(ZONES);
});
afterEach(cleanup);

describe('ZonesPage', () => {
  it('lists the zones by name with their states and what uses them', async () => {
    openPage();
    expect(await screen.findByText('Occidente-Bajío')).toBeVisible();
    expect(rows().map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual([
      expect.stringContaining('Altiplano'),
      expect.stringContaining('Noroeste'),
      expect.stringContaining('Occidente-Bajío'),
    ]);
    expect(screen.getByText('5 usuarios · 40 clientes · 1 socio')).toBeVisible();
    expect(screen.getByText('Jalisco')).toBeVisible();
    expect(screen.getByText('Sin estados')).toBeVisible();
  });

  it('searches zones and their states, and sorts by the number of states', async () => {
    const user = openPage('/dashboard/locations/zones?q=sonora');
    expect(await screen.findByText('Noroeste')).toBeVisible();
    expect(screen.queryByText('Occidente-Bajío')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard\/locations\/zones$/));
    await user.click(screen.getByRole('columnheader', { name: 'Estados' }));
    await waitFor(() => expect(address()).toHaveTextContent('sort=states%3Aasc'));
    expect(rows()[0]).toHaveTextContent('Altiplano');
    expect(rows()[2]).toHaveTextContent('Occidente-Bajío');
  });

  it('creates a zone and lists it after', async () => {
    createZone.answers({ id: 9, name: 'Golfo' });
    const user = openPage();
    await screen.findByText('Altiplano');
    listZoneSummaries.answers([...ZONES, zone(9, 'Golfo')]);

    await user.click(screen.getByRole('button', { name: 'Nueva zona' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Nombre de la zona/ }));
    await user.paste(' Golfo ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Golfo')).toBeVisible();
    expect(createZone.calls.map((call) => call.body)).toEqual([{ name: 'Golfo' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('shows a taken name under the field and keeps the dialog open', async () => {
    renameZone.refuses({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Ya existe una zona llamada «Noroeste».',
      details: [{ path: 'name', message: 'Ya existe una zona con ese nombre.' }],
    });
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar el nombre de Altiplano' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    expect(input).toHaveValue('Altiplano');
    await user.clear(input);
    await user.type(input, 'noroeste');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar', hidden: true }));

    expect(await within(dialog).findByText('Ya existe una zona con ese nombre.')).toBeVisible();
    expect(renameZone.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/zones/6', body: { name: 'noroeste', version: 1 } },
    ]);
  });

  it('says what still uses a zone when deleting it is refused', async () => {
    deleteZone.refuses({
      statusCode: 409,
      code: 'IN_USE',
      message: 'No se puede eliminar la zona «Occidente-Bajío» porque la usan 5 usuarios y 2 estados.',
    });
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Occidente-Bajío' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText(
        'No se puede eliminar la zona «Occidente-Bajío» porque la usan 5 usuarios y 2 estados.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('Occidente-Bajío')).toBeVisible();
  });

  it('deletes an unused zone after confirming', async () => {
    deleteZone.answers({ ok: true });
    const user = openPage();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Altiplano' }));
    listZoneSummaries.answers(ZONES.slice(0, 2));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(screen.queryByText('Altiplano')).not.toBeInTheDocument());
    expect(deleteZone.calls.map((call) => call.path)).toEqual(['/zones/6']);
  });
});
