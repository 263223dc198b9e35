// The public read API (anonymous, throttled): path schemas and the shapes it answers with. Only
// verified, published, public proofs are ever in these answers (docs/public-pages.md).
import * as z from 'zod';
import type { Link, Outcome, SealVariant, ValidatorRole } from '../entities';
import type { CredentialView } from './credentials';
import { publicPages, verifyById } from '../messages/public-pages';
import type { CosignerProof } from '../rules/cosigner-proof';
import type { ProofTrustLevel } from '../rules/proof-trust-level';

/** A path segment: trimmed, non-blank, bounded. What it names is looked up, never trusted. */
const segment = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(256, { error: message });

export const portfolioPathSchema = z.object({ handle: segment(publicPages.portfolioNotFound) });
export const projectPathSchema = z.object({ id: segment(publicPages.projectNotFound) });
/** Trimmed and upper-cased like the search box (spec: proof search). */
export const proofNumberPathSchema = z.object({ number: segment(publicPages.proofNotFoundOrNotVerified).transform((value) => value.toUpperCase()) });
export const verifyIdPathSchema = z.object({ productId: segment(verifyById.invalidId) });
export const proofCodePathSchema = z.object({ code: segment(publicPages.proofNotFoundOrNotVerified).transform((value) => value.toUpperCase()) });

/** `?v=` on image URLs: the content version the URL was made for. */
export const imageQuerySchema = z.object({ v: z.string().max(64).optional() });
/** `/og/{proxy+}`. */
export const imagePathSchema = z.object({ proxy: z.string().min(1).max(256) });

/** A proof as anyone may see it. */
export interface PublicProof {
  readonly id: string;
  readonly title: string;
  readonly role: string;
  readonly orgName: string | null;
  readonly description: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly skills: readonly string[];
  readonly outcomes: readonly Outcome[];
  readonly links: readonly Link[];
  readonly proofNumber: string;
  readonly proofScore: number | null;
  readonly sealVariant: SealVariant | null;
  readonly verifiedAt: string | null;
  readonly updatedAt: string;
  readonly createdAt: string;
  /** `/og/proof/{number}.png?v={version}`, relative to the product's origin. */
  readonly imageUrl: string;
  /** The proof page's Trust Level (spec section 4), the one scale of every public surface. */
  readonly trustLevel: ProofTrustLevel;
}

/** Who a public proof belongs to. */
export interface PublicOwner {
  readonly username: string;
  readonly displayName: string;
  readonly avatarUrl: string | null;
  readonly headline: string | null;
}

export interface PublicPortfolioProfile extends PublicOwner {
  readonly id: string;
  readonly bio: string | null;
  readonly productId: string;
}

/** GET /api/public/portfolios/{handle} */
export interface PublicPortfolio {
  readonly profile: PublicPortfolioProfile;
  /** Newest first. */
  readonly proofs: readonly PublicProof[];
}

/** GET /api/public/projects/{id} */
export interface PublicProject {
  readonly project: PublicProof;
  readonly owner: PublicOwner;
  /** Its co-signatures, as the proof page lists them (newest first). */
  readonly validations: readonly PublicValidation[];
}

/** An approval of the proof's current content, as the proof page lists it. */
export interface PublicValidation {
  /**
   * The co-signer's name, as their LinkedIn sign-in gave it, when they signed in to decide and
   * agreed to be named (domain/rules/cosigner-name.ts); null otherwise: they are shown by their
   * masked address.
   */
  readonly name: string | null;
  /** Masked: `j***@acme.com`. */
  readonly validatorEmail: string;
  readonly role: ValidatorRole;
  readonly trustScore: number;
  /** ISO timestamp of the approval. */
  readonly verifiedOn: string;
  readonly comment: string | null;
  /** What the co-signer proved: LinkedIn sign-in, an address at the company domain (the domain only), or neither (the link only). */
  readonly proven: CosignerProof;
}

/** GET /api/public/proofs/{number} for a verified, published, public proof. */
export interface PublicProofLookup {
  readonly state: 'verified';
  readonly proof: PublicProof;
  readonly owner: PublicOwner;
  /** The same as `proof.trustLevel`. */
  readonly trustLevel: ProofTrustLevel;
  /** Newest first. */
  readonly validations: readonly PublicValidation[];
  /**
   * The proof's latest portable credential (the active one, else the last one revoked) and its
   * status, as fresh as the rest of the answer; null when none was issued.
   */
  readonly credential: CredentialView | null;
}

/**
 * GET /api/public/proofs/{number} for a proof that was published and is no longer verified: its
 * attested content was changed, or an approval withdrawn, and it awaits validation of what it
 * says now. Nothing of that unapproved content is shown.
 */
export interface PublicProofAwaitingRevalidation {
  readonly state: 'awaiting-revalidation';
  readonly proofNumber: string;
  readonly owner: PublicOwner;
  /** When it stopped being verified (ISO). */
  readonly since: string;
}

/** What GET /api/public/proofs/{number} answers (200); anything else is a 404. */
export type PublicProofLookupAnswer = PublicProofLookup | PublicProofAwaitingRevalidation;

/** GET /api/public/verify/{productId} */
export interface VerifyIdAnswer {
  readonly username: string;
}

/** GET /api/public/proof-codes/{code} */
export interface ProofCodeAnswer {
  readonly projectId: string;
}
