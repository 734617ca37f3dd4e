import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countUnread } from './api/count-unread.ts';
import { unreadCountAtom } from './atoms.ts';
import { POLL_EVERY_MS, useUnreadPolling } from './use-unread-polling.ts';

vi.mock('./api/count-unread.ts', () => ({ countUnread: vi.fn() }));

let visibility: DocumentVisibilityState = 'visible';

function poll() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useUnreadPolling(), { wrapper });
  return store;
}

async function becomeVisible(state: DocumentVisibilityState) {
  visibility = state;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetAllMocks();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the bell polling', () => {
  it('asks at once and then every minute while the tab is visible', async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(2).mockResolvedValue(5);
    const store = poll();
    await act(async () => {});
    expect(countUnread).toHaveBeenCalledTimes(1);
    expect(store.get(unreadCountAtom)).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS - 1_000));
    expect(countUnread).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(countUnread).toHaveBeenCalledTimes(2);
    expect(store.get(unreadCountAtom)).toBe(5);
  });

  it('asks nothing while the tab is hidden, and looks again when the user comes back', async () => {
    vi.mocked(countUnread).mockResolvedValue(1);
    poll();
    await act(async () => {});
    await becomeVisible('hidden');
    await act(() => vi.advanceTimersByTimeAsync(5 * POLL_EVERY_MS));
    expect(countUnread).toHaveBeenCalledTimes(1);

    await becomeVisible('visible');
    expect(countUnread).toHaveBeenCalledTimes(2);
    // Focus right after the visibility change is the same return: no second request.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(countUnread).toHaveBeenCalledTimes(2);
  });

  it('keeps the last number when a look fails', async () => {
    vi.mocked(countUnread).mockResolvedValueOnce(4).mockRejectedValue(new Error('sin red'));
    const store = poll();
    await act(async () => {});
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    expect(countUnread).toHaveBeenCalledTimes(2);
    expect(store.get(unreadCountAtom)).toBe(4);
  });
});
