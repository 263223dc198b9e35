// The verify page's checks, in plain words: signature, issuer, validity, revocation and
// endorsements of a credential someone pasted or uploaded. It checks credentials this product
// issued, with the same libraries a wallet uses; it never fetches a URL a stranger's credential
// names (a foreign issuer is reported as such, not resolved).
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { verifyCredential, type DocumentLoader } from '@digitalbazaar/vc';
import type { CredentialCheck, VerificationReport } from '../../domain/api/credentials';
import { MAX_ENDORSEMENTS, VERIFY_CREDENTIAL_MAX_DEPTH, VERIFY_CREDENTIAL_MAX_VALUES } from '../../domain/constants';
import { credentials as m } from '../../domain/messages/credentials';
import { PRODUCT_NAME } from '../../domain/product';
import { jsonSize } from '../../domain/rules/json-size';
import { clock } from '../clock';
import { productDocumentLoader } from './document-loader';
import { issuerDid } from './issuer';

type Json = Record<string, unknown>;

const loader = productDocumentLoader as DocumentLoader;
const suite = () => new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as Json).id === 'string' ? ((value as Json).id as string) : null;
const nameOf = (value: unknown): string | null => (value && typeof value === 'object' && typeof (value as Json).name === 'string' ? ((value as Json).name as string) : null);

function reason(error: unknown): string {
  const errors = (error as { errors?: unknown[] } | undefined)?.errors;
  const first = Array.isArray(errors) && errors.length > 0 ? errors[0] : error;
  const message = first instanceof Error ? first.message : String(first ?? 'unknown error');
  if (/invalid signature/i.test(message)) return 'the signature does not match the content: the credential was changed after it was signed, or signed by another key';
  if (/not a document this issuer publishes/i.test(message)) return 'it names a key or document this issuer does not publish';
  if (/safe mode|undefined term|protected term/i.test(message)) return 'it contains data its contexts do not define, so it cannot be checked';
  return message.slice(0, 300);
}

/** Signature of one document (a credential or an endorsement), status not included. */
async function signatureOf(document: Json): Promise<{ ok: boolean; why: string }> {
  if (!document.proof) return { ok: false, why: 'it carries no proof (it was never signed)' };
  // The revocation status is its own check (revocationOf), reported apart from the signature.
  const result = await verifyCredential({ credential: document, suite: suite(), documentLoader: loader, now: clock.now(), checkStatus: async () => ({ verified: true }) });
  if (result.verified) return { ok: true, why: '' };
  const error = result.results?.find((entry) => !entry.verified)?.error ?? result.error;
  return { ok: false, why: reason(error) };
}

/**
 * A loader of status lists for one verification: each list is loaded and verified once, on the
 * server's clock, before its bits are read. (The status library would verify a list on the
 * machine's clock, which is not the one every other check reads.)
 */
function statusListLoader(): DocumentLoader {
  const lists = new Map<string, ReturnType<DocumentLoader>>();
  const verified: DocumentLoader = async (url) => {
    const loaded = await loader(url);
    const result = await verifyCredential({ credential: loaded.document, suite: suite(), documentLoader: loader, now: clock.now() });
    if (!result.verified) throw new Error(reason(result.results?.find((entry) => !entry.verified)?.error ?? result.error));
    return loaded;
  };
  return (url) => {
    if (!lists.has(url)) lists.set(url, verified(url));
    return lists.get(url)!;
  };
}

async function revocationOf(document: Json, statusLists: DocumentLoader): Promise<{ ok: boolean | null; why: string }> {
  if (!document.credentialStatus) return { ok: null, why: 'it has no revocation status' };
  try {
    const result = await checkStatus({ credential: document, documentLoader: statusLists, suite: suite(), verifyBitstringStatusListCredential: false, verifyMatchingIssuers: true });
    if (!result.verified) return { ok: false, why: `its status could not be checked: ${reason(result.error)}` };
    const revoked = (result.results ?? []).some((entry) => entry.status === true);
    return revoked ? { ok: false, why: 'its issuer revoked it' } : { ok: true, why: '' };
  } catch (error) {
    return { ok: false, why: `its status list could not be read: ${reason(error)}` };
  }
}

function validityOf(document: Json): CredentialCheck {
  const now = clock.now().getTime();
  const from = typeof document.validFrom === 'string' ? Date.parse(document.validFrom) : Number.NaN;
  const until = typeof document.validUntil === 'string' ? Date.parse(document.validUntil) : null;
  if (Number.isNaN(from)) return { check: 'validity', passed: false, message: 'It has no valid "validFrom" date.' };
  if (from > now + 5 * 60_000) return { check: 'validity', passed: false, message: `It is not valid yet: valid from ${new Date(from).toISOString()}.` };
  if (until !== null && (Number.isNaN(until) || until <= now)) return { check: 'validity', passed: false, message: 'It has expired.' };
  return { check: 'validity', passed: true, message: `Valid since ${new Date(from).toISOString().slice(0, 10)}${until ? `, until ${new Date(until).toISOString().slice(0, 10)}` : ', with no expiry'}.` };
}

const endorsementsIn = (document: Json): Json[] =>
  Array.isArray(document.endorsement)
    ? (document.endorsement as unknown[]).map((endorsement) => (endorsement && typeof endorsement === 'object' && !Array.isArray(endorsement) ? (endorsement as Json) : {}))
    : [];

/** An endorsement's signature, then (only when it holds) its status. */
async function endorsementResult(endorsement: Json, statusLists: DocumentLoader): Promise<{ name: string; ok: boolean; why: string }> {
  const name = nameOf(endorsement) ?? 'An endorsement';
  const signature = await signatureOf(endorsement);
  if (!signature.ok) return { name, ok: false, why: signature.why };
  const status = await revocationOf(endorsement, statusLists);
  return { name, ok: status.ok !== false, why: status.why };
}

/**
 * The checks, cheapest first, and none past the first that settles it: the issuer (no work), the
 * number of endorsements (a credential this product issued carries at most MAX_ENDORSEMENTS), its
 * size in JSON values and nesting (the JSON-LD work of a signature check grows with them), the
 * number of proofs (exactly one: a verifier checks each proof of a set, canonicalizing the whole
 * document each time), the credential's own signature (its proof covers everything inside, endorsements included: once it
 * fails, nothing inside is checked), then validity, revocation and each endorsement.
 */
export async function verifyPastedCredential(document: Json): Promise<VerificationReport> {
  const issuer = idOf(document.issuer);
  const ours = issuerDid();
  const subject = document.credentialSubject as Json | undefined;
  const achievement = subject?.achievement as Json | undefined;
  const base = {
    name: typeof document.name === 'string' ? document.name : null,
    issuerName: nameOf(document.issuer),
    proofNumber: typeof achievement?.humanCode === 'string' ? achievement.humanCode : null,
  };
  if (issuer !== ours) {
    const message = issuer
      ? `It was issued by ${issuer}, not by ${PRODUCT_NAME} (${ours}). This page checks only credentials ${PRODUCT_NAME} issued; use a general verifier such as VerifierPlus for others.`
      : 'It names no issuer.';
    return { verified: false, ...base, checks: [{ check: 'issuer', passed: false, message }] };
  }
  const issuerCheck: CredentialCheck = { check: 'issuer', passed: true, message: `Issued by ${PRODUCT_NAME} (${ours}).` };
  const endorsements = endorsementsIn(document);
  if (endorsements.length > MAX_ENDORSEMENTS) {
    return { verified: false, ...base, checks: [issuerCheck, { check: 'endorsements', passed: false, message: m.tooManyEndorsements(endorsements.length) }] };
  }
  const size = jsonSize(document, VERIFY_CREDENTIAL_MAX_VALUES);
  if (size.overLimit || size.depth > VERIFY_CREDENTIAL_MAX_DEPTH) {
    return { verified: false, ...base, checks: [{ check: 'signature', passed: false, message: m.tooComplexToBeOurs }, issuerCheck] };
  }
  if (Array.isArray(document.proof) && document.proof.length > 1) {
    return { verified: false, ...base, checks: [{ check: 'signature', passed: false, message: m.tooManyProofs(document.proof.length) }, issuerCheck] };
  }
  const signature = await signatureOf(document);
  if (!signature.ok) {
    return { verified: false, ...base, checks: [{ check: 'signature', passed: false, message: `The signature is not valid: ${signature.why}. ${m.signatureFailedNothingElse}` }, issuerCheck] };
  }
  const statusLists = statusListLoader();
  const [revocation, endorsementResults] = await Promise.all([revocationOf(document, statusLists), Promise.all(endorsements.map((endorsement) => endorsementResult(endorsement, statusLists)))]);
  const failedEndorsements = endorsementResults.filter((result) => !result.ok);
  const checks: CredentialCheck[] = [
    { check: 'signature', passed: true, message: 'The signature is valid: the credential is exactly as it was issued.' },
    issuerCheck,
    validityOf(document),
    revocation.ok === null
      ? { check: 'revocation', passed: null, message: 'It has no revocation status to check.' }
      : revocation.ok
        ? { check: 'revocation', passed: true, message: 'Not revoked: the issuer still stands behind it.' }
        : { check: 'revocation', passed: false, message: `Revoked: ${revocation.why}.` },
    endorsements.length === 0
      ? { check: 'endorsements', passed: null, message: 'No co-signer chose to be named, so it carries no endorsements.' }
      : failedEndorsements.length === 0
        ? { check: 'endorsements', passed: true, message: `${endorsements.length === 1 ? 'Its endorsement is' : `All ${endorsements.length} endorsements are`} signed and not revoked.` }
        : { check: 'endorsements', passed: false, message: failedEndorsements.map((result) => `${result.name}: ${result.why}.`).join(' ') },
  ];
  return { verified: checks.every((check) => check.passed !== false), ...base, checks };
}
