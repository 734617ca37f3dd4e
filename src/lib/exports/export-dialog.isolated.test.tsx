// "Exportar": "Descargar" asks the server first; a refusal stays in the dialog in the server's words
// and no download starts, an accepted request is followed as a link and the dialog closes.
import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, HttpResponse } from '../../test/api.ts';
import { findDialogButton } from '../testing/dialog.ts';
import { ExportDialog } from './export-dialog.tsx';
import type * as ExportLink from './export-link.ts';
import { downloadByLink } from './export-link.ts';

// Following the download link is a full page load, which jsdom cannot do: the test reads the address
// it was given instead. The check before it goes to the API.
vi.mock('./export-link.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportLink>()),
  downloadByLink: vi.fn(),
}));

const checkExport = apiRoute('get', '/sales/export');

const HIDDEN = { hidden: true } as const;

async function openDialog(
  count: { total: number; totalKind: 'exact' | 'atLeast' } = { total: 1500, totalKind: 'exact' },
) {
  render(
    <FluentProvider theme={webLightTheme}>
      <ExportDialog
        list="sales"
        query={{ seasonId: 3, sort: 'date:desc', page: 2, size: 20 }}
        total={count.total}
        totalKind={count.totalKind}
        selectedIds={[11, 12]}
        hiddenColumns={['season']}
      />
    </FluentProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  return findDialogButton('Descargar');
}

beforeEach(() => {
  vi.mocked(downloadByLink).mockReset();
});
afterEach(cleanup);

describe('ExportDialog', () => {
  it('keeps the server’s refusal in view and starts no download', async () => {
    checkExport.refuses({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Se pueden exportar hasta 1000 filas elegidas; usa los filtros para más.',
    });
    await userEvent.click(await openDialog());
    expect(
      await screen.findByText('Se pueden exportar hasta 1000 filas elegidas; usa los filtros para más.'),
    ).toBeInTheDocument();
    expect(downloadByLink).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', HIDDEN)).toBeInTheDocument();
  });

  it('checks the selected rows and shown columns, then follows the link and closes', async () => {
    // The server would send it: 204, no rows read.
    checkExport.replies(() => new HttpResponse(null, { status: 204 }));
    await userEvent.click(await openDialog());
    await waitFor(() => expect(downloadByLink).toHaveBeenCalledTimes(1));
    expect(checkExport.calls).toHaveLength(1);
    const check = checkExport.calls[0]!.query;
    expect(check).toMatchObject({ check: 'true', format: 'xlsx', ids: '11,12', seasonId: '3' });
    expect(String(check.columns).split(',')).not.toContain('season');
    const url = new URL(vi.mocked(downloadByLink).mock.calls[0]?.[0] ?? '', 'http://app.test');
    expect(url.pathname).toMatch(/\/sales\/export$/);
    expect(url.searchParams.get('ids')).toBe('11,12');
    expect(url.searchParams.get('seasonId')).toBe('3');
    expect(url.searchParams.has('check')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).not.toBeInTheDocument());
  });

  it.each([
    [{ total: 1500, totalKind: 'exact' as const }, 'Todas las filas del filtro (1,500)'],
    [{ total: 10_000, totalKind: 'atLeast' as const }, 'Todas las filas del filtro (más de 10,000)'],
  ])(
    'offers the filter’s rows with their count, or “más de” past the list’s count cap',
    async (count, label) => {
      await openDialog(count);
      const dialog = await screen.findByRole('dialog', HIDDEN);
      expect(await within(dialog).findByRole('radio', { name: label, hidden: true })).toBeInTheDocument();
    },
  );
});
