// The answers index.html's inline script asked for before the app's scripts arrived (the script:
// src/app/inline-scripts/early-requests.ts; the list of requests: src/app/home-requests.ts). The API client's adapter
// takes each one once, for a GET to the very same address, so the interceptors, the unwrapping and
// the query cache treat it as any answer; any other request, a second one to that address, or an
// early request that failed goes to the network as before.
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/** A successful early answer, as the inline script keeps it. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  body: string;
}

/** What the inline script leaves in window.__AGROVENTAS_EARLY__ (src/app/inline-scripts/early-requests.ts). */
export interface EarlyAnswers {
  /** performance.now() when the requests started. */
  startedAt: number;
  /** By full address (the API's base, path and query); null when the request failed. */
  answers: Record<string, Promise<EarlyAnswer | null>>;
}

/**
 * Past this age an unclaimed answer is not used: the first page asks within seconds of the start;
 * a later visit (after the terms page, say) must read the data as it is then.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

export type TakeEarlyAnswer = (url: string) => Promise<EarlyAnswer | null> | null;

/** Hands out each early answer once; all of them are dropped once they are too old. */
export function earlyAnswerTaker(early: EarlyAnswers | undefined, now: () => number): TakeEarlyAnswer {
  const unclaimed = new Map(Object.entries(early?.answers ?? {}));
  return (url) => {
    if (!early || unclaimed.size === 0) return null;
    if (now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) {
      unclaimed.clear();
      return null;
    }
    const answer = unclaimed.get(url) ?? null;
    unclaimed.delete(url);
    return answer;
  };
}

/**
 * An adapter that answers a GET from its early answer when there is one, as `network` would have
 * (the body as text, which axios's response transform parses like any other), and otherwise, or
 * when the early request failed, sends the request through `network`.
 */
export function withEarlyAnswers(network: AxiosAdapter, take: TakeEarlyAnswer): AxiosAdapter {
  return async (config) => {
    const claimed = config.method?.toLowerCase() === 'get' ? take(axios.getUri(config)) : null;
    const answer = claimed ? await claimed : null;
    if (!answer) return network(config);
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: answer.statusText,
      headers: new AxiosHeaders(answer.contentType ? { 'content-type': answer.contentType } : {}),
      config,
      request: null,
    };
    return response;
  };
}

/** The inline script's answers, taken from the page once (a second call finds none). */
export function takeEarlyAnswersFromPage(): EarlyAnswers | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__AGROVENTAS_EARLY__;
  delete window.__AGROVENTAS_EARLY__;
  return early;
}

declare global {
  interface Window {
    __AGROVENTAS_EARLY__?: EarlyAnswers;
  }
}
