import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorParamsResponse } from '../../../../../domain/simulator-params.ts';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../../lib/testing/stale-record.ts';
import { params } from '../../farmer/test-api.ts';
import { apiRoute, dataAnswer } from '../../../../test/api.ts';
import SimulatorParamsPage from './simulator-params-page.tsx';

const getSimulatorParams = apiRoute('get', '/simulator/params');
const updateSimulatorParams = apiRoute('put', '/simulator/params');

// The demo's parameters, as the farmer simulator's tests have them, at a later version.
const STORED: SimulatorParamsResponse = { ...params, updatedAt: '2026-03-01T16:00:00.000Z', version: 3 };

function openPage() {
  renderRoute({
    at: '/dashboard/params/simulator-params',
    path: '/dashboard/params/simulator-params',
    page: <SimulatorParamsPage />,
  });
  return userEvent.setup({ delay: null });
}

async function kind(name: string) {
  return within(await screen.findByRole('region', { name }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

beforeEach(() => {
  getSimulatorParams.answers(STORED);
});
afterEach(cleanup);

describe('SimulatorParamsPage', () => {
  it('shows both production kinds with their units', async () => {
    openPage();
    const grain = await kind('Grano');
    expect(grain.getByRole('spinbutton', { name: /Precio por tonelada/ })).toHaveValue(5000);
    expect(grain.getByText('semillas/ha')).toBeVisible();
    const silage = await kind('Forraje (ensilaje)');
    expect(silage.getByRole('spinbutton', { name: /Rendimiento esperado/ })).toHaveValue(50);
    expect(silage.getByText('Toneladas de materia verde por hectárea (hasta 200).')).toBeVisible();
  });

  it('refuses values out of range before sending', async () => {
    const user = openPage();
    const grain = await kind('Grano');
    await retype(user, grain.getByRole('spinbutton', { name: /Emergencia/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await grain.findByText('El porcentaje de emergencia no puede pasar de 100 %.')).toBeVisible();
    expect(updateSimulatorParams.calls).toHaveLength(0);
  });

  it('saves both kinds together as numbers', async () => {
    updateSimulatorParams.replies(({ body }) => {
      const set = body as Pick<SimulatorParamsResponse, 'grain' | 'silage'>;
      return dataAnswer({
        grain: { ...STORED.grain, ...set.grain },
        silage: { ...STORED.silage, ...set.silage },
        updatedAt: '2026-03-02T16:00:00.000Z',
        version: 4,
      });
    });
    const user = openPage();
    const silage = await kind('Forraje (ensilaje)');
    await retype(user, silage.getByRole('spinbutton', { name: /Otros costos por hectárea/ }), '26000.5');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(updateSimulatorParams.calls).toHaveLength(1));
    expect(updateSimulatorParams.calls[0]?.body).toEqual({
      grain: STORED.grain,
      silage: { ...STORED.silage, otherCostsPerHa: 26000.5 },
      version: 3,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeDisabled());
  });

  it("puts the server's refusal on the field it is about", async () => {
    updateSimulatorParams.refuses({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Los datos enviados no son válidos.',
      details: [{ path: 'grain.defaultYield', message: 'El rendimiento no puede pasar de 200 t/ha.' }],
    });
    const user = openPage();
    await kind('Grano');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const grain = await kind('Grano');
    expect(await grain.findByText('El rendimiento no puede pasar de 200 t/ha.')).toBeVisible();
    expect(screen.getByText('Los datos enviados no son válidos.')).toBeVisible();
  });

  it('starts over from the current values when someone else saved first, and saves that version', async () => {
    updateSimulatorParams.refusesOnce(staleRecordRefusal());
    const user = openPage();
    await retype(
      user,
      (await kind('Grano')).getByRole('spinbutton', { name: /Precio por tonelada/ }),
      '5200',
    );
    getSimulatorParams.answers({
      ...STORED,
      grain: { ...STORED.grain, pricePerTon: 6100 },
      version: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await findStaleRecordNotice()).toBeVisible();
    expect(updateSimulatorParams.calls[0]?.body).toEqual(expect.objectContaining({ version: 3 }));
    const grain = await kind('Grano');
    await waitFor(() =>
      expect(grain.getByRole('spinbutton', { name: /Precio por tonelada/ })).toHaveValue(6100),
    );

    updateSimulatorParams.answers({ ...STORED, version: 5 });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(updateSimulatorParams.calls).toHaveLength(2));
    expect(updateSimulatorParams.calls.at(-1)?.body).toEqual(
      expect.objectContaining({ grain: { ...STORED.grain, pricePerTon: 6100 }, version: 4 }),
    );
  });
});
