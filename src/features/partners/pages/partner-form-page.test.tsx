import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PartnerDetail } from '../../../../domain/partners.ts';
import { lastListSearchAtom } from '../../../lib/list-return.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { DEMO_DISTRIBUTOR } from '../../../lib/testing/partners.ts';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import { PARTNER_ZONES, staffOf } from '../test-support.ts';
import PartnerFormPage from './partner-form-page.tsx';

const createPartner = apiRoute('post', '/partners');
const getPartner = apiRoute('get', '/partners/:id');
const updatePartner = apiRoute('put', '/partners/:id');
const listZones = apiRoute('get', '/zones');
const listStates = apiRoute('get', '/states');
const listMunicipalities = apiRoute('get', '/states/:id/municipalities');

const DETAIL: PartnerDetail = { ...DEMO_DISTRIBUTOR, usage: { users: 2, sales: 12 } };

const CREATE_PATH = '/dashboard/partners/create';
const EDIT_PATH = '/dashboard/partners/edit/:id';

function openForm(at: string, path: string) {
  renderRoute({ at, path, page: <PartnerFormPage /> });
  return userEvent.setup({ delay: null });
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  appStore.set(userDetailsAtom, staffOf('ADMIN'));
  listZones.answers(PARTNER_ZONES);
  listStates.answers([
    { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
    { id: 26, code: '26', name: 'Sonora', abbreviation: 'Son.', zone: { id: 1, name: 'Noroeste' } },
  ]);
  listMunicipalities.replies(({ params }) =>
    dataAnswer(
      params.id === '14'
        ? [
            { id: 101, stateId: 14, code: '006', name: 'Ameca' },
            { id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' },
          ]
        : [{ id: 201, stateId: 26, code: '018', name: 'Cajeme' }],
    ),
  );
});
afterEach(() => {
  cleanup();
  appStore.set(lastListSearchAtom, {});
});

describe('PartnerFormPage', () => {
  it('creates a partner of the tab’s type, proposing the zone of the chosen state', async () => {
    createPartner.answers({
      ...DETAIL,
      id: 9,
      type: 'SILAGE_VENDOR',
      name: 'Ensilados',
    });
    const user = openForm(`${CREATE_PATH}?type=SILAGE_VENDOR`, CREATE_PATH);

    expect(await screen.findByRole('combobox', { name: /^Tipo de socio/ })).toHaveTextContent(
      'Vendedor de ensilaje',
    );
    await user.click(screen.getByRole('textbox', { name: /^Nombre o razón social/ }));
    await user.paste('Ensilados');
    await choose(user, /^Estado/, 'Sonora');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Zona/ })).toHaveTextContent('Noroeste'),
    );
    await choose(user, /^Municipio/, 'Cajeme');
    // Another state proposes its own zone, since the zone was the proposed one.
    await choose(user, /^Estado/, 'Jalisco');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Zona/ })).toHaveTextContent('Occidente-Bajío'),
    );
    expect(screen.getByRole('combobox', { name: /^Municipio/ })).toHaveValue('');
    await choose(user, /^Municipio/, 'Ameca');
    await user.click(screen.getByRole('button', { name: 'Registrar socio' }));

    await waitFor(() => expect(address()).toHaveTextContent('/dashboard/partners/list/SILAGE_VENDOR'));
    expect(createPartner.calls.map((call) => call.body)).toEqual([
      {
        type: 'SILAGE_VENDOR',
        name: 'Ensilados',
        stateId: 14,
        municipalityId: 101,
        zoneId: 3,
      },
    ]);
  });

  it('links back to the list of its type with the filters, page and sort it was left with', async () => {
    appStore.set(lastListSearchAtom, { '/dashboard/partners/list/SILAGE_VENDOR': 'q=agro&page=2' });
    const user = openForm(`${CREATE_PATH}?type=SILAGE_VENDOR`, CREATE_PATH);

    expect(await screen.findByRole('link', { name: 'Volver a vendedores de ensilaje' })).toHaveAttribute(
      'href',
      '/dashboard/partners/list/SILAGE_VENDOR?q=agro&page=2',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(address()).toHaveTextContent('/dashboard/partners/list/SILAGE_VENDOR?q=agro&page=2');
  });

  it('keeps a zone the admin chose by hand when the state changes', async () => {
    const user = openForm(CREATE_PATH, CREATE_PATH);
    await screen.findByRole('combobox', { name: /^Zona/ });
    await choose(user, /^Zona/, 'Noroeste');
    await choose(user, /^Estado/, 'Jalisco');
    expect(screen.getByRole('combobox', { name: /^Zona/ })).toHaveTextContent('Noroeste');
  });

  it('shows field messages before sending, and the server’s refusal under its field', async () => {
    createPartner.refuses({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Ya existe un socio de este tipo llamado «Ensilados».',
      details: [{ path: 'name', message: 'Ya existe un socio de este tipo con ese nombre.' }],
    });
    const user = openForm(CREATE_PATH, CREATE_PATH);
    await screen.findByRole('button', { name: 'Registrar socio' });

    await fillField(user, 'RFC (opcional)', 'abc');
    await user.click(screen.getByRole('button', { name: 'Registrar socio' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeVisible();
    expect(screen.getByText('El RFC no es válido.')).toBeVisible();
    expect(createPartner.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('RFC (opcional)'));
    await user.click(screen.getByRole('textbox', { name: /^Nombre o razón social/ }));
    await user.paste('Ensilados');
    await user.click(screen.getByRole('button', { name: 'Registrar socio' }));
    expect(await screen.findByText('Ya existe un socio de este tipo con ese nombre.')).toBeVisible();
    expect(screen.getByText('Ya existe un socio de este tipo llamado «Ensilados».')).toBeVisible();
    expect(address()).toHaveTextContent(CREATE_PATH);
  });

  it('edits a partner in use: its type is locked, and it can be deactivated', async () => {
    getPartner.answers(DETAIL);
    updatePartner.answers({ ...DETAIL, active: false });
    const user = openForm('/dashboard/partners/edit/7', EDIT_PATH);

    expect(await screen.findByDisplayValue('Agroinsumos de los Altos')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Tipo de socio/ })).toBeDisabled();
    expect(screen.getByText(/Asignado a 2 usuarios y registrado en 12 ventas/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Municipio/ })).toHaveValue('Tepatitlán de Morelos'),
    );
    await user.click(screen.getByRole('switch', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(address()).toHaveTextContent('/dashboard/partners/list/DISTRIBUTOR'));
    expect(getPartner.calls.map((call) => call.path)).toContain('/partners/7');
    expect(updatePartner.calls).toHaveLength(1);
    expect(updatePartner.calls[0]?.path).toBe('/partners/7');
    // The record as loaded, without its id and the names shown beside its ids, and now inactive.
    const {
      id: _id,
      stateName: _state,
      municipalityName: _municipality,
      zoneName: _zone,
      ...sent
    } = DEMO_DISTRIBUTOR;
    expect(updatePartner.calls[0]?.body).toEqual({ ...sent, active: false });
  });

  it('shows a coordinator its zone instead of a zone choice', async () => {
    appStore.set(userDetailsAtom, staffOf('COORDINATOR'));
    getPartner.answers(DETAIL);
    openForm('/dashboard/partners/edit/7', EDIT_PATH);

    expect(await screen.findByDisplayValue('Occidente-Bajío')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /^Zona/ })).not.toBeInTheDocument();
    expect(listZones.calls).toHaveLength(0);
  });

  it('lets a supervisor read a partner without saving', async () => {
    appStore.set(userDetailsAtom, staffOf('SUPERVISOR'));
    getPartner.answers(DETAIL);
    openForm('/dashboard/partners/edit/7', EDIT_PATH);

    expect(await screen.findByText(/Solo lectura/)).toBeVisible();
    expect(screen.getByDisplayValue('Agroinsumos de los Altos')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeDisabled();
  });

  it('says when the partner does not exist', async () => {
    getPartner.refuses({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'El socio no existe.',
    });
    openForm('/dashboard/partners/edit/99', EDIT_PATH);
    expect(await screen.findByText('No encontramos este registro')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
