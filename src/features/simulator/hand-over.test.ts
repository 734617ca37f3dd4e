import { describe, expect, it, vi } from 'vitest';
import { handOverToSimulator, wasLoadedAtSimulator } from './hand-over.ts';

describe('handing /simulator over to its own page', () => {
  it('replaces the address with a full load, keeping the query', () => {
    const location = { replace: vi.fn(), search: '?x=1' };
    handOverToSimulator(location);
    expect(location.replace).toHaveBeenCalledWith('/simulator?x=1');
  });

  it('knows when the main app itself was served at /simulator, where handing over would loop', () => {
    expect(wasLoadedAtSimulator([{ name: 'http://localhost:3000/simulator' }])).toBe(true);
    expect(wasLoadedAtSimulator([{ name: 'http://localhost:3000/simulator/?a=1' }])).toBe(true);
    expect(
      wasLoadedAtSimulator([{ name: 'http://localhost:3000/login/farmer?objective=%2Fsimulator' }]),
    ).toBe(false);
    expect(wasLoadedAtSimulator([{ name: 'http://localhost:3000/simulators' }])).toBe(false);
    expect(wasLoadedAtSimulator([])).toBe(false);
  });
});
