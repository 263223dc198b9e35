// Whether someone is signed in, for public pages (header links, calls to action). It reads the
// session oidc-client-ts stored, so public pages need not load the OpenID Connect library.
import { useMemo } from 'react';
import { useRuntimeConfig } from '../config-context';

interface StoredUser {
  readonly id_token?: string;
  readonly refresh_token?: string;
  readonly expires_at?: number;
}

export function storedSessionKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

export function useSignedIn(): boolean {
  const { authority, clientId } = useRuntimeConfig();
  return useMemo(() => {
    try {
      const user = JSON.parse(window.localStorage.getItem(storedSessionKey(authority, clientId)) ?? 'null') as StoredUser | null;
      if (!user?.id_token) return false;
      return Boolean(user.refresh_token) || (user.expires_at ?? 0) * 1000 > Date.now();
    } catch {
      return false;
    }
  }, [authority, clientId]);
}
