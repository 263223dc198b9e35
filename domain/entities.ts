// The stored entities of the product (spec section 3), as zod schemas with their inferred types.
// Field names are camelCase; timestamps are ISO-8601 strings in UTC; dates are YYYY-MM-DD.
import * as z from 'zod';
import { DEFAULT_TRUST_LEVEL, DEFAULT_TRUST_SCORE, DEFAULT_VALIDATOR_DISPLAY_NAME } from './constants';

export const isoTimestamp = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
export const id = z.string().min(1).max(64);
export const email = z.email().max(254);

export const PLANS = ['free', 'pro'] as const;
export const profileSchema = z.object({
  id,
  username: z.string().min(1).max(64),
  displayName: z.string().min(1).max(120),
  avatarUrl: z.string().max(2048).nullable(),
  headline: z.string().max(220).nullable(),
  handle: z.string().max(64).nullable(),
  bio: z.string().max(2000).nullable(),
  email: email.nullable(),
  companyDomain: z.string().max(253).nullable(),
  portfolioUrl: z.string().max(2048).nullable(),
  productId: z.string().min(1).max(32),
  plan: z.enum(PLANS).default('free'),
  createdAt: isoTimestamp,
  linkedinConnected: z.boolean(),
  linkedinProfileId: z.string().max(128).nullable(),
  linkedinScopes: z.array(z.string()),
  linkedinAccessTokenEncrypted: z.string().nullable(),
  /**
   * When an admin suspended the account; null or absent when active. A suspended user's calls are
   * refused, their public pages disappear and their pending links pause, until an admin restores it.
   */
  suspendedAt: isoTimestamp.nullish(),
  /**
   * Account closure (docs/data-rights.md): when the person asked to close the account, and when it
   * closes unless they sign in before. Null or absent for an open account.
   */
  closingSince: isoTimestamp.nullish(),
  closesAt: isoTimestamp.nullish(),
  /** When the erasure of a closed account began: from then on signing in no longer cancels it. */
  closedAt: isoTimestamp.nullish(),
  /**
   * Sessions signed in at or before this time (on the identity provider's clock) are over: the
   * person was signed out everywhere.
   */
  sessionsEndedAt: isoTimestamp.nullish(),
  /** How many times the account's closure was asked for on `day` (a daily limit). */
  closureRequests: z.object({ day: isoDate, count: z.number().int().nonnegative() }).nullish(),
});
export type Profile = z.infer<typeof profileSchema>;

export const PUBLIC_PROFILE_FIELDS = [
  'id', 'username', 'displayName', 'avatarUrl', 'headline', 'handle', 'bio', 'portfolioUrl', 'productId', 'createdAt',
] as const satisfies readonly (keyof Profile)[];
export const publicProfileSchema = profileSchema.pick({
  id: true, username: true, displayName: true, avatarUrl: true, headline: true, handle: true,
  bio: true, portfolioUrl: true, productId: true, createdAt: true,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const linkedinTokenSchema = z.object({
  userId: id,
  accessToken: z.string().min(1),
  kind: z.literal('marketing'),
  scope: z.string(),
  expiresAt: isoTimestamp,
  personId: z.string().min(1),
});
export type LinkedinToken = z.infer<typeof linkedinTokenSchema>;

export const outcomeSchema = z.object({
  description: z.string(),
  metric: z.string().optional(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const linkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;

export const PROOF_STATUSES = ['draft', 'pending', 'pending_validation', 'published'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];
export const VISIBILITIES = ['public', 'private'] as const;
export const SEAL_VARIANTS = ['manager', 'project-member'] as const;
export type SealVariant = (typeof SEAL_VARIANTS)[number];

/**
 * An approval of the proof's current content, kept on the proof so lists can show validator
 * avatars and the trust label without reading every validation. Cleared when the attested
 * content changes (the approvals no longer apply).
 */
export const approvalSummarySchema = z.object({
  validationId: id,
  role: z.enum(['manager', 'peer']),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  approvedAt: isoTimestamp,
  /** The address the invitation went to: the approval is sealed under its key (absent on older ones). */
  validatorEmail: z.string().optional(),
});
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>;

export const proofSchema = z.object({
  id,
  ownerUserId: id,
  title: z.string(),
  role: z.string(),
  orgName: z.string().nullable(),
  description: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  skills: z.array(z.string()),
  outcomes: z.array(outcomeSchema),
  links: z.array(linkSchema),
  status: z.enum(PROOF_STATUSES),
  verified: z.boolean(),
  visibility: z.enum(VISIBILITIES).default('public'),
  proofNumber: z.string().nullable(),
  proofScore: z.number().int().nonnegative().nullable(),
  sealVariant: z.enum(SEAL_VARIANTS).nullable(),
  projectUrl: z.string().nullable(),
  /** Hash of the attested content; approvals are bound to it (DESIGN.md section 3). */
  contentHash: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** When the proof first became verified; shown as the verified-on date. */
  verifiedAt: isoTimestamp.nullable(),
  /** Approvals of the current content, newest first (owner-facing lists). */
  approvals: z.array(approvalSummarySchema).default([]),
  /**
   * When the owner first published it. A published proof that loses its verification (an edit
   * of attested content, a withdrawal) is awaiting re-validation, and is published again when
   * it is validated again.
   */
  publishedAt: isoTimestamp.nullish(),
  /** When an admin hid it from every public surface, and why (the owner is told); absent when shown. */
  hiddenAt: isoTimestamp.nullish(),
  hiddenReason: z.string().max(500).nullish(),
  /**
   * When its owner deleted it. Until the deletion finishes (core/proofs/proof-deletion.ts) the item
   * stays as a tombstone that every read treats as missing; then it is gone.
   */
  deletedAt: isoTimestamp.nullish(),
});
export type Proof = z.infer<typeof proofSchema>;

export const VALIDATOR_ROLES = ['manager', 'peer'] as const;
export type ValidatorRole = (typeof VALIDATOR_ROLES)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const trustLevel = z.number().int().min(1).max(5);
export const trustScore = z.number().int().min(0).max(100);

export const validationRequestSchema = z.object({
  id,
  /** SHA-256 of the private token; the token itself is never stored. */
  tokenHash: z.string().length(64),
  status: z.enum(REQUEST_STATUSES),
  expiresAt: isoTimestamp,
  inviteeEmail: email,
  role: z.enum(VALIDATOR_ROLES),
  trustLevel: trustLevel.default(DEFAULT_TRUST_LEVEL),
  trustScore: trustScore.default(DEFAULT_TRUST_SCORE),
  recognitionId: id,
  ownerUserId: id,
  requiresLinkedinAuth: z.boolean(),
  createdAt: isoTimestamp,
  lastRemindedAt: isoTimestamp.nullable(),
  /**
   * The LinkedIn subject of the first signed-in person who opened the link: the link is bound to
   * them, and no other identity may decide on it. A new link (reminder, renewal) unbinds it.
   */
  signerSub: z.string().nullish(),
  /** Hash of the attested content the link last showed (the decision is bound to what was seen). */
  reviewedContentHash: z.string().nullish(),
});
export type ValidationRequest = z.infer<typeof validationRequestSchema>;

/** The LinkedIn identity that signed a decision, as its ID token stated it. */
export const signerSchema = z.object({
  linkedinSub: z.string().min(1),
  name: z.string().nullable(),
  email: email.nullable(),
  emailVerified: z.boolean(),
});
export type Signer = z.infer<typeof signerSchema>;

export const VERIFICATION_CONFIDENCES = ['high', 'medium', 'low'] as const;
export const DOMAIN_VERIFICATION_METHODS = ['unknown', 'email_domain', 'linkedin'] as const;
export const DECISIONS = ['approved', 'declined'] as const;
export type Decision = (typeof DECISIONS)[number];
/**
 * What the integrity rules noticed about a decision when it was made (docs/validation.md, Threat
 * model): it came from a browser the owner signed in with lately (`owner_session`: it verifies
 * nothing), from a network the owner used lately, or the proven address is at a throwaway or a
 * look-alike domain.
 */
export const DECISION_SIGNALS = ['owner_session', 'shared_network', 'throwaway_domain', 'lookalike_domain'] as const;
export type DecisionSignal = (typeof DECISION_SIGNALS)[number];

export const validationSchema = z.object({
  id,
  recognitionId: id,
  validationRequestId: id,
  validatorEmail: email,
  role: z.enum(VALIDATOR_ROLES),
  status: z.enum(DECISIONS),
  trustScore: trustScore.default(DEFAULT_TRUST_SCORE),
  verificationConfidence: z.enum(VERIFICATION_CONFIDENCES),
  domainVerificationMethod: z.enum(DOMAIN_VERIFICATION_METHODS).default('unknown'),
  comment: z.string().max(2000).nullable(),
  /** Hash of the recognition content the validator saw when deciding. */
  contentHash: z.string(),
  createdAt: isoTimestamp,
  /** Who signed in with LinkedIn to decide; null when the decision came through the e-mailed link alone. */
  signer: signerSchema.nullish(),
  /** The proof's title as the validator saw it (a closed link shows this, never the current title). */
  attestedTitle: z.string().nullish(),
  /** When the co-signer withdrew this approval (it then counts for nothing), and why. */
  withdrawnAt: isoTimestamp.nullish(),
  withdrawalReason: z.string().max(2000).nullish(),
  /** Whether the co-signer agreed to be named in the proof's portable credential (default: not named). */
  nameInCredential: z.boolean().nullish(),
  /** What the integrity rules noticed when it was decided (older decisions: none recorded). */
  signals: z.array(z.enum(DECISION_SIGNALS)).nullish(),
});
export type Validation = z.infer<typeof validationSchema>;

export const validatorProfileSchema = z.object({
  email,
  linkedinProfileId: z.string().nullable(),
  displayName: z.string().default(DEFAULT_VALIDATOR_DISPLAY_NAME),
  avatarUrl: z.string().nullable(),
  domainVerified: z.boolean(),
});
export type ValidatorProfile = z.infer<typeof validatorProfileSchema>;

export const VALIDATION_EVENT_TYPES = ['view', 'authenticate', 'approve', 'decline', 'withdraw'] as const;
export type ValidationEventType = (typeof VALIDATION_EVENT_TYPES)[number];

export const validationEventSchema = z.object({
  recognitionId: id,
  /** Position in the proof's append-only chain, starting at 1. */
  sequence: z.number().int().positive(),
  validationRequestId: id,
  eventType: z.enum(VALIDATION_EVENT_TYPES),
  validatorEmail: email.nullable(),
  validatorProfileId: z.string().nullable(),
  metadata: z.object({ userAgent: z.string().max(512).nullable(), timestamp: isoTimestamp, reason: z.string().max(2000).optional() }),
  /** Hash of the previous event in the chain ('' for the first). */
  previousHash: z.string(),
  /** Hash over this event's fields and previousHash. */
  hash: z.string(),
});
export type ValidationEvent = z.infer<typeof validationEventSchema>;

export const userRoleSchema = z.object({
  id,
  userId: id,
  role: z.literal('admin'),
  grantedAt: isoTimestamp,
  grantedBy: id.nullable(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

export const DOMAIN_MATCH_TYPES = ['exact', 'subsidiary', 'external', 'alumni', 'unverified'] as const;
export type DomainMatchType = (typeof DOMAIN_MATCH_TYPES)[number];

/** A validator the owner is about to invite (client-side, before sending). */
export const invitedValidatorSchema = z.object({
  email,
  role: z.enum(VALIDATOR_ROLES),
  trustLevel,
  trustScore,
  domainMatch: z.enum(DOMAIN_MATCH_TYPES),
});
export type InvitedValidator = z.infer<typeof invitedValidatorSchema>;

/** The signed-in person as every server function sees it, whichever issuer signed the token. */
export const sessionUserSchema = z.object({
  sub: z.string().min(1),
  id: z.string().min(1),
  email: email.nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  preferredUsername: z.string().nullable(),
  picture: z.string().nullable(),
  headline: z.string().nullable(),
  provider: z.literal('linkedin'),
  /** The LinkedIn member behind the sign-in (the account id is Cognito's own subject in the cloud). */
  linkedinMemberId: z.string().min(1).nullable(),
  /**
   * When the person last signed in at the identity provider (the token's `auth_time`, in seconds
   * on the provider's clock): renewing a token keeps it. Null for a token that does not say.
   */
  authTime: z.number().int().nonnegative().nullable().default(null),
  /** When this token was issued (`iat`, seconds on the provider's clock): renewing a token moves it. */
  issuedAt: z.number().int().nonnegative().nullable().default(null),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
