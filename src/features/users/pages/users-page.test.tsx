import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { pageOf } from '../../../lib/testing/page.ts';
import { apiRoute } from '../../../test/api.ts';
import { lastListSearchAtom } from '../../../lib/list-return.ts';
import { userListItem } from '../test-fixtures.ts';
import UserFormPage from './user-form-page.tsx';
import UsersPage from './users-page.tsx';

const listPendingUsers = apiRoute('get', '/users/pending');
const getUser = apiRoute('get', '/users/:id');
// The accounts, and the supervisors an approval offers (size=all).
const listUsers = apiRoute('get', '/users');
const listZones = apiRoute('get', '/zones');
const listDistributors = apiRoute('get', '/partners');

function signInAs(role: UserDetails['role']) {
  appStore.set(userDetailsAtom, {
    id: 1,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Laura',
    lastName: 'Méndez',
    email: 'admin@agroventas.mx',
  });
}

function open(at: string) {
  renderRoute({ at, path: '/dashboard/users/*', page: <UsersPage /> });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address').textContent;

beforeEach(() => {
  listUsers.answers(pageOf([userListItem(4, { firstName: 'Carlos', lastName: 'Ramírez' })]));
  listPendingUsers.answers(
    pageOf([
      userListItem(31, {
        firstName: 'Daniela',
        lastName: 'Ochoa',
        role: null,
        status: 'PENDING',
        zoneId: null,
        zoneName: null,
      }),
    ]),
  );
  listZones.answers([
    { id: 1, name: 'Noroeste' },
    { id: 3, name: 'Occidente-Bajío' },
  ]);
});
afterEach(cleanup);

describe('UsersPage', () => {
  it('reopens the list as it was left (filters and sort) from the back link of an account', async () => {
    signInAs('ADMIN');
    appStore.set(lastListSearchAtom, {});
    getUser.refuses({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'El usuario no existe.',
    });
    renderRoute({
      at: '/dashboard/users?role=CONSULTANT&sort=email:asc',
      path: '/dashboard/users/*',
      page: <UsersPage />,
      otherRoutes: [{ path: '/dashboard/users/form/:id?', page: <UserFormPage /> }],
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Carlos Ramírez' }));
    expect(address()).toBe('/dashboard/users/form/4');
    await user.click(await screen.findByRole('link', { name: 'Volver a la lista de usuarios' }));
    expect(address()).toBe('/dashboard/users?role=CONSULTANT&sort=email%3Aasc');
    await screen.findByRole('link', { name: 'Carlos Ramírez' });
    expect(listUsers.calls.at(-1)?.query).toEqual({
      role: 'CONSULTANT',
      page: '1',
      size: '10',
      sort: 'email:asc',
    });
  });

  it('shows the "users" tab at /dashboard/users and moves to "users-pending-list" by the address', async () => {
    signInAs('ADMIN');
    const user = open('/dashboard/users');
    expect(await screen.findByRole('link', { name: 'Carlos Ramírez' })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Usuarios' });
    expect(within(tabs).getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    // The pending tab tells how many wait.
    const pendingTab = await within(tabs).findByRole('tab', { name: 'Pendientes de aprobación (1)' });

    await user.click(pendingTab);
    expect(address()).toBe('/dashboard/users/pending-list');
    expect(await screen.findByRole('link', { name: 'Daniela Ochoa' })).toBeVisible();
    expect(within(tabs).getByRole('tab', { name: /^Pendientes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Aprobar a Daniela Ochoa' })).toBeVisible();
    expect(listPendingUsers.calls.at(-1)?.query).toEqual({ page: '1', size: '10', sort: 'createdAt:asc' });
  });

  it('opens the pending tab straight from its address, with the search in the query', async () => {
    signInAs('COORDINATOR');
    open('/dashboard/users/pending-list?q=ochoa');
    expect(await screen.findByRole('link', { name: 'Daniela Ochoa' })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Pendientes/ })).toHaveAttribute('aria-selected', 'true');
    expect(listPendingUsers.calls.map((call) => call.query)).toContainEqual({
      q: 'ochoa',
      page: '1',
      size: '10',
      sort: 'createdAt:asc',
    });
    expect(listUsers.calls).toHaveLength(0);
  });

  it('puts the list filters in the address and asks the server with them', async () => {
    signInAs('ADMIN');
    const user = open('/dashboard/users');
    await screen.findByRole('link', { name: 'Carlos Ramírez' });
    await user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Supervisor' }));
    expect(address()).toBe('/dashboard/users?role=SUPERVISOR');
    await waitFor(() =>
      expect(listUsers.calls.at(-1)?.query).toEqual({
        role: 'SUPERVISOR',
        page: '1',
        size: '10',
        sort: 'name:asc',
      }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Zona' }));
    await user.click(await screen.findByRole('option', { name: 'Noroeste' }));
    expect(address()).toBe('/dashboard/users?role=SUPERVISOR&zoneId=1');
  });

  it('opens the approve and reject dialogs from a pending row', async () => {
    signInAs('ADMIN');
    listDistributors.answers(pageOf([]));
    const user = open('/dashboard/users/pending-list');
    await user.click(await screen.findByRole('button', { name: 'Aprobar a Daniela Ochoa' }));
    const approving = await screen.findByRole('dialog', { name: 'Aprobar a Daniela Ochoa' });
    expect(within(approving).getByText(/persona31@agroventas\.mx/)).toBeVisible();
    await user.click(within(approving).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Rechazar a Daniela Ochoa' }));
    const rejecting = await screen.findByRole('dialog', { name: 'Rechazar la solicitud' });
    expect(rejecting).toHaveTextContent('¿Rechazar la solicitud de acceso de Daniela Ochoa?');
  });

  it('gives a supervisor the list to read: no invitation, no pending tab it could never use', async () => {
    signInAs('SUPERVISOR');
    open('/dashboard/users');
    expect(await screen.findByRole('link', { name: 'Carlos Ramírez' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invitar usuario' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Zona' })).toBeNull();
    expect(screen.queryByRole('tab', { name: /^Pendientes/ })).toBeNull();
  });

  it('shows a consultant its own profile at the same address instead of the list', async () => {
    signInAs('CONSULTANT');
    getUser.answers({
      ...userListItem(1, { firstName: 'Carlos', lastName: 'Ramírez', supervisorName: 'Mónica Salazar Ríos' }),
      hasPassword: true,
      hasMicrosoft: false,
      acceptedTosAt: '2026-03-02T18:00:00.000Z',
      tosVersion: 2,
      updatedAt: '2026-03-02T18:00:00.000Z',
      version: 1,
    });
    open('/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    expect(screen.getByText('Versión 2, aceptada el 02/03/26')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(getUser.calls.map((call) => call.path)).toContain('/users/1');
    expect(listUsers.calls).toHaveLength(0);
  });
});
