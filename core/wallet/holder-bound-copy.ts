// The credential a wallet claims: a copy of the proof's active credential bound to the holder's DID
// (`credentialSubject.id`, beside the hashed e-mail identifier), under an id of its own and signed
// again. It keeps the original's status entry, so it is revoked with the proof's credential, like
// every other copy.
import { randomUUID } from 'node:crypto';
import { signCredential, type JsonObject } from '../credentials/data-integrity';

export async function holderBoundCopy(document: string, holderDid: string): Promise<JsonObject> {
  const { proof: _signature, ...credential } = JSON.parse(document) as JsonObject & { credentialSubject: JsonObject };
  return signCredential({
    ...credential,
    id: `urn:uuid:${randomUUID()}`,
    credentialSubject: { id: holderDid, ...credential.credentialSubject },
  });
}
