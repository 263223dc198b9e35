import { useCallback } from 'react';
import { apiFetch, type ApiRequest } from '../api';
import { useSession } from './session';

/** A call to the product's API as the signed-in person: `api<Answer>(path, request)`. */
export type ApiCall = <T>(path: string, request?: Omit<ApiRequest, 'token'>) => Promise<T>;

/** `api(path, request)` with the signed-in person's ID token attached. */
export function useApi(): ApiCall {
  const { idToken } = useSession();
  return useCallback(<T,>(path: string, request: Omit<ApiRequest, 'token'> = {}) => apiFetch<T>(path, { ...request, token: idToken }), [idToken]);
}
