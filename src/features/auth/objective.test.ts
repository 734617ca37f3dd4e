import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, effectiveRole, safeObjective } from './objective.ts';

describe('safeObjective', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeObjective('/dashboard/sales/list/sale?tab=voucher')).toBe(
      '/dashboard/sales/list/sale?tab=voucher',
    );
  });

  it('decodes an objective that arrived URL-encoded, even twice', () => {
    expect(safeObjective('%2Fsimulator')).toBe('/simulator');
    expect(safeObjective('%252Fdashboard%252Fcustomers')).toBe('/dashboard/customers');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['an encoded protocol-relative address', '%2F%2Fevil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'dashboard/users'],
    ['a script', 'javascript:alert(1)'],
    ['a control character', '/\tdashboard'],
  ])('refuses %s', (_label, raw) => {
    expect(safeObjective(raw)).toBeNull();
  });

  it.each(['/', '/login', '/login/farmer', '/logout', '/farmer', '/redirect?x=1'])(
    'refuses the sign-in page %s, which would only loop',
    (raw) => {
      expect(safeObjective(raw)).toBeNull();
    },
  );

  it('treats a missing objective as none', () => {
    expect(safeObjective(null)).toBeNull();
    expect(safeObjective('')).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('prefers a safe objective over the home page', () => {
    expect(destinationAfterSignIn('ADMIN', '/dashboard/products')).toBe('/dashboard/products');
  });

  it('opens the role home page without an objective', () => {
    expect(destinationAfterSignIn('SUPERVISOR', null)).toBe('/dashboard/users');
    expect(destinationAfterSignIn('CONSULTANT', 'https://evil.example')).toBe('/dashboard/sales/list/sale');
  });

  it('sends a farmer, who has no home page, to the simulator', () => {
    expect(destinationAfterSignIn('FARMER', null)).toBe('/simulator');
  });
});

describe('effectiveRole', () => {
  it('makes anyone with a client key a farmer', () => {
    expect(effectiveRole({ role: 'CONSULTANT', clientKey: 'AGV-••••-••••-7KQ2' })).toBe('FARMER');
    expect(effectiveRole({ role: 'ADMIN' })).toBe('ADMIN');
  });
});
