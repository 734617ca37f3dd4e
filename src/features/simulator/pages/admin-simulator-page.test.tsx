import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SimulationDetail, SimulationSummary } from '../../../../domain/simulator-schemas.ts';
import { simulate } from '../../../../domain/simulator.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { pageOf } from '../../../lib/testing/page.ts';
import { apiRoute } from '../../../test/api.ts';
import { hybrids, params } from '../farmer/test-api.ts';
import AdminSimulatorPage from './admin-simulator-page.tsx';

const getParams = apiRoute('get', '/simulator/params');
const getHybrids = apiRoute('get', '/simulator/hybrids');
const listCustomers = apiRoute('get', '/clients');
const listSimulations = apiRoute('get', '/simulator/simulations');
const saveSimulation = apiRoute('post', '/simulator/simulations');
const getSimulation = apiRoute('get', '/simulator/simulations/:id');

const customers = [
  { id: 12, firstName: 'Juana', lastName: 'Pérez', status: 'ACTIVE' as const },
  { id: 13, firstName: 'Pedro', lastName: 'Luna', status: 'ACTIVE' as const },
];

const summary: SimulationSummary = {
  id: 41,
  name: 'Propuesta PV-2026',
  createdAt: '2026-03-05T10:30:00.000Z',
  clientId: 12,
  clientName: 'Juana Pérez',
  createdByName: 'Juan Pérez Hernández',
  productionKind: 'GRAIN',
  hectares: 25,
  scenarioCount: 1,
  margin: 645000,
  roi: 1.0661,
};

beforeEach(() => {
  getParams.answers(params);
  getHybrids.answers(hybrids);
  listCustomers.answers(pageOf(customers));
  listSimulations.answers(pageOf([summary]));
});
afterEach(cleanup);

function open(at = '/dashboard/simulator?clientId=12') {
  renderRoute({ at, path: '/dashboard/simulator', page: <AdminSimulatorPage /> });
  return userEvent.setup();
}

const scenario = (n: number) => screen.getByRole('region', { name: `Escenario ${n}` });
const resultCell = (row: string, column: number) => {
  const table = within(screen.getByRole('region', { name: 'Resultados' })).getByRole('table');
  const cells = within(within(table).getByRole('row', { name: new RegExp(`^${row}`) })).getAllByRole('cell');
  return cells[column];
};

describe('the admin simulator', () => {
  it('opens on the customer of the address and lists its saved runs', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Simulaciones de Juana Pérez' })).toBeInTheDocument();
    expect(await screen.findByText('Propuesta PV-2026')).toBeInTheDocument();
    expect(listSimulations.calls.map((call) => call.query)).toContainEqual({
      clientId: '12',
      page: '1',
      size: '10',
      sort: 'date:desc',
    });
    expect(screen.getByRole('button', { name: 'Guardar para Juana Pérez' })).toBeEnabled();
  });

  it('recomputes the scenario as every parameter is edited', async () => {
    const user = open();
    await screen.findByRole('region', { name: 'Escenario 1' });
    expect(resultCell('Ganancia \\(margen\\)', 1)).toHaveTextContent('$258,000.00');
    const hectares = within(scenario(1)).getByLabelText('Hectáreas');
    await user.clear(hectares);
    await user.type(hectares, '20');
    expect(resultCell('Bolsas de semilla', 1)).toHaveTextContent('27');
    const price = within(scenario(1)).getByLabelText('Precio de venta');
    await user.clear(price);
    expect(within(scenario(1)).getByText('Escribe el precio por tonelada.')).toBeInTheDocument();
    expect(resultCell('Ganancia \\(margen\\)', 1)).toHaveTextContent('Corrige los datos marcados');
    expect(screen.getByRole('button', { name: 'Guardar para Juana Pérez' })).toBeDisabled();
  });

  it('compares a copied scenario with a dearer seed and saves both for the customer', async () => {
    saveSimulation.answers({ ...summary, scenarios: [] } satisfies SimulationDetail);
    const user = open();
    await screen.findByRole('region', { name: 'Escenario 1' });
    await user.click(within(scenario(1)).getByRole('button', { name: 'Duplicar el escenario 1' }));
    const bagPrice = within(scenario(2)).getByLabelText('Precio por bolsa');
    await user.clear(bagPrice);
    await user.type(bagPrice, '3650');
    expect(
      within(screen.getByRole('region', { name: 'Resultados' })).getByTestId('extra-yield'),
    ).toHaveTextContent(
      'DK-2042 Precoz (copia): Cuesta $9,100.00 más que DK-2042 Precoz: se paga solo si rinde al menos 0.19 t/ha más.',
    );
    await user.type(screen.getByLabelText('Nombre de la simulación'), 'Dos opciones');
    await user.click(screen.getByRole('button', { name: 'Guardar para Juana Pérez' }));
    await waitFor(() => expect(saveSimulation.calls).toHaveLength(1));
    expect(saveSimulation.calls[0]?.body).toMatchObject({
      clientId: 12,
      name: 'Dos opciones',
      scenarios: [
        { label: 'DK-2042 Precoz', pricePerBag: 3000, productId: 1 },
        { label: 'DK-2042 Precoz (copia)', pricePerBag: 3650, productId: 1 },
      ],
    });
    await waitFor(() => expect(listSimulations.calls).toHaveLength(2));
  });

  it('reopens a saved run in the editor', async () => {
    const input = {
      productionKind: 'GRAIN' as const,
      hectares: 25,
      seedsPerHa: 78000,
      seedsPerBag: 60000,
      pricePerBag: 3650,
      discount: 0,
      voucherCredit: 5000,
      yieldPerHa: 9,
      pricePerTon: 5200,
      otherCostsPerHa: 19000,
    };
    getSimulation.answers({
      ...summary,
      scenarios: [
        {
          label: 'Temporal',
          productId: 2,
          input,
          result: simulate(input),
          comparison: { costDifference: 0, marginDifference: 0, extraYieldToPay: 0 },
        },
      ],
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(within(scenario(1)).getByLabelText('Hectáreas')).toHaveValue('25'));
    expect(within(scenario(1)).getByLabelText('Crédito DKbono')).toHaveValue('5000');
    expect(screen.getByLabelText('Nombre de la simulación')).toHaveValue('Propuesta PV-2026');
  });

  it('without a customer saves to the caller’s own runs', async () => {
    open('/dashboard/simulator');
    expect(await screen.findByRole('heading', { name: 'Mis simulaciones' })).toBeInTheDocument();
    expect(await screen.findByText('Propuesta PV-2026')).toBeInTheDocument();
    expect(listSimulations.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: '10',
      sort: 'date:desc',
    });
    expect(screen.getByRole('button', { name: 'Guardar en mis simulaciones' })).toBeEnabled();
  });
});
