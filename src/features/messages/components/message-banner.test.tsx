import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { setDeskScreen, setPhoneScreen } from '../../../lib/testing/screen-width.ts';
import { apiRoute, dataAnswer, HttpResponse } from '../../../test/api.ts';
import { messagesChanged } from '../queries.ts';
import { MessageBanner } from './message-banner.tsx';

const listActiveMessages = apiRoute('get', '/messages/active');
const markMessageRead = apiRoute('post', '/messages/:id/read');

/** A request that gets no answer at all, as without signal. */
const noSignal = () => HttpResponse.error();

const user = (id: number): UserDetails => ({
  id,
  role: 'CONSULTANT',
  distributor: null,
  acceptedTos: true,
  firstName: 'Carlos',
  lastName: 'Ramírez',
  email: `consultor${id}@agroventas.mx`,
});

const READ_AT = '2026-04-02T15:00:00.000Z';
const MESSAGES = [
  {
    id: 11,
    title: 'Arranque del ciclo',
    body: 'Ya está abierta la captura.',
    activeTo: '2026-04-30',
    readAt: null,
  },
  { id: 12, title: 'Junta de ventas', body: 'El lunes a las 9:00.', activeTo: null, readAt: READ_AT },
];

function showBanner(userId: number) {
  act(() => appStore.set(userDetailsAtom, user(userId)));
  renderRoute({ at: '/dashboard', path: '/dashboard', page: <MessageBanner /> });
  return userEvent.setup({ delay: null });
}

/** As showBanner, with what was rendered. */
function showBannerIn(userId: number) {
  act(() => appStore.set(userDetailsAtom, user(userId)));
  return renderRoute({ at: '/dashboard', path: '/dashboard', page: <MessageBanner /> });
}

/** The banner above the page of the frame, kept across a navigation to the next page (the returned step). */
function showBannerOnPages(userId: number) {
  act(() => appStore.set(userDetailsAtom, user(userId)));
  renderRoute({
    at: '/dashboard/customers',
    path: '/dashboard/*',
    page: (
      <>
        <MessageBanner />
        <Link to="/dashboard/sales">Ventas</Link>
      </>
    ),
  });
  return () => userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Ventas' }));
}

beforeEach(() => {
  localStorage.clear();
  listActiveMessages.answers(MESSAGES);
  markMessageRead.answers({ readAt: '2026-04-03T16:00:00.000Z' });
});
afterEach(() => {
  cleanup();
  act(() => appStore.set(userDetailsAtom, null));
});

const headingOf = (title: string) => screen.getByText(title).parentElement as HTMLElement;

describe('MessageBanner', () => {
  it('keeps the room it took last time while its messages load, so the page under it does not move', async () => {
    localStorage.setItem('messageBannerHeight.4.desk', '52');
    let answer: (response: Response) => void = () => undefined;
    listActiveMessages.replies(() => new Promise((resolve) => (answer = resolve)));
    const { container } = showBannerIn(4);
    const reserved = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(reserved).not.toBeNull();
    expect(reserved.style.height).toBe('52px');

    await waitFor(() => expect(listActiveMessages.calls).toHaveLength(1));
    expect(reserved).toBeInTheDocument();
    await act(async () => answer(dataAnswer(MESSAGES)));
    expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
    expect(reserved).not.toBeInTheDocument();
  });

  it('reserves nothing where no banner showed last time, and gives the room back if loading fails', async () => {
    listActiveMessages.replies(noSignal);
    localStorage.setItem('messageBannerHeight.5.desk', '52');
    const { container } = showBannerIn(5);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).toBeNull());
  });

  it("shows the office's active messages by title, new or read, their text folded until opened", async () => {
    showBanner(4);
    expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
    expect(headingOf('Arranque del ciclo')).toHaveTextContent('Nuevo');
    expect(headingOf('Junta de ventas')).toHaveTextContent('Leído');
    expect(screen.queryByText('Ya está abierta la captura.')).toBeNull();
    expect(screen.queryByText('El lunes a las 9:00.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leer el mensaje «Arranque del ciclo»' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('on a phone shows the first message on its line, with +1 for the other, until asked for both', async () => {
    setPhoneScreen();
    try {
      const clicks = showBanner(4);
      expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
      expect(screen.queryByText('Junta de ventas')).toBeNull();

      await clicks.click(screen.getByRole('button', { name: 'Ver 1 mensaje más de la oficina' }));
      expect(screen.getByText('Junta de ventas')).toBeVisible();
      expect(screen.queryByRole('button', { name: /mensajes? más/ })).toBeNull();
    } finally {
      setDeskScreen();
    }
  });

  it('shows the text and last day of a message opened, records the first opening only, and marks it read', async () => {
    const clicker = showBanner(4);
    await clicker.click(await screen.findByRole('button', { name: 'Leer el mensaje «Arranque del ciclo»' }));
    expect(screen.getByText('Ya está abierta la captura.')).toBeVisible();
    expect(screen.getByText('Vigente hasta el 30/04/26')).toBeVisible();
    await waitFor(() => expect(headingOf('Arranque del ciclo')).toHaveTextContent('Leído'));
    expect(markMessageRead.calls.map((call) => call.path)).toEqual(['/messages/11/read']);

    const hide = screen.getByRole('button', { name: 'Ocultar el mensaje «Arranque del ciclo»' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await clicker.click(hide);
    expect(screen.queryByText('Ya está abierta la captura.')).toBeNull();
    await clicker.click(screen.getByRole('button', { name: 'Leer el mensaje «Arranque del ciclo»' }));
    expect(screen.getByText('Ya está abierta la captura.')).toBeVisible();

    // One already read opens without being recorded again.
    await clicker.click(screen.getByRole('button', { name: 'Leer el mensaje «Junta de ventas»' }));
    expect(screen.getByText('El lunes a las 9:00.')).toBeVisible();
    expect(markMessageRead.calls).toHaveLength(1);
  });

  it('keeps a message new when its read could not be recorded, and records it on the next opening', async () => {
    markMessageRead.repliesOnce(noSignal);
    const clicker = showBanner(4);
    await clicker.click(await screen.findByRole('button', { name: 'Leer el mensaje «Arranque del ciclo»' }));
    expect(screen.getByText('Ya está abierta la captura.')).toBeVisible();
    await waitFor(() => expect(markMessageRead.calls).toHaveLength(1));
    expect(headingOf('Arranque del ciclo')).toHaveTextContent('Nuevo');

    await clicker.click(screen.getByRole('button', { name: 'Ocultar el mensaje «Arranque del ciclo»' }));
    await clicker.click(screen.getByRole('button', { name: 'Leer el mensaje «Arranque del ciclo»' }));
    await waitFor(() => expect(headingOf('Arranque del ciclo')).toHaveTextContent('Leído'));
    expect(markMessageRead.calls).toHaveLength(2);
  });

  it('hides a closed message and keeps it closed for that user only', async () => {
    const clicker = showBanner(4);
    await clicker.click(
      await screen.findByRole('button', { name: 'Cerrar el mensaje «Arranque del ciclo»' }),
    );
    expect(screen.queryByText('Arranque del ciclo')).toBeNull();
    expect(screen.getByText('Junta de ventas')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('dismissedMessages.4') ?? '[]')).toEqual([11]);
    // Closing is not reading.
    expect(markMessageRead.calls).toHaveLength(0);

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
    await waitFor(() => expect(listActiveMessages.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Mensajes de la oficina' })).toBeNull();

    cleanup();
    listActiveMessages.replies(noSignal);
    showBanner(5);
    await waitFor(() => expect(listActiveMessages.calls).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'Mensajes de la oficina' })).toBeNull();
  });

  it('holds a message published while the user is on a page until their next page, so nothing moves under them', async () => {
    const nextPage = showBannerOnPages(4);
    expect(await screen.findByText('Junta de ventas')).toBeVisible();

    // The list asked again: the office published a message, and the user read another elsewhere.
    const published = {
      id: 13,
      title: 'Cambio de precios',
      body: 'Desde el lunes.',
      activeTo: null,
      readAt: null,
    };
    listActiveMessages.answers([published, { ...MESSAGES[0], readAt: READ_AT }, MESSAGES[1]]);
    await act(() => messagesChanged());
    await waitFor(() => expect(headingOf('Arranque del ciclo')).toHaveTextContent('Leído'));
    expect(screen.queryByText('Cambio de precios')).toBeNull();

    await nextPage();
    expect(await screen.findByText('Cambio de precios')).toBeVisible();
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales');
  });

  it('holds the messages that come after a first load that failed until the next page, where no room was kept', async () => {
    listActiveMessages.replies(noSignal);
    localStorage.setItem('messageBannerHeight.4.desk', '52');
    const nextPage = showBannerOnPages(4);
    await waitFor(() => expect(listActiveMessages.calls).toHaveLength(1));

    // The signal is back and a save went out: the list is asked again, and the answer is in.
    listActiveMessages.answers(MESSAGES);
    await act(() => messagesChanged());
    // The banner notes its room once it has rendered an answer: none, as it shows none of it.
    await waitFor(() => expect(localStorage.getItem('messageBannerHeight.4.desk')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Mensajes de la oficina' })).toBeNull();

    await nextPage();
    expect(await screen.findByText('Arranque del ciclo')).toBeVisible();
  });

  it('forgets closed messages that are no longer active', async () => {
    localStorage.setItem('dismissedMessages.4', JSON.stringify([3]));
    const clicker = showBanner(4);
    await clicker.click(await screen.findByRole('button', { name: 'Cerrar el mensaje «Junta de ventas»' }));
    expect(JSON.parse(localStorage.getItem('dismissedMessages.4') ?? '[]')).toEqual([12]);
  });
});
