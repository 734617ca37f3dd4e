import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../domain/notifications.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { appStore } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { countUnread } from '../api/count-unread.ts';
import { listNotifications } from '../api/list-notifications.ts';
import { markAllRead } from '../api/mark-all-read.ts';
import { markRead } from '../api/mark-read.ts';
import { unreadCountAtom } from '../atoms.ts';
import { NotificationBell } from './notification-bell.tsx';

vi.mock('../api/count-unread.ts', () => ({ countUnread: vi.fn() }));
vi.mock('../api/list-notifications.ts', () => ({ listNotifications: vi.fn() }));
vi.mock('../api/mark-read.ts', () => ({ markRead: vi.fn() }));
vi.mock('../api/mark-all-read.ts', () => ({ markAllRead: vi.fn() }));

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
  vi.resetAllMocks();
  act(() => appStore.set(unreadCountAtom, null));
});
afterEach(cleanup);

describe('NotificationBell', () => {
  it('shows how many notifications are unread', async () => {
    vi.mocked(countUnread).mockResolvedValue(3);
    openBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
  });

  it('shows no number when nothing is unread', async () => {
    vi.mocked(countUnread).mockResolvedValue(0);
    openBell();
    await waitFor(() => expect(countUnread).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('lists the latest on click; opening one marks it read and goes to its record', async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(2).mockResolvedValue(1);
    vi.mocked(listNotifications).mockResolvedValue(
      pageOf([notification(7), notification(6, { readAt: '2026-03-01T10:00:00.000Z' }), notification(5)]),
    );
    vi.mocked(markRead).mockImplementation(async (id) =>
      notification(id, { readAt: new Date().toISOString() }),
    );
    const user = openBell();

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const latest = await screen.findByRole('list', { name: 'Notificaciones recientes' });
    expect(listNotifications).toHaveBeenCalledWith({ page: 1, size: 5, sort: 'date:desc' });
    expect(await within(latest).findAllByRole('listitem')).toHaveLength(3);

    await user.click(await within(latest).findByRole('button', { name: /DK-2026-000007 liquidado/ }));
    expect(markRead).toHaveBeenCalledWith(7);
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/dkbono/7');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeVisible(),
    );
  });

  it('does not mark again one already read', async () => {
    vi.mocked(countUnread).mockResolvedValue(0);
    vi.mocked(listNotifications).mockResolvedValue(
      pageOf([notification(6, { readAt: '2026-03-01T10:00:00.000Z', link: null })]),
    );
    const user = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    await user.click(await screen.findByRole('button', { name: /DK-2026-000006 liquidado/ }));
    expect(markRead).not.toHaveBeenCalled();
    // A notification without a record opens the notifications page.
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/notifications');
  });

  it('marks everything read from the popover', async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(2).mockResolvedValueOnce(2).mockResolvedValue(0);
    vi.mocked(listNotifications)
      .mockResolvedValueOnce(pageOf([notification(2), notification(1)]))
      .mockResolvedValue(pageOf([notification(2, { readAt: 'x' }), notification(1, { readAt: 'x' })]));
    vi.mocked(markAllRead).mockResolvedValue({ updated: 2 });
    const user = openBell();

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await screen.findByRole('list', { name: 'Notificaciones recientes' });
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    expect(markAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled(),
    );
    expect(appStore.get(unreadCountAtom)).toBe(0);
  });

  it('says so when the latest cannot be loaded', async () => {
    vi.mocked(countUnread).mockResolvedValue(1);
    vi.mocked(listNotifications).mockRejectedValue({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado.',
    });
    const user = openBell();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las notificaciones.');
  });
});
