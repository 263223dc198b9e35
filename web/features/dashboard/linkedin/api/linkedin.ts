// The LinkedIn endpoints (domain/api/linkedin.ts) as TanStack Query hooks: the connection's
// status, connecting (the authorize URL) and disconnecting, posting a proof, its card image, and
// the share dialog's three checks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  connectMessageSchema,
  type ConnectMessage,
  type LinkedinPostBody,
  type LinkedinPostFailure,
  type LinkedinPostResult,
  type LinkedinStatus,
  type OAuthStartResponse,
} from '../../../../../domain/api/linkedin';
import type { MeResponse } from '../../../../../domain/api/me';
import { linkedinRoutes } from '../../../../../domain/api/routes/linkedin';
import { isTokenError } from '../../../../../domain/rules/connection-state';
import { callRoute, readAnswer, routeUrl } from '../../../../lib/api';
import { ME_KEY, MY_PROOFS_KEY } from '../../../../lib/server-state/query-keys';
import { useSession } from '../../../../lib/session/session';
import { useApi, type ApiCall } from '../../../../lib/session/useApi';

/** Every LinkedIn query; the connection status is one of them. */
export const LINKEDIN_KEY = ['linkedin'] as const;
export const LINKEDIN_STATUS_KEY = [...LINKEDIN_KEY, 'status'] as const;

export const linkedinStatusQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: LINKEDIN_STATUS_KEY,
    queryFn: ({ signal }) => callRoute(api, linkedinRoutes.LinkedinStatus, { signal }),
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
  return () => callRoute(api, linkedinRoutes.LinkedinOauthStart);
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
    mutationFn: () => callRoute(api, linkedinRoutes.LinkedinDisconnect),
    onSuccess: (status) => client.setQueryData(LINKEDIN_STATUS_KEY, status),
    onSettled: recheck,
  });
}

export type PostAnswer = LinkedinPostResult | LinkedinPostFailure;

/**
 * POST linkedin-post. LinkedIn's own refusals come back as a 502 whose body says why, at which
 * stage and with which status; the product's refusals (4xx) and no answer at all throw an ApiError.
 * A plain fetch, not callRoute: that 502 is an answer to read, where callRoute would throw it.
 */
async function postProof(idToken: string | null, body: LinkedinPostBody): Promise<PostAnswer> {
  const route = linkedinRoutes.LinkedinPost;
  const pending = fetch(routeUrl(route), {
    method: route.method,
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
  return useMutation({ mutationFn: (shareUrn: string) => callRoute(api, linkedinRoutes.LinkedinVerifyPost, { body: { shareUrn } }) });
}

export function useDiagnose() {
  const api = useApi();
  return useMutation({ mutationFn: () => callRoute(api, linkedinRoutes.LinkedinDiagnose) });
}

export function useDebugAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => callRoute(api, linkedinRoutes.LinkedinDebugAccount) });
}

/** The card image the post will carry (JPEG, not JSON: a plain fetch), fetched as the owner. */
export function useCardImageLoader(proofId: string): (signal: AbortSignal) => Promise<Blob> {
  const { idToken } = useSession();
  return useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(routeUrl(linkedinRoutes.LinkedinCardImage, { params: { id: proofId } }), { headers: idToken ? { authorization: `Bearer ${idToken}` } : {}, signal });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) throw new Error(`The card image answered ${response.status}`);
      return response.blob();
    },
    [proofId, idToken],
  );
}
