// Wire shapes of the Emails page (/admin/emails): every mail sent, and retrying failed ones.
import { z } from 'zod';
import type { PageResult } from '../paging';

/**
 * `sent`: SES accepted it. `failed`: SES refused it or could not be reached (retryable).
 * `retrying`: an admin's retry is under way.
 */
export const MAIL_STATUSES = ['sent', 'failed', 'retrying'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailRecord {
  /** Starts with the time it was first sent, so ids sort by time. */
  readonly id: string;
  /** Which mail it is (validation-request, cosigned...); `unnamed` for one without a template name. */
  readonly template: string;
  readonly recipient: string;
  readonly subject: string;
  /** When it was first sent. */
  readonly sentAt: string;
  readonly status: MailStatus;
  /** Sends tried so far (1, then one more per retry). */
  readonly attempts: number;
  readonly lastAttemptAt: string;
  /** Why the last attempt failed; null when it did not. */
  readonly error: string | null;
  /** SES's message id of the send that went through. */
  readonly messageId: string | null;
}

export const mailListQuerySchema = z.object({
  status: z.enum(['all', 'failed'], { error: 'status must be all or failed' }).default('all'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
  cursor: z.string().max(2048, 'cursor is too long').optional(),
});

/** GET /api/admin/emails?status=all|failed&limit=&cursor=: newest first. */
export type MailPage = PageResult<MailRecord>;

export const mailIdPathSchema = z.object({ id: z.string().min(1).max(80) });

export const mailMessages = {
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail can be sent again',
} as const;
