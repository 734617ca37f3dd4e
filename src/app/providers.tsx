// Everything every page runs inside: the jotai store, the server-state cache (TanStack Query), the Fluent theme (the person's choice,
// light, dark or after the system, live; the Teams theme inside Teams), thumb-sized controls on touch screens, the toaster, the press feedback on buttons, and the host
// integration: Microsoft sign-in and the Teams tab (both loaded lazily, docs/design.md §10).
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { ROUTES } from '../../domain/app-routes.ts';
import {
  installMicrosoftSignIn,
  isMicrosoftConfigured,
  restoreMicrosoftToken,
  signInSilentlyInsideTeams,
} from '../features/auth/microsoft-sign-in.ts';
import { startUpPlan } from '../lib/microsoft/load-plan.ts';
import { mayBeInsideTeams } from '../lib/microsoft/teams-presence.ts';
import { queryClient } from '../lib/query-client.ts';
import { installRipple } from '../lib/ripple.ts';
import { appStore, msAccessTokenAtom, userDetailsAtom } from '../lib/session.ts';
import { appliedThemeModeAtom, colorSchemeOf, resolveTheme, themeModeAtom } from '../lib/theme.ts';
import { AppToaster } from '../lib/app-toaster.tsx';
import { spanishControlHooks } from '../lib/ui/spanish-controls.ts';
import '../lib/ui/touch-targets.css';
import { useMediaQuery } from '../lib/use-media-query.ts';

const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0, minHeight: '100%' },
  body: { WebkitTapHighlightColor: 'transparent' },
});

function ThemedApp({ children }: { children: ReactNode }) {
  useGlobalStyles();
  const mode = useAtomValue(appliedThemeModeAtom);
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
    <FluentProvider theme={theme} customStyleHooks_unstable={spanishControlHooks}>
      {children}
      <AppToaster />
    </FluentProvider>
  );
}

/** Without a router (a test, an entry of its own): a page load of the address. */
async function openByAddress(path: string): Promise<void> {
  window.location.assign(path);
}

/** Where a Teams tab goes once Teams has signed the user in: the page it was opened for, else home. */
function afterSignIn(target: string | null): string {
  const objective = target ? `?${new URLSearchParams({ objective: target })}` : '';
  return `${ROUTES.redirect.path}${objective}`;
}

let hasHostStarted = false;

// The page a Teams tab was opened on (its contentUrl, e.g. the sales list), read before the router's
// guard sends a signed-out visitor to the login page, so Teams' silent sign-in can still land there.
const launchPath = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;
const launchObjective = launchPath?.startsWith('/dashboard/') ? launchPath : null;

/**
 * Once per page: plug Microsoft sign-in in (docs/requirements.md §4 start-up: the client is initialised and a fresh
 * token obtained when one is held) and, inside Teams, follow its theme, sign the user in silently,
 * open the record of a deep link and tell Teams the tab is ready. What loads when: load-plan.ts.
 * Never on the redirect page: there the sign-in pop-up only hands its answer back (docs/requirements.md §2).
 */
async function startHostIntegration(openPath: OpenPath): Promise<void> {
  if (hasHostStarted) return;
  hasHostStarted = true;
  const plan = startUpPlan({
    microsoftConfigured: isMicrosoftConfigured(),
    onRedirectPage: window.location.pathname === ROUTES.redirect.path,
    holdsMsAccessToken: appStore.get(msAccessTokenAtom) !== null,
    mayBeInsideTeams: mayBeInsideTeams(),
  });
  const canSignIn = plan.wireSignIn && installMicrosoftSignIn();
  if (plan.restoreToken) {
    void restoreMicrosoftToken().catch((error: unknown) => {
      console.warn('Microsoft sign-in client could not start', error);
    });
  }
  // In a plain browser tab teams-js is not even downloaded.
  if (!plan.connectTeams) return;
  const { startTeamsIntegration } = await import('../lib/microsoft/teams-integration.ts');
  const teams = await startTeamsIntegration((mode) => appStore.set(themeModeAtom, mode));
  if (!teams) return;
  teams.host.notifySuccess();
  const { deepLinkPath } = teams;
  if (appStore.get(userDetailsAtom)) {
    if (deepLinkPath) await openPath(deepLinkPath);
  } else if (canSignIn && (await signInSilentlyInsideTeams())) {
    await openPath(afterSignIn(deepLinkPath ?? launchObjective));
  } else if (deepLinkPath) {
    await openPath(`/login?${new URLSearchParams({ objective: deepLinkPath })}`);
  }
}

/** Opens a page of the app: the entry's router, which is made after the providers. */
type OpenPath = (path: string) => Promise<void>;

export interface AppProvidersProps {
  children: ReactNode;
  /** Where Teams sends the tab (its deep link, or the page after its silent sign-in). */
  openPath?: OpenPath;
  /** Microsoft sign-in and the Teams tab; off for entries that need neither (the farmer simulator). */
  hostIntegration?: boolean;
}

export function AppProviders({
  children,
  hostIntegration = true,
  openPath = openByAddress,
}: AppProvidersProps) {
  useEffect(() => {
    if (!hostIntegration) return;
    startHostIntegration(openPath).catch((error: unknown) =>
      console.warn('Host integration failed to start', error),
    );
  }, [hostIntegration, openPath]);

  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
