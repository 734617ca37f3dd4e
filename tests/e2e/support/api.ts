// Reads through the API with the browser's own session, to pick records for the UI tests, and a
// POST sent by the page itself, as the app sends it.
import type { Page } from '@playwright/test';
import { mexicoCityDay } from '../../../domain/days.ts';
import { E2E } from './env.ts';

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { 'x-api-key': E2E.apiKey } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * POSTs a JSON body to the API from the page, with its cookies and the API key, as the app does
 * (so that Chromium stores a cookie the answer sets itself); answers the status.
 */
export function apiPostFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, json, apiKey }) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(json),
      });
      return response.status;
    },
    { url: `/api${path}`, json: body, apiKey: E2E.apiKey },
  );
}

export interface SeasonRow {
  id: number;
  name: string;
  startDate: string;
}

/** The first season, open for sales or not, whose start date has come; `missing` names it when there is none. */
async function startedSeason(page: Page, isOpen: boolean, missing: string): Promise<SeasonRow> {
  const today = mexicoCityDay();
  const seasons = await apiGet<{ data: SeasonRow[] }>(page, `/seasons?page=1&size=all&isOpen=${isOpen}`);
  const season = seasons.data.find((s) => s.startDate <= today);
  if (!season) throw new Error(`The demo data has no ${missing}`);
  return season;
}

/** The season open for sales whose start date has come (the one a Dkbono can be redeemed in). */
export function seasonOpenForSales(page: Page): Promise<SeasonRow> {
  return startedSeason(page, true, 'season open for sales');
}

/** A season that has ended (closed, started before today): no test sells in it. */
export function pastSeason(page: Page): Promise<SeasonRow> {
  return startedSeason(page, false, 'past season');
}
