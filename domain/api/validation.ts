// The validation routes: the owner invites and follows up (verify-domain, validation-requests,
// validations, remind, ask again), the validator opens a private link and decides (open, decide,
// new-link), and a co-signer may withdraw (withdraw/open, withdraw).
import * as z from 'zod';
import { ORG_NAME_MAX_LENGTH, WITHDRAWAL_REASON_MAX_LENGTH } from '../constants';
import { email, VALIDATOR_ROLES, type Decision, type Proof, type RequestStatus, type Validation, type ValidatorRole } from '../entities';
import { invitations } from '../messages/invitations';
import { portal, withdrawal } from '../messages/portal';
import { projectForm } from '../messages/project-form';
import type { DomainTrust } from '../rules/company-domain';
import type { sendValidationEmailsSchema } from '../schemas/send-validation-emails';
import { optionalText, requiredText } from '../schemas/text';
import { validationDecisionSchema } from '../schemas/validation-decision';
import { validationTokenSchema, type tokenBodySchema } from '../schemas/validation-token';
import type { PageResult } from './paging';

// ---- The owner's side ----

/** POST /api/validators/verify-domain */
export const verifyCompanyDomainSchema = z.object({
  validatorEmail: email,
  orgName: optionalText('single-line', ORG_NAME_MAX_LENGTH, projectForm.orgNameTooLong),
  validatorRole: z.enum(VALIDATOR_ROLES, { error: invitations.roleRequired }),
});
export type VerifyDomainBody = z.input<typeof verifyCompanyDomainSchema>;

/** What POST /api/validators/verify-domain answers: how far an address vouches at the organisation. */
export type DomainTrustAnswer = DomainTrust;

/** The body of POST /api/validation-requests (schema: domain/schemas/send-validation-emails). */
export type SendInvitationsBody = z.input<typeof sendValidationEmailsSchema>;

export const remindPathSchema = z.object({ id: z.string().min(1).max(64), requestId: z.string().min(1).max(64) });

/**
 * A validation request as its owner sees it (never the token hash): the items of
 * GET /api/validation-requests, and what a reminder answers.
 */
export interface OwnerValidationRequest {
  readonly id: string;
  readonly recognitionId: string;
  readonly recognitionTitle: string;
  readonly inviteeEmail: string;
  readonly role: ValidatorRole;
  /** Pending but past its expiry reads as expired. */
  readonly status: RequestStatus;
  readonly trustLevel: number;
  readonly trustScore: number;
  readonly requiresLinkedinAuth: boolean;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly lastRemindedAt: string | null;
}

/** GET /api/validation-requests?limit=&cursor= */
export interface ValidationRequestsPage extends PageResult<OwnerValidationRequest> {
  /** Invitations counted today (the n/10 counter). */
  readonly sentToday: number;
}

/** What POST /api/validation-requests and "ask the same co-signers again" answer (201). */
export interface InvitationResult {
  readonly requests: OwnerValidationRequest[];
  /** Invitations counted today, these included. */
  readonly sentToday: number;
  /** Addresses whose mail could not be sent (a reminder sends it again). */
  readonly mailFailed: string[];
}

/** A validation (decision) on one of the owner's proofs, with the proof's title. */
export interface ValidationWithTitle extends Validation {
  readonly recognitionTitle: string;
}

/**
 * A decision on one of the owner's proofs as its owner sees it: the validation with its proof's
 * title (who decided, the comment, a withdrawal), never what the integrity rules noticed about
 * the validator (`signals`: the network they decided from, say), which only admins see.
 */
export type OwnerValidation = Omit<ValidationWithTitle, 'signals'>;

/** GET /api/validations?limit=&cursor= */
export type ValidationsPage = PageResult<OwnerValidation>;

// ---- The validator's side (the portal) ----

/** The body of open, open-signed-in and new-link: the private link's token. */
export type TokenBody = z.input<typeof tokenBodySchema>;

/** SHA-256 (hex) of a proof's attested content, as the open answer gives it. */
export const contentHashSchema = z.string({ error: portal.reviewFirst }).regex(/^[0-9a-f]{64}$/, { error: portal.reviewFirst });

/**
 * process-validation: the token, the decision, and `contentHash`, the hash of the content the
 * portal showed (from the open answer), required. A proof changed since then is refused with 409
 * (reason `content_changed`) and nothing is written.
 */
export const decideSchema = validationDecisionSchema.extend({ token: validationTokenSchema, contentHash: contentHashSchema });
export type DecideBody = z.input<typeof decideSchema>;

/** What a decision answers (200). */
export interface DecisionOutcome {
  readonly status: Decision;
}

/** The proof as the validation portal shows it. */
export type PortalProof = Pick<Proof, 'title' | 'description' | 'orgName' | 'role' | 'startDate' | 'endDate' | 'outcomes' | 'skills' | 'links' | 'projectUrl'>;

/** The decision a used link recorded. */
export interface PortalDecision {
  readonly status: Decision;
  readonly decidedAt: string;
  /** The proof's title as it was when decided (never its current title). */
  readonly proofTitle: string | null;
  /** Who decided, when they signed in with LinkedIn (their LinkedIn name). */
  readonly signerName: string | null;
  /** When the approval was withdrawn, if it was. */
  readonly withdrawnAt: string | null;
}

/**
 * POST /api/validation/open and /open-signed-in: what a validator needs. While the link can be
 * used (`status` pending) it carries the proof as it is now and its `contentHash`; once it is
 * used or expired it shows only the decision (or nothing, when expired): never the proof's
 * current content.
 */
export interface PortalRequest {
  readonly id: string;
  /** pending (usable), approved or declined (used), expired. */
  readonly status: RequestStatus;
  readonly expiresAt: string;
  readonly inviteeEmail: string;
  readonly requiresLinkedinAuth: boolean;
  readonly role: ValidatorRole;
  readonly recognitionId: string;
  readonly ownerName: string;
  /** The proof now: only while pending; null once the link is used or expired. */
  readonly recognition: PortalProof | null;
  /** Send this back with the decision; null once the link is used or expired. */
  readonly contentHash: string | null;
  /** What the link recorded (approved or declined, and a withdrawal); null while pending or when expired. */
  readonly decision: PortalDecision | null;
}

/** The body of the withdrawal endpoints: the token of the private withdrawal link. */
export const withdrawalTokenBodySchema = z.object({ token: z.string({ error: withdrawal.invalidLink }).regex(/^[A-Za-z0-9_-]{43}$/, { error: withdrawal.invalidLink }) });

/** POST /api/validation/withdraw: the token and why. */
export const withdrawSchema = withdrawalTokenBodySchema.extend({
  reason: requiredText('multi-line', { required: withdrawal.reasonRequired, tooLong: withdrawal.reasonTooLong }, WITHDRAWAL_REASON_MAX_LENGTH),
});
export type WithdrawBody = z.input<typeof withdrawSchema>;

/**
 * POST /api/validation/withdraw/open and /withdraw: the co-signature a withdrawal link names.
 * Only what the co-signer decided, never the proof's current content.
 */
export interface WithdrawalView {
  /** The proof's title as it was when co-signed. */
  readonly proofTitle: string | null;
  readonly ownerName: string;
  readonly role: ValidatorRole;
  readonly approvedAt: string;
  /** Who signed, when they signed in with LinkedIn. */
  readonly signerName: string | null;
  /** The address that vouched (the signer's, or the invited one). */
  readonly validatorEmail: string;
  readonly withdrawnAt: string | null;
  readonly withdrawalReason: string | null;
}

/** What POST /api/validation/new-link answers: what to tell the validator. */
export interface NewLinkOutcome {
  readonly message: string;
}
