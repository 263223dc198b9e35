// Bundles: an owner picks verified proofs and gets one link for an application (docs/wallets.md).
// The link's page answers each proof as the bulk check does, live; its JSON is a verifiable
// presentation of the proofs' credentials (each as issued, revoked ones too, so a verifier sees
// it), signed by Provenly as presenter for the bundle's id as challenge. Only the owner's own
// verified proofs, at most MAX_BUNDLE_PROOFS; the owner revokes a link at any time.
import { randomBytes } from 'node:crypto';
import type { BundlePresentation, OwnBundle, OwnBundlesAnswer, PublicBundle } from '../../domain/api/bundles';
import { MAX_BUNDLES_KEPT } from '../../domain/constants';
import { bundles as m } from '../../domain/messages/bundles';
import { clock } from '../clock';
import { config, onConfigReload } from '../config';
import { isPubliclyShown } from '../../domain/rules/public-visibility';
import { VC_V2_CONTEXT } from '../credentials/contexts';
import { activeCredentialIdOf } from '../credentials/credential-service';
import { signAsPresenter } from '../credentials/data-integrity';
import { issuerDid } from '../credentials/issuer';
import { deleteBundle, listBundles, putBundle, revokeBundle, type Bundle } from '../data/bundles/bundles';
import { everyPage } from '../data/plumbing/items';
import { getCredential, getProofCredentials, latestCredentialId } from '../data/credentials/credentials';
import { getProof } from '../data/proofs/proofs';
import { badRequest, conflict, gone, notFound } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { checkedProofs } from '../public/verify-proofs';
import { bundleStanding, proofNumbersOf } from './bundle-proofs';

const bundleUrl = (origin: string, bundleId: string) => `${origin}/bundle/${bundleId}`;
const presentationUrl = (origin: string, bundleId: string) => `${origin}/api/public/bundles/${bundleId}/presentation`;

/** The owner's view of their links, each proof's title read once however many links name it. */
async function ownViews(bundles: readonly Bundle[]): Promise<OwnBundle[]> {
  const origin = config().publicOrigin;
  const titles = new Map<string, string>();
  const ids = [...new Set(bundles.flatMap((bundle) => bundle.proofIds))];
  for (let start = 0; start < ids.length; start += TITLES_AT_ONCE) {
    await Promise.all(ids.slice(start, start + TITLES_AT_ONCE).map(async (id) => titles.set(id, (await getProof(id))?.title ?? '')));
  }
  return bundles.map((bundle) => ({
    bundleId: bundle.bundleId,
    url: bundleUrl(origin, bundle.bundleId),
    presentationUrl: presentationUrl(origin, bundle.bundleId),
    createdAt: bundle.createdAt,
    revokedAt: bundle.revokedAt,
    proofs: bundle.proofIds.map((id) => ({ id, title: titles.get(id) ?? '' })),
  }));
}

const TITLES_AT_ONCE = 25;
const ownView = async (bundle: Bundle): Promise<OwnBundle> => (await ownViews([bundle]))[0]!;

/** Every link the owner keeps, newest first: at most MAX_BUNDLES_KEPT, one page. */
const keptBundles = async (ownerUserId: string) => (await listBundles(ownerUserId, { limit: MAX_BUNDLES_KEPT + 1 })).items;

export async function createBundle(ownerUserId: string, proofIds: readonly string[]): Promise<OwnBundle> {
  const kept = await keptBundles(ownerUserId);
  // At the cap, the oldest revoked link makes room (its address then answers not found); none revoked: refused.
  const oldestRevoked = kept.length >= MAX_BUNDLES_KEPT ? kept.filter((bundle) => bundle.revokedAt).at(-1) : undefined;
  if (kept.length >= MAX_BUNDLES_KEPT && !oldestRevoked) throw conflict(m.tooManyLinks);
  for (const proofId of proofIds) {
    // Another person's proof, or none: "Proof not found", and nothing is written.
    const proof = await getOwnProof(ownerUserId, proofId);
    const pointer = await getProofCredentials(proofId);
    if (!activeCredentialIdOf(proof, pointer)) throw badRequest(m.notVerified(proof.title));
  }
  if (oldestRevoked) await deleteBundle(oldestRevoked.bundleId);
  const bundle = await putBundle({ bundleId: randomBytes(16).toString('base64url'), ownerUserId, proofIds: [...proofIds], createdAt: clock.nowIso() });
  return ownView(bundle);
}

/** Every link the owner keeps (at most MAX_BUNDLES_KEPT), newest first, each revocable. */
export async function listOwnBundles(ownerUserId: string): Promise<OwnBundlesAnswer> {
  return { items: await ownViews(await keptBundles(ownerUserId)) };
}

/** The owner's links for their archive: ids, not titles (the proofs are in it whole). */
export async function bundleLinksOf(ownerUserId: string): Promise<{ url: string; proofIds: readonly string[]; createdAt: string; revokedAt: string | null }[]> {
  const origin = config().publicOrigin;
  return (await keptBundles(ownerUserId)).map((bundle) => ({ url: bundleUrl(origin, bundle.bundleId), proofIds: bundle.proofIds, createdAt: bundle.createdAt, revokedAt: bundle.revokedAt }));
}

export async function revokeOwnBundle(ownerUserId: string, bundleId: string): Promise<OwnBundle> {
  const revoked = await revokeBundle(ownerUserId, bundleId);
  if (!revoked) throw notFound(m.notFound);
  return ownView(revoked);
}

/** The bundle a link names, while its owner is shown publicly; revoked: 410. */
async function shownBundle(bundleId: string) {
  const standing = await bundleStanding(bundleId);
  if (standing.kind === 'not-found') throw notFound(m.notFound);
  if (standing.kind === 'revoked') throw gone(m.revokedNotice);
  return standing;
}

export async function publicBundle(bundleId: string): Promise<PublicBundle> {
  const { bundle, owner } = await shownBundle(bundleId);
  return {
    bundleId,
    createdAt: bundle.createdAt,
    owner: { displayName: owner.displayName, username: owner.username },
    items: await checkedProofs(await proofNumbersOf(bundle)),
    presentationUrl: presentationUrl(config().publicOrigin, bundleId),
  };
}

/**
 * The proofs' credentials, each its latest as issued (a revoked one says so to whoever checks it),
 * of the proofs still shown publicly: a proof hidden, made private or deleted since is left out,
 * as its page and the bundle's page leave it out.
 */
async function credentialsOf(bundle: Bundle): Promise<{ readonly id: string; readonly document: Record<string, unknown> }[]> {
  const found = await Promise.all(
    bundle.proofIds.map(async (proofId) => {
      const [proof, pointer] = await Promise.all([getProof(proofId), getProofCredentials(proofId)]);
      const latest = proof && isPubliclyShown(proof) ? latestCredentialId(pointer) : null;
      const document = latest ? (await getCredential(latest))?.document : null;
      return latest && document ? [{ id: latest, document: JSON.parse(document) as Record<string, unknown> }] : [];
    }),
  );
  return found.flat();
}

/** Signed presentations by bundle and the credentials they hold: a download signs once per container until one changes. */
const signed = new Map<string, Promise<BundlePresentation>>();
const SIGNED_KEPT = 100;
onConfigReload(() => signed.clear());

export async function bundlePresentation(bundleId: string): Promise<BundlePresentation> {
  const { bundle } = await shownBundle(bundleId);
  const credentials = await credentialsOf(bundle);
  const origin = config().publicOrigin;
  const key = `${origin} ${bundleId}:${credentials.map((credential) => credential.id).join(',')}`;
  let presentation = signed.get(key);
  if (!presentation) {
    const unsigned: Omit<BundlePresentation, 'proof'> = { '@context': [VC_V2_CONTEXT], id: bundleUrl(origin, bundleId), type: ['VerifiablePresentation'], holder: issuerDid(), verifiableCredential: credentials.map((credential) => credential.document) };
    presentation = signAsPresenter(unsigned, { challenge: bundleId, domain: origin });
    presentation.catch(() => signed.delete(key));
    if (signed.size >= SIGNED_KEPT) signed.delete(signed.keys().next().value!);
    signed.set(key, presentation);
  }
  return structuredClone(await presentation);
}

/** Removes every link of an account being erased. */
export async function deleteBundlesOf(ownerUserId: string): Promise<number> {
  const owned = await everyPage((page) => listBundles(ownerUserId, page));
  for (const bundle of owned) await deleteBundle(bundle.bundleId);
  return owned.length;
}
