// The validation routes: the owner invites and follows up (verify-domain, validation-requests,
// validations, remind), the validator opens a private link and decides (open, decide, new-link).
import { z } from 'zod';
import { email, VALIDATOR_ROLES, type Decision, type Recognition, type RequestStatus, type Validation, type ValidatorRole } from '../entities';
import { invitations } from '../messages';
import type { DomainTrust } from '../rules/company-domain';
import type { sendValidationEmailsSchema } from '../schemas/send-validation-emails';
import { validationDecisionSchema } from '../schemas/validation-decision';
import { validationTokenSchema, type tokenBodySchema } from '../schemas/validation-token';
import type { PageResult } from './paging';

// ---- The owner's side ----

/** POST /api/validators/verify-domain */
export const verifyCompanyDomainSchema = z.object({
  validatorEmail: email,
  orgName: z.string().trim().max(200).nullish().transform((value) => value || null),
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

/** What POST /api/validation-requests answers (201). */
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

/** GET /api/validations?limit=&cursor= */
export type ValidationsPage = PageResult<ValidationWithTitle>;

// ---- The validator's side (the portal) ----

/** The body of open, open-signed-in and new-link: the private link's token. */
export type TokenBody = z.input<typeof tokenBodySchema>;

/** The proof as the validator reads it. */
export type PortalRecognition = Pick<Recognition, 'title' | 'description' | 'orgName' | 'role' | 'startDate' | 'endDate' | 'outcomes' | 'links' | 'projectUrl'>;

/** What POST /api/validation/open (and open-signed-in) answers: what a validator needs to decide. */
export interface PortalRequest {
  readonly id: string;
  readonly status: RequestStatus;
  readonly expiresAt: string;
  readonly inviteeEmail: string;
  readonly requiresLinkedinAuth: boolean;
  readonly role: ValidatorRole;
  readonly recognitionId: string;
  readonly ownerName: string;
  readonly recognition: PortalRecognition;
}

/** POST /api/validation/decide and decide-signed-in: the token and the decision. */
export const decideSchema = validationDecisionSchema.extend({ token: validationTokenSchema });
export type DecideBody = z.input<typeof decideSchema>;

/** What a decision answers. */
export interface DecisionOutcome {
  readonly status: Decision;
}

/** What POST /api/validation/new-link answers: what to tell the validator. */
export interface NewLinkOutcome {
  readonly message: string;
}
