import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { pageOf } from '../../../lib/testing/page.ts';
import { DEMO_DISTRIBUTOR } from '../../../lib/testing/partners.ts';
import { TestProviders } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { userListItem } from '../test-fixtures.ts';
import { ApproveUserDialog } from './approve-user-dialog.tsx';

const approveUser = apiRoute('put', '/users/:id/approve');
const getUser = apiRoute('get', '/users/:id');
// The supervisors of the chosen zone (size=all).
const listUsers = apiRoute('get', '/users');
const listZones = apiRoute('get', '/zones');
const listPartners = apiRoute('get', '/partners');

const SUPERVISOR = userListItem(5, {
  email: 'supervisor@agroventas.mx',
  firstName: 'Mónica',
  lastName: 'Salazar Ríos',
  role: 'SUPERVISOR',
  createdAt: '2026-01-10T10:00:00.000Z',
});

/** What the page sent to approve: the account and the assignment. */
const approvals = () => approveUser.calls.map(({ path, body }) => ({ path, body }));

const PERSON = {
  id: 31,
  firstName: 'Miguel Ángel',
  lastName: 'Rosas Beltrán',
  email: 'miguel.rosas@agroventas.mx',
};

function detail(patch: Partial<UserDetail>): UserDetail {
  return {
    ...PERSON,
    phone: null,
    role: null,
    status: 'PENDING',
    zoneId: null,
    zoneName: null,
    supervisorId: null,
    supervisorName: null,
    distributorId: null,
    distributorName: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    hasPassword: false,
    hasMicrosoft: true,
    acceptedTosAt: null,
    tosVersion: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...patch,
  };
}

function signInAs(role: UserDetails['role']) {
  appStore.set(userDetailsAtom, {
    id: 2,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Ricardo',
    lastName: 'Fuentes',
    email: 'coordinador@agroventas.mx',
  });
}

function openDialog() {
  const onApproved = vi.fn();
  const onClose = vi.fn();
  render(
    <TestProviders>
      <ApproveUserDialog user={PERSON} onClose={onClose} onApproved={onApproved} />
    </TestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog'), onApproved, onClose };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  listZones.answers([
    { id: 1, name: 'Noroeste' },
    { id: 3, name: 'Occidente-Bajío' },
  ]);
  listPartners.answers(pageOf([DEMO_DISTRIBUTOR]));
  listUsers.answers(pageOf([SUPERVISOR]));
});
afterEach(cleanup);

describe('ApproveUserDialog', () => {
  it('asks for a role first, field by field, without calling the server', async () => {
    signInAs('ADMIN');
    const { user, dialog } = openDialog();
    expect(
      within(dialog).getByRole('heading', { name: 'Aprobar a Miguel Ángel Rosas Beltrán' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));
    expect(await within(dialog).findByText('Elige un rol.')).toBeVisible();
    await choose(user, dialog, 'Rol', 'Supervisor');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));
    expect(await within(dialog).findByText('Elige una zona.')).toBeVisible();
    expect(approveUser.calls).toHaveLength(0);
  });

  it('approves a consultant with the zone, a supervisor of that zone and a distributor', async () => {
    signInAs('ADMIN');
    approveUser.answers(detail({ status: 'ACTIVE', role: 'CONSULTANT' }));
    const { user, dialog, onApproved } = openDialog();
    await choose(user, dialog, 'Rol', 'Consultor');
    expect(within(dialog).getByText('Elige primero la zona.')).toBeVisible();
    await choose(user, dialog, 'Zona', 'Occidente-Bajío');
    await waitFor(() =>
      expect(listUsers.calls.map((call) => call.query)).toContainEqual({
        role: 'SUPERVISOR',
        status: 'ACTIVE',
        zoneId: '3',
        page: '1',
        size: 'all',
      }),
    );
    await choose(user, dialog, 'Supervisor', 'Mónica Salazar Ríos');
    await choose(user, dialog, 'Distribuidor', 'Agroinsumos de los Altos');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));

    await waitFor(() => expect(onApproved).toHaveBeenCalledTimes(1));
    expect(approvals()).toEqual([
      {
        path: '/users/31/approve',
        body: { role: 'CONSULTANT', zoneId: 3, supervisorId: 5, distributorId: 7 },
      },
    ]);
  });

  it('offers a coordinator only supervisor and consultant, in its own zone already chosen', async () => {
    signInAs('COORDINATOR');
    getUser.answers(
      detail({ id: 2, role: 'COORDINATOR', status: 'ACTIVE', zoneId: 3, zoneName: 'Occidente-Bajío' }),
    );
    approveUser.answers(detail({ status: 'ACTIVE', role: 'SUPERVISOR' }));
    const { user, dialog } = openDialog();
    await user.click(within(dialog).getByRole('combobox', { name: /^Rol/ }));
    const roles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(roles).toEqual(['Supervisor', 'Consultor']);
    await user.click(screen.getByRole('option', { name: 'Supervisor' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Zona/ })).toHaveTextContent('Occidente-Bajío'),
    );
    expect(getUser.calls.map((call) => call.path)).toContain('/users/2');
    expect(listZones.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));
    await waitFor(() =>
      expect(approvals()).toEqual([{ path: '/users/31/approve', body: { role: 'SUPERVISOR', zoneId: 3 } }]),
    );
  });

  it('keeps the server refusal in the dialog, next to its field', async () => {
    signInAs('ADMIN');
    approveUser.refuses({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Los datos enviados no son válidos.',
      details: [{ path: 'zoneId', message: 'La zona elegida no existe.' }],
    });
    const { user, dialog, onApproved } = openDialog();
    await choose(user, dialog, 'Rol', 'Coordinador');
    await choose(user, dialog, 'Zona', 'Noroeste');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));
    expect(await within(dialog).findByText('La zona elegida no existe.')).toBeVisible();
    expect(within(dialog).getByText('Los datos enviados no son válidos.')).toBeVisible();
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('says so when the zones cannot be loaded, and still lets an admin be approved', async () => {
    signInAs('ADMIN');
    listZones.refuses({ statusCode: 404, code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' });
    approveUser.answers(detail({ status: 'ACTIVE', role: 'ADMIN' }));
    const { user, dialog } = openDialog();
    await choose(user, dialog, 'Rol', 'Supervisor');
    expect(
      await within(dialog).findByText('No se pudieron cargar las zonas. Intenta más tarde.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: /^Zona/ })).toBeDisabled();
    await choose(user, dialog, 'Rol', 'Administrador');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar', hidden: true }));
    await waitFor(() =>
      expect(approvals()).toEqual([{ path: '/users/31/approve', body: { role: 'ADMIN' } }]),
    );
  });
});
