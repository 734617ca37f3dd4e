import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../../../domain/customers.ts';
import { listLocalities } from '../../../lib/locations/list-localities.ts';
import { listMunicipalities } from '../../../lib/locations/list-municipalities.ts';
import { listStates } from '../../../lib/locations/list-states.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { getCustomer } from '../api/get-customer.ts';
import { getCustomerLookups } from '../api/get-customer-lookups.ts';
import { updateCustomer } from '../api/save-customer.ts';
import CustomerFormPage from './customer-form-page.tsx';

vi.mock('../api/get-customer.ts', () => ({ getCustomer: vi.fn() }));
vi.mock('../api/get-customer-lookups.ts', () => ({ getCustomerLookups: vi.fn() }));
vi.mock('../api/save-customer.ts', () => ({ createCustomer: vi.fn(), updateCustomer: vi.fn() }));
vi.mock('../../../lib/locations/list-states.ts', () => ({ listStates: vi.fn() }));
vi.mock('../../../lib/locations/list-municipalities.ts', () => ({ listMunicipalities: vi.fn() }));
vi.mock('../../../lib/locations/list-localities.ts', () => ({ listLocalities: vi.fn() }));

const STORED: CustomerDetail = {
  id: 5,
  firstName: 'Rosa',
  lastName: 'Pérez',
  status: 'ACTIVE',
  phone: '3312345678',
  email: null,
  taxId: null,
  stateId: 14,
  stateName: 'Jalisco',
  municipalityId: 102,
  municipalityName: 'Tepatitlán de Morelos',
  localityId: null,
  localityName: null,
  zoneId: 3,
  zoneName: 'Occidente-Bajío',
  consultantId: 2,
  consultantName: 'Laura Méndez',
  hectares: 12,
  productionTypeId: null,
  productionTypeName: null,
  selfRegistered: false,
  hasClientKey: false,
  clientKeyHint: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  salesCount: 0,
  vouchersCount: 0,
};

const EDIT_PATH = '/dashboard/customers/form/:id/edit';
const firstNameBox = () => screen.findByRole('textbox', { name: /^Nombre/ });

beforeEach(() => {
  vi.resetAllMocks();
  appStore.set(userDetailsAtom, {
    id: 2,
    role: 'CONSULTANT',
    distributor: null,
    acceptedTos: true,
    firstName: 'Laura',
    lastName: 'Méndez',
    email: 'laura@agroventas.mx',
  });
  vi.mocked(getCustomerLookups).mockResolvedValue({ consultants: [], productionTypes: [] });
  vi.mocked(listStates).mockResolvedValue([
    { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
  ]);
  vi.mocked(listMunicipalities).mockResolvedValue([
    { id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' },
  ]);
  vi.mocked(listLocalities).mockResolvedValue([]);
});
afterEach(cleanup);

describe('CustomerFormPage (edit)', () => {
  it('sends the version it loaded and clears an emptied field with null', async () => {
    vi.mocked(getCustomer).mockResolvedValue(STORED);
    vi.mocked(updateCustomer).mockResolvedValue({ ...STORED, hectares: null, version: 4 });
    renderRoute({ at: '/dashboard/customers/form/5/edit', path: EDIT_PATH, page: <CustomerFormPage /> });
    const user = userEvent.setup({ delay: null });

    await user.clear(await screen.findByRole('textbox', { name: /^Hectáreas/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

    await waitFor(() => expect(updateCustomer).toHaveBeenCalled());
    expect(updateCustomer).toHaveBeenCalledWith(
      5,
      expect.objectContaining({ version: 3, hectares: null, localityId: null, municipalityId: 102 }),
      // Its Idempotency-Key: resent after a lost answer, the edit is applied once (issue 38).
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  it('reloads the record and says so when someone else saved it first', async () => {
    vi.mocked(getCustomer)
      .mockResolvedValueOnce(STORED)
      .mockResolvedValue({ ...STORED, firstName: 'Rosalía', version: 4 });
    vi.mocked(updateCustomer).mockRejectedValue(staleRecordRefusal());
    renderRoute({ at: '/dashboard/customers/form/5/edit', path: EDIT_PATH, page: <CustomerFormPage /> });
    const user = userEvent.setup({ delay: null });

    await user.clear(await firstNameBox());
    await user.type(await firstNameBox(), 'Rosita');
    await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

    expect(await findStaleRecordNotice()).toBeInTheDocument();
    await waitFor(async () => expect(await firstNameBox()).toHaveValue('Rosalía'));
    expect(getCustomer).toHaveBeenCalledTimes(2);
  });
});
