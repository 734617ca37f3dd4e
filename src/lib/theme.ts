// The look of docs/requirements.md §1: a red brand ramp over Fluent's grey neutrals, light or dark.
// Each person chooses Claro, Oscuro or Como el sistema (themeChoiceAtom, kept on this device per
// user); themeModeAtom is the seam for hosts that impose a theme (Teams: light, dark or high
// contrast), and a host's theme wins over the choice.
import {
  createDarkTheme,
  createLightTheme,
  teamsHighContrastTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';
import { atom } from 'jotai';
import { userDetailsAtom } from './session.ts';

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

// On dark surfaces the default brand text (shade 100) is too dim to read; lift it, as Fluent
// advises.
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

/** 'system' (no host theme): the person's choice applies; a host (Teams) sets the others. */
export const themeModeAtom = atom<ThemeMode>('system');

/** What a person may choose: Claro, Oscuro or Como el sistema. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const CHOICE_KEY_PREFIX = 'agroventas.theme.';
const choiceKey = (userId: number) => `${CHOICE_KEY_PREFIX}${userId}`;

function storedChoice(userId: number | undefined): ThemeChoice {
  if (userId === undefined) return 'system';
  try {
    const value = window.localStorage.getItem(choiceKey(userId));
    return (THEME_CHOICES as readonly string[]).includes(value ?? '') ? (value as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

// Bumped on each choice, so the atom reads the storage again.
const choiceRevisionAtom = atom(0);

/** The signed-in person's choice ('system' when signed out or never chosen). */
export const themeChoiceAtom = atom(
  (get): ThemeChoice => {
    get(choiceRevisionAtom);
    return storedChoice(get(userDetailsAtom)?.id);
  },
  (get, set, choice: ThemeChoice) => {
    const userId = get(userDetailsAtom)?.id;
    if (userId === undefined) return;
    try {
      window.localStorage.setItem(choiceKey(userId), choice);
    } catch {
      // Private browsing without storage: the choice lasts until the page is reloaded.
    }
    set(choiceRevisionAtom, (revision) => revision + 1);
  },
);

/** The theme that applies: the host's when one imposes it (Teams), else the person's choice. */
export const appliedThemeModeAtom = atom((get): ThemeMode => {
  const host = get(themeModeAtom);
  return host === 'system' ? get(themeChoiceAtom) : host;
});

/** Whether a host (Teams) imposes its theme, so the person's choice does not apply here. */
export const isHostThemeAtom = atom((get) => get(themeModeAtom) !== 'system');

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
