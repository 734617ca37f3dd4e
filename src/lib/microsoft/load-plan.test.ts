// When msal-browser and teams-js are downloaded at start-up (docs/requirements.md §4; docs/design.md §10).
import { describe, expect, it } from 'vitest';
import { startUpPlan, type StartUpFacts } from './load-plan.ts';
import { signalsTeams } from './teams-presence.ts';

const browserTab: StartUpFacts = {
  microsoftConfigured: true,
  onRedirectPage: false,
  holdsMsAccessToken: false,
  mayBeInsideTeams: false,
};

describe('start-up plan for the Microsoft sign-in client and teams-js', () => {
  it('in a plain browser tab without a Microsoft token wires the button but downloads nothing', () => {
    expect(startUpPlan(browserTab)).toEqual({ wireSignIn: true, restoreToken: false, connectTeams: false });
  });

  it('docs/requirements.md §4: with an msAccessToken held, initialises the client and obtains a fresh token', () => {
    expect(startUpPlan({ ...browserTab, holdsMsAccessToken: true })).toEqual({
      wireSignIn: true,
      restoreToken: true,
      connectTeams: false,
    });
  });

  it('when the page may be inside Teams, connects to the host (teams-js and its 3 s race)', () => {
    expect(startUpPlan({ ...browserTab, mayBeInsideTeams: true })).toMatchObject({ connectTeams: true });
    // The Teams theme and deep links work even where Microsoft sign-in is not configured.
    expect(
      startUpPlan({
        ...browserTab,
        microsoftConfigured: false,
        holdsMsAccessToken: true,
        mayBeInsideTeams: true,
      }),
    ).toEqual({ wireSignIn: false, restoreToken: false, connectTeams: true });
  });

  it('never loads anything on the redirect page, where the pop-up only hands its answer back', () => {
    expect(
      startUpPlan({ ...browserTab, onRedirectPage: true, holdsMsAccessToken: true, mayBeInsideTeams: true }),
    ).toEqual({ wireSignIn: false, restoreToken: false, connectTeams: false });
  });
});

describe('Teams signals, read without teams-js', () => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36';
  const none = { framed: false, nativeBridge: false, userAgent: chrome };

  it('a plain browser tab shows none', () => {
    expect(signalsTeams(none)).toBe(false);
    expect(signalsTeams({ ...none, userAgent: `${chrome} SteamsBrowser/1.0` })).toBe(false);
  });

  it('a framed tab (Teams desktop and web), the mobile bridge or a Teams user agent is a maybe', () => {
    expect(signalsTeams({ ...none, framed: true })).toBe(true);
    expect(signalsTeams({ ...none, nativeBridge: true })).toBe(true);
    expect(signalsTeams({ ...none, userAgent: `${chrome} TeamsMobile-Android` })).toBe(true);
    expect(signalsTeams({ ...none, userAgent: `${chrome} Teams/1.6.00.4472 Electron/8.5.5` })).toBe(true);
  });
});
