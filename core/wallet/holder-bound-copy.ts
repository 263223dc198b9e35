// The credential a wallet claims: a copy of the proof's active credential bound to the holder's DID
// (`credentialSubject.id`, beside the hashed e-mail identifier), under an id of its own and signed
// again. It keeps the original's status entry, so it is revoked with the proof's credential, like
// every other copy.
import { randomUUID } from 'node:crypto';
import { signCredential, type JsonObject } from '../credentials/data-integrity';
import { isOwnerPubliclyShown } from '../../domain/rules/public-visibility';
import { activeCredentialIdOf } from '../credentials/credential-service';
import { getCredential, getProofCredentials } from '../data/credentials/credentials';
import { getProfile } from '../data/profiles/profiles';
import { getProof } from '../data/proofs/proofs';

/**
 * The proof's active credential as signed, while a wallet may have a copy: the proof carries it
 * (verified, published, shown, not revoked by its owner) and its owner is shown publicly (not
 * suspended, not closing their account); null otherwise.
 */
export async function claimableDocument(recognitionId: string): Promise<string | null> {
  const [proof, pointer] = await Promise.all([getProof(recognitionId), getProofCredentials(recognitionId)]);
  const activeId = proof ? activeCredentialIdOf(proof, pointer) : null;
  if (!proof || !activeId) return null;
  const [owner, record] = await Promise.all([getProfile(proof.ownerUserId), getCredential(activeId, { consistent: true })]);
  return isOwnerPubliclyShown(owner) && record && !record.revokedAt ? record.document : null;
}

export async function holderBoundCopy(document: string, holderDid: string): Promise<JsonObject> {
  const { proof: _signature, ...credential } = JSON.parse(document) as JsonObject & { credentialSubject: JsonObject };
  return signCredential({
    ...credential,
    id: `urn:uuid:${randomUUID()}`,
    credentialSubject: { id: holderDid, ...credential.credentialSubject },
  });
}
