// The co-signers' own page (docs/data-rights.md): a private link mailed to an address shows what
// Provenly holds about that address and removes it.
import * as z from 'zod';
import { yourData } from '../messages/your-data';

/** POST /api/public/your-data/link: the same answer whether or not anything is held. */
export const yourDataLinkBodySchema = z.object({
  email: z.string({ error: yourData.invalidEmail }).trim().toLowerCase().max(254, { error: yourData.invalidEmail }).pipe(z.email({ error: yourData.invalidEmail })),
});
export type YourDataLinkBody = z.input<typeof yourDataLinkBodySchema>;

export const yourDataTokenBodySchema = z.object({ token: z.string({ error: yourData.invalidLink }).regex(/^[A-Za-z0-9_-]{43}$/, { error: yourData.invalidLink }) });
export type YourDataTokenBody = z.input<typeof yourDataTokenBodySchema>;

/** One co-signature or answer the address gave. */
export interface HeldCosignature {
  readonly proofTitle: string;
  readonly role: string;
  readonly status: string;
  readonly decidedAt: string;
  readonly comment: string | null;
  readonly withdrawnAt: string | null;
}

/** A mail the product sent to the address, as its log keeps it (90 days). */
export interface HeldMail {
  readonly subject: string;
  readonly sentAt: string;
}

/** An invitation to co-sign that reached the address and was not answered. */
export interface HeldInvitation {
  readonly proofTitle: string;
  readonly role: string;
  readonly sentAt: string;
}

/** A report of a public page made from the address. */
export interface HeldReport {
  readonly page: string;
  readonly reason: string;
  readonly createdAt: string;
}

/** POST /api/public/your-data: what is held about the link's address. */
export interface YourDataAnswer {
  readonly address: string;
  readonly linkExpiresAt: string;
  readonly cosignatures: readonly HeldCosignature[];
  readonly validatorProfile: { readonly displayName: string | null; readonly avatarUrl: string | null } | null;
  readonly mails: readonly HeldMail[];
  readonly reports: readonly HeldReport[];
  readonly invitations: readonly HeldInvitation[];
}

/** POST /api/public/your-data/remove. */
export interface YourDataRemoval {
  readonly withdrawn: number;
}
