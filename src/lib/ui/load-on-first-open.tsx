// Renders a lazily loaded piece (a dialog, a pop-up's contents) from the first time it is opened on,
// so its code is fetched on that first use instead of with the page. Once there it stays mounted, so
// closing (and its animation) behaves as if it had been loaded with the page.
import { Suspense, useState, type ReactNode } from 'react';

export interface LoadOnFirstOpenProps {
  isOpen: boolean;
  /** Shown while the code loads; nothing by default (a dialog appears once it is ready). */
  fallback?: ReactNode;
  children: ReactNode;
}

export function LoadOnFirstOpen({ isOpen, fallback = null, children }: LoadOnFirstOpenProps) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Set during render (React's pattern for state derived from props): no extra commit while closed.
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
