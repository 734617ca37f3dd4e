import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config.ts';

describe('runtime configuration', () => {
  it('prefers what the server injected into the page', () => {
    const config = readRuntimeConfig(
      {
        apiUrl: '/api',
        apiKey: 'from-server',
        msClientId: 'abc',
        msAuthority: null,
        msScopes: ['api://x/access_as_user'],
      },
      { VITE_API_KEY: 'from-build', VITE_MS_SCOPES: 'User.Read' },
    );
    expect(config).toEqual({
      apiUrl: '/api',
      apiKey: 'from-server',
      msClientId: 'abc',
      msAuthority: null,
      msScopes: ['api://x/access_as_user'],
    });
  });

  it('falls back to the build variables, then to /api', () => {
    expect(
      readRuntimeConfig(undefined, { VITE_API_KEY: 'dev-key', VITE_MS_SCOPES: 'User.Read, api://x/y' }),
    ).toEqual({
      apiUrl: '/api',
      apiKey: 'dev-key',
      msClientId: null,
      msAuthority: null,
      msScopes: ['User.Read', 'api://x/y'],
    });
    expect(readRuntimeConfig(undefined, { VITE_API_URL: 'https://api.example.mx/api' }).apiUrl).toBe(
      'https://api.example.mx/api',
    );
  });
});
