import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { fillField, renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { signInWithMicrosoft } from '../microsoft-button.ts';
import LoginPage from './login-page.tsx';
import { demoAdmin } from '../test-fixtures.ts';

// MSAL's popup and redirect need a real identity provider.
vi.mock('../microsoft-button.ts', () => ({ signInWithMicrosoft: vi.fn() }));

const login = apiRoute('post', '/auth/');
const clientLogin = apiRoute('post', '/auth/client');
// A sign-in is complete once the session's user is read.
const getSession = apiRoute('get', '/auth/me');
const getVoucherLinkFolio = apiRoute('get', '/vouchers/links/:code/folio');

/** The sign-in is accepted and the session is `user`'s. */
function signInAccepted(route: typeof login, user: UserDetails) {
  route.answers({ ok: true });
  getSession.answers(user);
}

const farmer: UserDetails = {
  ...demoAdmin,
  id: 7,
  role: 'FARMER',
  clientKey: 'AGV-••••-••••-7KQ2',
  email: null,
};

function openLogin(at: string) {
  renderRoute({ at, path: '/login/:role?', page: <LoginPage /> });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address').textContent;

beforeEach(() => {
  vi.resetAllMocks();
});
afterEach(() => {
  cleanup();
  appStore.set(userDetailsAtom, null);
});

describe('LoginPage, staff mode', () => {
  it('shows a Spanish message under each field instead of sending an empty form', async () => {
    const user = openLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('El correo electrónico es obligatorio.')).toBeVisible();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeVisible();
    expect(login.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@');
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the session ended when it opens after one did, and only on that visit', async () => {
    sessionStorage.setItem('agroventas.session-ended', '1');
    openLogin('/login');
    expect(await screen.findByText('Sesión inválida. Por favor, inicia sesión nuevamente.')).toBeVisible();
    cleanup();

    openLogin('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(
      screen.queryByText('Sesión inválida. Por favor, inicia sesión nuevamente.'),
    ).not.toBeInTheDocument();
  });

  it('signs in and opens the objective of the address', async () => {
    signInAccepted(login, demoAdmin);
    const user = openLogin('/login?objective=%2Fdashboard%2Fcustomers');

    await fillField(user, 'Correo electrónico', ' Admin@Agroventas.mx ');
    await fillField(user, 'Contraseña', 'Cosecha-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(address()).toBe('/dashboard/customers'));
    expect(login.calls.map((call) => call.body)).toEqual([
      { email: 'admin@agroventas.mx', password: 'Cosecha-Demo-2026' },
    ]);
  });

  it('opens the home page of the role when the objective points outside the app', async () => {
    signInAccepted(login, demoAdmin);
    const user = openLogin('/login?objective=https%3A%2F%2Fevil.example');

    await fillField(user, 'Correo electrónico', 'admin@agroventas.mx');
    await fillField(user, 'Contraseña', 'Cosecha-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(address()).toBe('/dashboard/users'));
  });

  it('disables the button while the sign-in is on its way', async () => {
    // The sign-in's answer never comes.
    login.replies(() => new Promise<Response>(() => {}));
    const user = openLogin('/login');

    await fillField(user, 'Correo electrónico', 'admin@agroventas.mx');
    await fillField(user, 'Contraseña', 'Cosecha-Demo-2026');
    await user.click(screen.getByRole('button', { name: /Iniciar sesión$/ }));

    expect(screen.getByRole('button', { name: /Iniciar sesión$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Iniciar sesión$/ }));
    await waitFor(() => expect(login.calls.length).toBeGreaterThan(0));
    expect(login.calls).toHaveLength(1);
  });

  it("shows the server's message inline when the credentials are wrong", async () => {
    const refused: ApiErrorBody = {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Correo o contraseña incorrectos.',
    };
    login.refuses(refused);
    const user = openLogin('/login');

    await fillField(user, 'Correo electrónico', 'admin@agroventas.mx');
    await fillField(user, 'Contraseña', 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Correo o contraseña incorrectos.')).toBeVisible();
    expect(address()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it('links to password recovery, the farmer sign-in (keeping the objective) and self-registration', async () => {
    const user = openLogin('/login?objective=%2Fsimulator');

    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/restore-password',
    );
    expect(screen.getByRole('link', { name: 'Registrarme como cliente' })).toHaveAttribute(
      'href',
      '/customer-registration',
    );
    await user.click(screen.getByRole('link', { name: 'Soy agricultor' }));
    expect(address()).toBe('/login/farmer?objective=%2Fsimulator');
    expect(screen.getByLabelText('Clave de cliente')).toBeVisible();
  });

  it('hands the Microsoft button to the injected sign-in and then finishes on the redirect page', async () => {
    vi.mocked(signInWithMicrosoft).mockResolvedValue(true);
    const user = openLogin('/login?objective=%2Fdashboard%2Fseasons%2Flist');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión con Microsoft' }));

    await waitFor(() => expect(address()).toBe('/redirect?objective=%2Fdashboard%2Fseasons%2Flist'));
  });
});

describe('LoginPage, farmer mode', () => {
  it.each(['/login/farmer', '/login/FARMER'])('asks only for the client key at %s', (at) => {
    openLogin(at);

    expect(screen.getByLabelText('Clave de cliente')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soy personal de Agroventas' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('names the Dkbono of the link before sign-in, and only its folio', async () => {
    getVoucherLinkFolio.answers({ folio: 'DK-2026-000013' });
    openLogin(`/login/farmer?objective=${encodeURIComponent('/simulator?dkbono=qp0ay9z5z4')}`);
    expect(
      await screen.findByText('Entra con tu clave de cliente para simular tu DKbono DK-2026-000013.'),
    ).toBeVisible();
    expect(getVoucherLinkFolio.calls.map((call) => call.params.code)).toEqual(['qp0ay9z5z4']);
  });

  it('keeps the generic words without a Dkbono, or when the link is unknown', async () => {
    getVoucherLinkFolio.refuses({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'El recurso solicitado no existe.',
    });
    openLogin(`/login/farmer?objective=${encodeURIComponent('/simulator?dkbono=zzzzzzzzzz')}`);
    await waitFor(() => expect(getVoucherLinkFolio.calls.length).toBeGreaterThan(0));
    expect(screen.getByText('Escribe la clave de cliente que te dio tu asesor.')).toBeVisible();
    cleanup();
    const asked = getVoucherLinkFolio.calls.length;
    openLogin('/login/farmer?objective=%2Fsimulator');
    expect(screen.getByText('Escribe la clave de cliente que te dio tu asesor.')).toBeVisible();
    expect(getVoucherLinkFolio.calls).toHaveLength(asked);
  });

  it('requires the client key', async () => {
    const user = openLogin('/login/farmer');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('La clave de cliente es obligatoria.')).toBeVisible();
    expect(clientLogin.calls).toHaveLength(0);
  });

  it('signs the farmer in and opens the objective', async () => {
    signInAccepted(clientLogin, farmer);
    const user = openLogin('/login/farmer?objective=%2Fsimulator%3Fkind%3DSILAGE');

    await fillField(user, 'Clave de cliente', 'agv-7kq2-9xmd-p4tw');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(address()).toBe('/simulator?kind=SILAGE'));
    expect(clientLogin.calls.map((call) => call.body)).toEqual([{ clientKey: 'agv-7kq2-9xmd-p4tw' }]);
  });

  it('sends the farmer to the simulator without an objective', async () => {
    signInAccepted(clientLogin, farmer);
    const user = openLogin('/login/farmer');

    await fillField(user, 'Clave de cliente', 'AGV-7KQ2-9XMD-P4TW');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await waitFor(() => expect(address()).toBe('/simulator'));
  });

  it("shows the server's message for an unknown key", async () => {
    const refused: ApiErrorBody = {
      statusCode: 401,
      code: 'INVALID_CLIENT_KEY',
      message: 'La clave de cliente no es válida.',
    };
    clientLogin.refuses(refused);
    const user = openLogin('/login/farmer');

    await fillField(user, 'Clave de cliente', 'AGV-0000-0000-0000');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('La clave de cliente no es válida.')).toBeVisible();
    expect(address()).toBe('/login/farmer');
  });
});
