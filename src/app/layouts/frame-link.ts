// A link of the dashboard's frame (side navigation, section tabs, the top bar's "Cerrar sesión")
// that follows the router without rendering again at every navigation:
// react-router's useHref, useLinkClickHandler and useNavigate read the location or the route's
// context, both new at each navigation, so every frame link rendered again, and the side
// navigation's items were a good part of going back to a list. The frame (dashboard-layout.tsx),
// which renders at every navigation anyway, hands its links one function that stays the same and
// reads where the router is only when a link is clicked; the frame's links lead to absolute
// paths, so the href is the path itself.
import { createContext, useCallback, useContext, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';

type FollowLink = (to: string) => void;

const FrameNavigation = createContext<FollowLink | null>(null);

/** Given by the frame to its links, with the value of `useFrameNavigation`. */
export const FrameNavigationProvider = FrameNavigation.Provider;

/** For the frame: how its links navigate, one function for the frame's whole life. */
export function useFrameNavigation(): FollowLink {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const latest = useRef({ navigate, here });
  useLayoutEffect(() => {
    latest.current = { navigate, here };
  });
  // As react-router's links do, a link to the address shown replaces it instead of adding a
  // history entry.
  return useCallback((to: string) => {
    const { navigate: go, here: shown } = latest.current;
    void go(to, { replace: shown === to });
  }, []);
}

export interface FrameLink {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** `to` is an absolute path (no basename in this app). As react-router's links do, a click with a
 * modifier key or another button is the browser's (a new tab). */
export function useFrameLink(to: string): FrameLink {
  const follow = useContext(FrameNavigation);
  if (!follow) throw new Error('useFrameLink needs the dashboard frame (FrameNavigationProvider)');
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      follow(to);
    },
    [follow, to],
  );
  return { href: to, onClick };
}
