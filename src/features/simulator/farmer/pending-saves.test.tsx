import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './http.ts';
import { pendingSavesOf, queueSave, sendPendingSaves } from './pending-saves.ts';

const body = (name: string) => ({ name, scenarios: [] });

describe('saves waiting for signal', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each person’s queue apart and sends it in order', async () => {
    queueSave('FARMER:1', body('a'), 'k1');
    queueSave('FARMER:2', body('other'), 'k2');
    queueSave('FARMER:1', body('b'), 'k3');
    const sent: string[] = [];
    expect(await sendPendingSaves('FARMER:1', async (s) => void sent.push(s.key))).toBe(2);
    expect(sent).toEqual(['k1', 'k3']);
    expect(pendingSavesOf('FARMER:1')).toEqual([]);
    expect(pendingSavesOf('FARMER:2').map((s) => s.key)).toEqual(['k2']);
  });

  it('stops at the first save without signal and keeps it and the rest', async () => {
    queueSave('FARMER:1', body('a'), 'k1');
    queueSave('FARMER:1', body('b'), 'k2');
    expect(
      await sendPendingSaves('FARMER:1', async () => {
        throw new NetworkError();
      }),
    ).toBe(0);
    expect(pendingSavesOf('FARMER:1').map((s) => s.key)).toEqual(['k1', 'k2']);
  });

  it('keeps a save the server could not take now, drops one it refuses for good', async () => {
    queueSave('FARMER:1', body('refused'), 'k1');
    queueSave('FARMER:1', body('later'), 'k2');
    const answers = [new HttpError(400, null), new HttpError(503, null)];
    await sendPendingSaves('FARMER:1', async () => {
      throw answers.shift();
    });
    expect(pendingSavesOf('FARMER:1').map((s) => s.key)).toEqual(['k2']);
  });

  it('ignores anything unreadable in storage', () => {
    localStorage.setItem('simulator.pendingSaves', '{not json');
    expect(pendingSavesOf('FARMER:1')).toEqual([]);
    localStorage.setItem('simulator.pendingSaves', JSON.stringify([{ key: 1 }]));
    expect(pendingSavesOf('FARMER:1')).toEqual([]);
  });
});
