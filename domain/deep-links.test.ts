import { describe, expect, it } from 'vitest';
import { pathForSubEntityId, recordPath, subEntityIdFor } from './deep-links.ts';

describe('Teams deep links (subEntityId)', () => {
  it('names a record by kind and id, and opens its page', () => {
    expect(subEntityIdFor('/dashboard/sales/dkbono/5')).toBe('dkbono:5');
    expect(subEntityIdFor('/dashboard/sales/sale/12')).toBe('sale:12');
    expect(subEntityIdFor('/dashboard/customers/form/3')).toBe('customer:3');
    expect(pathForSubEntityId('dkbono:5')).toBe('/dashboard/sales/dkbono/5');
    expect(pathForSubEntityId('sale:12')).toBe(recordPath('sale', 12));
    expect(pathForSubEntityId(' customer:3 ')).toBe('/dashboard/customers/form/3');
  });

  it('carries any other dashboard page as a path', () => {
    expect(subEntityIdFor('/dashboard/users/pending-list')).toBe('path:/dashboard/users/pending-list');
    expect(pathForSubEntityId('path:/dashboard/notifications')).toBe('/dashboard/notifications');
    expect(pathForSubEntityId('path:/dashboard/sales/list/voucher?status=PAID')).toBe(
      '/dashboard/sales/list/voucher?status=PAID',
    );
  });

  it('never leads outside the dashboard or to a made-up record', () => {
    for (const unsafe of [
      'path://evil.example/dashboard',
      'path:/dashboard//evil.example',
      'path:/dashboard/../login',
      'path:https://evil.example',
      'path:/login',
      'path:/dashboard/a\\b',
      'toString:1',
      'constructor:1',
      'sale:abc',
      'sale:-1',
      '',
      null,
    ]) {
      expect(pathForSubEntityId(unsafe), String(unsafe)).toBeNull();
    }
    expect(subEntityIdFor('https://evil.example')).toBeNull();
  });
});
