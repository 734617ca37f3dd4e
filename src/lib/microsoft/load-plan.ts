// When the Microsoft sign-in client (msal-browser, ~75 KiB gz) and teams-js (~15 KiB gz) are
// downloaded (docs/design.md §10; docs/decisions.md). Never as part of the first bundle; at start-up only:
// - the sign-in client when Microsoft sign-in is configured and an msAccessToken is held (docs/requirements.md §4:
//   "if an access token is held, obtain a token and set the user tokens");
// - teams-js when the page may be inside Teams (teams-presence.ts), to race app.initialize().
// Never on the /redirect page (the sign-in pop-up only hands its answer back). Later moments load
// the client on demand: the staff login page (warmed up for its Microsoft button), Teams' silent
// sign-in, and the silent renewal after a 401 for Admin, Coordinator and Supervisor (docs/requirements.md §8;
// api-client.ts checks the role).

export interface StartUpFacts {
  /** A client id and an authority are configured. */
  microsoftConfigured: boolean;
  onRedirectPage: boolean;
  /** docs/requirements.md §3: an msAccessToken is kept from an earlier Microsoft sign-in. */
  holdsMsAccessToken: boolean;
  /** teams-presence.ts: framed, the Teams mobile bridge, or Teams in the user agent. */
  mayBeInsideTeams: boolean;
}

export interface StartUpPlan {
  /** Wire the sign-in button and the 401 renewal (both load the client only when used). */
  wireSignIn: boolean;
  /** Load and initialise the sign-in client now, and obtain a fresh token (docs/requirements.md §4 start-up). */
  restoreToken: boolean;
  /** Load teams-js now and race app.initialize() against 3 s. */
  connectTeams: boolean;
}

export function startUpPlan(facts: StartUpFacts): StartUpPlan {
  if (facts.onRedirectPage) return { wireSignIn: false, restoreToken: false, connectTeams: false };
  return {
    wireSignIn: facts.microsoftConfigured,
    restoreToken: facts.microsoftConfigured && facts.holdsMsAccessToken,
    connectTeams: facts.mayBeInsideTeams,
  };
}
