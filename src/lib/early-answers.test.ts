import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  earlyAnswerTaker,
  withEarlyAnswers,
  type EarlyAnswer,
  type EarlyAnswers,
} from './early-answers.ts';

const USERS = '/api/users?page=1&size=10&sort=name:asc';

const answer = (body: unknown): EarlyAnswer => ({
  status: 200,
  statusText: 'OK',
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

function early(answers: Record<string, EarlyAnswer | null>, startedAt = 1_000): EarlyAnswers {
  return {
    startedAt,
    answers: Object.fromEntries(Object.entries(answers).map(([url, value]) => [url, Promise.resolve(value)])),
  };
}

function request(method: string, url: string, params?: Record<string, unknown>): InternalAxiosRequestConfig {
  return { method, baseURL: '/api', url, params, headers: new AxiosHeaders() };
}

function network(): AxiosAdapter & ReturnType<typeof vi.fn> {
  return vi.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
    data: '{"data":"from the network"}',
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  }));
}

describe('earlyAnswerTaker', () => {
  it('hands each early answer out once, by its full address', async () => {
    const take = earlyAnswerTaker(early({ [USERS]: answer({ data: [] }) }), () => 2_000);
    expect(take('/api/users')).toBeNull();
    await expect(take(USERS)).resolves.toEqual(answer({ data: [] }));
    expect(take(USERS)).toBeNull();
  });

  it('drops every unclaimed answer once they are older than the first page could be', () => {
    let now = 1_000;
    const take = earlyAnswerTaker(
      early({ [USERS]: answer({ data: [] }), '/api/auth/me': answer({ data: {} }) }),
      () => now,
    );
    now = 1_000 + EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(take(USERS)).toBeNull();
    now = 1_000;
    expect(take('/api/auth/me')).toBeNull();
  });

  it('has nothing to give when the page started no request', () => {
    expect(earlyAnswerTaker(undefined, () => 0)(USERS)).toBeNull();
  });
});

describe('withEarlyAnswers', () => {
  it('answers a GET of the same address from its early answer, then asks the network for the next one', async () => {
    const send = network();
    const adapter = withEarlyAnswers(
      send,
      earlyAnswerTaker(early({ [USERS]: answer({ data: ['Ana'] }) }), () => 0),
    );
    const config = request('get', '/users', { page: 1, size: 10, sort: 'name:asc' });

    const first = await adapter(config);
    expect(first).toMatchObject({ status: 200, data: '{"data":["Ana"]}', config });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(send).not.toHaveBeenCalled();

    await expect(adapter(config)).resolves.toMatchObject({ data: '{"data":"from the network"}' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the request when its early one failed (an error answer or a lost connection)', async () => {
    const send = network();
    const adapter = withEarlyAnswers(
      send,
      earlyAnswerTaker(early({ [USERS]: null }), () => 0),
    );
    await expect(
      adapter(request('get', '/users', { page: 1, size: 10, sort: 'name:asc' })),
    ).resolves.toMatchObject({
      data: '{"data":"from the network"}',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never answers another address or another method from it', async () => {
    const send = network();
    const adapter = withEarlyAnswers(
      send,
      earlyAnswerTaker(early({ [USERS]: answer({ data: [] }) }), () => 0),
    );
    await adapter(request('get', '/users', { page: 2, size: 10, sort: 'name:asc' }));
    await adapter(request('post', '/users?page=1&size=10&sort=name:asc'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
