// Bundles: an owner picks verified proofs and gets one link for an application (docs/wallets.md).
// The link's page answers each proof as the bulk check does, live; its JSON is a verifiable
// presentation of the proofs' credentials (each as issued, revoked ones too, so a verifier sees
// it), signed by Provenly as presenter for the bundle's id as challenge. Only the owner's own
// verified proofs, at most MAX_BUNDLE_PROOFS; the owner revokes a link at any time.
import { randomBytes } from 'node:crypto';
import type { OwnBundle, OwnBundlesAnswer, PublicBundle } from '../../domain/api/bundles';
import { bundles as m } from '../../domain/messages/bundles';
import { clock } from '../clock';
import { config } from '../config';
import { VC_V2_CONTEXT } from '../credentials/contexts';
import { mayCarryCredential } from '../credentials/credential-service';
import { signAsPresenter } from '../credentials/data-integrity';
import { issuerDid } from '../credentials/issuer';
import { deleteBundle, listBundles, putBundle, revokeBundle, type Bundle } from '../data/bundles/bundles';
import { everyPage } from '../data/plumbing/items';
import { getCredential, getProofCredentials, latestCredentialId } from '../data/credentials/credentials';
import { getProof } from '../data/proofs/proofs';
import { badRequest, gone, notFound } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { checkedProofs } from '../public/verify-proofs';
import { bundleStanding, proofNumbersOf } from './bundle-proofs';

const bundleUrl = (origin: string, bundleId: string) => `${origin}/bundle/${bundleId}`;
const presentationUrl = (origin: string, bundleId: string) => `${origin}/api/public/bundles/${bundleId}/presentation`;

async function ownView(bundle: Bundle): Promise<OwnBundle> {
  const origin = config().publicOrigin;
  const proofs = await Promise.all(bundle.proofIds.map(async (id) => ({ id, title: (await getProof(id))?.title ?? '' })));
  return { bundleId: bundle.bundleId, url: bundleUrl(origin, bundle.bundleId), presentationUrl: presentationUrl(origin, bundle.bundleId), createdAt: bundle.createdAt, revokedAt: bundle.revokedAt, proofs };
}

export async function createBundle(ownerUserId: string, proofIds: readonly string[]): Promise<OwnBundle> {
  for (const proofId of proofIds) {
    // Another person's proof, or none: "Proof not found", and nothing is written.
    const proof = await getOwnProof(ownerUserId, proofId);
    const pointer = await getProofCredentials(proofId);
    if (!mayCarryCredential(proof, pointer) || !pointer.activeCredentialId) throw badRequest(m.notVerified(proof.title));
  }
  const bundle = await putBundle({ bundleId: randomBytes(16).toString('base64url'), ownerUserId, proofIds: [...proofIds], createdAt: clock.nowIso() });
  return ownView(bundle);
}

export async function listOwnBundles(ownerUserId: string): Promise<OwnBundlesAnswer> {
  const page = await listBundles(ownerUserId, { limit: 50 });
  return { items: await Promise.all(page.items.map(ownView)) };
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

/** The proofs' credentials, each its latest as issued (a revoked one says so to whoever checks it). */
async function credentialsOf(bundle: Bundle): Promise<Record<string, unknown>[]> {
  const documents = await Promise.all(
    bundle.proofIds.map(async (proofId) => {
      const latest = latestCredentialId(await getProofCredentials(proofId));
      return latest ? (await getCredential(latest))?.document ?? null : null;
    }),
  );
  return documents.flatMap((document) => (document ? [JSON.parse(document) as Record<string, unknown>] : []));
}

export async function bundlePresentation(bundleId: string): Promise<Record<string, unknown>> {
  const { bundle } = await shownBundle(bundleId);
  const origin = config().publicOrigin;
  const presentation = { '@context': [VC_V2_CONTEXT], id: bundleUrl(origin, bundleId), type: ['VerifiablePresentation'], holder: issuerDid(), verifiableCredential: await credentialsOf(bundle) };
  return signAsPresenter(presentation, { challenge: bundleId, domain: origin });
}

/** Removes every link of an account being erased. */
export async function deleteBundlesOf(ownerUserId: string): Promise<number> {
  const owned = await everyPage((page) => listBundles(ownerUserId, page));
  for (const bundle of owned) await deleteBundle(bundle.bundleId);
  return owned.length;
}
