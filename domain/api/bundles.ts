// Wire shapes of bundles: several verified proofs under one link, with a verifiable presentation of
// their credentials (docs/wallets.md).
import * as z from 'zod';
import { MAX_BUNDLE_PROOFS } from '../constants';
import { bundles as m } from '../messages/bundles';
import type { CheckedItem } from './verify-proofs';

export const createBundleSchema = z.object({
  proofIds: z
    .array(z.string().min(1).max(64), { error: m.pickOne })
    .min(1, { error: m.pickOne })
    .max(MAX_BUNDLE_PROOFS, { error: m.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.twice }),
});
export type CreateBundleBody = z.input<typeof createBundleSchema>;

/** A bundle's id: 16 random bytes, base64url. */
export const bundleIdPathSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: m.notFound }) });

/** One of the owner's bundles. */
export interface OwnBundle {
  readonly bundleId: string;
  /** The page a recruiter opens. */
  readonly url: string;
  /** The verifiable presentation of its credentials (JSON). */
  readonly presentationUrl: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly proofs: readonly { readonly id: string; readonly title: string }[];
}

export interface OwnBundlesAnswer {
  readonly items: readonly OwnBundle[];
}

/** GET /api/public/bundles/{id}/presentation: its proofs' credentials, signed by Provenly as presenter. */
export interface BundlePresentation {
  readonly '@context': readonly string[];
  readonly id: string;
  readonly type: readonly ['VerifiablePresentation'];
  readonly holder: string;
  readonly verifiableCredential: readonly Readonly<Record<string, unknown>>[];
  readonly proof: Readonly<Record<string, unknown>>;
}

/** GET /api/public/bundles/{id}: what the link shows, each proof as the bulk check answers it. */
export interface PublicBundle {
  readonly bundleId: string;
  readonly createdAt: string;
  readonly owner: { readonly displayName: string; readonly username: string };
  readonly items: readonly CheckedItem[];
  readonly presentationUrl: string;
}
