// The shared confirmation: it asks before acting, does nothing when cancelled, keeps the server's
// refusal in view (in place of the question when it is final), and closes once the action is done;
// opened by its own button or by its parent.
import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

const CONTENT = {
  title: 'Eliminar tipo de producto',
  body: '¿Eliminar el tipo «Grano»? Esta acción no se puede deshacer.',
  confirmLabel: 'Eliminar',
  busyLabel: 'Eliminando…',
};

/**
 * Fluent's focus manager (tabster) sets itself up just after the first render; in jsdom the first
 * dialog of a file sometimes stays marked aria-hidden by it (never in a browser). Wait for its focus
 * guards, and look inside the dialog with `hidden: true` (HIDDEN) so that artifact cannot decide.
 */
const HIDDEN = { hidden: true } as const;
const focusManagerReady = () =>
  waitFor(() => expect(document.querySelector('body > [data-tabster-dummy]')).not.toBeNull());

const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConfirmActionDialog', () => {
  const renderWith = async (action: () => Promise<void>) => {
    render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmActionDialog triggerLabel="Quitar" {...CONTENT} action={action} />
      </FluentProvider>,
    );
    await focusManagerReady();
    return userEvent.setup({ delay: null });
  };

  it('asks first and does nothing when cancelled', async () => {
    const action = vi.fn(() => Promise.resolve());
    const user = await renderWith(action);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    expect(dialog).toHaveTextContent(CONTENT.title);
    expect(dialog).toHaveTextContent(CONTENT.body);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar', hidden: true }));

    await dialogGone();
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action once confirmed and closes', async () => {
    const action = vi.fn(() => Promise.resolve());
    const user = await renderWith(action);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await user.click(
      within(await screen.findByRole('dialog', HIDDEN)).getByRole('button', {
        name: 'Eliminar',
        hidden: true,
      }),
    );

    await dialogGone();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's refusal in the dialog, and forgets it when opened again", async () => {
    const action = vi.fn(() =>
      Promise.reject({ statusCode: 409, code: 'CONFLICT', message: 'El tipo tiene productos.' }),
    );
    const user = await renderWith(action);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar', hidden: true }));
    expect(await within(dialog).findByText('El tipo tiene productos.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Eliminar', hidden: true })).toBeEnabled();

    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar', hidden: true }));
    await dialogGone();
    await user.click(await screen.findByRole('button', { name: 'Quitar', hidden: true }));
    expect(
      within(await screen.findByRole('dialog', HIDDEN)).queryByText('El tipo tiene productos.'),
    ).toBeNull();
  });

  it('cannot be confirmed twice or closed while the action runs', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = await renderWith(action);

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar', hidden: true }));
    const confirm = within(dialog).getByRole('button', { name: /Eliminar/, hidden: true });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByLabelText('Eliminando…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar', hidden: true })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', HIDDEN)).toBeInTheDocument();

    finish();
    await dialogGone();
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmActionDialog with a final refusal', () => {
  it("puts the server's refusal in place of the question and leaves only 'Cerrar'", async () => {
    const action = vi.fn(() =>
      Promise.reject({
        statusCode: 409,
        code: 'IN_USE',
        message: 'No se puede eliminar la zona «Altiplano» porque la usan 2 usuarios.',
      }),
    );
    render(
      <FluentProvider theme={webLightTheme}>
        <ConfirmActionDialog triggerLabel="Quitar" {...CONTENT} isRefusalFinal action={action} />
      </FluentProvider>,
    );
    await focusManagerReady();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar', hidden: true }));

    expect(
      await within(dialog).findByText('No se puede eliminar la zona «Altiplano» porque la usan 2 usuarios.'),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(CONTENT.body);
    expect(within(dialog).queryByRole('button', { name: 'Eliminar', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar', hidden: true })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar', hidden: true }));
    await dialogGone();
    expect(action).toHaveBeenCalledTimes(1);

    await user.click(await screen.findByRole('button', { name: 'Quitar', hidden: true }));
    const reopened = await screen.findByRole('dialog', HIDDEN);
    expect(reopened).toHaveTextContent(CONTENT.body);
    expect(within(reopened).getByRole('button', { name: 'Eliminar', hidden: true })).toBeEnabled();
  });
});

describe('ConfirmActionDialog opened by its parent', () => {
  function Parent({ action }: { action: () => Promise<void> }) {
    const [asking, setAsking] = useState<string | null>(null);
    return (
      <FluentProvider theme={webLightTheme}>
        <button type="button" onClick={() => setAsking('Grano')}>
          Fila
        </button>
        <p>{asking === null ? 'cerrado' : `preguntando por ${asking}`}</p>
        <ConfirmActionDialog
          {...CONTENT}
          isOpen={asking !== null}
          onOpenChange={(isOpen) => {
            if (!isOpen) setAsking(null);
          }}
          action={action}
        />
      </FluentProvider>
    );
  }

  it('opens when the parent asks and tells the parent when it closes, after cancel or the action', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<Parent action={action} />);
    await focusManagerReady();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Fila' }));
    expect(await screen.findByRole('dialog', HIDDEN)).toHaveTextContent(CONTENT.body);
    expect(screen.getByText('preguntando por Grano')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', HIDDEN)).getByRole('button', { name: 'Cancelar', hidden: true }),
    );
    expect(await screen.findByText('cerrado')).toBeInTheDocument();
    await dialogGone();
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fila' }));
    await user.click(
      within(await screen.findByRole('dialog', HIDDEN)).getByRole('button', {
        name: 'Eliminar',
        hidden: true,
      }),
    );
    expect(await screen.findByText('cerrado')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
