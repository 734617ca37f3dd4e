import { describe, expect, it } from 'vitest';
import { holdsAuthResponse } from './redirect-bridge.ts';
import { apiScopes, signInScopes } from './msal-session.ts';

describe('the sign-in pop-up page', () => {
  it('recognises an authorization answer in the fragment or the query', () => {
    expect(holdsAuthResponse({ hash: '#code=abc&state=xyz&client_info=e30', search: '' })).toBe(true);
    expect(holdsAuthResponse({ hash: '', search: '?error=access_denied&state=xyz' })).toBe(true);
    expect(holdsAuthResponse({ hash: '', search: '?objective=%2Fdashboard' })).toBe(false);
    expect(holdsAuthResponse({ hash: '#code=abc', search: '' })).toBe(false);
  });
});

describe('Microsoft scopes', () => {
  it('sends the server a token for our API when one is configured, else a User.Read one', () => {
    expect(signInScopes(['User.Read'])).toEqual(['User.Read']);
    expect(signInScopes(['User.Read', 'api://agroventas/app/access_as_user'])).toEqual([
      'api://agroventas/app/access_as_user',
    ]);
    expect(apiScopes(['User.Read'])).toEqual([]);
  });
});
