import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(config.apiKeyGenerated).toBe(true);
  });

  it('derives the public address from PORT when PUBLIC_URL is unset, so writes from the page are allowed', () => {
    const config = loadConfig({ PORT: '3460' });
    expect(config.PUBLIC_URL).toBe('http://localhost:3460');
    expect(config.allowedOrigins).toContain('http://localhost:3460');
  });

  it('adds CORS_ORIGINS to the allowed origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://ventas.example.mx/app',
      CORS_ORIGINS: 'http://localhost:5173, https://a.example.mx',
    });
    expect(config.allowedOrigins).toEqual([
      'https://ventas.example.mx',
      'http://localhost:5173',
      'https://a.example.mx',
    ]);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'maybe' })).toThrow(/COOKIE_SAME_SITE/);
  });

  it('accepts .env.example as it is, blank values included', () => {
    const env = Object.fromEntries(
      readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).length).toBeGreaterThan(20);
    const config = loadConfig(env);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the Microsoft tenants as a list and lets the page reach a configured authority', () => {
    const config = loadConfig({
      MS_TENANT_ID: ' 3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71 ,5d2e9c1a-7b3f-4a6e-8c2d-1f0e9a8b7c62',
      MS_AUTHORITY: 'https://127.0.0.1:4443/3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71',
    });
    expect(config.msTenants).toEqual([
      '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71',
      '5d2e9c1a-7b3f-4a6e-8c2d-1f0e9a8b7c62',
    ]);
    expect(config.microsoftOrigins).toEqual([
      'https://login.microsoftonline.com',
      'https://graph.microsoft.com',
      'https://127.0.0.1:4443',
    ]);
    expect(config.MS_API_SCOPE).toBe('access_as_user');
    expect(loadConfig({}).msTenants).toEqual([]);
  });
});
