// What a failed post says: the spec's title 'Failed to share to LinkedIn', and beneath it why, at
// which stage and with which LinkedIn status (spec section 8).
import type { LinkedinPostResult, ShareStage } from '../../../../domain/api/linkedin';
import { sharing } from '../../../../domain/messages';
import { ApiError } from '../../../lib/api';

export interface ShareFailure {
  readonly title: string;
  /** Why, in plain words. */
  readonly reason: string;
  /** 'Stage: image upload · LinkedIn status 401', when known. */
  readonly detail: string | null;
  /** The connection no longer works: the person should reconnect. */
  readonly reconnect: boolean;
}

const STAGES: Record<ShareStage, string> = {
  token: 'connection check',
  'image-init': 'image upload start',
  'image-upload': 'image upload',
  'image-processing': 'image processing',
  post: 'post creation',
};

const knownReason = (status: number | null): string | undefined =>
  status === null ? undefined : (sharing.shareFailedByStatus as Partial<Record<number, string>>)[status];

/** LinkedIn refused or did not answer (the post's 502 answer). */
export function failureOfResult(result: LinkedinPostResult): ShareFailure {
  const details = result.details;
  const status = details?.status ?? null;
  const parts = [details?.stage ? `Stage: ${STAGES[details.stage] ?? details.stage}` : null, status !== null ? `LinkedIn status ${status}` : null].filter(Boolean);
  return {
    title: sharing.shareFailed,
    reason: details?.message?.trim() || knownReason(status) || 'Please try again.',
    detail: parts.length > 0 ? parts.join(' · ') : null,
    reconnect: details?.reconnect ?? (status === 401 || status === 403),
  };
}

/** The product refused (not connected, unverified, signed out) or nothing answered. */
export function failureOfError(error: unknown): ShareFailure {
  const message = error instanceof Error ? error.message : '';
  const signedOut = error instanceof ApiError && error.status === 401;
  return {
    title: signedOut ? sharing.authenticationRequired : sharing.shareFailed,
    reason: message.trim() || 'Please try again.',
    detail: null,
    reconnect: message === sharing.notConnected,
  };
}
