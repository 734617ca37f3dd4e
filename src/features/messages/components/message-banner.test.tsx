import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { listActiveMessages } from '../api/list-active-messages.ts';
import { MessageBanner } from './message-banner.tsx';

vi.mock('../api/list-active-messages.ts', () => ({ listActiveMessages: vi.fn() }));

const user = (id: number): UserDetails => ({
  id,
  role: 'CONSULTANT',
  distributor: null,
  acceptedTos: true,
  firstName: 'Carlos',
  lastName: 'Ramírez',
  email: `consultor${id}@agroventas.mx`,
});

const MESSAGES = [
  {
    id: 11,
    title: 'Arranque del ciclo',
    body: 'Ya está abierta la captura.',
    activeTo: '2026-04-30',
    readAt: null,
  },
  { id: 12, title: 'Junta de ventas', body: 'El lunes a las 9:00.', activeTo: null, readAt: null },
];

function showBanner(userId: number) {
  act(() => appStore.set(userDetailsAtom, user(userId)));
  renderRoute({ at: '/dashboard', path: '/dashboard', page: <MessageBanner /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
  vi.mocked(listActiveMessages).mockResolvedValue(MESSAGES);
});
afterEach(() => {
  cleanup();
  act(() => appStore.set(userDetailsAtom, null));
});

describe('MessageBanner', () => {
  it("shows the office's active messages with their last day", async () => {
    showBanner(4);
    expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
    expect(screen.getByText('Ya está abierta la captura.')).toBeVisible();
    expect(screen.getByText('Vigente hasta el 30/04/26')).toBeVisible();
    expect(screen.getByText('Junta de ventas')).toBeVisible();
  });

  it('hides a closed message and keeps it closed for that user only', async () => {
    const clicker = showBanner(4);
    await clicker.click(
      await screen.findByRole('button', { name: 'Cerrar el mensaje «Arranque del ciclo»' }),
    );
    expect(screen.queryByText('Arranque del ciclo')).toBeNull();
    expect(screen.getByText('Junta de ventas')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('dismissedMessages.4') ?? '[]')).toEqual([11]);

    cleanup();
    showBanner(4);
    expect(await screen.findByText('Junta de ventas')).toBeVisible();
    expect(screen.queryByText('Arranque del ciclo')).toBeNull();

    cleanup();
    showBanner(9);
    expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
  });

  it('shows nothing when every message was closed, and nothing when they cannot be loaded', async () => {
    localStorage.setItem('dismissedMessages.4', JSON.stringify([11, 12]));
    showBanner(4);
    await waitFor(() => expect(listActiveMessages).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Mensajes de la oficina' })).toBeNull();

    cleanup();
    vi.mocked(listActiveMessages).mockRejectedValue(new Error('sin red'));
    showBanner(5);
    await waitFor(() => expect(listActiveMessages).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Mensajes de la oficina' })).toBeNull();
  });

  it('forgets closed messages that are no longer active', async () => {
    localStorage.setItem('dismissedMessages.4', JSON.stringify([3]));
    const clicker = showBanner(4);
    await clicker.click(await screen.findByRole('button', { name: 'Cerrar el mensaje «Junta de ventas»' }));
    expect(JSON.parse(localStorage.getItem('dismissedMessages.4') ?? '[]')).toEqual([12]);
  });
});
