// What the public and the owner read about credentials: the documents as issued (a revoked one
// stays downloadable), a proof's latest credential with its live status, the baked badge image.
import type { CredentialView, ProofCredentialAnswer } from '../../domain/api/credentials';
import { credentials as m } from '../../domain/messages-credentials';
import { isOwnerPubliclyShown, isPubliclyShown } from '../../domain/rules/public-visibility';
import { config } from '../config';
import { getCredential, getProofCredentials, type CredentialRecord } from '../data/credentials';
import { getProfile } from '../data/profiles';
import { getRecognitionByProofNumber } from '../data/recognitions';
import { notFound } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { areRevoked } from './status-list-service';
import { bakedCredentialUrl, credentialUrl, endorsementUrl } from './urls';

export const VERIFIER_PLUS = 'https://verifierplus.org/#verify?vc=';

/** The stored credential, or the spec-worded not-found. */
export async function found(credentialId: string): Promise<CredentialRecord> {
  const record = await getCredential(credentialId);
  if (!record) throw notFound(m.notFound);
  return record;
}

export async function credentialDocument(credentialId: string): Promise<string> {
  return (await found(credentialId)).document;
}

export async function endorsementDocument(credentialId: string, validationId: string): Promise<unknown> {
  const document = JSON.parse(await credentialDocument(credentialId)) as { endorsement?: { id?: string }[] };
  const wanted = endorsementUrl(config().publicOrigin, credentialId, validationId);
  const endorsement = document.endorsement?.find((candidate) => candidate.id === wanted);
  if (!endorsement) throw notFound(m.notFound);
  return endorsement;
}

async function viewOf(record: CredentialRecord): Promise<CredentialView> {
  const origin = config().publicOrigin;
  const url = credentialUrl(origin, record.credentialId);
  // The bits are the truth a verifier reads; the item's revokedAt says when.
  const revoked = record.revokedAt !== null || (await areRevoked(record.statusListId, record.statusIndexes.slice(0, 1)));
  return {
    credentialId: record.credentialId,
    url,
    bakedUrl: bakedCredentialUrl(origin, record.credentialId),
    verifierPlusUrl: `${VERIFIER_PLUS}${url}`,
    issuedAt: record.issuedAt,
    status: revoked ? 'revoked' : 'active',
    revokedAt: record.revokedAt,
  };
}

async function latestOf(recognitionId: string): Promise<ProofCredentialAnswer> {
  const pointer = await getProofCredentials(recognitionId);
  const latestId = pointer.activeCredentialId ?? pointer.credentialIds.at(-1);
  const record = latestId ? await getCredential(latestId) : null;
  return { credential: record ? await viewOf(record) : null };
}

export async function ownProofCredential(ownerUserId: string, recognitionId: string): Promise<ProofCredentialAnswer> {
  await getOwnProof(ownerUserId, recognitionId);
  return latestOf(recognitionId);
}

/** The public proof page's credential status; nothing for a hidden or unknown proof. */
export async function publicProofCredential(proofNumber: string): Promise<ProofCredentialAnswer> {
  const recognition = await getRecognitionByProofNumber(proofNumber);
  if (!recognition || !isPubliclyShown(recognition) || !isOwnerPubliclyShown(await getProfile(recognition.ownerUserId))) return { credential: null };
  return latestOf(recognition.id);
}
