// The page of a dashboard route, with the list a record was opened from kept mounted (hidden) under
// the record: going back to the sales, DKbono or customer list then shows the
// page as it was left (rows, selection, page, open filters) at once, instead of mounting the list
// again. The hidden list goes on seeing the address it was left at, so it neither reads the
// record's address as its own filters nor runs anything for it; it is dropped when a page other
// than its records opens, and its queries stay fresh the usual way while it is kept.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation, useOutlet, useRoutes, type Location } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import { useRouteMeta } from '../route-meta.ts';

/** The lists kept under their records, by route name, with the pages that are their records. */
const RECORDS_OF_LIST = new Map<string, ReadonlySet<string>>([
  [ROUTES.sales.name, new Set([ROUTES.saleDetail.name, ROUTES.editSale.name, ROUTES.dkbonoDetail.name])],
  [ROUTES.vouchers.name, new Set([ROUTES.dkbonoDetail.name, ROUTES.saleDetail.name])],
  [ROUTES.customers.name, new Set([ROUTES.customerDetail.name, ROUTES.customerEdit.name])],
]);

interface Kept {
  name: string;
  location: Location;
  element: ReactNode;
  /** The router's latest outlet for it, which `element` may be older than (see below). */
  seen: ReactNode;
  /** Whether a record is shown over it now. */
  hidden: boolean;
}

/**
 * A kept list out of sight: not drawn, not in the accessibility tree nor in the tab order.
 * `content-visibility: hidden` rather than `display: none`: the browser keeps the list's boxes and
 * their layout, and showing it again does not build them anew (docs/decisions.md). `inert` is left
 * out on purpose: toggling it restyles the whole list, which costs about what it would save, and
 * hidden content is already out of the tab order.
 */
const HIDDEN = { style: { contentVisibility: 'hidden' }, 'aria-hidden': true } as const;

/**
 * The list under the address it was left at: react-router's `useRoutes(routes, location)` gives
 * what it renders that location instead of the router's. It renders again at every navigation (it
 * reads the router's address) with a new element, which would render the whole list again; the
 * element made for this location and list is kept and given back instead, so React skips the list.
 */
function FrozenLocation({ location, children }: { location: Location; children: ReactNode }) {
  const routes = useMemo(() => [{ path: '*', element: children }], [children]);
  const routed = useRoutes(routes, location);
  const [kept, setKept] = useState({ location, children, routed });
  if (kept.location !== location || kept.children !== children) {
    setKept({ location, children, routed });
    return routed;
  }
  return kept.routed;
}

/**
 * The ref for the main area, the page's one scroller: a record opens at its top, also from another
 * record's page (a saved form opens its record at its name, not where the form's button was),
 * and its list comes back scrolled where it was left.
 */
export function useKeptListScroll(): RefObject<HTMLElement | null> {
  const main = useRef<HTMLElement>(null);
  const isList = RECORDS_OF_LIST.has(useRouteMeta()?.name ?? '');
  const { pathname } = useLocation();
  const listScrollTop = useRef(0);
  const wasList = useRef(isList);
  const lastPathname = useRef(pathname);
  useLayoutEffect(() => {
    const element = main.current;
    const changed = wasList.current !== isList;
    const moved = lastPathname.current !== pathname;
    wasList.current = isList;
    lastPathname.current = pathname;
    if (!element) return;
    if (isList ? changed : moved) element.scrollTop = isList ? listScrollTop.current : 0;
    if (!isList) return;
    const remember = () => {
      listScrollTop.current = element.scrollTop;
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [isList, pathname]);
  return main;
}

/** The same list page at the same address (a new history entry for it is still the same view). */
function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

export function KeptListOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const name = useRouteMeta()?.name ?? '';
  const isList = RECORDS_OF_LIST.has(name);
  const [kept, setKept] = useState<Kept | null>(null);

  // The list to keep is noted while rendering (React's pattern for state that follows the
  // address), so that it keeps its place in the tree, and so its state, from the frame that leaves
  // it to the one that comes back.
  const keepsKept = kept !== null && RECORDS_OF_LIST.get(kept.name)?.has(name) === true;
  let next = kept;
  if (isList) {
    const returns = kept?.hidden === true && kept.name === name && sameAddress(kept.location, location);
    // Back at the address it was left at, the list is shown as it is, without rendering it anew;
    // otherwise it follows the router (the outlet is a new element only when the router renders
    // anew, so this settles at once; the first element at an address may be a first visit's
    // loading state).
    if (returns) next = { ...kept, seen: outlet, hidden: false };
    else if (kept?.name !== name || !sameAddress(kept.location, location) || kept.seen !== outlet)
      next = { name, location, element: outlet, seen: outlet, hidden: false };
  } else if (keepsKept) {
    if (!kept.hidden) next = { ...kept, hidden: true };
  } else {
    next = null;
  }
  if (next !== kept) setKept(next);

  return (
    <>
      {next ? (
        <div key={next.name} {...(isList ? {} : HIDDEN)}>
          <FrozenLocation location={next.location}>{next.element}</FrozenLocation>
        </div>
      ) : null}
      {isList ? null : outlet}
    </>
  );
}
