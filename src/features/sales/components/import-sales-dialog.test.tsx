import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '../../../../domain/sales-import.ts';
import { apiRoute, type ApiCall } from '../../../test/api.ts';
import ImportSalesDialog from './import-sales-dialog.tsx';

const importSales = apiRoute('post', '/sales/import');

const CONTENT = 'Referencia,Fecha\n';
const FILE = new File([CONTENT], 'ventas.csv', { type: 'text/csv' });

/** What one upload sent: the file (its name and text) and whether it was a dry run. */
async function sent(call: ApiCall | undefined) {
  // The API reads the upload as Node's FormData: its File is not jsdom's, so no instanceof.
  const file = (call?.body as FormData | undefined)?.get('file') as File | string | null | undefined;
  return {
    dryRun: call?.query.dryRun,
    file: typeof file === 'object' && file !== null ? { name: file.name, text: await file.text() } : file,
  };
}

function reviewed(overrides: Partial<ImportResult>): ImportResult {
  return { dryRun: true, sales: [], errors: [], created: 0, ...overrides };
}

async function openAndReview() {
  const onImported = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ImportSalesDialog onImported={onImported} />
    </FluentProvider>,
  );
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Importar ventas' }));
  const dialog = await screen.findByRole('dialog');
  await user.upload(within(dialog).getByLabelText(/Archivo de ventas/), FILE);
  await user.click(within(dialog).getByRole('button', { name: 'Revisar archivo', hidden: true }));
  return { user, dialog, onImported };
}

afterEach(cleanup);

describe('ImportSalesDialog', () => {
  it('lists every row error of the dry run and keeps "Importar" disabled', async () => {
    importSales.answers(
      reviewed({
        errors: [
          { row: 3, column: 'Cantidad', message: 'La cantidad debe ser al menos 1 bolsa.' },
          { row: 5, column: 'Cliente', message: 'El cliente no existe o no es del consultor.' },
          { row: 6, column: null, message: 'La fila está vacía.' },
        ],
      }),
    );
    const { dialog } = await openAndReview();

    const table = await within(dialog).findByRole('table', { name: 'Errores del archivo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3CantidadLa cantidad debe ser al menos 1 bolsa.',
      '5ClienteEl cliente no existe o no es del consultor.',
      '6—La fila está vacía.',
    ]);
    expect(within(dialog).getByText(/Hay 3 errores/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Importar', hidden: true })).toBeDisabled();
    expect(importSales.calls).toHaveLength(1);
    expect(await sent(importSales.calls[0])).toEqual({
      dryRun: 'true',
      file: { name: 'ventas.csv', text: CONTENT },
    });
  });

  it('imports a clean file after its review and tells the list to reload', async () => {
    importSales
      .answersOnce(reviewed({ sales: [{ rows: [2, 3] }, { rows: [4] }] as ImportResult['sales'] }))
      .answersOnce(reviewed({ dryRun: false, created: 2 }));
    const { user, dialog, onImported } = await openAndReview();

    expect(await within(dialog).findByText(/2 ventas listas para importar \(3 filas\)/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Importar', hidden: true }));

    await vi.waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(importSales.calls).toHaveLength(2);
    expect(await sent(importSales.calls.at(-1))).toEqual({
      dryRun: 'false',
      file: { name: 'ventas.csv', text: CONTENT },
    });
  });

  it('shows the server refusal of an oversized file in the dialog', async () => {
    importSales.refuses({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'El archivo supera el máximo de 5 MB.',
    });
    const { dialog } = await openAndReview();
    expect(await within(dialog).findByText('El archivo supera el máximo de 5 MB.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Importar', hidden: true })).toBeDisabled();
  });
});
