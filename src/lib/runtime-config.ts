// Settings the static app needs at run time. The server injects them into index.html
// (window.__AGROVENTAS_CONFIG__), so changing API_KEY needs no rebuild; `vite dev` falls back to VITE_*.
export interface RuntimeConfig {
  apiUrl: string;
  apiKey: string;
  msClientId: string | null;
  msAuthority: string | null;
  msScopes: string[];
}

declare global {
  interface Window {
    __AGROVENTAS_CONFIG__?: Partial<RuntimeConfig>;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function scopes(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.filter((scope): scope is string => typeof scope === 'string');
  const list = text(value);
  return list === null ? null : list.split(/[\s,]+/).filter(Boolean);
}

/** Merges the injected configuration over the build-time one; exported for tests. */
export function readRuntimeConfig(
  injected: Partial<RuntimeConfig> | undefined,
  env: Record<string, unknown>,
): RuntimeConfig {
  return {
    apiUrl: text(injected?.apiUrl) ?? text(env.VITE_API_URL) ?? '/api',
    apiKey: text(injected?.apiKey) ?? text(env.VITE_API_KEY) ?? '',
    msClientId: text(injected?.msClientId) ?? text(env.VITE_MS_CLIENT_ID),
    msAuthority: text(injected?.msAuthority) ?? text(env.VITE_MS_AUTHORITY),
    msScopes: scopes(injected?.msScopes) ?? scopes(env.VITE_MS_SCOPES) ?? [],
  };
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig(
  typeof window === 'undefined' ? undefined : window.__AGROVENTAS_CONFIG__,
  import.meta.env,
);
