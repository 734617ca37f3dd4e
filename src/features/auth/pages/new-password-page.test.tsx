import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import NewPasswordPage from './new-password-page.tsx';

const resetPassword = apiRoute('post', '/auth/reset-password');

const TOKEN = 'k3J9pQ2xV7mN4rT8wY1zB6cD5fG0hL2s';

function openPage(at = `/new-password?token=${TOKEN}`) {
  renderRoute({ at, path: '/new-password', page: <NewPasswordPage /> });
  return userEvent.setup({ delay: null });
}

afterEach(cleanup);

describe('NewPasswordPage', () => {
  it('refuses a confirmation that does not match', async () => {
    const user = openPage();
    await fillField(user, 'Nueva contraseña', 'Girasol-Temporal-77');
    await fillField(user, 'Confirmar contraseña', 'Girasol-Temporal-78');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeVisible();
    expect(resetPassword.calls).toHaveLength(0);
  });

  it('refuses a common password and a short one, and says why', async () => {
    const user = openPage();
    await fillField(user, 'Nueva contraseña', 'password123');
    await fillField(user, 'Confirmar contraseña', 'password123');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByText('Esa contraseña es demasiado común; elige otra.')).toBeVisible();

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await fillField(user, 'Nueva contraseña', 'corta');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
    expect(resetPassword.calls).toHaveLength(0);
  });

  it('ticks the rules off as the password is typed', async () => {
    const user = openPage();
    const lengthRule = screen.getByText('Tener al menos 8 caracteres');
    expect(lengthRule).toHaveTextContent('(pendiente)');

    await fillField(user, 'Nueva contraseña', 'Girasol-77');

    expect(lengthRule).toHaveTextContent('(cumplido)');
    expect(screen.getByText('No ser una contraseña común')).toHaveTextContent('(cumplido)');
  });

  it('saves the password with the token of the link and offers to sign in', async () => {
    resetPassword.answers({ ok: true });
    const user = openPage();
    await fillField(user, 'Nueva contraseña', 'Girasol-Temporal-77');
    await fillField(user, 'Confirmar contraseña', 'Girasol-Temporal-77');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada')).toBeVisible();
    expect(resetPassword.calls.map((call) => call.body)).toEqual([
      { token: TOKEN, password: 'Girasol-Temporal-77' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByTestId('current-address')).toHaveTextContent('/login');
  });

  it("shows the server's message when the link expired", async () => {
    const expired: ApiErrorBody = {
      statusCode: 409,
      code: 'INVALID_TOKEN',
      message: 'El enlace no es válido o ya expiró. Solicita uno nuevo.',
    };
    resetPassword.refuses(expired);
    const user = openPage();
    await fillField(user, 'Nueva contraseña', 'Girasol-Temporal-77');
    await fillField(user, 'Confirmar contraseña', 'Girasol-Temporal-77');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByText('El enlace no es válido o ya expiró. Solicita uno nuevo.')).toBeVisible();
  });

  it('explains a link without a token and points to a new one', () => {
    openPage('/new-password');

    expect(screen.getByText(/Este enlace no es válido o está incompleto/)).toBeVisible();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute(
      'href',
      '/restore-password',
    );
  });
});
