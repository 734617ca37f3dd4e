import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message, MessageInput } from '../../../../domain/messages.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { findStaleRecordNotice, staleRecordRefusal } from '../../../lib/testing/stale-record.ts';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import { MessageFormDialog } from './message-form-dialog.tsx';

const createMessage = apiRoute('post', '/messages');
const updateMessage = apiRoute('put', '/messages/:id');
const getMessage = apiRoute('get', '/messages/:id');

/** What the dialog sent to save: the message's address and the fields. */
const updates = () => updateMessage.calls.map(({ path, body }) => ({ path, body }));

const stored: Message = {
  id: 8,
  title: 'Junta de ventas',
  body: 'El lunes a las 9:00.',
  audienceRoles: ['SUPERVISOR', 'CONSULTANT'],
  activeFrom: '2026-03-02',
  activeTo: '2026-03-06',
  status: 'ACTIVE',
  publishedAt: '2026-03-02T06:00:00.000Z',
  createdByName: 'Laura Méndez',
  updatedAt: '2026-03-01T10:00:00.000Z',
  version: 5,
  readCount: 3,
  audienceCount: 14,
};

function openDialog(message: Message | null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderRoute({
    at: '/dashboard/params/message',
    path: '/dashboard/params/message',
    page: <MessageFormDialog message={message} onSaved={onSaved} onClose={onClose} />,
  });
  return { user: userEvent.setup({ delay: null }), onSaved, onClose };
}

/** The dialog once mounted and focused (before that, Fluent keeps it from assistive technology). */
async function theDialog() {
  return within(await screen.findByRole('dialog'));
}

afterEach(cleanup);

describe('MessageFormDialog', () => {
  it('says what is missing, field by field, and sends nothing', async () => {
    const { user } = openDialog(null);
    const dialog = await theDialog();
    await user.click(dialog.getByRole('checkbox', { name: 'Consultor' }));
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    expect(await dialog.findByText('El título es obligatorio.')).toBeVisible();
    expect(screen.getByText('El texto del mensaje es obligatorio.')).toBeVisible();
    expect(screen.getByText('Elige al menos un rol.')).toBeVisible();
    expect(createMessage.calls).toHaveLength(0);
  });

  it('creates a message for the chosen roles and days', async () => {
    createMessage.replies(({ body }) => dataAnswer({ ...stored, ...(body as MessageInput), id: 9 }));
    const { user, onSaved } = openDialog(null);
    const dialog = await theDialog();
    await user.click(dialog.getByRole('textbox', { name: /Título/ }));
    await user.paste('Cierre de pedidos');
    await user.click(dialog.getByRole('textbox', { name: /Texto/ }));
    await user.paste('Los pedidos cierran el viernes.');
    await user.click(dialog.getByRole('checkbox', { name: 'Supervisor' }));
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));

    await waitFor(() => expect(createMessage.calls).toHaveLength(1));
    const input = createMessage.calls[0]?.body as MessageInput | undefined;
    expect(input).toMatchObject({
      title: 'Cierre de pedidos',
      body: 'Los pedidos cierran el viernes.',
      audienceRoles: ['SUPERVISOR', 'CONSULTANT'],
    });
    expect(input?.activeTo && input.activeFrom && input.activeTo >= input.activeFrom).toBe(true);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  });

  it('edits a stored message and shows the server refusal', async () => {
    updateMessage.refuses({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Los datos enviados no son válidos.',
      details: [{ path: 'activeTo', message: 'La fecha de fin no puede ser anterior a la de inicio.' }],
    });
    const { user, onSaved } = openDialog(stored);
    const dialog = await theDialog();
    expect(dialog.getByRole('textbox', { name: /Título/ })).toHaveValue('Junta de ventas');
    expect(dialog.getByRole('checkbox', { name: 'Supervisor' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Administrador' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(updates()).toEqual([
        {
          path: '/messages/8',
          body: expect.objectContaining({ title: 'Junta de ventas', version: 5 }) as unknown,
        },
      ]),
    );
    expect(await screen.findByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeVisible();
    expect(screen.getByText('Los datos enviados no son válidos.')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('starts over from the current message when someone else saved it first, and saves that version', async () => {
    updateMessage.refusesOnce(staleRecordRefusal());
    getMessage.answers({ ...stored, title: 'Junta de ventas (cambiada)', version: 6 });
    const { user, onSaved } = openDialog(stored);
    const dialog = await theDialog();
    await user.clear(dialog.getByRole('textbox', { name: /Título/ }));
    await user.type(dialog.getByRole('textbox', { name: /Título/ }), 'Mi título');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(getMessage.calls.map((call) => call.path)).toContain('/messages/8'));
    expect(updates()).toEqual([
      { path: '/messages/8', body: expect.objectContaining({ title: 'Mi título', version: 5 }) as unknown },
    ]);
    // The dialog is built again from the current message (queries include hidden elements: src/lib/testing/dialog.ts).
    expect(await findStaleRecordNotice()).toBeInTheDocument();
    const current = await screen.findByRole('dialog', { hidden: true });
    expect(within(current).getByRole('textbox', { name: /Título/, hidden: true })).toHaveValue(
      'Junta de ventas (cambiada)',
    );
    expect(onSaved).not.toHaveBeenCalled();

    updateMessage.answers({ ...stored, version: 7 });
    await user.click(await findDialogButton('Guardar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updates().at(-1)).toEqual({
      path: '/messages/8',
      body: expect.objectContaining({ title: 'Junta de ventas (cambiada)', version: 6 }) as unknown,
    });
  });
});
