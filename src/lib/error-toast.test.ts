import { describe, expect, it, vi } from 'vitest';
import { showErrorToast } from './error-toast.ts';
import { showToast } from './toast.tsx';

vi.mock('./toast.tsx', () => ({ showToast: vi.fn() }));

describe('error toasts (docs/requirements.md §8: severity error, summary Error)', () => {
  it('puts what failed before the server’s reason', () => {
    const refusal = { statusCode: 409, code: 'CONFLICT', message: 'La zona está en uso.' };
    showErrorToast(refusal, 'No se pudo cambiar la zona');
    expect(showToast).toHaveBeenLastCalledWith({
      severity: 'error',
      summary: 'Error',
      detail: 'No se pudo cambiar la zona: La zona está en uso.',
    });
  });

  it('shows the reason alone when the caller names nothing', () => {
    showErrorToast(new Error('boom'));
    expect(showToast).toHaveBeenLastCalledWith({
      severity: 'error',
      summary: 'Error',
      detail: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
    });
  });
});
