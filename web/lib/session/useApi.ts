import { useCallback } from 'react';
import { apiFetch, type ApiRequest } from '../api';
import { useSession } from './session';

/** `api(path, request)` with the signed-in person's ID token attached. */
export function useApi() {
  const { idToken } = useSession();
  return useCallback(<T,>(path: string, request: Omit<ApiRequest, 'token'> = {}) => apiFetch<T>(path, { ...request, token: idToken }), [idToken]);
}
