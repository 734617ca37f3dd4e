// The toaster mounted once by the app: it draws nothing, and loads nothing, until a message of
// toast.tsx waits for it; then Fluent's toaster (toaster.tsx) loads and shows it.
import { Suspense, lazy, useEffect, useState, type JSX } from 'react';
import { hasWaitingToasts, whenToastWaits } from './toast.tsx';

const FluentToaster = lazy(() =>
  import('./toaster.tsx').then((module) => ({ default: module.FluentToaster })),
);

/**
 * Mount once (top-center). A `group` toaster receives only the messages of that group. Draws
 * nothing, and loads nothing, until there is a message to show.
 */
export function AppToaster({ group = '' }: { group?: string }): JSX.Element | null {
  const [isWanted, setWanted] = useState(hasWaitingToasts);
  useEffect(() => {
    if (isWanted) return;
    const wake = () => setWanted(true);
    if (hasWaitingToasts()) wake();
    return whenToastWaits(wake);
  }, [isWanted]);
  return isWanted ? (
    <Suspense fallback={null}>
      <FluentToaster group={group} />
    </Suspense>
  ) : null;
}
