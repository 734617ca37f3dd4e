import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSessionAfterNotice,
  SESSION_ENDED_TOAST,
  SESSION_INVALID_MESSAGE,
  SESSION_REDIRECT_DELAY_MS,
} from './session-end.ts';

describe('ending a session the server no longer accepts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says docs/requirements.md §8 words, in the toast too', () => {
    expect(SESSION_INVALID_MESSAGE).toBe('Sesión inválida. Por favor, inicia sesión nuevamente.');
    expect(SESSION_ENDED_TOAST).toEqual({
      severity: 'error',
      summary: 'Error',
      detail: SESSION_INVALID_MESSAGE,
    });
  });

  it('forgets the session and then opens the sign-in page, 2 s after the message', async () => {
    const steps: string[] = [];
    endSessionAfterNotice(
      () => void steps.push('forget'),
      () => void steps.push('sign-in'),
    );
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS - 1);
    expect(steps).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(steps).toEqual(['forget', 'sign-in']);

    endSessionAfterNotice(
      async () => void steps.push('forget (async)'),
      () => void steps.push('sign-in after it'),
    );
    await vi.advanceTimersByTimeAsync(SESSION_REDIRECT_DELAY_MS);
    expect(steps.slice(2)).toEqual(['forget (async)', 'sign-in after it']);
  });

  it('does nothing once called off', () => {
    const forget = vi.fn();
    const openSignIn = vi.fn();
    const callOff = endSessionAfterNotice(forget, openSignIn);
    callOff();
    vi.advanceTimersByTime(SESSION_REDIRECT_DELAY_MS * 2);
    expect(forget).not.toHaveBeenCalled();
    expect(openSignIn).not.toHaveBeenCalled();
  });
});
