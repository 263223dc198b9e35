// linkedin-post (spec section 7): the owner shares a verified proof on LinkedIn. The card is
// rendered as JPEG, uploaded (initializeUpload, PUT, poll until AVAILABLE), and the post is
// created as an article linking the public proof page with the card as its thumbnail. The share
// is recorded by the hash of what was posted, so the same content is never posted twice, and the
// proof is published through the owner's publish path. Only a proof the public may see once
// published can be shared (domain/rules/public-visibility.ts, `shareRefusalOf`).
import { createHash } from 'node:crypto';
import type { LinkedinPostRequest, LinkedinPostResult } from '../../domain/api/linkedin';
import type { Profile, Proof } from '../../domain/entities';
import { linkedinFailures } from '../../domain/messages/linkedin';
import { admin as adminMessages } from '../../domain/messages/admin';
import { sharing } from '../../domain/messages/sharing';
import { shareRefusalOf } from '../../domain/rules/public-visibility';
import { buildShareCommentary, proofVerifyUrl } from '../../domain/rules/share-post-text';
import { clock } from '../clock';
import { config } from '../config';
import { claimShare, recordShare, releaseShare, type StoredShare } from '../data/linkedin/linkedin-shares';
import { sleep } from '../data/plumbing/retry';
import { getProfile } from '../data/profiles/profiles';
import { badRequest, conflict, forbidden } from '../errors';
import { logger } from '../log';
import { publishProof } from '../proofs/proof-changes';
import { getOwnProof } from '../proofs/proof-service';
import { cardJpegOf } from './card-image';
import { liveConnection, markDisconnected, type LiveConnection } from './connection';
import { createPost, imageStatus, initializeImageUpload, LinkedinError, uploadImage } from './linkedin-client';
import { ShareFailure, shareFailureOf } from './share-failure';

/** How long the image may stay PROCESSING before the share gives up (LinkedIn takes seconds). */
export const IMAGE_WAIT_MS = 10_000;
const POLL_START_MS = 100;
const POLL_MAX_MS = 1_000;

const log = logger.child({ component: 'linkedin-share' });

export type ShareOutcome = { readonly ok: true; readonly result: LinkedinPostResult } | { readonly ok: false; readonly failure: ShareFailure };

export async function shareProof(userId: string, request: LinkedinPostRequest): Promise<ShareOutcome> {
  const [proof, owner] = await Promise.all([getOwnProof(userId, request.recognitionId), getProfile(userId)]);
  refuseUnshareable(proof, owner);
  const connection = await liveConnection(userId);
  if (!connection) throw conflict(sharing.notConnected, 'linkedin_not_connected');

  const commentary = buildShareCommentary({ message: request.message, title: proof.title, outcomes: proof.outcomes, skills: proof.skills, proofNumber: proof.proofNumber, origin: config().publicOrigin });
  const shareHash = hashOf({ personId: connection.personId, recognitionId: proof.id, contentHash: proof.contentHash, commentary, image: request.imageGenerationMethod, link: request.includeProjectLink });

  const claim = await claimShare(userId, shareHash);
  if (claim.kind === 'posted') return { ok: true, result: { success: true, shareUrn: claim.share.shareUrn, webUrl: claim.share.webUrl, alreadyShared: true } };
  if (claim.kind === 'in-progress') throw conflict(linkedinFailures.sharingInProgress);

  try {
    const { urn, duplicate } = await post(connection, proof, commentary, request);
    const share: StoredShare = { userId, shareHash, contentHash: proof.contentHash, recognitionId: proof.id, proofNumber: proof.proofNumber, shareUrn: urn, webUrl: postWebUrl(urn), sharedAt: clock.nowIso() };
    await recordShare(share);
    await publishAfterSharing(userId, proof.id);
    return { ok: true, result: { success: true, shareUrn: urn, webUrl: share.webUrl, alreadyShared: duplicate } };
  } catch (error) {
    await releaseShare(userId, shareHash);
    if (!(error instanceof ShareFailure)) throw error;
    log.warn('LinkedIn share failed', { userId, recognitionId: proof.id, stage: error.stage, status: error.status, code: error.code });
    if (error.reconnect) await markDisconnected(userId);
    return { ok: false, failure: error };
  }
}

/**
 * Only what the public may see once published can be shared (`shareRefusalOf`, the one visibility
 * rule): checked before LinkedIn is called or anything is claimed, so a refusal posts and records
 * nothing. An unverified proof is the spec's bad request; a hidden or private proof is a conflict
 * with its state; a suspended owner is refused like every call of theirs.
 */
function refuseUnshareable(proof: Proof, owner: Profile | null): asserts proof is Proof & { proofNumber: string } {
  const refusal = shareRefusalOf(proof, owner);
  if (refusal === 'owner-suspended') throw forbidden(adminMessages.suspended, 'account_suspended');
  if (refusal === 'hidden') throw conflict(linkedinFailures.hiddenProof);
  if (refusal === 'private') throw conflict(linkedinFailures.privateProof);
  if (refusal === 'unverified') throw badRequest(sharing.unverifiedProject);
}

export const postWebUrl = (urn: string): string => config().linkedin.postUrlTemplate.replace('{urn}', urn);

async function post(connection: LiveConnection, proof: Proof, commentary: string, request: LinkedinPostRequest): Promise<{ urn: string; duplicate: boolean }> {
  const author = `urn:li:person:${connection.personId}`;
  const image = request.imageGenerationMethod === 'card' ? await uploadCard(connection, author, proof) : null;
  const verifyUrl = proofVerifyUrl(config().publicOrigin, proof.proofNumber!);
  const content = request.includeProjectLink
    ? { article: { source: verifyUrl, title: proof.title, description: articleDescription(proof), ...(image ? { thumbnail: image } : {}) } }
    : image
      ? { media: { id: image, title: proof.title, altText: `Proof card: ${proof.title}` } }
      : undefined;
  const body = {
    author,
    commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...(content ? { content } : {}),
  };
  try {
    return { urn: await createPost(connection.accessToken, body), duplicate: false };
  } catch (error) {
    // LinkedIn names the existing post in a DUPLICATE_POST refusal: that post is the share.
    const existing = error instanceof LinkedinError && error.status === 422 ? duplicateOf(error) : null;
    if (existing) return { urn: existing, duplicate: true };
    throw shareFailureOf('post', error);
  }
}

/**
 * The card uploaded as the post's image; null when the card could not be rendered (the post goes
 * out without it). Rendering and asking LinkedIn for an upload slot run side by side.
 */
async function uploadCard(connection: LiveConnection, author: string, proof: Proof): Promise<string | null> {
  const [rendered, slot] = await Promise.allSettled([cardJpegOf(proof), initializeImageUpload(connection.accessToken, author)]);
  if (rendered.status === 'rejected') {
    log.error('proof card did not render; posting without an image', { recognitionId: proof.id, error: rendered.reason });
    return null;
  }
  if (slot.status === 'rejected') throw shareFailureOf('image-init', slot.reason);
  await uploadImage(connection.accessToken, slot.value.uploadUrl, rendered.value, 'image/jpeg').catch((error: unknown) => {
    throw shareFailureOf('image-upload', error);
  });
  await waitUntilAvailable(connection.accessToken, slot.value.image);
  return slot.value.image;
}

async function waitUntilAvailable(token: string, image: string): Promise<void> {
  const deadline = Date.now() + IMAGE_WAIT_MS;
  for (let wait = POLL_START_MS; ; wait = Math.min(wait * 2, POLL_MAX_MS)) {
    const status = await imageStatus(token, image).catch((error: unknown) => {
      throw shareFailureOf('image-processing', error);
    });
    if (status === 'AVAILABLE') return;
    if (status === 'PROCESSING_FAILED') throw new ShareFailure('image-processing', null, 'PROCESSING_FAILED', linkedinFailures.processingFailed);
    if (Date.now() + wait > deadline) throw new ShareFailure('image-processing', null, status, linkedinFailures.processingTimeout);
    await sleep(wait);
  }
}

function duplicateOf(error: LinkedinError): string | null {
  if (error.code !== 'DUPLICATE_POST' && !/duplicate/i.test(error.message)) return null;
  return /urn:li:(?:share|ugcPost):[\w-]+/.exec(error.message)?.[0] ?? null;
}

function articleDescription(proof: Proof): string {
  const text = [proof.role, proof.orgName].filter(Boolean).join(' at ');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

async function publishAfterSharing(userId: string, proofId: string): Promise<void> {
  try {
    await publishProof(userId, proofId);
  } catch (error) {
    // The post exists; publishing again is one click on Publish. Say so in the log, not as a failure.
    log.error('proof shared on LinkedIn but not published', { userId, recognitionId: proofId, error });
  }
}

const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');
