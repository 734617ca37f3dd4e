// Saves made without signal wait on the phone (localStorage) and go out when the signal returns,
// each with the idempotency key it got when queued, so a save whose answer was lost is never
// stored twice. The queue belongs to the person signed in; signing out clears it with the rest.
import type { SaveSimulationRequest } from '../../../../domain/simulator-schemas.ts';
import { HttpError, NetworkError } from './http.ts';

const STORAGE_KEY = 'simulator.pendingSaves';

export interface PendingSave {
  key: string;
  owner: string;
  body: SaveSimulationRequest;
  queuedAt: string;
}

function isPendingSave(value: unknown): value is PendingSave {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.owner === 'string' &&
    typeof v.queuedAt === 'string' &&
    typeof v.body === 'object' &&
    v.body !== null
  );
}

function readAll(): PendingSave[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingSave) : [];
  } catch {
    return [];
  }
}

function writeAll(saves: PendingSave[]): void {
  try {
    if (saves.length === 0) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(saves));
  } catch {
    // Storage full or unavailable: the save cannot wait; the caller already told the farmer.
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function pendingSavesOf(owner: string): PendingSave[] {
  return readAll().filter((s) => s.owner === owner);
}

export function queueSave(owner: string, body: SaveSimulationRequest, key: string, now = new Date()): void {
  writeAll([...readAll(), { key, owner, body, queuedAt: now.toISOString() }]);
}

function drop(key: string): void {
  writeAll(readAll().filter((s) => s.key !== key));
}

/**
 * Sends the owner's waiting saves in order. Stops at the first that finds no signal (or an ended
 * session); drops one the server refuses for good (4xx), since sending it again cannot help.
 * Resolves with how many were saved.
 */
export async function sendPendingSaves(
  owner: string,
  send: (save: PendingSave) => Promise<unknown>,
): Promise<number> {
  let sent = 0;
  for (const save of pendingSavesOf(owner)) {
    try {
      await send(save);
      drop(save.key);
      sent += 1;
    } catch (error) {
      if (error instanceof NetworkError) break;
      if (error instanceof HttpError && (error.status === 401 || error.status >= 500)) break;
      drop(save.key);
    }
  }
  return sent;
}
