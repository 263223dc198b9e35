// The credential a wallet claims: a copy of the proof's active credential bound to the holder's DID
// (`credentialSubject.id`, beside the hashed e-mail identifier), under an id of its own and signed
// again. It keeps the original's status entry, so it is revoked with the proof's credential, like
// every other copy.
import { randomUUID } from 'node:crypto';
import { signCredential, type JsonObject } from '../credentials/data-integrity';
import { getCredential, getProofCredentials } from '../data/credentials/credentials';

/** The proof's active credential as signed, or null when it has none (or it was just revoked). */
export async function activeDocument(recognitionId: string): Promise<string | null> {
  const { activeCredentialId } = await getProofCredentials(recognitionId);
  const record = activeCredentialId ? await getCredential(activeCredentialId, { consistent: true }) : null;
  return record && !record.revokedAt ? record.document : null;
}

export async function holderBoundCopy(document: string, holderDid: string): Promise<JsonObject> {
  const { proof: _signature, ...credential } = JSON.parse(document) as JsonObject & { credentialSubject: JsonObject };
  return signCredential({
    ...credential,
    id: `urn:uuid:${randomUUID()}`,
    credentialSubject: { id: holderDid, ...credential.credentialSubject },
  });
}
