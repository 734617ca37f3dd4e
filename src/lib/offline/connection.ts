// Whether the app has signal, as the app itself finds out: the browser's online/offline events and
// the fate of its own requests (a request that gets no answer means no signal, whatever
// navigator.onLine says on a phone with a dead network). Also how old the data on screen is when
// it comes from the phone instead of the server.
import axios from 'axios';
import { atom } from 'jotai';
import { appStore } from '../session.ts';

const isOnlineBaseAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine);
/** The oldest kept answer on screen since the signal went (ms since epoch), or null. */
const keptSinceBaseAtom = atom<number | null>(null);

export const isOnlineAtom = atom((get) => get(isOnlineBaseAtom));
export const keptSinceAtom = atom((get) => get(keptSinceBaseAtom));

const onlineListeners = new Set<() => void>();

/** Runs `listener` each time the signal comes back. */
export function onSignalBack(listener: () => void): () => void {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

export function noteOnline(): void {
  if (appStore.get(isOnlineBaseAtom)) return;
  appStore.set(isOnlineBaseAtom, true);
  appStore.set(keptSinceBaseAtom, null);
  for (const listener of onlineListeners) listener();
}

export function noteOffline(): void {
  appStore.set(isOnlineBaseAtom, false);
}

/** A kept answer fetched at `fetchedAt` is on screen. */
export function noteKeptAnswer(fetchedAt: number): void {
  const since = appStore.get(keptSinceBaseAtom);
  if (since === null || fetchedAt < since) appStore.set(keptSinceBaseAtom, fetchedAt);
}

/** A request that got no answer at all: no signal, or the server unreachable. */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', noteOnline);
  window.addEventListener('offline', noteOffline);
}

const updateReadyBaseAtom = atom(false);
/** A new version of the app is installed and waits for the user's "Actualizar". */
export const updateReadyAtom = atom((get) => get(updateReadyBaseAtom));

export function noteUpdateReady(): void {
  appStore.set(updateReadyBaseAtom, true);
}
