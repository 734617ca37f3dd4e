import { Dropdown, Option } from '@fluentui/react-components';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, userDetailsAtom } from '../lib/session.ts';
import { contrastTheme, darkTheme, lightTheme, themeChoiceAtom, themeModeAtom } from '../lib/theme.ts';
import { showToast } from '../lib/toast.tsx';
import { AppProviders } from './providers.tsx';

// A prefers-color-scheme the test can flip, as the user would in the system settings.
function fakeColorScheme(isDark: boolean) {
  const listeners = new Set<() => void>();
  let dark = isDark;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? dark : false;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

const rootStyle = () => document.documentElement.style;

const person = (id: number) => ({
  id,
  role: 'ADMIN' as const,
  distributor: null,
  acceptedTos: true,
  firstName: 'Ana',
  lastName: 'Rivas',
  email: `persona${id}@agroventas.mx`,
});

afterEach(() => {
  cleanup();
  appStore.set(themeModeAtom, 'system');
  appStore.set(userDetailsAtom, null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('app providers', () => {
  it('follows the system colour scheme, live', () => {
    const setSystemDark = fakeColorScheme(false);
    render(<AppProviders>página</AppProviders>);
    expect(rootStyle().colorScheme).toBe('light');
    expect(rootStyle().backgroundColor).toBe(hexToRgb(lightTheme.colorNeutralBackground3));

    act(() => setSystemDark(true));
    expect(rootStyle().colorScheme).toBe('dark');
    expect(rootStyle().backgroundColor).toBe(hexToRgb(darkTheme.colorNeutralBackground3));
  });

  it('lets a host impose a theme through themeModeAtom', () => {
    fakeColorScheme(false);
    render(<AppProviders>página</AppProviders>);
    act(() => appStore.set(themeModeAtom, 'contrast'));
    expect(rootStyle().colorScheme).toBe('dark');
    expect(rootStyle().backgroundColor).toBe(hexToRgb(contrastTheme.colorNeutralBackground3));
  });

  it('applies the theme each person chose, kept per person on this device', () => {
    const setSystemDark = fakeColorScheme(false);
    act(() => appStore.set(userDetailsAtom, person(7)));
    act(() => appStore.set(themeChoiceAtom, 'dark'));
    expect(window.localStorage.getItem('agroventas.theme.7')).toBe('dark');
    render(<AppProviders>página</AppProviders>);
    expect(rootStyle().colorScheme).toBe('dark');
    expect(rootStyle().backgroundColor).toBe(hexToRgb(darkTheme.colorNeutralBackground3));

    // Someone else on the same device has not chosen: the system's scheme.
    act(() => appStore.set(userDetailsAtom, person(8)));
    expect(rootStyle().colorScheme).toBe('light');
    act(() => appStore.set(themeChoiceAtom, 'light'));
    act(() => setSystemDark(true));
    expect(rootStyle().colorScheme).toBe('light');

    // Back to the first person: their choice again.
    act(() => appStore.set(userDetailsAtom, person(7)));
    expect(rootStyle().colorScheme).toBe('dark');
    act(() => appStore.set(themeChoiceAtom, 'system'));
    expect(rootStyle().colorScheme).toBe('dark');
    act(() => setSystemDark(false));
    expect(rootStyle().colorScheme).toBe('light');
  });

  it('follows the host’s theme over the person’s choice (Teams, high contrast included)', () => {
    fakeColorScheme(false);
    act(() => appStore.set(userDetailsAtom, person(7)));
    act(() => appStore.set(themeChoiceAtom, 'light'));
    render(<AppProviders>página</AppProviders>);
    act(() => appStore.set(themeModeAtom, 'contrast'));
    expect(rootStyle().backgroundColor).toBe(hexToRgb(contrastTheme.colorNeutralBackground3));
    act(() => appStore.set(themeModeAtom, 'dark'));
    expect(rootStyle().backgroundColor).toBe(hexToRgb(darkTheme.colorNeutralBackground3));
  });

  it('labels a choice field’s clear button in Spanish', async () => {
    fakeColorScheme(false);
    render(
      <AppProviders>
        <Dropdown aria-label="Zona" clearable selectedOptions={['1']} value="Bajío">
          <Option value="1">Bajío</Option>
        </Dropdown>
      </AppProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Borrar selección' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });

  it('mounts the toaster and the press feedback once', async () => {
    fakeColorScheme(false);
    render(<AppProviders>página</AppProviders>);
    act(() => showToast({ severity: 'info', summary: 'Bienvenido' }));
    expect(await screen.findByText('Bienvenido')).toBeTruthy();
    expect(document.getElementById('agroventas-ripple')).not.toBeNull();
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
