// Dates as the public pages show them.
import type { PublicProof } from '../../../domain/api/public';

export { longDate } from '../../components/proof/format-dates';

/** When the proof was verified: its verified time, else its last update, else its creation. */
export function verifiedOnOf(proof: Pick<PublicProof, 'verifiedAt' | 'updatedAt' | 'createdAt'>): string {
  return proof.verifiedAt ?? proof.updatedAt ?? proof.createdAt;
}
