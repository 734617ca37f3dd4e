import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../domain/notifications.ts';
import { appStore } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { pageOf } from '../../../lib/testing/page.ts';
import { apiRoute } from '../../../test/api.ts';
import { unreadCountAtom } from '../atoms.ts';
import NotificationsPage from './notifications-page.tsx';

const listNotifications = apiRoute('get', '/notifications');
const markRead = apiRoute('put', '/notifications/:id/read');
const markAllRead = apiRoute('put', '/notifications/read-all');
const countUnread = apiRoute('get', '/notifications/unread-count');

const notification = (id: number, patch: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'STOCK_LOW',
  title: `Inventario bajo: Híbrido ${id}`,
  body: 'Disponibles en la temporada PV-2026: 5 de 100 bolsas asignadas.',
  link: `/dashboard/seasons/inventory?seasonId=${id}`,
  readAt: null,
  createdAt: '2026-03-10T16:00:00.000Z',
  ...patch,
});

function openPage(at = '/dashboard/notifications') {
  renderRoute({ at, path: '/dashboard/*', page: <NotificationsPage /> });
  return userEvent.setup({ delay: null });
}
const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  countUnread.answers({ unread: 0 });
  act(() => appStore.set(unreadCountAtom, 2));
});
afterEach(cleanup);

describe('NotificationsPage', () => {
  it('lists my notifications a page at a time, with the read filter and the order in the address', async () => {
    listNotifications.answers(
      pageOf([notification(1), notification(2)], { totalRecords: 12, totalPages: 2 }),
    );
    const user = openPage();
    const list = await screen.findByRole('list', { name: 'Mis notificaciones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Página 1 de 2 · 12 registros')).toBeVisible();
    expect(listNotifications.calls.at(-1)?.query).toEqual({ page: '1', size: '10', sort: 'date:desc' });

    await user.click(screen.getByRole('tab', { name: 'No leídas' }));
    expect(address()).toHaveTextContent('/dashboard/notifications?unread=true');
    await waitFor(() =>
      expect(listNotifications.calls.at(-1)?.query).toEqual({
        unread: 'true',
        page: '1',
        size: '10',
        sort: 'date:desc',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(address()).toHaveTextContent('unread=true&page=2');
  });

  it('marks one read in place and lowers the bell', async () => {
    listNotifications.answers(pageOf([notification(1), notification(2)]));
    markRead.answers(notification(1, { readAt: '2026-03-11T10:00:00.000Z' }));
    countUnread.answers({ unread: 1 });
    const user = openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Marcar como leída: Inventario bajo: Híbrido 1' }),
    );
    await waitFor(() => expect(markRead.calls.map((call) => call.path)).toEqual(['/notifications/1/read']));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Marcar como leída: Inventario bajo: Híbrido 1' }),
      ).toBeNull(),
    );
    expect(
      screen.getByRole('button', { name: 'Marcar como leída: Inventario bajo: Híbrido 2' }),
    ).toBeVisible();
    await waitFor(() => expect(appStore.get(unreadCountAtom)).toBe(1));
  });

  it('opens the record a notification is about', async () => {
    listNotifications.answers(pageOf([notification(3)]));
    markRead.answers(notification(3, { readAt: '2026-03-11T10:00:00.000Z' }));
    const user = openPage();
    await user.click(
      await screen.findByRole('button', { name: /^Inventario bajo: Híbrido 3\. Disponibles.* Sin leer\.$/ }),
    );
    await waitFor(() => expect(markRead.calls.map((call) => call.path)).toEqual(['/notifications/3/read']));
    expect(address()).toHaveTextContent('/dashboard/seasons/inventory?seasonId=3');
  });

  it('reads in place a notification with no record to open (a customer moved away)', async () => {
    const movedAway = notification(4, {
      kind: 'CLIENT_UNASSIGNED',
      title: 'Cliente reasignado: Ana Ruiz',
      body: 'Ana Ruiz ya no está en tu cartera de clientes; ahora es cliente de Luis Pérez.',
      link: null,
    });
    listNotifications.answers(pageOf([movedAway]));
    markRead.answers({ ...movedAway, readAt: '2026-03-11T10:00:00.000Z' });
    const user = openPage();
    await user.click(
      await screen.findByRole('button', { name: /^Cliente reasignado: Ana Ruiz\. .* Sin leer\.$/ }),
    );
    await waitFor(() => expect(markRead.calls.map((call) => call.path)).toEqual(['/notifications/4/read']));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Marcar como leída: Cliente reasignado: Ana Ruiz' }),
      ).toBeNull(),
    );
    expect(address()).toHaveTextContent(/^\/dashboard\/notifications$/);
  });

  it('marks all read and says how many', async () => {
    listNotifications
      .answersOnce(pageOf([notification(1), notification(2)]))
      .answers(pageOf([notification(1, { readAt: 'x' }), notification(2, { readAt: 'x' })]));
    markAllRead.answers({ updated: 2 });
    const user = openPage();
    await screen.findByRole('list', { name: 'Mis notificaciones' });
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(markAllRead.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Marcar como leída/ })).toBeNull());
    await waitFor(() => expect(appStore.get(unreadCountAtom)).toBe(0));
  });

  it('says when there is nothing to show, per filter', async () => {
    listNotifications.answers(pageOf([]));
    openPage('/dashboard/notifications?unread=true');
    expect(await screen.findByText('No tienes notificaciones sin leer.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  });
});
