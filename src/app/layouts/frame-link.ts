// A link of the dashboard's frame (side navigation, section tabs, the top bar's "Cerrar sesión")
// that follows the router without rendering again at every navigation (issue 27, part 2):
// react-router's useHref and useLinkClickHandler read the location and the route's context, both
// new at each navigation, so every frame link rendered again, and the side navigation's items were
// a good part of going back to a list. The frame's links lead to absolute paths, so the href is the
// path itself, and a click reads where the router is only when it happens.
import { useCallback, useContext, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, createPath } from 'react-router-dom';

export interface FrameLink {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** `to` is an absolute path (no basename in this app). As react-router's links do, a click with a
 * modifier key or another button is the browser's (a new tab), and a link to the address shown
 * replaces it instead of adding a history entry. */
export function useFrameLink(to: string): FrameLink {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useFrameLink needs a data router (createBrowserRouter)');
  const { router } = context;
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void router.navigate(to, { replace: createPath(router.state.location) === to });
    },
    [router, to],
  );
  return { href: to, onClick };
}
