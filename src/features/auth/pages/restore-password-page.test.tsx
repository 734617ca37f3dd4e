import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import RestorePasswordPage from './restore-password-page.tsx';

vi.mock('../api/forgot-password.ts', () => ({ forgotPassword: vi.fn() }));

const CONFIRMATION =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';

function openPage() {
  renderRoute({ at: '/restore-password', path: '/restore-password', page: <RestorePasswordPage /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(forgotPassword).mockResolvedValue();
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
      expect(forgotPassword).toHaveBeenCalledWith({ email });
      expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    },
  );

  it('asks for a valid address before sending anything', async () => {
    const user = openPage();
    await fillField(user, 'Correo electrónico', 'consultor-agroventas');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(forgotPassword).not.toHaveBeenCalled();
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });
});
