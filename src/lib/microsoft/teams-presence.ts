// Whether the page may be running inside Teams at all, without loading teams-js: Teams desktop and
// web frame the tab; the mobile clients open it in a webview that injects a native bridge
// (window.nativeInterface) and name themselves in the user agent (TeamsMobile-Android/-iOS, Teams/x).
// A plain browser tab is none of these, so teams-js is never downloaded there.

export interface TeamsSignals {
  /** The page is in a frame (window.self !== window.top), or its parent cannot even be read. */
  framed: boolean;
  /** The Teams mobile webview's native bridge is present. */
  nativeBridge: boolean;
  userAgent: string;
}

const TEAMS_USER_AGENT = /\bTeams(?:Mobile)?\b/;

/** Pure: true when any Teams signal is present; teams-js then decides (app.initialize, 3 s race). */
export function signalsTeams(signals: TeamsSignals): boolean {
  return signals.framed || signals.nativeBridge || TEAMS_USER_AGENT.test(signals.userAgent);
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // A cross-origin parent that cannot even be compared is a frame.
  }
}

export function mayBeInsideTeams(): boolean {
  if (typeof window === 'undefined') return false;
  return signalsTeams({
    framed: isFramed(),
    nativeBridge: 'nativeInterface' in window,
    userAgent: window.navigator?.userAgent ?? '',
  });
}
