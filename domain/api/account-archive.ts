// The archive a person downloads of everything Provenly holds about them (docs/data-rights.md,
// "Download your data"): these shapes are the JSON files inside it, so they are declared once here
// like every other shape that leaves the product.
import type { ValidationEvent } from '../entities';
import type { OwnProfile } from './me';
import type { SharedPost } from './linkedin';
import type { OwnProof } from './proofs';
import type { OwnerValidation, OwnerValidationRequest } from './validation';

/** Bump when a file's shape changes; the README names it. */
export const ACCOUNT_ARCHIVE_FORMAT = 1;

export interface ArchivedCredential {
  readonly id: string;
  readonly issuedAt: string;
  readonly revokedAt: string | null;
  /** The signed Open Badges 3.0 credential as issued; null once its proof was deleted. */
  readonly document: unknown;
}

export interface ArchivedProof {
  readonly proof: OwnProof;
  /** The invitations sent for it, as the dashboard shows them. */
  readonly requests: readonly OwnerValidationRequest[];
  /** The co-signatures it received (approvals and declines), as the owner sees them. */
  readonly cosignatures: readonly OwnerValidation[];
  /**
   * Its audit trail, in chain order: what happened, when, and from which invited address. The
   * co-signers' own data (their browser, their LinkedIn id) is theirs, and left out.
   */
  readonly auditTrail: readonly ArchivedEvent[];
  readonly credentials: readonly ArchivedCredential[];
}

/** A co-signature the person gave on someone else's proof (matched by their proven addresses). */
export interface GivenCosignature {
  readonly cosignature: OwnerValidation;
  /** The events of that proof's audit trail that name one of the person's addresses. */
  readonly events: readonly ValidationEvent[];
}

/** An audit-trail event of the person's proof, as the archive shows it to them. */
export type ArchivedEvent = Omit<ValidationEvent, 'validatorProfileId' | 'metadata'> & { readonly at: string | null };

/** A suspension of the account, as the person was told it, with their appeal (admins' ids left out). */
export interface ArchivedSuspension {
  readonly suspendedAt: string;
  readonly reason: string | null;
  readonly restoredAt: string | null;
  readonly restoreReason: string | null;
  readonly appeal: { readonly text: string; readonly state: string; readonly createdAt: string; readonly decidedAt: string | null; readonly decisionNote: string | null } | null;
}

/** A report of a public page the person made, and what became of it. */
export interface ArchivedReport {
  readonly page: string;
  readonly reason: string;
  readonly details: string | null;
  readonly state: string;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

/** An invitation to co-sign someone's proof that the person did not answer. */
export interface ArchivedInvitation {
  readonly to: string;
  readonly proofTitle: string;
  readonly role: string;
  readonly sentAt: string;
  readonly expiresAt: string;
}

/** A mail sent to the person, as the mail log keeps it. */
export interface ArchivedMail {
  readonly to: string;
  readonly subject: string;
  readonly sentAt: string;
  readonly status: string;
}

export interface AccountArchive {
  readonly format: typeof ACCOUNT_ARCHIVE_FORMAT;
  readonly generatedAt: string;
  readonly profile: OwnProfile;
  /** Every LinkedIn member id and address the person signed in or connected with. */
  readonly identities: { readonly linkedinMembers: readonly string[]; readonly addresses: readonly string[] };
  /** Where they were signed in lately: network and device only as keyed hashes. */
  readonly sessions: readonly { readonly network: string | null; readonly device: string | null; readonly at: string }[];
  readonly proofs: readonly ArchivedProof[];
  readonly cosignaturesGiven: readonly GivenCosignature[];
  readonly linkedinPosts: readonly SharedPost[];
  /** Suspensions of the account and the person's appeals. */
  readonly suspensions: readonly ArchivedSuspension[];
  /** The LinkedIn connection for posting, if any: who, what it allows, until when (never the token). */
  readonly linkedinConnection: { readonly personId: string | null; readonly scope: string | null; readonly expiresAt: string | null } | null;
  /** The links they made to several proofs (bundles): which proofs, when, revoked when. */
  readonly bundleLinks: readonly { readonly url: string; readonly proofIds: readonly string[]; readonly createdAt: string; readonly revokedAt: string | null }[];
  /** What is kept of the proofs they deleted: which, its number, when. */
  readonly deletedProofs: readonly { readonly id: string; readonly proofNumber: string | null; readonly deletedAt: string }[];
  /** The reports of public pages the person made, from any address they proved. */
  readonly reportsMade: readonly ArchivedReport[];
  /** The mails sent to any address they proved (the log keeps 90 days; never a mail's private link). */
  readonly mailsReceived: readonly ArchivedMail[];
  /** The invitations to co-sign sent to any address they proved that they did not answer. */
  readonly invitationsUnanswered: readonly ArchivedInvitation[];
  /** The account's counters: invitations sent a day, content suggestions asked an hour, onboarding steps reached. */
  readonly counters: {
    readonly invitationsByDay: readonly { readonly day: string; readonly invitations: number }[];
    readonly suggestionsByHour: readonly { readonly hour: string; readonly suggestions: number }[];
    readonly milestones: readonly { readonly step: string; readonly reachedAt: string }[];
  };
}

export const ARCHIVE_STATES = ['building', 'ready', 'failed'] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];

/** GET /api/account/archive (and what asking for one answers): the person's latest archive, or none. */
export interface ArchiveStatus {
  readonly archive: {
    readonly state: ArchiveState;
    readonly requestedAt: string;
    /** Proofs drawn so far, while building. */
    readonly progress: { readonly done: number; readonly total: number } | null;
    readonly readyAt: string | null;
    /** Until when it can be downloaded. */
    readonly expiresAt: string | null;
    /** When the next archive may be asked for. */
    readonly nextAllowedAt: string;
  } | null;
}

/** POST /api/account/archive/download: a link to the file, for a few minutes. */
export interface ArchiveDownload {
  readonly url: string;
  readonly expiresInSeconds: number;
}
