// The answers kept on the phone: kept per person, answered with their age when there is
// no signal, a list cut from the whole list the working set keeps, and never another person's.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { memoryStore } from './device-store.ts';
import { KEPT_AT_HEADER, keptAnswers, withKeptAnswers, type KeptAnswer } from './kept-answers.ts';
import { pageFromWholeList } from './list-answers.ts';

const customers = {
  data: [
    { id: 1, firstName: 'José', lastName: 'Núñez', status: 'ACTIVE', consultantId: 7 },
    { id: 2, firstName: 'Ana', lastName: 'Pérez', status: 'INACTIVE', consultantId: 7 },
    { id: 3, firstName: 'Luis', lastName: 'Martínez', status: 'ACTIVE', consultantId: 8 },
  ],
  page: 1,
  size: 3,
  totalPages: 1,
  totalRecords: 3,
};

function setUp(owner = { current: '7:CONSULTANT' as string | null }) {
  const kept = keptAnswers(memoryStore<KeptAnswer>(), () => owner.current);
  let hasSignal = true;
  const network: AxiosAdapter = async (config) => {
    if (!hasSignal)
      throw new AxiosError('Network Error', 'ERR_NETWORK', config as InternalAxiosRequestConfig);
    return {
      data: JSON.stringify({ data: customers }),
      status: 200,
      statusText: 'OK',
      headers: {},
      config: config as InternalAxiosRequestConfig,
    };
  };
  const client = axios.create({ baseURL: '/api', adapter: withKeptAnswers(network, kept) });
  return { kept, client, owner, goOffline: () => (hasSignal = false) };
}

describe('answers kept on the phone', () => {
  it('answers a GET without signal from what was kept, marked with when it was fetched', async () => {
    const { client, goOffline } = setUp();
    await client.get('/clients', { params: { page: 1, size: 'all' } });
    goOffline();
    const answer = await client.get('/clients', { params: { page: 1, size: 'all' } });
    expect(answer.data).toEqual({ data: customers });
    expect(Date.parse(String(answer.headers[KEPT_AT_HEADER]))).toBeGreaterThan(0);
  });

  it('cuts a list never fetched with these filters from the whole list', async () => {
    const { client, goOffline } = setUp();
    await client.get('/clients', { params: { page: 1, size: 'all' } });
    goOffline();
    const active = await client.get('/clients', {
      params: { page: 1, size: 10, status: 'ACTIVE', q: 'jose nunez' },
    });
    expect(active.data.data.data.map((row: { id: number }) => row.id)).toEqual([1]);
    expect(active.data.data.totalRecords).toBe(1);
  });

  it('has no answer for what was never kept, or was kept for someone else', async () => {
    const { client, goOffline, owner } = setUp();
    await client.get('/clients/1');
    goOffline();
    await expect(client.get('/sales/9')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    owner.current = '8:CONSULTANT';
    await expect(client.get('/clients/1')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('keeps nothing when no one is signed in, and nothing once cleared', async () => {
    const { client, goOffline, owner, kept } = setUp();
    owner.current = null;
    await client.get('/clients/1');
    expect((await kept.size()).count).toBe(0);
    owner.current = '7:CONSULTANT';
    await client.get('/clients/1');
    await kept.clear();
    goOffline();
    await expect(client.get('/clients/1')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});

describe('a page cut from the whole list', () => {
  it('filters, pages and counts as the server would, and refuses a filter it does not know', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(pageFromWholeList(customers, query('page=2&size=1'))).toMatchObject({
      data: [{ id: 2 }],
      page: 2,
      totalPages: 3,
      totalRecords: 3,
    });
    expect(pageFromWholeList(customers, query('consultantId=8'))?.data.map((row) => row.id)).toEqual([3]);
    expect(pageFromWholeList(customers, query('q=MARTINEZ'))?.data.map((row) => row.id)).toEqual([3]);
    expect(pageFromWholeList(customers, query('createdFrom=2026-01-01'))).toBeNull();
  });

  it('orders the rows as the sort asks, empty values last, and refuses a sort on a field the rows lack', () => {
    const query = (text: string) => new URLSearchParams(text);
    const rows = [
      { id: 1, name: 'Óscar', hectares: 12.5, createdAt: '2026-03-01' },
      { id: 2, name: 'ana', hectares: null, createdAt: '2026-01-01' },
      { id: 3, name: 'Beto', hectares: 100, createdAt: '2026-02-01' },
    ];
    const whole = { data: rows, page: 1, size: 3, totalPages: 1, totalRecords: 3 };
    const ids = (text: string) => pageFromWholeList(whole, query(text))?.data.map((row) => row.id);
    expect(ids('sort=hectares:asc')).toEqual([1, 3, 2]);
    expect(ids('sort=hectares:desc')).toEqual([3, 1, 2]);
    expect(ids('sort=name:asc')).toEqual([2, 3, 1]);
    expect(ids('sort=created:desc&size=2')).toEqual([1, 3]);
    expect(pageFromWholeList(whole, query('sort=total:desc'))).toBeNull();
  });

  it("orders customers by name as the server does: first name, then last name (the rows have no 'name')", () => {
    const rows = [
      { id: 1, firstName: 'Juan', lastName: 'Pérez' },
      { id: 2, firstName: 'ana', lastName: 'Zúñiga' },
      { id: 3, firstName: 'Juan', lastName: 'Álvarez' },
    ];
    const whole = { data: rows, page: 1, size: 3, totalPages: 1, totalRecords: 3 };
    const ids = (text: string) =>
      pageFromWholeList(whole, new URLSearchParams(text))?.data.map((row) => row.id);
    expect(ids('sort=name:asc')).toEqual([2, 3, 1]);
    expect(ids('sort=name:desc')).toEqual([1, 3, 2]);
  });
});
