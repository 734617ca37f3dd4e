import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from './early-start.ts';
import { FarmerApp } from './farmer-app.tsx';
import { defaultRoutes, farmerUser, installFakeApi, signIn, type FakeApi } from './test-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openSimulator(api: FakeApi = installFakeApi(defaultRoutes())) {
  const goTo = vi.fn();
  render(<FarmerApp goTo={goTo} />);
  await screen.findByRole('heading', { name: 'Tu siembra' });
  return { api, goTo, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('the farmer simulator entry', () => {
  beforeEach(() => signIn(farmerUser));

  it('asks for the user, the parameters and the hybrids before it renders, once each', async () => {
    const api = installFakeApi(defaultRoutes());
    startEarly();
    // Under way before React has rendered anything.
    expect(api.calls.map((call) => call.path)).toContain('/api/auth/me');
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/api/auth/me', '/api/simulator/params', '/api/simulator/hybrids']),
      ),
    );
    await openSimulator(api);
    const asked = (path: string) => api.calls.filter((call) => call.path === path).length;
    expect([asked('/api/auth/me'), asked('/api/simulator/params'), asked('/api/simulator/hybrids')]).toEqual([
      1, 1, 1,
    ]);
  });

  it('sends a visitor who is not signed in to the farmer sign-in with /simulator as objective', async () => {
    signIn(null);
    installFakeApi(defaultRoutes());
    const goTo = vi.fn();
    render(<FarmerApp goTo={goTo} />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login/farmer?objective=%2Fsimulator'));
  });

  it('sends a consultant without the current terms to accept them', async () => {
    const consultant = {
      ...farmerUser,
      clientKey: undefined,
      role: 'CONSULTANT' as const,
      acceptedTos: false,
    };
    signIn(consultant);
    installFakeApi(defaultRoutes(consultant));
    const goTo = vi.fn();
    render(<FarmerApp goTo={goTo} />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/accept-terms'));
  });

  it('ends a session the server no longer knows with the Spanish message, then signs in again', async () => {
    const routes = defaultRoutes();
    routes['GET /api/auth/me'] = () => ({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sesión inválida.' },
    });
    installFakeApi(routes);
    const goTo = vi.fn();
    render(<FarmerApp goTo={goTo} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sesión inválida. Por favor, inicia sesión nuevamente.',
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login/farmer?objective=%2Fsimulator'), {
      timeout: 4000,
    });
    expect(localStorage.getItem('userDetails')).toBeNull();
  });

  it('opens on the company parameters and shows the worked example to the peso', async () => {
    await openSimulator();
    expect(field('Hectáreas')).toHaveValue('10');
    expect(field('Densidad de siembra')).toHaveValue('80000');
    expect(screen.getByTestId('margin')).toHaveTextContent('$258,000.00');
    expect(screen.getByTestId('margin-per-ha')).toHaveTextContent('$25,800.00');
    expect(screen.getByTestId('roi')).toHaveTextContent('106.6 %');
    expect(screen.getByTestId('result-bags')).toHaveTextContent('14');
    expect(screen.getByTestId('result-seedInvestment')).toHaveTextContent('$42,000.00');
    expect(screen.getByTestId('result-revenue')).toHaveTextContent('$500,000.00');
    expect(screen.getByTestId('result-totalCost')).toHaveTextContent('$242,000.00');
    expect(screen.getByTestId('result-breakEvenYield')).toHaveTextContent('4.84 t/ha');
    expect(screen.getByTestId('result-breakEvenPrice')).toHaveTextContent('$2,420.00/t');
    expect(screen.getByRole('img', { name: /equilibrio: 4\.84 t\/ha/i })).toBeInTheDocument();
  });

  it('updates the results as the farmer types, and explains what does not read', async () => {
    const { user } = await openSimulator();
    await retype(user, 'Hectáreas', '20');
    expect(screen.getByTestId('result-bags')).toHaveTextContent('27');
    expect(screen.getByTestId('margin')).toHaveTextContent('$519,000.00');
    await retype(user, 'Rendimiento esperado', '4');
    expect(screen.getByText('Pérdida', { selector: '.sim-figure__label' })).toBeInTheDocument();
    expect(screen.getByTestId('margin')).toHaveTextContent('-$81,000.00');

    await retype(user, 'Hectáreas', '0');
    expect(screen.getByText('Las hectáreas deben ser mayores que 0.')).toBeInTheDocument();
    expect(screen.getByText('Corrige los datos marcados para ver el resultado.')).toBeInTheDocument();
    expect(screen.queryByTestId('margin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar simulación' })).toBeDisabled();

    await retype(user, 'Hectáreas', '');
    expect(screen.getByText('Escribe las hectáreas.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows the real seed cost after a Dkbono credit', async () => {
    const { user } = await openSimulator();
    await retype(user, 'Crédito DKbono', '12000');
    expect(screen.getByText('Costo real de tu semilla después del DKbono: $30,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('margin')).toHaveTextContent('$270,000.00');
  });

  it('compares a second hybrid with the extra yield that pays its price difference', async () => {
    const { user } = await openSimulator();
    await user.click(screen.getByRole('button', { name: /Agregar híbrido/ }));
    const second = screen.getByRole('region', { name: 'Híbrido 2' });
    expect(within(second).getByLabelText('Híbrido')).toHaveValue('2');
    const table = screen.getByTestId('comparison');
    expect(within(table).getByText('DK-4018 Temporal')).toBeInTheDocument();
    expect(screen.getByTestId('extra-yield')).toHaveTextContent(
      'DK-4018 Temporal: Cuesta $9,100.00 más que DK-2042 Precoz: se paga solo si rinde al menos 0.19 t/ha más.',
    );
    // Plain words: which one pays and by how much; one money format; no negative yield.
    expect(screen.getByTestId('best-hybrid')).toHaveTextContent(
      'Con tus datos conviene DK-2042 Precoz: gana $9,100.00 más que DK-4018 Temporal.',
    );
    expect(within(table).getByText('$3,650.00')).toBeInTheDocument();
    const secondPrice = within(second).getByLabelText('Precio por bolsa');
    await user.clear(secondPrice);
    await user.type(secondPrice, '2900');
    expect(within(screen.getByTestId('comparison')).getByText('No necesita')).toBeInTheDocument();
    expect(screen.getByTestId('best-hybrid')).toHaveTextContent(
      'Con tus datos conviene DK-4018 Temporal: gana $1,400.00 más que DK-2042 Precoz.',
    );
    expect(screen.getByTestId('comparison').closest('section')?.textContent).not.toMatch(/-[\d.]+ t\/ha/);
    await user.click(within(second).getByRole('button', { name: 'Quitar el híbrido 2' }));
    expect(screen.queryByTestId('comparison')).not.toBeInTheDocument();
  });

  it('asks before signing out, and only then ends the session', async () => {
    const { api, goTo, user } = await openSimulator();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('¿Cerrar sesión en este teléfono?');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login/farmer?objective=%2Fsimulator'));
    expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
  });

  it('switches to silage with its own defaults and hybrids', async () => {
    const { user } = await openSimulator();
    await user.click(screen.getByRole('radio', { name: 'Forraje (ensilaje)' }));
    expect(field('Rendimiento esperado')).toHaveValue('50');
    expect(field('Precio de venta')).toHaveValue('1000');
    expect(screen.getByLabelText('Híbrido')).toHaveValue('3');
    expect(field('Hectáreas')).toHaveValue('10');
  });

  it('saves the run with every hybrid and lists it', async () => {
    const api = installFakeApi(defaultRoutes());
    let saved = false;
    const summary = {
      id: 41,
      name: 'Parcela norte',
      createdAt: '2026-03-05T10:30:00.000Z',
      clientId: 7,
      clientName: 'Ramón Ortiz',
      createdByName: null,
      productionKind: 'GRAIN',
      hectares: 10,
      scenarioCount: 1,
      margin: 258000,
      roi: 1.0661,
    };
    api.routes['POST /api/simulator/simulations'] = () => {
      saved = true;
      return { status: 201, body: { data: { ...summary, scenarios: [] } } };
    };
    api.routes['GET /api/simulator/simulations'] = () => ({
      status: 200,
      body: {
        data: {
          data: saved ? [summary] : [],
          page: 1,
          size: 5,
          totalPages: saved ? 1 : 0,
          totalRecords: saved ? 1 : 0,
        },
      },
    });
    const { user } = await openSimulator(api);
    expect(await screen.findByText(/Aún no guardas simulaciones/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre (opcional)'), 'Parcela norte');
    await user.click(screen.getByRole('button', { name: 'Guardar simulación' }));
    await waitFor(() => expect(saved).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/simulator/simulations');
    expect(post?.body).toMatchObject({
      name: 'Parcela norte',
      scenarios: [
        { hectares: 10, seedsPerBag: 60000, pricePerBag: 3000, label: 'DK-2042 Precoz', productId: 1 },
      ],
    });
    expect(post?.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('Simulación guardada.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Parcela norte 05\/03\/26 · / })).toBeInTheDocument();
  });

  it('without signal computes with the cached parameters, says from when, and queues the save', async () => {
    const routes = defaultRoutes();
    routes['GET /api/auth/me'] = () => 'offline';
    const cached = { 'x-agroventas-from-cache': '1', 'x-agroventas-fetched-at': '2026-03-05T10:30:00.000Z' };
    const online = routes['GET /api/simulator/params'];
    routes['GET /api/simulator/params'] = (init) => {
      const answer = online?.(init);
      return answer && answer !== 'offline' ? { ...answer, headers: cached } : 'offline';
    };
    routes['POST /api/simulator/simulations'] = () => 'offline';
    const { user } = await openSimulator(installFakeApi(routes));
    expect(screen.getByTestId('status-banner')).toHaveTextContent(
      /Sin conexión: calculamos con los parámetros guardados el 05\/03\/26 a las \d\d:30/,
    );
    expect(screen.getByTestId('margin')).toHaveTextContent('$258,000.00');
    await user.click(screen.getByRole('button', { name: 'Guardar simulación' }));
    expect(
      await screen.findByText('Sin conexión: la guardaremos en cuanto vuelva la señal.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('status-banner')).toHaveTextContent(
      '1 simulación espera señal para guardarse.',
    );
  });

  it('says it cannot work without signal when nothing was cached yet', async () => {
    const routes = defaultRoutes();
    routes['GET /api/simulator/params'] = () => 'offline';
    installFakeApi(routes);
    render(<FarmerApp goTo={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión y sin parámetros guardados.');
  });
});
