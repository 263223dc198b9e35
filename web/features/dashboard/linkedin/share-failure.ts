// What a failed post says: the spec's title 'Failed to share to LinkedIn', and beneath it why, at
// which stage and with which LinkedIn status (spec section 8).
import type { LinkedinPostFailure, ShareStage } from '../../../../domain/api/linkedin';
import { sharing } from '../../../../domain/messages/sharing';
import { ApiError } from '../../../lib/api';

export interface ShareFailure {
  readonly title: string;
  /** Why, in plain words. */
  readonly reason: string;
  /** 'Stage: image upload · LinkedIn status 401 · REVOKED_ACCESS_TOKEN', when known. */
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
export function failureOfResult(failure: LinkedinPostFailure): ShareFailure {
  const { details } = failure;
  const status = details.status;
  const parts = [`Stage: ${STAGES[details.stage] ?? details.stage}`, status !== null ? `LinkedIn status ${status}` : null, details.code].filter(Boolean);
  return {
    title: sharing.shareFailed,
    reason: details.message.trim() || failure.error.message || knownReason(status) || 'Please try again.',
    detail: parts.join(' · '),
    reconnect: details.reconnect,
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
    reconnect: error instanceof ApiError && (error.reason === 'linkedin_not_connected' || error.reason === 'linkedin_reconnect'),
  };
}
