// The admin moderation API (docs/admin-moderation.md): recognitions (find, open, hide, unhide),
// the content-report queue, and the validations page (decisions, requests, integrity signals).
import * as z from 'zod';
import { DECISION_SIGNALS, type Proof, type ValidationEvent, type ValidationRequest } from '../../entities';
import { emailField } from '../../schemas/email-field';
import { optionalText, requiredText } from '../../schemas/text';
import { moderation } from '../../messages/moderation';
import type { ValidationWithTitle } from '../validation';
import { pageQuerySchema, type PageResult } from '../paging';

// ---- Recognitions ---------------------------------------------------------------------------

export const RECOGNITION_SEARCH_KINDS = ['title', 'number', 'owner'] as const;
export type ProofSearchKind = (typeof RECOGNITION_SEARCH_KINDS)[number];

/** GET /api/admin/recognitions?by=title|number|owner&q=&limit=&cursor= */
export const proofSearchQuerySchema = pageQuerySchema.extend({
  by: z.enum(RECOGNITION_SEARCH_KINDS, { error: moderation.searchKindInvalid }).default('title'),
  q: z.string({ error: moderation.searchRequired }).trim().min(1, { error: moderation.searchRequired }).max(200, { error: moderation.searchTooLong }),
});
export type ProofSearchQuery = z.infer<typeof proofSearchQuerySchema>;

/** One row of the recognitions list. */
export interface AdminProofRow {
  readonly id: string;
  readonly title: string;
  readonly proofNumber: string | null;
  readonly status: Proof['status'];
  readonly verified: boolean;
  readonly ownerUserId: string;
  readonly ownerName: string | null;
  readonly ownerUsername: string | null;
  readonly createdAt: string;
  readonly hiddenAt: string | null;
}

export interface AdminProofPage extends PageResult<AdminProofRow> {
  /** A proof-number search that names a proof its owner deleted: which, and when (nothing else of it is kept). */
  readonly deleted?: { readonly proofNumber: string; readonly deletedAt: string };
}

export const proofIdPathSchema = z.object({ id: z.string().trim().min(1, { error: moderation.proofNotFound }).max(128, { error: moderation.proofNotFound }) });

/** GET /api/admin/recognitions/{id}: one proof with everything around it. */
export interface AdminProofDetail {
  readonly recognition: Proof;
  readonly owner: { readonly id: string; readonly displayName: string; readonly username: string; readonly email: string | null } | null;
  readonly requests: readonly Omit<ValidationRequest, 'tokenHash'>[];
  readonly validations: readonly ValidationWithTitle[];
  readonly events: readonly ValidationEvent[];
  /** Whether the public may see it now (the one visibility rule). */
  readonly publiclyVisible: boolean;
}

export const HIDE_REASON_MAX = 500;

/** POST /api/admin/recognitions/{id}/hide */
export const hideProofBodySchema = z.object({
  reason: requiredText('multi-line', { required: moderation.reasonRequired, tooLong: moderation.reasonTooLong }, HIDE_REASON_MAX),
});
export type HideProofBody = z.infer<typeof hideProofBodySchema>;

/** POST /api/admin/recognitions/{id}/unhide: an optional note for the log. */
export const unhideProofBodySchema = z
  .object({ reason: optionalText('multi-line', HIDE_REASON_MAX, moderation.reasonTooLong) })
  .default({ reason: null });
export type UnhideProofBody = z.input<typeof unhideProofBodySchema>;

// ---- Content reports ------------------------------------------------------------------------

export const REPORT_REASONS = ['false_claim', 'not_my_work', 'personal_data', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 2000;

/** POST /api/public/reports: a visitor reports a public proof, project or portfolio page. */
export const contentReportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: moderation.reportReasonRequired }),
  details: optionalText('multi-line', REPORT_DETAILS_MAX, moderation.reportDetailsTooLong),
  /** The reported page, as a path of this site: /proof/{number}, /project/{id} or /portfolio/{handle}. */
  page: z
    .string({ error: moderation.reportPageInvalid })
    .trim()
    .max(300, { error: moderation.reportPageInvalid })
    .regex(/^\/(proof|project|portfolio)\/[^/?#\s]{1,256}$/, { error: moderation.reportPageInvalid }),
  reporterEmail: emailField({ required: moderation.reporterEmailRequired, invalid: moderation.reporterEmailInvalid }),
  goodFaith: z.literal(true, { error: moderation.goodFaithRequired }),
});
export type ContentReportBody = z.input<typeof contentReportBodySchema>;

/** What the reporter is told (201). */
export interface ContentReportReceipt {
  readonly reportId: string;
}

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface ContentReport {
  readonly id: string;
  readonly state: ReportState;
  readonly reason: ReportReason;
  readonly details: string | null;
  readonly page: string;
  readonly reporterEmail: string;
  /** The proof the page names (a portfolio report names none). */
  readonly recognitionId: string | null;
  readonly proofTitle: string | null;
  readonly ownerUserId: string | null;
  readonly createdAt: string;
  readonly decidedAt: string | null;
  readonly decidedBy: string | null;
  readonly decisionNote: string | null;
}

/** GET /api/admin/reports?state=open */
export const reportListQuerySchema = pageQuerySchema.extend({ state: z.enum(REPORT_STATES, { error: moderation.reportStateInvalid }).default('open') });

export const reportIdPathSchema = z.object({ id: z.string().trim().min(1, { error: moderation.reportNotFound }).max(128, { error: moderation.reportNotFound }) });

/** POST /api/admin/reports/{id}/decision */
export const reportDecisionBodySchema = z.object({
  action: z.enum(['dismiss', 'hide'], { error: moderation.reportActionInvalid }),
  note: requiredText('multi-line', { required: moderation.reasonRequired, tooLong: moderation.reasonTooLong }, HIDE_REASON_MAX),
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

// ---- Validations page -----------------------------------------------------------------------

export const VALIDATION_FEEDS = ['decisions', 'pending', 'expired'] as const;
export const SIGNAL_KINDS = ['self_validation_refused', 'signed_by_other', 'withdrawal', 'mutual_cosigning', ...DECISION_SIGNALS] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const validationFeedQuerySchema = pageQuerySchema.extend({ feed: z.enum(VALIDATION_FEEDS, { error: moderation.feedInvalid }).default('decisions') });
export const signalQuerySchema = pageQuerySchema.extend({ kind: z.enum(SIGNAL_KINDS, { error: moderation.feedInvalid }) });

/** A row of the decisions, pending or expired lists. */
export interface AdminValidationRow {
  readonly recognitionId: string;
  readonly requestId: string;
  readonly proofTitle: string | null;
  readonly inviteeEmail: string | null;
  readonly status: string;
  /** The decision's time, or the request's expiry. */
  readonly at: string;
  readonly role: string | null;
}

/** A signal the integrity rules recorded when it happened. */
export interface AdminSignal {
  readonly id: string;
  readonly kind: SignalKind;
  readonly at: string;
  readonly recognitionId: string | null;
  readonly proofTitle: string | null;
  /** Who it is about, in words an admin reads (an address, a name, two accounts). */
  readonly summary: string;
  readonly detail: Readonly<Record<string, string | null>>;
}
