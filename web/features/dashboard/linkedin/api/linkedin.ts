// The LinkedIn endpoints (domain/api/linkedin.ts) as TanStack Query hooks: the connection's
// status, connecting (the authorize URL) and disconnecting, posting a proof, its card image, and
// the share dialog's three checks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  connectMessageSchema,
  LINKEDIN_API_PATHS,
  type ConnectMessage,
  type DebugResult,
  type DiagnoseResult,
  type LinkedinPostBody,
  type LinkedinPostFailure,
  type LinkedinPostResult,
  type LinkedinStatus,
  type OAuthStartResponse,
  type VerifyPostResult,
} from '../../../../../domain/api/linkedin';
import type { MeResponse } from '../../../../../domain/api/me';
import { isTokenError } from '../../../../../domain/rules/connection-state';
import { readAnswer } from '../../../../lib/api';
import { ME_KEY, MY_PROOFS_KEY } from '../../../../lib/server-state/keys';
import { useSession } from '../../../../lib/session/session';
import { useApi, type ApiCall } from '../../../../lib/session/useApi';

/** Every LinkedIn query; the connection status is one of them. */
export const LINKEDIN_KEY = ['linkedin'] as const;
export const LINKEDIN_STATUS_KEY = [...LINKEDIN_KEY, 'status'] as const;

/** `api()` takes paths below /api. */
const below = (path: string): string => path.replace(/^\/api/, '');

export const linkedinStatusQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: LINKEDIN_STATUS_KEY,
    queryFn: ({ signal }) => api<LinkedinStatus>(below(LINKEDIN_API_PATHS.status), { signal }),
  });

/** The posting token's state: `connected` is the share dialog's test (an unexpired token exists). */
export function useLinkedInStatus() {
  return useQuery(linkedinStatusQuery(useApi()));
}

/** The popup's report, or null for any other message. */
export function parseConnectMessage(data: unknown): ConnectMessage | null {
  const parsed = connectMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** POST oauth-start: the authorize URL to open in the popup. */
export function useOAuthStart(): () => Promise<OAuthStartResponse> {
  const api = useApi();
  return () => api<OAuthStartResponse>(below(LINKEDIN_API_PATHS.oauthStart), { method: 'POST' });
}

/** Reads the connection again: the header's profile and the share dialog's status. */
export function useRecheckConnection(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: LINKEDIN_KEY });
    void client.invalidateQueries({ queryKey: ME_KEY });
  };
}

/**
 * A LinkedIn error that speaks of a token, auth or permission means the connection no longer
 * works: show it disconnected at once, then read what the server says. True when it did.
 */
export function useForgetBrokenConnection(): (errorText: string | null | undefined) => boolean {
  const client = useQueryClient();
  const recheck = useRecheckConnection();
  return (errorText) => {
    if (!isTokenError(errorText)) return false;
    client.setQueryData<MeResponse>(ME_KEY, (me) => (me ? { ...me, profile: { ...me.profile, linkedinConnected: false } } : me));
    client.setQueryData<LinkedinStatus>(LINKEDIN_STATUS_KEY, (status) => (status ? { ...status, state: 'notConnected', connected: false } : status));
    recheck();
    return true;
  };
}

export function useDisconnect() {
  const api = useApi();
  const client = useQueryClient();
  const recheck = useRecheckConnection();
  return useMutation({
    mutationFn: () => api<LinkedinStatus>(below(LINKEDIN_API_PATHS.connection), { method: 'DELETE' }),
    onSuccess: (status) => client.setQueryData(LINKEDIN_STATUS_KEY, status),
    onSettled: recheck,
  });
}

export type PostAnswer = LinkedinPostResult | LinkedinPostFailure;

/**
 * POST linkedin-post. LinkedIn's own refusals come back as a 502 whose body says why, at which
 * stage and with which status; the product's refusals (4xx) and no answer at all throw an ApiError.
 */
async function postProof(idToken: string | null, body: LinkedinPostBody): Promise<PostAnswer> {
  const pending = fetch(LINKEDIN_API_PATHS.post, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify(body),
  });
  const response = await pending.catch(() => null);
  if (response?.status === 502) {
    const result = (await response
      .clone()
      .json()
      .catch(() => null)) as LinkedinPostFailure | null;
    if (result?.success === false && result.details) return result;
  }
  return readAnswer<LinkedinPostResult>(pending);
}

/** Posts a verified proof; the post publishes it, so the owner's list is read again. */
export function usePostToLinkedIn() {
  const { idToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkedinPostBody) => postProof(idToken, body),
    onSettled: () => client.invalidateQueries({ queryKey: MY_PROOFS_KEY }),
  });
}

export function useVerifyPost() {
  const api = useApi();
  return useMutation({ mutationFn: (shareUrn: string) => api<VerifyPostResult>(below(LINKEDIN_API_PATHS.verifyPost), { method: 'POST', body: { shareUrn } }) });
}

export function useDiagnose() {
  const api = useApi();
  return useMutation({ mutationFn: () => api<DiagnoseResult>(below(LINKEDIN_API_PATHS.diagnose), { method: 'POST' }) });
}

export function useDebugAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => api<DebugResult>(below(LINKEDIN_API_PATHS.debugAccount), { method: 'POST' }) });
}

/** The card image the post will carry (JPEG), fetched as the owner. */
export function useCardImageLoader(proofId: string): (signal: AbortSignal) => Promise<Blob> {
  const { idToken } = useSession();
  return useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(LINKEDIN_API_PATHS.cardImage(proofId), { headers: idToken ? { authorization: `Bearer ${idToken}` } : {}, signal });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) throw new Error(`The card image answered ${response.status}`);
      return response.blob();
    },
    [proofId, idToken],
  );
}
