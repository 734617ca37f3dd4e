// The simulator opened from a Dkbono's short link: the credit the server gives lands in
// «Crédito DKbono»; a link that is not the farmer's opens the simulator empty with a notice; the
// link survives a sign-in.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarmerApp } from './farmer-app.tsx';
import { defaultRoutes, farmerUser, installFakeApi, signIn } from './test-api.ts';
import { voucherCodeOf } from './voucher-link.ts';

const CODE = '7k2m9q4xza';

function openAt(search: string) {
  window.history.replaceState(null, '', `/simulator${search}`);
  const goTo = vi.fn();
  render(<FarmerApp goTo={goTo} />);
  return goTo;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the simulator opened from a Dkbono link', () => {
  beforeEach(() => signIn(farmerUser));

  it('fills «Crédito DKbono» with what was paid on the farmer’s Dkbono and says so', async () => {
    const routes = defaultRoutes();
    routes[`GET /api/vouchers/links/${CODE}`] = () => ({
      status: 200,
      body: { data: { folio: 'DK-2026-000045', status: 'PARTIAL', credit: 12500.5, lines: [] } },
    });
    installFakeApi(routes);
    openAt(`?dkbono=${CODE}`);
    await waitFor(() => expect(screen.getByLabelText('Crédito DKbono')).toHaveValue('12500.5'));
    // A success, not styled like the offline warning (phone walkthrough, defect 14).
    const notice = screen.getByTestId('notice');
    expect(notice).toHaveTextContent(
      'Empezamos con tu DKbono DK-2026-000045: crédito de $12,500.50 (lo pagado hasta hoy).',
    );
    expect(notice).toHaveAttribute('data-tone', 'success');
    expect(notice).toHaveClass('sim-banner--success');
  });

  it('opens empty with a Spanish notice when the server does not give the Dkbono', async () => {
    installFakeApi(defaultRoutes()); // the link's route answers 404
    openAt(`?dkbono=${CODE}`);
    expect(await screen.findByTestId('notice')).toHaveTextContent(
      'No encontramos el DKbono de este enlace entre los tuyos; el simulador abre sin crédito.',
    );
    expect(screen.getByLabelText('Crédito DKbono')).toHaveValue('');
  });

  it('keeps the link through the farmer sign-in', async () => {
    signIn(null);
    installFakeApi(defaultRoutes());
    const goTo = openAt(`?dkbono=${CODE}`);
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(
        `/login/farmer?objective=${encodeURIComponent(`/simulator?dkbono=${CODE}`)}`,
      ),
    );
  });

  it('reads only a well-formed code from the address', () => {
    expect(voucherCodeOf(`?dkbono=${CODE.toUpperCase()}`)).toBe(CODE);
    for (const search of ['', '?dkbono=', '?dkbono=abc', `?dkbono=${CODE}/../x`, `?otro=${CODE}`]) {
      expect(voucherCodeOf(search)).toBeNull();
    }
  });
});
