import '@testing-library/jest-dom/vitest';
import { createTableColumn, type TableColumnDefinition } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/render-route.tsx';
import { setDeskScreen, setPhoneScreen } from '../testing/screen-width.ts';
import type { ListLayout } from './list-layout.ts';
import { keepServerOrder, ServerSortedGrid, type GridSelection } from './server-sorted-grid.tsx';

interface Row {
  id: number;
  folio: string;
  customer: string;
  consultant: string;
  total: string;
  paid: string;
  status: string;
  date: string;
}

const rows: Row[] = [
  {
    id: 1,
    folio: 'DK-1',
    customer: 'Juana Pérez',
    consultant: 'Carlos Méndez',
    total: '$5,000.00',
    paid: '$2,000.00',
    status: 'Pago parcial',
    date: '20/01/26',
  },
  {
    id: 2,
    folio: 'DK-2',
    customer: 'Pedro Ruiz',
    consultant: 'Carlos Méndez',
    total: '$700.00',
    paid: '$0.00',
    status: 'Pendiente',
    date: '21/01/26',
  },
];

const column = (id: keyof Row, header: string, sortable = false): TableColumnDefinition<Row> =>
  createTableColumn<Row>({
    columnId: id,
    compare: sortable ? keepServerOrder : undefined,
    renderHeaderCell: () => header,
    renderCell: (row) => (id === 'folio' ? <a href={`/dkbono/${row.id}`}>{row.folio}</a> : row[id]),
  });

const columns = [
  column('folio', 'Folio', true),
  column('date', 'Fecha', true),
  column('customer', 'Cliente', true),
  column('consultant', 'Consultor'),
  column('total', 'Total', true),
  column('paid', 'Pagado'),
  column('status', 'Estado'),
];

const layout: ListLayout = {
  folio: { card: 'title' },
  date: { card: 'meta' },
  customer: { card: 'subtitle' },
  total: { align: 'end', card: 'amount' },
  paid: { align: 'end', card: 'figure' },
  status: { card: 'status' },
};

const SORTS = ['date:desc', 'date:asc', 'folio:asc', 'folio:desc', 'total:desc', 'total:asc'] as const;

function renderGrid(selection?: GridSelection) {
  const onSortChange = vi.fn();
  render(
    <TestProviders>
      <ServerSortedGrid
        items={rows}
        columns={columns}
        sorts={SORTS}
        sort="date:desc"
        onSortChange={onSortChange}
        label="DKbonos"
        layout={layout}
        minWidth="600px"
        selection={selection}
      />
    </TestProviders>,
  );
  return { onSortChange, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  cleanup();
  setDeskScreen();
});

describe('ServerSortedGrid', () => {
  it('draws a table at a desk, with money aligned right', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'DKbonos' });
    expect(within(grid).getByRole('columnheader', { name: /Consultor/ })).toBeVisible();
    const total = within(grid).getByRole('gridcell', { name: '$5,000.00' });
    expect(total).toHaveStyle({ justifyContent: 'flex-end' });
    expect(screen.queryByRole('list', { name: 'DKbonos' })).not.toBeInTheDocument();
  });

  it('draws a card per row on a phone with the key fields of its columns, and no table', () => {
    setPhoneScreen();
    renderGrid();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'DKbonos' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'DK-1' })).toHaveAttribute('href', '/dkbono/1');
    expect(first.getByText('Juana Pérez')).toBeVisible();
    expect(first.getByText('$5,000.00')).toBeVisible();
    expect(first.getByText('Pago parcial')).toBeVisible();
    expect(first.getByText('20/01/26')).toBeVisible();
    // A figure carries its column's name; a column without a card role stays off the card.
    expect(cards[0]).toHaveTextContent('Pagado $2,000.00');
    expect(first.queryByText('Carlos Méndez')).not.toBeInTheDocument();
  });

  it('sorts from "Ordenar por" and its direction on a phone', async () => {
    setPhoneScreen();
    const { onSortChange, user } = renderGrid();
    const sortBy = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sortBy).toHaveTextContent('Ordenar por: Fecha');
    await user.click(sortBy);
    // The list loads with the first opening; only the columns the server sorts by are offered.
    const total = await screen.findByRole('option', { name: 'Total' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Folio',
      'Fecha',
      'Total',
    ]);
    await user.click(total);
    expect(onSortChange).toHaveBeenLastCalledWith('total:desc');
    await user.click(screen.getByRole('button', { name: /Orden descendente/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('date:asc');
  });

  it('picks rows one by one or the whole page on a phone', async () => {
    setPhoneScreen();
    const onChange = vi.fn();
    const { user } = renderGrid({ selected: new Set([2]), onChange });
    const cards = screen.getAllByRole('listitem');
    await user.click(within(cards[0]!).getByRole('checkbox', { name: 'Seleccionar fila' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([2, 1]));
    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set([1, 2]));
  });

  it("opens a row's link at a desk without ticking the row, which a click elsewhere on it does", async () => {
    const onChange = vi.fn();
    const { user } = renderGrid({ selected: new Set(), onChange });
    const link = screen.getByRole('link', { name: 'DK-1' });
    // The test page does not navigate; the link's click is what a person's click would be.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('Juana Pérez'));
    expect(onChange).toHaveBeenLastCalledWith(new Set([1]));
  });
});
