import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerDetail } from '../../../../domain/partners.ts';
import { listMunicipalities } from '../../../lib/locations/list-municipalities.ts';
import { listStates } from '../../../lib/locations/list-states.ts';
import { lastListSearchAtom } from '../../../lib/list-return.ts';
import { listZones } from '../../../lib/locations/list-zones.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { createPartner } from '../api/create-partner.ts';
import { getPartner } from '../api/get-partner.ts';
import { updatePartner } from '../api/update-partner.ts';
import { staffOf } from '../test-support.ts';
import PartnerFormPage from './partner-form-page.tsx';

vi.mock('../api/create-partner.ts', () => ({ createPartner: vi.fn() }));
vi.mock('../api/get-partner.ts', () => ({ getPartner: vi.fn() }));
vi.mock('../api/update-partner.ts', () => ({ updatePartner: vi.fn() }));
vi.mock('../../../lib/locations/list-zones.ts', () => ({ listZones: vi.fn() }));
vi.mock('../../../lib/locations/list-states.ts', () => ({ listStates: vi.fn() }));
vi.mock('../../../lib/locations/list-municipalities.ts', () => ({ listMunicipalities: vi.fn() }));
vi.mock('../../../lib/locations/list-localities.ts', () => ({ listLocalities: vi.fn() }));

const DETAIL: PartnerDetail = {
  id: 7,
  type: 'DISTRIBUTOR',
  name: 'Agroinsumos de los Altos',
  taxId: 'AAL0803127K4',
  contactName: 'Rodolfo Gutiérrez',
  phone: '3787812045',
  email: 'ventas@agroaltos.com.mx',
  stateId: 14,
  stateName: 'Jalisco',
  municipalityId: 102,
  municipalityName: 'Tepatitlán de Morelos',
  zoneId: 3,
  zoneName: 'Occidente-Bajío',
  active: true,
  version: 4,
  usage: { users: 2, sales: 12 },
};

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
  vi.resetAllMocks();
  appStore.set(userDetailsAtom, staffOf('ADMIN'));
  vi.mocked(listZones).mockResolvedValue([
    { id: 1, name: 'Noroeste' },
    { id: 3, name: 'Occidente-Bajío' },
  ]);
  vi.mocked(listStates).mockResolvedValue([
    { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
    { id: 26, code: '26', name: 'Sonora', abbreviation: 'Son.', zone: { id: 1, name: 'Noroeste' } },
  ]);
  vi.mocked(listMunicipalities).mockImplementation(async (stateId) =>
    stateId === 14
      ? [
          { id: 101, stateId: 14, code: '006', name: 'Ameca' },
          { id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' },
        ]
      : [{ id: 201, stateId: 26, code: '018', name: 'Cajeme' }],
  );
});
afterEach(() => {
  cleanup();
  appStore.set(lastListSearchAtom, {});
});

describe('PartnerFormPage', () => {
  it('creates a partner of the tab’s type, proposing the zone of the chosen state', async () => {
    vi.mocked(createPartner).mockResolvedValue({
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
    expect(createPartner).toHaveBeenCalledWith({
      type: 'SILAGE_VENDOR',
      name: 'Ensilados',
      stateId: 14,
      municipalityId: 101,
      zoneId: 3,
    });
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
    vi.mocked(createPartner).mockRejectedValue({
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
    expect(createPartner).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('RFC (opcional)'));
    await user.click(screen.getByRole('textbox', { name: /^Nombre o razón social/ }));
    await user.paste('Ensilados');
    await user.click(screen.getByRole('button', { name: 'Registrar socio' }));
    expect(await screen.findByText('Ya existe un socio de este tipo con ese nombre.')).toBeVisible();
    expect(screen.getByText('Ya existe un socio de este tipo llamado «Ensilados».')).toBeVisible();
    expect(address()).toHaveTextContent(CREATE_PATH);
  });

  it('edits a partner in use: its type is locked, and it can be deactivated', async () => {
    vi.mocked(getPartner).mockResolvedValue(DETAIL);
    vi.mocked(updatePartner).mockResolvedValue({ ...DETAIL, active: false });
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
    expect(getPartner).toHaveBeenCalledWith(7);
    expect(updatePartner).toHaveBeenCalledWith(7, {
      type: 'DISTRIBUTOR',
      name: 'Agroinsumos de los Altos',
      taxId: 'AAL0803127K4',
      contactName: 'Rodolfo Gutiérrez',
      phone: '3787812045',
      email: 'ventas@agroaltos.com.mx',
      stateId: 14,
      municipalityId: 102,
      zoneId: 3,
      active: false,
      version: 4,
    });
  });

  it('shows a coordinator its zone instead of a zone choice', async () => {
    appStore.set(userDetailsAtom, staffOf('COORDINATOR'));
    vi.mocked(getPartner).mockResolvedValue(DETAIL);
    openForm('/dashboard/partners/edit/7', EDIT_PATH);

    expect(await screen.findByDisplayValue('Occidente-Bajío')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /^Zona/ })).not.toBeInTheDocument();
    expect(listZones).not.toHaveBeenCalled();
  });

  it('lets a supervisor read a partner without saving', async () => {
    appStore.set(userDetailsAtom, staffOf('SUPERVISOR'));
    vi.mocked(getPartner).mockResolvedValue(DETAIL);
    openForm('/dashboard/partners/edit/7', EDIT_PATH);

    expect(await screen.findByText(/Solo lectura/)).toBeVisible();
    expect(screen.getByDisplayValue('Agroinsumos de los Altos')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo' })).toBeDisabled();
  });

  it('says when the partner does not exist', async () => {
    vi.mocked(getPartner).mockRejectedValue({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'El socio no existe.',
    });
    openForm('/dashboard/partners/edit/99', EDIT_PATH);
    expect(await screen.findByText('No encontramos este registro')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
