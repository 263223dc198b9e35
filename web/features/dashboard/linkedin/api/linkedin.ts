// The LinkedIn endpoints as TanStack Query hooks: the connection's status, connecting (the
// authorize URL) and disconnecting, posting a proof, and the three checks of the share dialog.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../domain/api/me';
import { isTokenError } from '../../../../../domain/rules/connection-state';
import { ME_KEY, MY_PROOFS_KEY } from '../../../../lib/server-state/keys';
import { useSession } from '../../../../lib/session/session';
import { useApi, type ApiCall } from '../../../../lib/session/useApi';
import {
  connectMessageSchema,
  type ConnectMessage,
  type DebugResult,
  type DiagnoseResult,
  type LinkedInStatus,
  type OAuthStartResponse,
  type PostRequest,
  type PostResult,
  type VerifyResult,
} from './contract';

/** Every LinkedIn query; the connection status is one of them. */
export const LINKEDIN_KEY = ['linkedin'] as const;
export const LINKEDIN_STATUS_KEY = [...LINKEDIN_KEY, 'status'] as const;

export const linkedinStatusQuery = (api: ApiCall) =>
  queryOptions({
    queryKey: LINKEDIN_STATUS_KEY,
    queryFn: ({ signal }) => api<LinkedInStatus>('/linkedin/status', { signal }),
  });

/** Whether an unexpired posting token exists (the share dialog's test of "connected"). */
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
  return () => api<OAuthStartResponse>('/linkedin/oauth-start', { method: 'POST' });
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
 * works: show it disconnected at once, then read what the server says.
 */
export function useForgetBrokenConnection(): (errorText: string | null | undefined) => boolean {
  const client = useQueryClient();
  const recheck = useRecheckConnection();
  return (errorText) => {
    if (!isTokenError(errorText)) return false;
    client.setQueryData<MeResponse>(ME_KEY, (me) => (me ? { ...me, profile: { ...me.profile, linkedinConnected: false } } : me));
    client.setQueryData<LinkedInStatus>(LINKEDIN_STATUS_KEY, (status) => (status ? { ...status, connected: false } : status));
    recheck();
    return true;
  };
}

export function useDisconnect() {
  const api = useApi();
  const recheck = useRecheckConnection();
  return useMutation({
    mutationFn: () => api<void>('/linkedin/connection', { method: 'DELETE' }),
    onSettled: recheck,
  });
}

/** Posts a verified proof; the proof is published by it, so the owner's list is read again. */
export function usePostToLinkedIn() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PostRequest) => api<PostResult>('/linkedin/post', { method: 'POST', body: request }),
    onSettled: () => client.invalidateQueries({ queryKey: MY_PROOFS_KEY }),
  });
}

export function useVerifyPost() {
  const api = useApi();
  return useMutation({ mutationFn: (shareUrn: string) => api<VerifyResult>('/linkedin/verify-post', { method: 'POST', body: { shareUrn } }) });
}

export function useDiagnose() {
  const api = useApi();
  return useMutation({ mutationFn: () => api<DiagnoseResult>('/linkedin/diagnose', { method: 'POST' }) });
}

export function useDebugAccount() {
  const api = useApi();
  return useMutation({ mutationFn: () => api<DebugResult>('/linkedin/debug-account', { method: 'POST' }) });
}

/** The card image the post will carry (JPEG), fetched as the owner. */
export function useCardImageLoader(proofId: string): (signal: AbortSignal) => Promise<Blob> {
  const { idToken } = useSession();
  return useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(`/api/linkedin/card-image/${encodeURIComponent(proofId)}`, { headers: idToken ? { authorization: `Bearer ${idToken}` } : {}, signal });
      if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) throw new Error(`The card image answered ${response.status}`);
      return response.blob();
    },
    [proofId, idToken],
  );
}
