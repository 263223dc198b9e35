// Why the dashboard offers no sharing for a verified proof: the one visibility rule of the public
// surfaces (shareRefusalOf), which the server applies to every share too.
import type { Proof } from '../../../domain/entities';
import { shareUnavailable } from '../../../domain/messages/linkedin';
import { shareRefusalOf } from '../../../domain/rules/public-visibility';

/** The dashboard belongs to a signed-in, active account: a suspended one's calls are all refused. */
const SIGNED_IN_OWNER = { suspendedAt: null };

/** The label and reason to show instead of sharing, or null when the proof may be shared (or is not verified yet). */
export function shareUnavailableOf(proof: Pick<Proof, 'verified' | 'visibility' | 'hiddenAt' | 'proofNumber'>): { readonly label: string; readonly tip: string } | null {
  const refusal = shareRefusalOf(proof, SIGNED_IN_OWNER);
  return refusal === 'hidden' || refusal === 'private' ? shareUnavailable[refusal] : null;
}
