// jsdom has no media queries: the app then lays out for a desk (useMediaQuery answers false). A test
// of the phone layout answers the phone query (src/lib/use-media-query.ts) as a 390 px screen would.
import { PHONE_QUERY } from '../use-media-query.ts';

const deskMatchMedia = window.matchMedia;

export function setPhoneScreen(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query === PHONE_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function setDeskScreen(): void {
  window.matchMedia = deskMatchMedia;
}
