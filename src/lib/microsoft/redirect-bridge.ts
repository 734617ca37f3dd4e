// The pop-up (or silent frame) of a Microsoft sign-in comes back to /redirect with the answer in the
// address. msal-browser 5 no longer reads it from the opener (the round trip through Microsoft's
// site may cut the opener): the page hands it over itself through msal's redirect bridge, which
// posts it to the waiting window over a BroadcastChannel and closes the pop-up.

/** True when the address holds an authorization answer (msal's state with a code or an error). */
export function holdsAuthResponse(location: Pick<Location, 'hash' | 'search'>): boolean {
  const params = new URLSearchParams(location.hash.replace(/^#/, '') || location.search.replace(/^\?/, ''));
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Hands the answer to the window that is waiting for it; rejects when the answer is not msal's. */
export async function relayAuthResponse(): Promise<void> {
  const { broadcastResponseToMainFrame } = await import('@azure/msal-browser/redirect-bridge');
  await broadcastResponseToMainFrame();
}
