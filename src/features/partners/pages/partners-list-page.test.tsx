import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Partner } from '../../../../domain/partners.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { pageOf } from '../../../lib/testing/page.ts';
import { DEMO_DISTRIBUTOR } from '../../../lib/testing/partners.ts';
import { apiRoute } from '../../../test/api.ts';
import { PARTNER_ZONES, staffOf } from '../test-support.ts';
import PartnersListPage from './partners-list-page.tsx';

const listPartners = apiRoute('get', '/partners');
const listZones = apiRoute('get', '/zones');

const partner = (id: number, patch: Partial<Partner> = {}): Partner => ({
  ...DEMO_DISTRIBUTOR,
  id,
  name: `Distribuidora ${id}`,
  municipalityId: 3,
  version: 1,
  ...patch,
});

function openList(at: string) {
  renderRoute({ at, path: '/dashboard/partners/list/:type?', page: <PartnersListPage /> });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  appStore.set(userDetailsAtom, staffOf('ADMIN'));
  listZones.answers(PARTNER_ZONES);
});
afterEach(cleanup);

describe('PartnersListPage', () => {
  it('opens on distributors by default and shows each partner with its contact, place, zone and status', async () => {
    listPartners.answers(
      pageOf([partner(1), partner(2, { active: false, zoneId: null, zoneName: null })], {
        totalPages: 2,
        totalRecords: 12,
      }),
    );
    openList('/dashboard/partners/list');

    const link = await screen.findByRole('link', { name: 'Distribuidora 1' });
    expect(link).toHaveAttribute('href', '/dashboard/partners/edit/1');
    expect(screen.getByRole('tab', { name: 'Distribuidores' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Tepatitlán de Morelos')).toHaveLength(2);
    expect(screen.getByText('Inactivo')).toBeVisible();
    expect(screen.getByText('Sin zona')).toBeVisible();
    expect(screen.getByText('Página 1 de 2 · 12 registros')).toBeVisible();
    expect(listPartners.calls.map((call) => call.query)).toContainEqual({
      type: 'DISTRIBUTOR',
      page: '1',
      size: '10',
      sort: 'name:asc',
    });
  });

  it('follows the address: another tab asks for that type and keeps the filters', async () => {
    listPartners.answers(pageOf([partner(1)]));
    const user = openList('/dashboard/partners/list/DISTRIBUTOR?q=altos&page=3');
    await screen.findByRole('link', { name: 'Distribuidora 1' });

    await user.click(screen.getByRole('tab', { name: 'Productores de ensilaje' }));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/dashboard/partners/list/SILAGE_PRODUCER?q=altos'),
    );
    await waitFor(() =>
      expect(listPartners.calls.at(-1)?.query).toEqual({
        type: 'SILAGE_PRODUCER',
        q: 'altos',
        page: '1',
        size: '10',
        sort: 'name:asc',
      }),
    );
    expect(screen.getByRole('button', { name: 'Nuevo productor de ensilaje' })).toBeVisible();
  });

  it('puts the status filter and the sort in the address', async () => {
    listPartners.answers(pageOf([partner(1)]));
    const user = openList('/dashboard/partners/list/SILAGE_VENDOR');
    await screen.findByRole('link', { name: 'Distribuidora 1' });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Inactivos' }));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/dashboard/partners/list/SILAGE_VENDOR?active=false'),
    );
    await waitFor(() =>
      expect(listPartners.calls.at(-1)?.query).toEqual({
        type: 'SILAGE_VENDOR',
        active: 'false',
        page: '1',
        size: '10',
        sort: 'name:asc',
      }),
    );

    await screen.findByRole('link', { name: 'Distribuidora 1' });
    await user.click(screen.getByRole('columnheader', { name: 'Zona' }));
    await waitFor(() => expect(address()).toHaveTextContent('?active=false&sort=zone%3Aasc'));
    await waitFor(() =>
      expect(listPartners.calls.at(-1)?.query).toEqual(
        expect.objectContaining({ sort: 'zone:asc', active: 'false' }),
      ),
    );
  });

  it('says when nothing matches and clears the filters', async () => {
    listPartners.answersOnce(pageOf([])).answers(pageOf([partner(1)]));
    const user = openList('/dashboard/partners/list/DISTRIBUTOR?q=nadie');

    expect(await screen.findByText('Ningún socio coincide con los filtros.')).toBeVisible();
    // Both the filter bar and the empty state offer it.
    const [fromEmptyState] = screen
      .getAllByRole('button', { name: 'Limpiar filtros' })
      .filter((button) => button.closest('[role="status"]'));
    await user.click(fromEmptyState as HTMLElement);
    await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard\/partners\/list\/DISTRIBUTOR$/));
  });

  it('shows the server’s message with a retry when the list cannot load', async () => {
    listPartners
      .refusesOnce({ statusCode: 500, code: 'INTERNAL', message: 'Falla temporal.' })
      .answers(pageOf([partner(1)]));
    const user = openList('/dashboard/partners/list');

    expect(await screen.findByText('Falla temporal.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Distribuidora 1' })).toBeVisible();
  });

  it('lets a supervisor read without creating or opening a partner to edit, and without a zone filter', async () => {
    appStore.set(userDetailsAtom, staffOf('SUPERVISOR'));
    listPartners.answers(pageOf([partner(1)]));
    openList('/dashboard/partners/list');

    expect(await screen.findByText('Distribuidora 1')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Distribuidora 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Nuevo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Zona' })).not.toBeInTheDocument();
    expect(listZones.calls).toHaveLength(0);
  });

  it('offers the admin a zone filter', async () => {
    listPartners.answers(pageOf([partner(1)]));
    const user = openList('/dashboard/partners/list');
    await screen.findByRole('link', { name: 'Distribuidora 1' });

    await user.click(screen.getByRole('combobox', { name: 'Zona' }));
    await user.click(await screen.findByRole('option', { name: 'Noroeste' }));
    await waitFor(() => expect(address()).toHaveTextContent('zoneId=1'));
  });
});
