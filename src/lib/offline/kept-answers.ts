// The staff app's answers kept on the phone: every successful GET the API client makes
// is kept in IndexedDB with when it was fetched and for whom, and a request that gets no answer
// (no signal) is answered from there, marked with its age, so a screen opens with the data it had.
// A list never fetched with those filters is cut from the whole list the working set keeps
// (list-answers.ts). Nothing is kept for anyone but the signed-in user: the store is wiped when
// another user signs in or the session is closed (device-owner.ts).
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { deviceOwner } from '../session.ts';
import { isNetworkError, noteKeptAnswer, noteOffline, noteOnline } from './connection.ts';
import { deviceStore, type DeviceStore } from './device-store.ts';
import { pageFromWholeList, type ListPage } from './list-answers.ts';

export interface KeptAnswer {
  owner: string;
  fetchedAt: number;
  /** The answer's body as the server sent it (JSON text). */
  body: string;
}

/** Marks an answer that comes from the phone, with the ISO time it was fetched. */
export const KEPT_AT_HEADER = 'x-agroventas-kept-at';
/** How many answers the phone keeps at most; the oldest go first. */
const MAX_KEPT_ANSWERS = 3000;
/** Lists that may be cut from their whole list (the working set fetches each with size=all). */
const WHOLE_LISTS = ['/clients', '/sales', '/vouchers', '/seasons'];

export interface KeptAnswers {
  keep(url: string, body: string): Promise<void>;
  find(url: string): Promise<KeptAnswer | null>;
  clear(): Promise<void>;
  /** Drops the oldest answers beyond MAX_KEPT_ANSWERS. */
  prune(): Promise<void>;
  size(): Promise<{ count: number; bytes: number }>;
}

/** The address of a list's every row (the working set keeps it there), from any address of the list. */
export function wholeListUrl(listUrl: string): string {
  return `${listUrl.split('?')[0]}?page=1&size=all`;
}

export function keptAnswers(store: DeviceStore<KeptAnswer>, owner: () => string | null): KeptAnswers {
  const findExact = async (url: string) => {
    const who = owner();
    const kept = await store.get(url);
    return kept && kept.owner === who ? kept : null;
  };
  return {
    async keep(url, body) {
      const who = owner();
      if (who === null) return;
      await store.set(url, { owner: who, fetchedAt: Date.now(), body });
    },
    async find(url) {
      const exact = await findExact(url);
      if (exact) return exact;
      const parsed = new URL(url, 'http://kept.invalid');
      if (!WHOLE_LISTS.some((list) => parsed.pathname.endsWith(list))) return null;
      const whole = await findExact(wholeListUrl(url));
      if (!whole) return null;
      const envelope = JSON.parse(whole.body) as { data: ListPage };
      const page = pageFromWholeList(envelope.data, parsed.searchParams);
      return page ? { ...whole, body: JSON.stringify({ data: page }) } : null;
    },
    clear: () => store.clear(),
    async prune() {
      const all = await store.entries();
      if (all.length <= MAX_KEPT_ANSWERS) return;
      const oldest = all
        .sort(([, a], [, b]) => a.fetchedAt - b.fetchedAt)
        .slice(0, all.length - MAX_KEPT_ANSWERS);
      await Promise.all(oldest.map(([key]) => store.delete(key)));
    },
    async size() {
      const all = await store.entries();
      return {
        count: all.length,
        bytes: all.reduce((sum, [key, value]) => sum + key.length + value.body.length, 0),
      };
    },
  };
}

function isKeepable(config: AxiosRequestConfig): boolean {
  return (
    (config.method ?? 'get').toLowerCase() === 'get' &&
    (config.responseType === undefined || config.responseType === 'json')
  );
}

/**
 * The API client's adapter: GET answers are kept, and a GET that gets no answer is answered from
 * what was kept (marked with KEPT_AT_HEADER); with nothing kept, the network error stands.
 */
export function withKeptAnswers(network: AxiosAdapter, kept: KeptAnswers): AxiosAdapter {
  return async (config) => {
    if (!isKeepable(config)) return network(config);
    const url = axios.getUri(config);
    try {
      const response = await network(config);
      noteOnline();
      if (response.status === 200 && typeof response.data === 'string') {
        void kept.keep(url, response.data).catch(() => undefined);
      }
      return response;
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      noteOffline();
      const answer = await kept.find(url).catch(() => null);
      if (!answer) throw error;
      noteKeptAnswer(answer.fetchedAt);
      const response: AxiosResponse = {
        data: answer.body,
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders({
          'content-type': 'application/json',
          [KEPT_AT_HEADER]: new Date(answer.fetchedAt).toISOString(),
        }),
        config,
        request: null,
      };
      return response;
    }
  };
}

/** The signed-in staff member's answers on this phone. */
export const deviceKeptAnswers = keptAnswers(deviceStore<KeptAnswer>('answers'), deviceOwner);
