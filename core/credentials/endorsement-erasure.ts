// A co-signer's words leave the credentials that quoted them. An endorsement embeds its
// co-signer's name and comment in the owner's signed document (core/credentials/open-badge.ts),
// sealed under the owner's key, so shredding the co-signer's key does not reach it. Once the
// co-signer's co-signatures are withdrawn (their data removed, their account erased), every
// revoked credential of those proofs that endorses one of them loses its stored document, as a
// deleted proof's credentials do: the record stays revoked, so a holder checking it reads revoked.
import type { Validation } from '../../domain/entities';
import { eraseCredentialDocument, getCredential, getProofCredentials } from '../data/credentials/credentials';
import { isSealed } from '../data/personal-data/sealing';
import { endorsedValidationIdsIn } from './urls';

/** The validations a stored credential endorses (read from its document when it predates the list). */
function endorsedBy(credential: NonNullable<Awaited<ReturnType<typeof getCredential>>>): readonly string[] {
  if (credential.endorsedValidationIds.length > 0 || !credential.document || isSealed(credential.document)) return credential.endorsedValidationIds;
  return endorsedValidationIdsIn(credential.document, credential.credentialId);
}

/** Erases the stored documents of revoked credentials endorsing any of `validations`; how many. */
export async function eraseEndorsementsOf(validations: readonly Pick<Validation, 'id' | 'recognitionId'>[]): Promise<number> {
  const byProof = new Map<string, Set<string>>();
  for (const { id, recognitionId } of validations) byProof.set(recognitionId, (byProof.get(recognitionId) ?? new Set()).add(id));
  let erased = 0;
  for (const [proofId, ids] of byProof) {
    for (const credentialId of (await getProofCredentials(proofId)).credentialIds) {
      const credential = await getCredential(credentialId, { consistent: true });
      if (!credential?.document || !credential.revokedAt || !endorsedBy(credential).some((id) => ids.has(id))) continue;
      await eraseCredentialDocument(credentialId);
      erased += 1;
    }
  }
  return erased;
}
