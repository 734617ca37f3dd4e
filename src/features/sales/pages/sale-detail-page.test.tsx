import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { lastListSearchAtom } from '../../../lib/list-return.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import SaleDetailPage from './sale-detail-page.tsx';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { saleListItem, salesStaff } from '../test-fixtures.ts';

const getSale = apiRoute('get', '/sales/:id');
const deleteSale = apiRoute('delete', '/sales/:id');

const listed = saleListItem(12, {
  folio: 'V-2026-000123',
  total: 9500,
  voucherId: 45,
  voucherFolio: 'DK-2026-000045',
});

const detail: SaleDetail = {
  ...listed,
  notes: 'Entrega en la bodega de Celaya.',
  version: 3,
  seasonIsOpen: true,
  items: [
    {
      id: 1,
      productId: 3,
      productCode: 'DK-4050',
      productName: 'DEKALB 4050',
      quantity: 5,
      basePrice: 2000,
      discount: 500,
      total: 9500,
      hectares: 2.5,
      productYield: 11.2,
      investment: 9500,
    },
  ],
};

function openDetail(at = '/dashboard/sales/sale/12') {
  renderRoute({ at, path: '/dashboard/sales/sale/:id?', page: <SaleDetailPage /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  appStore.set(lastListSearchAtom, {});
  appStore.set(userDetailsAtom, salesStaff('CONSULTANT'));
});
afterEach(cleanup);

describe('SaleDetailPage', () => {
  it('shows the header, the redeemed Dkbono, the notes and the product lines with the total', async () => {
    getSale.answers(detail);
    openDetail();

    expect(await screen.findByRole('heading', { name: /V-2026-000123/ })).toBeVisible();
    expect(getSale.calls.map((call) => call.path)).toContain('/sales/12');
    expect(screen.getByText('Activa')).toBeVisible();
    expect(screen.getByText('05/03/26')).toBeVisible();
    expect(screen.getByText('Juana Pérez')).toBeVisible();
    expect(screen.getByRole('link', { name: 'DK-2026-000045' })).toHaveAttribute(
      'href',
      '/dashboard/sales/dkbono/45',
    );
    expect(screen.getByText('Entrega en la bodega de Celaya.')).toBeVisible();
    const lines = screen.getByRole('table', { name: 'Productos' });
    const [, line, total] = within(lines).getAllByRole('row');
    expect(line).toHaveTextContent(/DEKALB 4050.*5.*\$2,000\.00.*\$500\.00.*\$9,500\.00.*2\.5.*11\.2/);
    expect(total).toHaveTextContent('Total de la venta$9,500.00');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeVisible();
  });

  it('shows hectares and yield not given as "—", not as 0', async () => {
    getSale.answers({
      ...detail,
      items: [{ ...detail.items[0]!, hectares: null, productYield: null }],
    });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      openDetail();
      const lines = await screen.findByRole('list', { name: 'Productos' });
      const [line] = within(lines).getAllByRole('listitem');
      expect(line).toHaveTextContent('— ha · — t/ha · Inversión $9,500.00');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stacks each product line on a phone, with every amount and the total in full', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    getSale.answers(detail);
    try {
      openDetail();
      const lines = await screen.findByRole('list', { name: 'Productos' });
      expect(screen.queryByRole('table', { name: 'Productos' })).not.toBeInTheDocument();
      const [line] = within(lines).getAllByRole('listitem');
      expect(line).toHaveTextContent('DEKALB 4050 DK-4050');
      expect(line).toHaveTextContent('5 bolsas × $2,000.00 − $500.00= $9,500.00');
      expect(line).toHaveTextContent('2.5 ha · 11.2 t/ha · Inversión $9,500.00');
      expect(lines.parentElement).toHaveTextContent(/Total de la venta\$9,500\.00$/);
      // The destructive action sits apart from the others.
      const apart = screen.getByRole('group', { name: 'Acciones que no se deshacen' });
      expect(within(apart).getByRole('button', { name: 'Eliminar' })).toBeVisible();
      expect(within(apart).queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides editing and deleting when the season is closed, and from a Supervisor', async () => {
    getSale.answers({ ...detail, seasonIsOpen: false });
    openDetail();
    expect(
      await screen.findByText('La temporada está cerrada: la venta ya no se puede editar ni eliminar.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    cleanup();

    appStore.set(userDetailsAtom, salesStaff('SUPERVISOR'));
    getSale.answers(detail);
    openDetail();
    await screen.findByRole('heading', { name: /V-2026-000123/ });
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('asks before deleting and changes nothing when cancelled', async () => {
    getSale.answers(detail);
    const user = openDetail();

    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar la venta V-2026-000123? Las bolsas vuelven al inventario.');
    await user.click(await findDialogButton('Cancelar'));

    // Wait for the closing animation to remove the dialog, not only to hide it.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(deleteSale.calls).toHaveLength(0);
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/sale/12');
  });

  it('deletes once confirmed and goes back to the list', async () => {
    getSale.answers(detail);
    deleteSale.answers({ ok: true });
    const user = openDetail();

    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await screen.findByRole('dialog');
    await user.click(await findDialogButton('Eliminar'));

    await waitFor(() =>
      expect(screen.getByTestId('current-address')).toHaveTextContent(/^\/dashboard\/sales\/list\/sale$/),
    );
    expect(deleteSale.calls.map((call) => call.path)).toEqual(['/sales/12']);
  });

  it('returns to the list with the filters, page and sort the user had', async () => {
    getSale.answers(detail);
    deleteSale.answers({ ok: true });
    appStore.set(lastListSearchAtom, { '/dashboard/sales/list/sale': 'q=Juana&page=2&sort=total%3Adesc' });
    const user = openDetail();

    expect(await screen.findByRole('link', { name: /Volver a la lista/ })).toHaveAttribute(
      'href',
      '/dashboard/sales/list/sale?q=Juana&page=2&sort=total%3Adesc',
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(await findDialogButton('Eliminar'));
    await waitFor(() =>
      expect(screen.getByTestId('current-address')).toHaveTextContent(
        '/dashboard/sales/list/sale?q=Juana&page=2&sort=total%3Adesc',
      ),
    );
  });

  it('keeps the dialog open with the server refusal when the sale cannot be deleted', async () => {
    getSale.answers(detail);
    deleteSale.refuses({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'La temporada PV-2026 está cerrada.',
    });
    const user = openDetail();

    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(
      await within(screen.getByRole('dialog')).findByText('La temporada PV-2026 está cerrada.'),
    ).toBeVisible();
    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/sale/12');
  });

  it('says the sale does not exist or is not yours for a 404 and for an address without a valid id', async () => {
    getSale.refuses({ statusCode: 404, code: 'NOT_FOUND', message: 'No encontrado.' });
    openDetail();
    expect(await screen.findByText('No encontramos este registro')).toBeVisible();
    cleanup();

    openDetail('/dashboard/sales/sale/abc');
    expect(await screen.findByText('No encontramos este registro')).toBeVisible();
    expect(getSale.calls).toHaveLength(1);
  });
});

describe('SaleDetailPage WhatsApp', () => {
  it("sends the sale's PDF to the customer's own chat when its phone is known, and offers nothing otherwise", async () => {
    getSale.answers({ ...detail, customerPhone: '+52 461 123 4567' });
    openDetail();
    const link = await screen.findByRole('link', {
      name: 'Enviar por WhatsApp a Juana Pérez: se descarga el PDF y se abre su chat',
    });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/524611234567');
    expect(href.searchParams.get('text')).toBe(
      'Hola Juana Pérez, te envío el PDF de tu venta V-2026-000123 de Agroventas.',
    );
    cleanup();
    getSale.answers({ ...detail, id: 13, customerPhone: null });
    openDetail('/dashboard/sales/sale/13');
    expect(await screen.findByRole('heading', { name: /V-2026-000123/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
