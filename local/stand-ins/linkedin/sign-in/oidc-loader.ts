// Loading oidc-provider (it ships no type declarations) and reading its `claims` parameter.
import type { OidcProviderConstructor } from './oidc-types';

let providerClass: Promise<OidcProviderConstructor> | undefined;

/**
 * Loads oidc-provider once. It has no type declarations (hence the untyped specifier), and on
 * Node 20 it prints an "Unsupported runtime" warning at import; the project runs locally on
 * Node >= 20.19 where the flows used here work, so that one message is held back.
 */
export function loadProviderClass(): Promise<OidcProviderConstructor> {
  providerClass ??= (async () => {
    const specifier: string = 'oidc-provider';
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
      originalWarn.apply(console, args);
    };
    try {
      const module = (await import(specifier)) as { Provider: OidcProviderConstructor };
      return module.Provider;
    } finally {
      console.warn = originalWarn;
    }
  })();
  return providerClass;
}

/** Claim names requested through the `claims` parameter (only used if a client sends one). */
export function requestedClaimNames(claims: unknown): string[] {
  let parsed: unknown = claims;
  if (typeof claims === 'string') {
    try {
      parsed = JSON.parse(claims);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const names = new Set<string>();
  for (const target of ['id_token', 'userinfo']) {
    const requested = (parsed as Record<string, unknown>)[target];
    if (requested && typeof requested === 'object') Object.keys(requested).forEach((name) => names.add(name));
  }
  return [...names];
}
