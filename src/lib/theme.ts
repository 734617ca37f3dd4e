// The look of docs/requirements.md §1: a red brand ramp over Fluent's grey neutrals, light or dark after the system.
// themeModeAtom is the seam for hosts that impose a theme (Teams: light, dark or high contrast).
import {
  createDarkTheme,
  createLightTheme,
  teamsHighContrastTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';
import { atom } from 'jotai';

/** Shades 10 (darkest) to 160 (lightest) of the Agroventas red; 80 is the brand colour #c8102e. */
export const agroventasBrand: BrandVariants = {
  10: '#140204',
  20: '#36050c',
  30: '#520712',
  40: '#6c0918',
  50: '#840b1e',
  60: '#9b0d24',
  70: '#b20e29',
  80: '#c8102e',
  90: '#cd2541',
  100: '#d33e56',
  110: '#d8576c',
  120: '#df7284',
  130: '#e58d9b',
  140: '#eba9b4',
  150: '#f2c5cd',
  160: '#f8e2e6',
};

export const lightTheme: Theme = createLightTheme(agroventasBrand);

// On dark surfaces the default brand text (shade 100) is too dim to read; lift it, as Fluent advises.
export const darkTheme: Theme = {
  ...createDarkTheme(agroventasBrand),
  colorBrandForeground1: agroventasBrand[110],
  colorBrandForeground2: agroventasBrand[120],
  colorBrandForegroundLink: agroventasBrand[120],
  colorBrandForegroundLinkHover: agroventasBrand[130],
  colorBrandForegroundLinkPressed: agroventasBrand[110],
};

export const contrastTheme: Theme = teamsHighContrastTheme;

export type ThemeMode = 'light' | 'dark' | 'contrast' | 'system';

/** 'system' follows prefers-color-scheme; a host (Teams) sets the others. */
export const themeModeAtom = atom<ThemeMode>('system');

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): Theme {
  switch (mode) {
    case 'light':
      return lightTheme;
    case 'dark':
      return darkTheme;
    case 'contrast':
      return contrastTheme;
    case 'system':
      return systemPrefersDark ? darkTheme : lightTheme;
  }
}

/** The CSS color-scheme that matches, so native scrollbars and form controls agree with the theme. */
export function colorSchemeOf(mode: ThemeMode, systemPrefersDark: boolean): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode === 'light' ? 'light' : 'dark';
}
