// Wire shapes of portable credentials (docs/credentials.md): a proof's credential and its live
// status, the verify page's request and report.
import * as z from 'zod';
import { credentials as m } from '../messages/credentials';

export const credentialIdPathSchema = z.object({ id: z.uuid({ error: m.notFound }) });
export const endorsementPathSchema = z.object({ id: z.uuid({ error: m.notFound }), validationId: z.string().min(1).max(64) });
export const statusListPathSchema = z.object({ id: z.uuid({ error: m.notFound }) });

export const CREDENTIAL_STATUSES = ['active', 'revoked'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** A proof's credential as the owner's card and the public proof page show it. */
export interface CredentialView {
  readonly credentialId: string;
  /** The stable public URL of the credential JSON (its `id`). */
  readonly url: string;
  /** A PNG of the proof card with the credential baked in. */
  readonly bakedUrl: string;
  /** VerifierPlus opening the credential from its URL. */
  readonly verifierPlusUrl: string;
  readonly issuedAt: string;
  readonly status: CredentialStatus;
  readonly revokedAt: string | null;
}

export interface ProofCredentialAnswer {
  /** The proof's latest credential (active, or revoked when none is active); null when none was issued. */
  readonly credential: CredentialView | null;
}

/** The verify page sends a credential it was given (pasted JSON, or the JSON baked in a PNG). */
export const verifyCredentialSchema = z.object({
  credential: z.record(z.string(), z.unknown(), { error: m.notACredential }),
});
export type VerifyCredentialBody = z.input<typeof verifyCredentialSchema>;

export const CHECK_NAMES = ['signature', 'issuer', 'validity', 'revocation', 'endorsements'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export interface CredentialCheck {
  readonly check: CheckName;
  /** null: not applicable (e.g. no endorsements). */
  readonly passed: boolean | null;
  /** In plain words: what was checked and, when it failed, why. */
  readonly message: string;
}

export interface VerificationReport {
  /** True only when every applicable check passed. */
  readonly verified: boolean;
  readonly name: string | null;
  readonly issuerName: string | null;
  readonly proofNumber: string | null;
  readonly checks: readonly CredentialCheck[];
}
