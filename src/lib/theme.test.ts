import { describe, expect, it } from 'vitest';
import {
  agroventasBrand,
  colorSchemeOf,
  contrastTheme,
  darkTheme,
  lightTheme,
  resolveTheme,
} from './theme.ts';

describe('theme (docs/requirements.md §1: red brand, grey neutrals, light or dark after the system)', () => {
  it('builds both themes on the Agroventas red', () => {
    expect(agroventasBrand[80]).toBe('#c8102e');
    expect(lightTheme.colorBrandBackground).toBe('#c8102e');
    expect(darkTheme.colorBrandForeground1).toBe(agroventasBrand[110]);
  });

  it('keeps Fluent grey neutral surfaces', () => {
    expect(lightTheme.colorNeutralBackground1).toBe('#ffffff');
    expect(darkTheme.colorNeutralBackground1).toBe('#292929');
  });

  it('follows the system in "system" mode and obeys a host otherwise', () => {
    expect(resolveTheme('system', false)).toBe(lightTheme);
    expect(resolveTheme('system', true)).toBe(darkTheme);
    expect(resolveTheme('light', true)).toBe(lightTheme);
    expect(resolveTheme('dark', false)).toBe(darkTheme);
    expect(resolveTheme('contrast', false)).toBe(contrastTheme);
    expect(colorSchemeOf('system', true)).toBe('dark');
    expect(colorSchemeOf('contrast', false)).toBe('dark');
    expect(colorSchemeOf('light', true)).toBe('light');
  });
});
