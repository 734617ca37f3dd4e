import '@testing-library/jest-dom/vitest';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody } from '../../../../domain/errors.ts';
import { apiRoute } from '../../../test/api.ts';
import { ClientKeyCard, type ClientKeyCardProps } from './client-key-card.tsx';
import { findDialogButton } from '../../../lib/testing/dialog.ts';

const issueClientKey = apiRoute('post', '/clients/:id/client-key');

const ISSUED = { clientKey: 'AGV-7KQ2-9XMD-P4TW', clientKeyHint: 'AGV-••••-••••-P4TW' };
const WITHOUT_KEY = { id: 7, status: 'ACTIVE', hasClientKey: false, clientKeyHint: null } as const;
const WITH_KEY = {
  id: 7,
  status: 'ACTIVE',
  hasClientKey: true,
  clientKeyHint: 'AGV-••••-••••-2026',
} as const;

function renderCard(props: Partial<ClientKeyCardProps> = {}) {
  const onIssued = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <ClientKeyCard customer={WITHOUT_KEY} canManage onIssued={onIssued} {...props} />
    </FluentProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onIssued };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ClientKeyCard', () => {
  it('issues the first key without asking, shows it once and copies it', async () => {
    issueClientKey.answers(ISSUED);
    const { user, onIssued } = renderCard();
    expect(screen.getByText('Este cliente aún no tiene clave de acceso.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generar clave de cliente' }));

    expect(await screen.findByTestId('new-client-key')).toHaveTextContent('AGV-7KQ2-9XMD-P4TW');
    expect(
      screen.getByText('Cópiala o compártela ahora: por seguridad no se volverá a mostrar.'),
    ).toBeVisible();
    expect(issueClientKey.calls.map((call) => call.path)).toEqual(['/clients/7/client-key']);
    expect(onIssued).toHaveBeenCalledWith(ISSUED);

    await user.click(screen.getByRole('button', { name: 'Copiar clave' }));
    expect(await navigator.clipboard.readText()).toBe('AGV-7KQ2-9XMD-P4TW');
  });

  it('shares a new key with the farmer sign-in link through the share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    try {
      issueClientKey.answers(ISSUED);
      const { user } = renderCard();
      await user.click(screen.getByRole('button', { name: 'Generar clave de cliente' }));
      await user.click(await screen.findByRole('button', { name: 'Compartir clave' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Simulador Agroventas',
        text: 'Tu clave de cliente para el simulador de Agroventas es AGV-7KQ2-9XMD-P4TW. Entra con ella aquí:',
        url: `${window.location.origin}/farmer?objective=/simulator`,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('warns that the key in force stops working before replacing it, and does nothing when cancelled', async () => {
    issueClientKey.answers(ISSUED);
    const { user } = renderCard({ customer: WITH_KEY });
    expect(screen.getByText('AGV-••••-••••-2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generar nueva clave' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/La clave actual dejará de funcionar en ese momento/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar', hidden: true }));
    // Until the closing dialog is gone, Fluent keeps the page behind it hidden from the a11y tree.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(issueClientKey.calls).toHaveLength(0);
    expect(screen.queryByTestId('new-client-key')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generar nueva clave' }));
    await user.click(await findDialogButton('Generar clave nueva'));
    expect(await screen.findByTestId('new-client-key')).toHaveTextContent('AGV-7KQ2-9XMD-P4TW');
    expect(issueClientKey.calls).toHaveLength(1);
  });

  it("keeps the server's refusal on screen", async () => {
    const refused: ApiErrorBody = {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Solo un cliente activo puede recibir una clave de acceso.',
    };
    issueClientKey.refuses(refused);
    const { user, onIssued } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Generar clave de cliente' }));
    expect(
      await screen.findByText('Solo un cliente activo puede recibir una clave de acceso.'),
    ).toBeVisible();
    expect(screen.queryByTestId('new-client-key')).not.toBeInTheDocument();
    expect(onIssued).not.toHaveBeenCalled();
  });

  it('offers no key to a customer that is not active, and no action to a supervisor', () => {
    renderCard({ customer: { ...WITH_KEY, status: 'INACTIVE' } });
    expect(screen.getByText('El cliente debe estar activo para recibir una clave de acceso.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    cleanup();

    renderCard({ customer: WITH_KEY, canManage: false });
    expect(screen.getByText('AGV-••••-••••-2026')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
