import { describe, expect, it } from 'vitest';
import { dataScopeOf } from './scope.ts';

describe('dataScopeOf', () => {
  it('gives an admin every row', () => {
    expect(dataScopeOf({ role: 'ADMIN', userId: 1, zoneId: null })).toEqual({ kind: 'all' });
  });
  it('limits a coordinator to its zone', () => {
    expect(dataScopeOf({ role: 'COORDINATOR', userId: 2, zoneId: 7 })).toEqual({ kind: 'zone', zoneId: 7 });
  });
  it('gives a coordinator without a zone nothing', () => {
    expect(dataScopeOf({ role: 'COORDINATOR', userId: 2, zoneId: null })).toEqual({ kind: 'none' });
  });
  it("limits a supervisor to its consultants' rows", () => {
    expect(dataScopeOf({ role: 'SUPERVISOR', userId: 3, zoneId: 7 })).toEqual({
      kind: 'team',
      supervisorId: 3,
    });
  });
  it('limits a consultant to its own rows', () => {
    expect(dataScopeOf({ role: 'CONSULTANT', userId: 4, zoneId: 7 })).toEqual({
      kind: 'own',
      consultantId: 4,
    });
  });
  it('gives a farmer nothing', () => {
    expect(dataScopeOf({ role: 'FARMER', userId: null, zoneId: 7 })).toEqual({ kind: 'none' });
  });
});
