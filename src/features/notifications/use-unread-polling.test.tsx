import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOnlineAtom } from '../../lib/offline/connection.ts';
import { appStore } from '../../lib/session.ts';
import { apiRoute, HttpResponse } from '../../test/api.ts';
import { unreadCountAtom } from './atoms.ts';
import { POLL_EVERY_MS, useUnreadPolling } from './use-unread-polling.ts';

const countUnread = apiRoute('get', '/notifications/unread-count');

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

/**
 * Waits until the API has received `count` requests in all. A request travels through the client
 * in the order it was made, so once the count is reached, one made earlier by mistake would have
 * arrived too: the exact count also proves the requests that should not have been made.
 */
async function requestsReached(count: number) {
  await vi.waitFor(() => expect(countUnread.calls.length).toBeGreaterThanOrEqual(count));
  expect(countUnread.calls).toHaveLength(count);
}

beforeEach(() => {
  // Only the hook's clock is fake: the interval and Date.now (its gap between looks). The request
  // itself runs on real timers, as MSW answers it asynchronously.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
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
    countUnread.answersOnce({ unread: 2 }).answers({ unread: 5 });
    const store = poll();
    await requestsReached(1);
    await vi.waitFor(() => expect(store.get(unreadCountAtom)).toBe(2));

    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS - 1_000));
    expect(countUnread.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await requestsReached(2);
    await vi.waitFor(() => expect(store.get(unreadCountAtom)).toBe(5));
  });

  it('asks nothing while the tab is hidden, and looks again when the user comes back', async () => {
    countUnread.answers({ unread: 1 });
    poll();
    await requestsReached(1);
    await becomeVisible('hidden');
    await act(() => vi.advanceTimersByTimeAsync(5 * POLL_EVERY_MS));
    expect(countUnread.calls).toHaveLength(1);

    await becomeVisible('visible');
    await requestsReached(2);
    // Focus right after the visibility change is the same return: no second request (the next
    // minute's look is the third).
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(countUnread.calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    await requestsReached(3);
  });

  it('keeps the last number when a look fails', async () => {
    countUnread.answersOnce({ unread: 4 }).replies(() => HttpResponse.error());
    const store = poll();
    await requestsReached(1);
    await vi.waitFor(() => expect(store.get(unreadCountAtom)).toBe(4));
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS));
    await requestsReached(2);
    // The client has taken the lost request as no signal; its failure then reaches the hook on the
    // promises that follow, which one turn of the event loop lets settle.
    await vi.waitFor(() => expect(appStore.get(isOnlineAtom)).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(store.get(unreadCountAtom)).toBe(4);
  });
});
