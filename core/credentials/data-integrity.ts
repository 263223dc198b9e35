// Signs a credential with a Data Integrity proof, cryptosuite eddsa-rdfc-2022, purpose
// assertionMethod, verification method the issuer's DID key. The signer behind it is whatever the
// configuration chose (KMS or the local key): the cryptosuite only sees `{id, algorithm, sign}`.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue, signPresentation } from '@digitalbazaar/vc';
import { clock } from '../clock';
import { productDocumentLoader } from './document-loader';
import { publishedSigner, verificationMethodId } from './issuer';

export type JsonObject = Record<string, unknown>;

/**
 * The signed credential. Its `proof` is a list of one: the Open Badges 3.0 JSON Schema requires an
 * array, and to a JSON-LD verifier a list of one proof is the same proof set.
 */
export async function signCredential<T extends JsonObject>(credential: T): Promise<T & { proof: JsonObject[] }> {
  const signer = await publishedSigner();
  const now = clock.now();
  const suite = new DataIntegrityProof({
    signer: { id: verificationMethodId(signer.keyName), algorithm: 'Ed25519', sign: ({ data }) => signer.sign(data) },
    cryptosuite: eddsaRdfc2022,
    date: now,
  });
  // issue() adds the proof to the object it is given: hand it a copy.
  const signed = await issue({ credential: structuredClone(credential), suite, documentLoader: productDocumentLoader, now });
  return { ...(signed as T), proof: [signed.proof as JsonObject] };
}

/**
 * A presentation signed by the issuer as its presenter (a bundle): proof purpose `authentication`,
 * for a challenge and domain a verifier checks (the bundle's id and this site).
 */
export async function signAsPresenter<T extends JsonObject>(presentation: T, bound: { challenge: string; domain: string }): Promise<T & { proof: JsonObject }> {
  const signer = await publishedSigner();
  const suite = new DataIntegrityProof({
    signer: { id: verificationMethodId(signer.keyName), algorithm: 'Ed25519', sign: ({ data }) => signer.sign(data) },
    cryptosuite: eddsaRdfc2022,
    date: clock.now(),
  });
  return (await signPresentation({ presentation: structuredClone(presentation), suite, ...bound, documentLoader: productDocumentLoader })) as T & { proof: JsonObject };
}
