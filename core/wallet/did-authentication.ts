// A wallet proves control of its DID in a VC-API exchange (VCALM `DIDAuthentication`): a
// presentation naming the DID as its holder, signed by a key of that did:key with proof purpose
// `authentication`, for the exchange's challenge and this site as domain. Ed25519Signature2020 (what
// the Learner Credential Wallet signs with) and eddsa-rdfc-2022 are accepted, over VC 1.1 or 2.0
// presentations. Only bundled contexts and the did:key itself are loaded: nothing is fetched.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { Ed25519Signature2020 } from '@digitalbazaar/ed25519-signature-2020';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verify, type DocumentLoader } from '@digitalbazaar/vc';
import { CONTEXT as ED25519_2020_CONTEXT, CONTEXT_URL as ED25519_2020_CONTEXT_URL } from 'ed25519-signature-2020-context';
import { bundledContext, DID_V1_CONTEXT } from '../credentials/contexts';
import { didKeyOf } from './did-key';

const loader: DocumentLoader = async (url) => {
  const context = bundledContext(url);
  if (context) return context as Awaited<ReturnType<DocumentLoader>>;
  if (url === ED25519_2020_CONTEXT_URL) return { contextUrl: null, documentUrl: url, document: ED25519_2020_CONTEXT };
  const key = didKeyOf(url);
  if (!key) throw new Error(`${url} is not loaded here`);
  const methodId = `${key.did}#${key.fingerprint}`;
  const method = { id: methodId, type: 'Ed25519VerificationKey2020', controller: key.did, publicKeyMultibase: key.fingerprint };
  const document = url === methodId
    ? { '@context': ED25519_2020_CONTEXT_URL, ...method }
    : { '@context': [DID_V1_CONTEXT, ED25519_2020_CONTEXT_URL], id: key.did, verificationMethod: [method], authentication: [methodId], assertionMethod: [methodId] };
  return { contextUrl: null, documentUrl: url, document };
};

type Presentation = { holder?: unknown; verifiableCredential?: unknown; proof?: unknown };

/** The holder's DID the presentation proves for this challenge and domain, or null. */
export async function provenDid(presentation: unknown, expected: { challenge: string; domain: string }): Promise<string | null> {
  if (typeof presentation !== 'object' || presentation === null || Array.isArray(presentation)) return null;
  const { holder, verifiableCredential, proof } = presentation as Presentation;
  const holderDid = typeof holder === 'string' ? holder : (holder as { id?: unknown } | undefined)?.id;
  // A proof of control names no credential, and carries exactly one proof.
  if (typeof holderDid !== 'string' || didKeyOf(holderDid)?.did !== holderDid || verifiableCredential !== undefined || Array.isArray(proof)) return null;
  const signedBy = didKeyOf((proof as { verificationMethod?: unknown } | undefined)?.verificationMethod);
  if (signedBy?.did !== holderDid) return null;
  let verified: boolean;
  try {
    // The library rejects (rather than answers) a presentation without @context or type.
    verified = (
      await verify({
        presentation,
        challenge: expected.challenge,
        domain: expected.domain,
        suite: [new Ed25519Signature2020(), new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 })],
        documentLoader: loader,
      })
    ).verified;
  } catch {
    return null;
  }
  return verified ? holderDid : null;
}
