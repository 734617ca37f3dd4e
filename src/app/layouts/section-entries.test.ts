import { describe, expect, it } from 'vitest';
import { sectionAt } from './section-entries.ts';

describe('section tabs', () => {
  it('gives an Admin every page of the section shown', () => {
    const section = sectionAt('/dashboard/params/message', 'ADMIN');
    expect(section?.current).toBe('/dashboard/params/message');
    expect(section?.tabs.map((tab) => tab.meta.path)).toEqual([
      '/dashboard/params/product-type',
      '/dashboard/params/simulator-params',
      '/dashboard/params/message',
    ]);
    expect(sectionAt('/dashboard/locations/zones', 'ADMIN')?.tabs).toHaveLength(2);
  });

  it('shows no tabs to a role that may not open the pages, nor outside a section', () => {
    expect(sectionAt('/dashboard/locations/zones', 'COORDINATOR')).toBeNull();
    expect(sectionAt('/dashboard/users', 'ADMIN')).toBeNull();
    expect(sectionAt('/dashboard/params/product-type', undefined)).toBeNull();
  });
});
