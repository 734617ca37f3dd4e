// Renders one page inside a memory router, the session store, the query cache and the Fluent provider, as the app mounts it,
// and shows where the page navigated to (a page's effect is a new address, not a return value).
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '../query-client.ts';
import { appStore } from '../session.ts';
import { spanishControlHooks } from '../ui/spanish-controls.ts';

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="current-address">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderRouteOptions {
  /** The address the page is opened at, e.g. '/login/farmer?objective=%2Fsimulator'. */
  at: string;
  /** The route pattern of the page, e.g. '/login/:role?'. */
  path: string;
  page: ReactElement;
  /** More pages mounted beside it, for flows that go from one page to another and back. */
  otherRoutes?: readonly { path: string; page: ReactElement }[];
  /** Render under React StrictMode, which runs effects twice as in development. */
  isStrict?: boolean;
}

/** The providers every page runs inside (src/app/providers.tsx), for tests that render a component alone. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={webLightTheme} customStyleHooks_unstable={spanishControlHooks}>
          {children}
        </FluentProvider>
      </QueryClientProvider>
    </Provider>
  );
}

export function renderRoute({ at, path, page, otherRoutes = [], isStrict = false }: RenderRouteOptions) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          {otherRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.page} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </TestProviders>,
    { reactStrictMode: isStrict },
  );
}

/** Pastes into the field of that label: one change event instead of one per key keeps tests fast. */
export async function fillField(user: UserEvent, label: string, text: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
