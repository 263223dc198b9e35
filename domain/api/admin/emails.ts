// Wire shapes of the Emails page (/admin/emails): every mail sent, and retrying failed ones.
import * as z from 'zod';
import type { PageResult } from '../paging';

/**
 * `sent`: SES accepted it. `failed`: SES refused it or could not be reached (retryable, unless it
 * carried a private link). `retrying`: an admin's retry is under way.
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
  /**
   * Why this mail can never be sent again, in plain words for the admin; null when a failed send
   * of it can be. Set for a mail that carried a private link: its content is not kept.
   */
  readonly notRetryable: string | null;
}

/**
 * The private links a mail can carry (bearer links: whoever holds one can use it; the table keeps
 * only their hashes). Each mail template declares which one it carries (core/mail/templates.ts).
 */
export const PRIVATE_LINKS = ['validation', 'withdrawal', 'data'] as const;
export type PrivateLink = (typeof PRIVATE_LINKS)[number];

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
  /** Why a mail with a private link cannot be sent again, and how its reader gets a new link. */
  privateLink: {
    validation:
      'This mail carried a private validation link, so its content was not kept and it cannot be sent again. The owner can send a new link with Remind, beside the request on their dashboard; a validator whose link has expired can ask for one with Request new link.',
    withdrawal:
      'This mail carried a private withdrawal link, so its content was not kept and it cannot be sent again. The co-signature stands; no new withdrawal link can be sent for it.',
    data: 'This mail carried a private link to what is held about its recipient, so its content was not kept and it cannot be sent again. They can ask for a new link on the page that shows it.',
  } satisfies Record<PrivateLink, string>,
} as const;
