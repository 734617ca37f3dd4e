// The shared "Historial" section: collapsed and silent until opened, then the newest page of
// entries with each field's before and after, and "Ver más" for the older ones.
import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../domain/history.ts';
import type { Page } from '../../../domain/pagination.ts';
import { apiRoute, dataAnswer } from '../../test/api.ts';
import { RecordHistory } from './record-history.tsx';

const getRecordHistory = apiRoute('get', '/:resource/:id/history');

afterEach(cleanup);

const entry = (id: string, action: string, changes: HistoryEntry['changes']): HistoryEntry => ({
  id,
  at: '2026-11-20T18:30:00.000Z',
  actor: 'Laura Méndez Castillo',
  action,
  changes,
});
const page = (data: HistoryEntry[], number: number, totalPages: number): Page<HistoryEntry> => ({
  data,
  page: number,
  size: 1,
  totalPages,
  totalRecords: totalPages,
  countKind: 'exact',
});

describe('RecordHistory', () => {
  it('loads nothing until opened, then shows the changes and the older page on "Ver más"', async () => {
    getRecordHistory.replies(({ query }) =>
      dataAnswer(
        query.page === '1'
          ? page(
              [entry('2', 'Editó la venta', [{ field: 'Notas', before: null, after: 'Entrega en bodega' }])],
              1,
              2,
            )
          : page([entry('1', 'Registró la venta', [])], 2, 2),
      ),
    );
    const user = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RecordHistory resource="sales" id={7} />
        </QueryClientProvider>
      </FluentProvider>,
    );

    expect(getRecordHistory.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Historial' }));

    const edit = await screen.findByRole('listitem');
    expect(getRecordHistory.calls.map(({ path, query }) => ({ path, page: query.page }))).toContainEqual({
      path: '/sales/7/history',
      page: '1',
    });
    expect(edit).toHaveTextContent('Editó la venta');
    expect(edit).toHaveTextContent('por Laura Méndez Castillo');
    expect(within(edit).getByRole('term')).toHaveTextContent('Notas');
    expect(within(edit).getByRole('definition')).toHaveTextContent(
      'Antes: (vacío) Después: Entrega en bodega',
    );

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Registró la venta')).toBeVisible();
    expect(getRecordHistory.calls.at(-1)).toMatchObject({ path: '/sales/7/history', query: { page: '2' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    getRecordHistory.answers(page([], 1, 0));
    const user = userEvent.setup();
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={new QueryClient()}>
          <RecordHistory resource="partners" id={3} />
        </QueryClientProvider>
      </FluentProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('No hay cambios registrados.')).toBeVisible();
  });
});
