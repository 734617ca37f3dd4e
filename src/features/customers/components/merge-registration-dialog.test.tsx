import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail, CustomerListItem } from '../../../../domain/customers.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { TestProviders } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { MergeRegistrationDialog } from './merge-registration-dialog.tsx';

const listRegistrationMatches = apiRoute('get', '/clients/:id/matches');
const mergeRegistration = apiRoute('post', '/clients/:id/merge');

const MATCH = {
  id: 41,
  firstName: 'Mónica',
  lastName: 'Ruiz',
  taxId: 'RUIM800101AB1',
  phone: '461 123 4567',
  municipalityName: 'Celaya',
  stateName: 'Guanajuato',
  consultantName: 'Carlos Consultor',
} as CustomerListItem;

function renderDialog() {
  const onMerged = vi.fn();
  render(
    <TestProviders>
      <MergeRegistrationDialog
        registration={{ id: 7, firstName: 'Monica', lastName: 'Ruiz' }}
        onMerged={onMerged}
      />
    </TestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), onMerged };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MergeRegistrationDialog', () => {
  it('lists the possible customers and merges into the chosen one', async () => {
    listRegistrationMatches.answers([MATCH]);
    mergeRegistration.answers({ ...MATCH } as CustomerDetail);
    const { user, onMerged } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Fusionar con un cliente' }));

    const submit = await findDialogButton('Fusionar');
    expect(submit).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Mónica Ruiz/, hidden: true }));
    expect(screen.getByText(/RUIM800101AB1 · 461 123 4567 · Celaya · Carlos Consultor/)).toBeInTheDocument();
    await user.click(submit);

    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(expect.objectContaining({ id: 41 })));
    expect(mergeRegistration.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/clients/7/merge', body: { intoId: 41 } },
    ]);
  });

  it('says when nobody resembles the registration, and keeps a refusal in the dialog', async () => {
    listRegistrationMatches.answersOnce([]);
    const { user, onMerged } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Fusionar con un cliente' }));
    expect(await screen.findByText(/No hay clientes a tu alcance con el mismo RFC/)).toBeInTheDocument();
    await user.click(await findDialogButton('Cancelar'));

    listRegistrationMatches.answersOnce([MATCH]);
    mergeRegistration.refuses({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Solo un registro pendiente de aprobación se puede fusionar.',
    });
    // The page behind the dialog is aria-hidden until the closed dialog has left.
    await user.click(await screen.findByRole('button', { name: 'Fusionar con un cliente' }));
    await user.click(await screen.findByRole('radio', { name: /Mónica Ruiz/, hidden: true }));
    await user.click(await findDialogButton('Fusionar'));
    expect(
      await screen.findByText('Solo un registro pendiente de aprobación se puede fusionar.'),
    ).toBeInTheDocument();
    expect(onMerged).not.toHaveBeenCalled();
  });
});
