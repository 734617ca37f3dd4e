// The simulator starts from the farmer's own farm: the customer record's hectares and production
// kind, the price list's prices, a Dkbono link's hybrids, bags and credit; each value says where it
// came from, and the note goes once the farmer changes it.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarmerApp } from './farmer-app.tsx';
import { defaultRoutes, farmerUser, installFakeApi, signIn } from './test-api.ts';

const CODE = '7k2m9q4xza';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function withFarm(farm: { hectares: number | null; productionKind: 'GRAIN' | 'SILAGE' | null }) {
  const routes = defaultRoutes();
  routes['GET /api/simulator/farm'] = () => ({ status: 200, body: { data: farm } });
  return routes;
}

/** The note under the field labelled `label`. */
const sourceOf = (label: string) =>
  screen.getByLabelText(label).closest('.sim-field')?.querySelector('.sim-field__source');

describe('where the simulator starts', () => {
  beforeEach(() => signIn(farmerUser));

  it('takes the hectares and production kind from the farmer’s record, saying so, and the list price', async () => {
    installFakeApi(withFarm({ hectares: 15.5, productionKind: 'SILAGE' }));
    render(<FarmerApp goTo={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Hectáreas' })).toHaveValue('15.5');
    expect(sourceOf('Hectáreas')).toHaveTextContent('de tu registro');
    expect(screen.getByRole('radio', { name: 'Forraje (ensilaje)' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Tipo de producción' }).closest('.sim-field')).toHaveTextContent(
      'de tu registro',
    );
    const hybrid = screen.getByRole('region', { name: 'Híbrido 1' });
    expect(within(hybrid).getByLabelText('Precio por bolsa')).toHaveValue('4100');
    expect(hybrid).toHaveTextContent('precio de lista vigente');

    // The farmer's own number: the note goes.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Hectáreas'), '0');
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('15.50');
    expect(sourceOf('Hectáreas')).toBeNull();
  });

  it('starts at the company’s defaults when the record says nothing', async () => {
    installFakeApi(withFarm({ hectares: null, productionKind: null }));
    render(<FarmerApp goTo={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Hectáreas' })).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Grano' })).toBeChecked();
    expect(sourceOf('Hectáreas')).toBeNull();
  });

  it('with a Dkbono link, takes its hybrid, bags, agreed price and credit, each saying which Dkbono', async () => {
    const routes = withFarm({ hectares: 15.5, productionKind: 'GRAIN' });
    routes[`GET /api/vouchers/links/${CODE}`] = () => ({
      status: 200,
      body: {
        data: {
          folio: 'DK-2026-000013',
          status: 'PARTIAL',
          credit: 10000,
          lines: [{ productId: 2, bags: 10, pricePerBag: 3500, discount: 500 }],
        },
      },
    });
    installFakeApi(routes);
    window.history.replaceState(null, '', `/simulator?dkbono=${CODE}`);
    render(<FarmerApp goTo={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Crédito DKbono')).toHaveValue('10000'));
    expect(sourceOf('Crédito DKbono')).toHaveTextContent('de tu DKbono DK-2026-000013');
    const hybrid = screen.getByRole('region', { name: 'Híbrido 1' });
    expect(within(hybrid).getByLabelText('Híbrido')).toHaveValue('2');
    expect(within(hybrid).getByLabelText('Precio por bolsa')).toHaveValue('3500');
    expect(within(hybrid).getByLabelText('Descuento en semilla')).toHaveValue('500');
    expect(hybrid).toHaveTextContent('de tu DKbono DK-2026-000013: 10 bolsas');
    expect(screen.getByLabelText('Hectáreas')).toHaveValue('15.5');
  });
});
