// What a failed post says: the spec's title 'Failed to share to LinkedIn', and beneath it why, at
// which stage and with which LinkedIn status (spec section 8).
import { sharing } from '../../../../domain/messages';
import { ApiError } from '../../../lib/api';
import type { PostResult } from './api/contract';

export interface ShareFailure {
  readonly title: string;
  /** Why, in plain words. */
  readonly reason: string;
  /** 'Stage: image upload · LinkedIn status 401', when known. */
  readonly detail: string | null;
  /** The connection no longer works: the person should reconnect. */
  readonly reconnect: boolean;
  /** LinkedIn's status, when it answered. */
  readonly status: number | null;
}

const STAGES: Record<string, string> = {
  token: 'connection check',
  render: 'image rendering',
  image: 'image rendering',
  upload: 'image upload',
  processing: 'image processing',
  post: 'post creation',
};

const stageName = (stage: string): string => STAGES[stage] ?? stage.replace(/[-_]+/g, ' ');

const RECONNECT_STATUSES = new Set([401, 403]);

function reasonFor(status: number | null, message: string | undefined): string {
  const known = status !== null ? (sharing.shareFailedByStatus as Record<number, string>)[status] : undefined;
  return message?.trim() || known || 'Please try again.';
}

export function shareFailure(details: { message?: string; stage?: string; status?: number | null }): ShareFailure {
  const status = details.status ?? null;
  const parts = [details.stage ? `Stage: ${stageName(details.stage)}` : null, status !== null ? `LinkedIn status ${status}` : null].filter(Boolean);
  return {
    title: sharing.shareFailed,
    reason: reasonFor(status, details.message),
    detail: parts.length > 0 ? parts.join(' · ') : null,
    reconnect: status !== null && RECONNECT_STATUSES.has(status),
    status,
  };
}

/** A refusal in the post's answer (success false). */
export const failureOfResult = (result: PostResult): ShareFailure =>
  shareFailure({ message: result.details?.message ?? result.error, stage: result.details?.stage, status: result.details?.status ?? null });

/** A thrown call: the API's error, or no answer at all. */
export function failureOfError(error: unknown): ShareFailure {
  if (error instanceof ApiError) return shareFailure({ message: error.message, status: error.status === 0 ? null : error.status });
  return shareFailure({ message: error instanceof Error ? error.message : undefined });
}
