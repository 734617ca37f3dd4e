import { FluentProvider } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setDeskScreen, setPhoneScreen } from './testing/screen-width.ts';
import { lightTheme } from './theme.ts';
import { AppToaster } from './app-toaster.tsx';
import { DEFAULT_TOAST_LIFE, presentToast, showToast } from './toast.tsx';

afterEach(cleanup);

function mountToaster() {
  return render(
    <FluentProvider theme={lightTheme}>
      <AppToaster />
    </FluentProvider>,
  );
}

describe('toast presentation (docs/requirements.md §3, §9)', () => {
  it('defaults to info, 5000 ms and closable', () => {
    expect(DEFAULT_TOAST_LIFE).toBe(5000);
    expect(presentToast({ summary: 'Listo' })).toMatchObject({
      intent: 'info',
      timeout: 5000,
      closable: true,
      inverted: false,
      title: 'Listo',
      body: null,
    });
  });

  it('maps the severities onto Fluent intents and styles', () => {
    const intentOf = (severity: Parameters<typeof presentToast>[0]['severity']) =>
      presentToast({ severity }).intent;
    expect(intentOf('info')).toBe('info');
    expect(intentOf('success')).toBe('success');
    expect(intentOf('warn')).toBe('warning');
    expect(intentOf('error')).toBe('error');
    expect(presentToast({ severity: 'secondary' })).toMatchObject({ intent: undefined, inverted: false });
    expect(presentToast({ severity: 'contrast' })).toMatchObject({ intent: undefined, inverted: true });
  });

  it('keeps a toast until closed when life is 0, and uses the detail as title without a summary', () => {
    expect(presentToast({ life: 0 }).timeout).toBe(-1);
    expect(presentToast({ life: 1500 }).timeout).toBe(1500);
    expect(presentToast({ detail: 'Guardado.' })).toMatchObject({ title: 'Guardado.', body: null });
  });
});

describe('AppToaster', () => {
  it('shows messages sent before it was mounted, with summary and detail', async () => {
    showToast({
      severity: 'error',
      summary: 'Error',
      detail: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
    });
    mountToaster();
    expect(await screen.findByText('Sesión inválida. Por favor, inicia sesión nuevamente.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('closes a closable toast from its close button', async () => {
    mountToaster();
    act(() => showToast({ severity: 'success', summary: 'Venta guardada' }));
    await screen.findByText('Venta guardada');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Fluent plays an exit animation that jsdom never ends; the toast is closing when it is no longer visible.
    expect(screen.queryByRole('button', { name: 'Cerrar notificación' })).toBeNull();
  });

  it('offers no close button on a toast that is not closable', async () => {
    mountToaster();
    act(() => showToast({ severity: 'warn', summary: 'Revisa los datos', closable: false }));
    await screen.findByText('Revisa los datos');
    expect(screen.queryByRole('button', { name: 'Cerrar notificación' })).toBeNull();
  });

  it('shows one toast for the same message sent twice at once', async () => {
    mountToaster();
    act(() => {
      showToast({ severity: 'error', summary: 'Error', detail: 'Una vez' });
      showToast({ severity: 'error', summary: 'Error', detail: 'Una vez' });
    });
    await screen.findByText('Una vez');
    expect(screen.getAllByText('Una vez')).toHaveLength(1);
  });

  it('shows toasts at the top at a desk and at the bottom on a phone, off the page’s title', async () => {
    mountToaster();
    act(() => showToast({ severity: 'success', summary: 'Arriba' }));
    await screen.findByText('Arriba');
    expect(document.querySelector('[data-toaster-position="top"]')).not.toBeNull();
    cleanup();

    setPhoneScreen();
    try {
      mountToaster();
      act(() => showToast({ severity: 'success', summary: 'Abajo' }));
      await screen.findByText('Abajo');
      expect(document.querySelector('[data-toaster-position="bottom"]')).not.toBeNull();
      expect(document.querySelector('[data-toaster-position="top"]')).toBeNull();
    } finally {
      setDeskScreen();
    }
  });
});
