// Whether someone is signed in, for public pages (header links, calls to action). It reads the
// session oidc-client-ts stored, so public pages need not load the OpenID Connect library, and
// follows sign-ins and sign-outs in other tabs.
import { useCallback, useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '../runtime-config';

interface StoredUser {
  readonly id_token?: string;
  readonly refresh_token?: string;
  readonly expires_at?: number;
}

export function storedSessionKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** A stored session is usable when it has an ID token that has not expired, or can be renewed. */
export function isStoredSessionLive(stored: string | null, now: number): boolean {
  try {
    const user = JSON.parse(stored ?? 'null') as StoredUser | null;
    if (!user?.id_token) return false;
    return Boolean(user.refresh_token) || (user.expires_at ?? 0) * 1000 > now;
  } catch {
    return false;
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function useSignedIn(): boolean {
  const { authority, clientId } = useRuntimeConfig();
  const read = useCallback(() => {
    try {
      return isStoredSessionLive(window.localStorage.getItem(storedSessionKey(authority, clientId)), Date.now());
    } catch {
      return false; // storage may be off
    }
  }, [authority, clientId]);
  return useSyncExternalStore(subscribe, read, () => false);
}
