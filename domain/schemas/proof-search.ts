// The proof number of /proof/{number} and of the proof search box: trimmed, upper-cased,
// and in the PJ-XXXXXX format (a malformed number cannot exist, so it is reported as not found).
import * as z from 'zod';
import { publicPages } from '../messages/public-pages';
import { isProofNumber, normaliseProofSearch } from '../rules/proof-number';

export const proofNumberSchema = z
  .string({ error: publicPages.proofNumberRequired })
  .transform((value) => normaliseProofSearch(value) ?? '')
  .pipe(
    z
      .string()
      .min(1, { error: publicPages.proofNumberRequired, abort: true })
      .refine(isProofNumber, { error: publicPages.proofNotFoundOrNotVerified }),
  );

export const proofSearchSchema = z.object({ proofNumber: proofNumberSchema });
export type ProofSearch = z.output<typeof proofSearchSchema>;
