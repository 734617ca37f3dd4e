import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../domain/notifications.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { appStore } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import { unreadCountAtom } from '../atoms.ts';
import { NotificationBell } from './notification-bell.tsx';

const countUnread = apiRoute('get', '/notifications/unread-count');
const listNotifications = apiRoute('get', '/notifications');
const markRead = apiRoute('put', '/notifications/:id/read');
const markAllRead = apiRoute('put', '/notifications/read-all');

const notification = (id: number, patch: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'VOUCHER_PAID',
  title: `DKbono DK-2026-00000${id} liquidado`,
  body: 'Quedó pagado por completo.',
  link: `/dashboard/sales/dkbono/${id}`,
  readAt: null,
  createdAt: new Date().toISOString(),
  ...patch,
});

const pageOf = (data: Notification[]): Page<Notification> => ({
  data,
  page: 1,
  size: 5,
  totalPages: 1,
  totalRecords: data.length,
  countKind: 'exact',
});

function openBell() {
  renderRoute({ at: '/dashboard/sales/list/sale', path: '/dashboard/*', page: <NotificationBell /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  act(() => appStore.set(unreadCountAtom, null));
});
afterEach(cleanup);

describe('NotificationBell', () => {
  it('shows how many notifications are unread', async () => {
    countUnread.answers({ unread: 3 });
    openBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
  });

  it('shows no number when nothing is unread', async () => {
    countUnread.answers({ unread: 0 });
    openBell();
    await waitFor(() => expect(countUnread.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('lists the latest on click; opening one marks it read and goes to its record', async () => {
    countUnread.answersOnce({ unread: 2 }).answers({ unread: 1 });
    listNotifications.answers(
      pageOf([notification(7), notification(6, { readAt: '2026-03-01T10:00:00.000Z' }), notification(5)]),
    );
    markRead.replies(({ params }) =>
      dataAnswer(notification(Number(params.id), { readAt: new Date().toISOString() })),
    );
    const user = openBell();

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const latest = await screen.findByRole('list', { name: 'Notificaciones recientes' });
    expect(listNotifications.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: '5',
      sort: 'date:desc',
    });
    expect(await within(latest).findAllByRole('listitem')).toHaveLength(3);

    await user.click(await within(latest).findByRole('button', { name: /DK-2026-000007 liquidado/ }));
    await waitFor(() => expect(markRead.calls.map((call) => call.path)).toEqual(['/notifications/7/read']));
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/dkbono/7');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeVisible(),
    );
  });

  it('does not mark again one already read', async () => {
    countUnread.answers({ unread: 0 });
    listNotifications.answers(pageOf([notification(6, { readAt: '2026-03-01T10:00:00.000Z', link: null })]));
    const user = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    await user.click(await screen.findByRole('button', { name: /DK-2026-000006 liquidado/ }));
    expect(markRead.calls).toHaveLength(0);
    // A notification without a record opens the notifications page.
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/notifications');
  });

  it('marks everything read from the popover', async () => {
    countUnread.answersOnce({ unread: 2 }).answersOnce({ unread: 2 }).answers({ unread: 0 });
    listNotifications
      .answersOnce(pageOf([notification(2), notification(1)]))
      .answers(pageOf([notification(2, { readAt: 'x' }), notification(1, { readAt: 'x' })]));
    markAllRead.answers({ updated: 2 });
    const user = openBell();

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await screen.findByRole('list', { name: 'Notificaciones recientes' });
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(markAllRead.calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled(),
    );
    expect(appStore.get(unreadCountAtom)).toBe(0);
  });

  it('says so when the latest cannot be loaded', async () => {
    countUnread.answers({ unread: 1 });
    listNotifications.refuses({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado.',
    });
    const user = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las notificaciones.');
  });
});
