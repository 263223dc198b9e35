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

const DID_KEY = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,60})$/;

/** The DID a verification method URL names, when it is an Ed25519 did:key's own key. */
function didKeyOf(url: string): { did: string; fingerprint: string } | null {
  const [did = '', fragment] = url.split('#');
  const match = DID_KEY.exec(did);
  return match && (fragment === undefined || fragment === match[1]) ? { did, fingerprint: match[1]! } : null;
}

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
  if (typeof holderDid !== 'string' || !DID_KEY.test(holderDid) || verifiableCredential !== undefined || Array.isArray(proof)) return null;
  const signedBy = typeof (proof as { verificationMethod?: unknown } | undefined)?.verificationMethod === 'string' ? didKeyOf((proof as { verificationMethod: string }).verificationMethod) : null;
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
