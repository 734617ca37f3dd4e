import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import RestorePasswordPage from './restore-password-page.tsx';

const forgotPassword = apiRoute('post', '/auth/forgot-password');

const CONFIRMATION =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';

function openPage() {
  renderRoute({ at: '/restore-password', path: '/restore-password', page: <RestorePasswordPage /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  forgotPassword.answers({ ok: true });
});
afterEach(cleanup);

describe('RestorePasswordPage', () => {
  it.each(['consultor@agroventas.mx', 'nadie@ejemplo.mx'])(
    'shows the same confirmation for %s, registered or not',
    async (email) => {
      const user = openPage();
      await fillField(user, 'Correo electrónico', email);
      await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

      expect(await screen.findByText(CONFIRMATION)).toBeVisible();
      expect(forgotPassword.calls.map((call) => call.body)).toEqual([{ email }]);
      expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    },
  );

  it('asks for a valid address before sending anything', async () => {
    const user = openPage();
    await fillField(user, 'Correo electrónico', 'consultor-agroventas');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(forgotPassword.calls).toHaveLength(0);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });
});
