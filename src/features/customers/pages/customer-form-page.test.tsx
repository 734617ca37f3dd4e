import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../../domain/customers.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { apiRoute } from '../../../test/api.ts';
import CustomerFormPage from './customer-form-page.tsx';

const getCustomerLookups = apiRoute('get', '/clients/lookups');
const getCustomer = apiRoute('get', '/clients/:id');
const updateCustomer = apiRoute('put', '/clients/:id');
const listStates = apiRoute('get', '/states');
const listMunicipalities = apiRoute('get', '/states/:id/municipalities');
const listLocalities = apiRoute('get', '/municipalities/:id/localities');

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
  appStore.set(userDetailsAtom, {
    id: 2,
    role: 'CONSULTANT',
    distributor: null,
    acceptedTos: true,
    firstName: 'Laura',
    lastName: 'Méndez',
    email: 'laura@agroventas.mx',
  });
  getCustomerLookups.answers({ consultants: [], productionTypes: [] });
  listStates.answers([
    { id: 14, code: '14', name: 'Jalisco', abbreviation: 'Jal.', zone: { id: 3, name: 'Occidente-Bajío' } },
  ]);
  listMunicipalities.answers([{ id: 102, stateId: 14, code: '093', name: 'Tepatitlán de Morelos' }]);
  listLocalities.answers([]);
});
afterEach(cleanup);

describe('CustomerFormPage (edit)', () => {
  it('sends the version it loaded and clears an emptied field with null', async () => {
    getCustomer.answers(STORED);
    updateCustomer.answers({ ...STORED, hectares: null, version: 4 });
    renderRoute({ at: '/dashboard/customers/form/5/edit', path: EDIT_PATH, page: <CustomerFormPage /> });
    const user = userEvent.setup({ delay: null });

    await user.clear(await screen.findByRole('textbox', { name: /^Hectáreas/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

    await waitFor(() => expect(updateCustomer.calls.length).toBeGreaterThan(0));
    expect(updateCustomer.calls).toContainEqual(
      expect.objectContaining({
        path: '/clients/5',
        body: expect.objectContaining({ version: 3, hectares: null, localityId: null, municipalityId: 102 }),
        // Its Idempotency-Key: resent after a lost answer, the edit is applied once.
        headers: expect.objectContaining({ 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) }),
      }),
    );
  });

  it('reloads the record and says so when someone else saved it first', async () => {
    getCustomer.answersOnce(STORED).answers({ ...STORED, firstName: 'Rosalía', version: 4 });
    updateCustomer.refuses(staleRecordRefusal());
    renderRoute({ at: '/dashboard/customers/form/5/edit', path: EDIT_PATH, page: <CustomerFormPage /> });
    const user = userEvent.setup({ delay: null });

    await user.clear(await firstNameBox());
    await user.type(await firstNameBox(), 'Rosita');
    await user.click(screen.getByRole('button', { name: 'Guardar cliente' }));

    expect(await findStaleRecordNotice()).toBeInTheDocument();
    await waitFor(async () => expect(await firstNameBox()).toHaveValue('Rosalía'));
    expect(getCustomer.calls).toHaveLength(2);
  });
});
