// What Fluent draws only on demand (a menu, a pop-up, a dialog) loads with its first use: until
// then its trigger alone is drawn, the same button with the same name and ARIA state; pointing at
// it or focusing it starts the download, and the first click (Enter, Space) or, for a menu,
// ArrowDown loads the surface and opens it, with the focus where Fluent puts it.
import { lazy, type ComponentType, type KeyboardEvent } from 'react';

export interface OnDemand<P> {
  Component: ComponentType<P>;
  /** Starts the download (idempotent). */
  preload: () => void;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return {
    Component: lazy(start) as unknown as ComponentType<P>,
    preload: () => {
      start().catch(() => {
        // Retried by the first use, where a failure reaches the route's error page.
        loading = undefined;
      });
    },
  };
}

/**
 * Props of the stand-in trigger of a surface not loaded yet; `open` loads it and opens it. The ARIA
 * state is what Fluent's MenuTrigger, PopoverTrigger or DialogTrigger gives a closed surface's trigger.
 */
export function standInTrigger(preload: () => void, open: () => void, popup: 'menu' | 'popover' | 'dialog') {
  return {
    onClick: open,
    onPointerEnter: preload,
    onFocus: preload,
    onKeyDown: (event: KeyboardEvent) => {
      if (popup === 'menu' && event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    },
    ...(popup === 'menu' ? { 'aria-haspopup': 'menu' as const } : {}),
    ...(popup === 'popover' ? { 'aria-expanded': false } : {}),
  };
}
