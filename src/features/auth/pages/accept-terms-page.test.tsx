import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Terms, UserDetails } from '../../../../domain/auth.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { SESSION_URL } from '../api/urls.ts';
import AcceptTerms from './accept-terms-page.tsx';

const getTerms = apiRoute('get', '/terms');
const acceptTerms = apiRoute('post', '/users/accept-tos');
const getSession = apiRoute('get', SESSION_URL);

const consultant: UserDetails = {
  id: 4,
  role: 'CONSULTANT',
  distributor: null,
  acceptedTos: false,
  firstName: 'Carlos',
  lastName: 'Méndez',
  email: 'consultor@agroventas.mx',
};
const terms: Terms = {
  version: 3,
  text: 'Cláusula 1. Los datos de los clientes son confidenciales.',
  publishedAt: '2026-01-15T12:00:00.000Z',
};

function openPage() {
  renderRoute({ at: '/accept-terms', path: '/accept-terms', page: <AcceptTerms /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  appStore.set(userDetailsAtom, consultant);
});
afterEach(cleanup);

describe('AcceptTerms', () => {
  it('shows the terms with their version and accepts them only once the box is ticked', async () => {
    getTerms.answers(terms);
    acceptTerms.answers({ ok: true });
    // Accepting reads the session again, which now says so.
    getSession.answers({ ...consultant, acceptedTos: true });
    const user = openPage();

    expect(await screen.findByText(terms.text)).toBeVisible();
    expect(screen.getByText('Versión 3 · publicada el 15/01/26')).toBeVisible();
    const accept = screen.getByRole('button', { name: 'Aceptar términos' });
    expect(accept).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'He leído y acepto los términos y condiciones' }));
    await user.click(accept);

    await waitFor(() =>
      expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/list/sale'),
    );
    expect(acceptTerms.calls).toHaveLength(1);
  });

  it('offers to try again when the terms cannot be loaded, and always to sign out', async () => {
    getTerms.refusesOnce({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento.',
    });
    getTerms.answersOnce(terms);
    const user = openPage();

    expect(await screen.findByText('El servicio no está disponible en este momento.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(terms.text)).toBeVisible();
  });
});
