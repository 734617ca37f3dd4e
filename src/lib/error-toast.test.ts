import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showErrorToast } from './error-toast.ts';
import { registerToaster, type ToastMessage } from './toast.tsx';

// The toasts shown, as a mounted toaster receives them.
const shown: ToastMessage[] = [];
let unregister: () => void = () => undefined;
beforeEach(() => {
  shown.length = 0;
  unregister = registerToaster('', (message) => void shown.push(message));
});
afterEach(() => unregister());

describe('error toasts (docs/requirements.md §8: severity error, summary Error)', () => {
  it('puts what failed before the server’s reason', () => {
    const refusal = { statusCode: 409, code: 'CONFLICT', message: 'La zona está en uso.' };
    showErrorToast(refusal, 'No se pudo cambiar la zona');
    expect(shown).toEqual([
      { severity: 'error', summary: 'Error', detail: 'No se pudo cambiar la zona: La zona está en uso.' },
    ]);
  });

  it('shows the reason alone when the caller names nothing', () => {
    showErrorToast(new Error('boom'));
    expect(shown).toEqual([
      {
        severity: 'error',
        summary: 'Error',
        detail: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
      },
    ]);
  });
});
