// The simulator remembers: the farmer's last numbers and hybrids survive a reload and a
// killed tab, per farmer; "Volver a los valores iniciales" starts again; signing out forgets them,
// an expired session does not.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarmerApp } from './farmer-app.tsx';
import { defaultRoutes, farmerUser, installFakeApi, signIn } from './test-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open() {
  const goTo = vi.fn();
  render(<FarmerApp goTo={goTo} />);
  await screen.findByRole('heading', { name: 'Tu siembra' });
  return { goTo, user: userEvent.setup() };
}

async function setHectares(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(screen.getByLabelText('Hectáreas'));
  await user.type(screen.getByLabelText('Hectáreas'), value);
}

describe('the farmer’s last numbers', () => {
  beforeEach(() => {
    signIn(farmerUser);
    installFakeApi(defaultRoutes());
  });

  it('come back after a reload, hybrids included, with a way back to the starting values', async () => {
    const { user } = await open();
    await setHectares(user, '40');
    await user.click(screen.getByRole('button', { name: /Agregar híbrido/ }));
    cleanup(); // the tab is gone

    await open();
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('40');
    expect(screen.getByRole('region', { name: 'Híbrido 2' })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent('Seguimos con tus últimos números.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a los valores iniciales' }));
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('10');
    expect(screen.queryByRole('region', { name: 'Híbrido 2' })).not.toBeInTheDocument();
    cleanup();
    await open();
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('10');
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('belong to the farmer who typed them', async () => {
    const { user } = await open();
    await setHectares(user, '40');
    cleanup();
    const other = { ...farmerUser, id: 8, firstName: 'Otra' };
    localStorage.setItem('userDetails', JSON.stringify(other));
    installFakeApi(defaultRoutes(other));
    await open();
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('10');
  });

  it('are forgotten on sign-out, and kept when the session merely expired', async () => {
    const { user, goTo } = await open();
    await setHectares(user, '40');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, cerrar sesión' }),
    );
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(Object.keys(localStorage).some((key) => key.startsWith('simulator.draft:'))).toBe(false);
    cleanup();

    signIn(farmerUser);
    const routes = defaultRoutes();
    installFakeApi(routes);
    const second = await open();
    await setHectares(second.user, '33');
    routes['POST /api/simulator/simulations'] = () => ({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sesión inválida.' },
    });
    await second.user.click(screen.getByRole('button', { name: 'Guardar simulación' }));
    await waitFor(() => expect(second.goTo).toHaveBeenCalled(), { timeout: 5000 });
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(Object.keys(localStorage).some((key) => key.startsWith('simulator.draft:'))).toBe(true);
  });
});
