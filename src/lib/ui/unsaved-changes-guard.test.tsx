// Unsaved changes are never lost silently, and a refused submit brings the person to the
// first field to fix: the form frame (useSchemaForm) reports its dirty state, the one
// guard asks before the app leaves the page, the navigation after a save goes through, and a dialog
// closing with unsaved text asks the same question.
import '@testing-library/jest-dom/vitest';
import { Field, Input } from '@fluentui/react-components';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ViewNameDialog } from '../saved-views/view-name-dialog.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { findDialogButton } from '../testing/dialog.ts';
import { TestProviders } from '../testing/render-route.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

afterEach(cleanup);

const schema = z.object({
  name: z.string({ error: 'El nombre es obligatorio.' }),
  phone: z.string({ error: 'El teléfono es obligatorio.' }),
});

function PartnerLikeForm({ save }: { save: () => Promise<void> }) {
  const navigate = useNavigate();
  const form = useSchemaForm(schema, { name: '', phone: '' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async () => {
        await save();
        await navigate('/saved');
      })}
    >
      <Field label="Nombre" validationMessage={form.errors.name}>
        <Input value={form.values.name} onChange={(_, data) => form.setValue('name', data.value)} />
      </Field>
      <Field label="Teléfono" validationMessage={form.errors.phone}>
        <Input value={form.values.phone} onChange={(_, data) => form.setValue('phone', data.value)} />
      </Field>
      <button type="submit">Guardar</button>
      <Link to="/customers">Clientes</Link>
    </form>
  );
}

function renderApp(save: () => Promise<void> = () => Promise.resolve()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <UnsavedChangesGuard />
          </>
        ),
        children: [
          { path: '/form', element: <PartnerLikeForm save={save} /> },
          { path: '/customers', element: <h1>Lista de clientes</h1> },
          { path: '/saved', element: <h1>Guardado</h1> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the unsaved-changes question', () => {
  it('lets a form without changes be left at once', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
  });

  it('asks before leaving a changed form; "Seguir editando" keeps the page and the text', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Agrícola');
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    expect(await screen.findByText('Tienes cambios sin guardar')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Seguir editando', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Tienes cambios sin guardar')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    // The page is hidden from the tree while the dialog's exit runs (jsdom); it comes back.
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Agrícola');
  });

  it('"Salir sin guardar" leaves the page', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Agrícola');
    await user.click(screen.getByRole('link', { name: 'Clientes' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customers');
  });

  it('does not ask on the navigation that follows a save', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    renderApp(save);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Agrícola');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '4611234567');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { name: 'Guardado' })).toBeInTheDocument();
    expect(save).toHaveBeenCalledOnce();
    expect(screen.queryByText('Tienes cambios sin guardar')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab while changes are unsaved', async () => {
    const user = userEvent.setup();
    renderApp();
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(clean));
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'A');
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(dirty));
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('focuses the first field with an error when a submit is refused', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '4611234567');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
  });
});

describe('a dialog that edits', () => {
  function renderDialog(onClose: () => void) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <ViewNameDialog
                mode="save"
                initialName=""
                onSubmit={() => Promise.resolve()}
                onClose={onClose}
              />
              <UnsavedChangesGuard />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
  }

  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await user.click(await findDialogButton('Cancelar'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before closing with unsaved text, and keeps it on "Seguir editando"', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog(onClose);
    await user.type(await screen.findByRole('textbox', { name: /Nombre/, hidden: true }), 'Mi vista');
    await user.click(await findDialogButton('Cancelar'));
    expect(await screen.findByText('Tienes cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguir editando', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Tienes cambios sin guardar')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await findDialogButton('Cancelar'));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
