import '@testing-library/jest-dom/vitest';
import { Button } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { setDeskScreen, setPhoneScreen } from '../testing/screen-width.ts';
import { ListActions } from './list-actions.tsx';
import { activeFilterCount, FilterBar } from './list-frame.tsx';

function renderFilters(active: number) {
  render(
    <TestProviders>
      <FilterBar label="Filtros de ventas" active={active}>
        <input aria-label="Buscar" />
        <input aria-label="Temporada" />
      </FilterBar>
    </TestProviders>,
  );
  return userEvent.setup({ delay: null });
}

function renderActions() {
  render(
    <TestProviders>
      <ListActions
        main={<Button appearance="primary">Nueva venta</Button>}
        more={
          <>
            <Button>Descargar reporte</Button>
            <Button>Exportar</Button>
          </>
        }
      />
    </TestProviders>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => {
  cleanup();
  setDeskScreen();
});

describe('FilterBar', () => {
  it('shows every filter at a desk', () => {
    renderFilters(1);
    expect(screen.getByRole('textbox', { name: 'Temporada' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
  });

  it('folds the filters behind "Filtros (n)" on a phone, and opens them inline', async () => {
    setPhoneScreen();
    const user = renderFilters(2);
    expect(screen.queryByRole('textbox', { name: 'Temporada' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Temporada' })).toBeVisible();
  });

  it('keeps a list’s search in sight on a phone and folds only the other filters', async () => {
    setPhoneScreen();
    render(
      <TestProviders>
        <FilterBar label="Filtros de clientes" active={1} search={<input aria-label="Buscar" />}>
          <input aria-label="Estatus" />
          <input aria-label="Estado" />
        </FilterBar>
      </TestProviders>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Estado' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Filtros (1)' }));
    expect(screen.getByRole('textbox', { name: 'Estado' })).toBeVisible();
  });

  it('says only "Filtros" while none applies', () => {
    setPhoneScreen();
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeVisible();
  });

  it('counts the filters a view applies', () => {
    expect(activeFilterCount({ q: 'Juan', seasonId: 2, status: undefined, from: '' })).toBe(2);
  });
});

describe('ListActions', () => {
  it('shows every action at a desk, the main ones first', () => {
    renderActions();
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Nueva venta', 'Descargar reporte', 'Exportar']);
  });

  it('keeps the main action one tap away on a phone and the others in "Más acciones"', async () => {
    setPhoneScreen();
    const user = renderActions();
    expect(screen.getByRole('button', { name: 'Nueva venta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Exportar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Más acciones' }));
    const sheet = await screen.findByRole('dialog', { name: 'Más acciones' });
    expect(within(sheet).getByRole('button', { name: 'Descargar reporte' })).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Exportar' })).toBeVisible();
  });
});
