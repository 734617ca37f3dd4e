import { describe, expect, it } from 'vitest';
import { isSimulatorPagePath, simulatorAddressFor, voucherCodeOfPath } from './farmer-pages.ts';

const CODE = '7k2m9q4xza';

describe('the addresses a farmer holds', () => {
  it('answers the simulator and the farmer link with the simulator page, nothing else', () => {
    for (const path of ['/simulator', '/simulator/', '/farmer']) expect(isSimulatorPagePath(path)).toBe(true);
    for (const path of [
      '/simulators',
      '/farmers',
      '/farmer/x',
      '/login/farmer',
      '/dashboard',
      '/b/' + CODE,
    ]) {
      expect(isSimulatorPagePath(path)).toBe(false);
    }
  });

  it('turns the farmer link and a short link into the simulator address they stand for', () => {
    expect(simulatorAddressFor('/farmer', '?objective=/simulator')).toBe('/simulator');
    expect(simulatorAddressFor('/farmer', '?objective=%2Fsimulator')).toBe('/simulator');
    expect(
      simulatorAddressFor('/farmer', `?objective=${encodeURIComponent(`/simulator?dkbono=${CODE}`)}`),
    ).toBe(`/simulator?dkbono=${CODE}`);
    expect(simulatorAddressFor('/farmer', '?objective=//evil.example')).toBe('/simulator');
    expect(simulatorAddressFor('/farmer', '?objective=/simulator?dkbono=zz')).toBe('/simulator');
    expect(simulatorAddressFor(`/b/${CODE.toUpperCase()}`, '')).toBe(`/simulator?dkbono=${CODE}`);
    expect(simulatorAddressFor('/simulator', `?dkbono=${CODE}`)).toBe(`/simulator?dkbono=${CODE}`);
    expect(voucherCodeOfPath('/b/abc')).toBeNull();
  });
});
