// Everything every page runs inside: the jotai store, the Fluent theme (light/dark after the system,
// live), the toaster and the press feedback on buttons.
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { installRipple } from '../lib/ripple.ts';
import { appStore } from '../lib/session.ts';
import { colorSchemeOf, resolveTheme, themeModeAtom } from '../lib/theme.ts';
import { AppToaster } from '../lib/toast.tsx';
import { useMediaQuery } from './use-media-query.ts';

const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0, minHeight: '100%' },
  body: { WebkitTapHighlightColor: 'transparent' },
});

function ThemedApp({ children }: { children: ReactNode }) {
  useGlobalStyles();
  const mode = useAtomValue(themeModeAtom);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = resolveTheme(mode, systemPrefersDark);

  useEffect(() => {
    // Outside the provider (overscroll, scrollbars, native pickers) must match the theme too.
    const root = document.documentElement;
    root.style.colorScheme = colorSchemeOf(mode, systemPrefersDark);
    root.style.backgroundColor = theme.colorNeutralBackground3;
  }, [mode, systemPrefersDark, theme]);

  useEffect(() => installRipple(document), []);

  return (
    // No className here: Fluent copies it onto every portal (toasts, dialogs), which would then cover the page.
    <FluentProvider theme={theme}>
      {children}
      <AppToaster />
    </FluentProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ThemedApp>{children}</ThemedApp>
    </JotaiProvider>
  );
}
