// What the public and the owner read about credentials: the documents as issued (a revoked one
// stays downloadable), a proof's latest credential with its live status, the baked badge image.
import type { CredentialView, ProofCredentialAnswer } from '../../domain/api/credentials';
import { credentials as m } from '../../domain/messages/credentials';
import { isOwnerPubliclyShown, isPubliclyShown } from '../../domain/rules/public-visibility';
import { config } from '../config';
import { getCredential, getProofCredentials, latestCredentialId, type CredentialRecord } from '../data/credentials/credentials';
import { getProfile } from '../data/profiles/profiles';
import { getProofByNumber } from '../data/proofs/proofs';
import { gone, notFound } from '../errors';
import { getOwnProof } from '../proofs/proof-service';
import { credentialViewOf } from './credential-view';
import { areRevoked } from './status-list-service';
import { endorsementUrl } from './urls';

/** The stored credential, or the spec-worded not-found. */
export async function found(credentialId: string): Promise<CredentialRecord> {
  const record = await getCredential(credentialId);
  if (!record) throw notFound(m.notFound);
  return record;
}

/**
 * The signed document as issued; once its proof was deleted, or a co-signer it quoted had their
 * data erased (core/credentials/endorsement-erasure.ts), only that it was revoked (410).
 */
export function documentOf(record: CredentialRecord): string {
  if (record.document === null) throw gone(record.revocationReason === 'deleted' ? m.proofDeleted : m.quotedPersonErased);
  return record.document;
}

export async function credentialDocument(credentialId: string): Promise<string> {
  return documentOf(await found(credentialId));
}

export async function endorsementDocument(credentialId: string, validationId: string): Promise<unknown> {
  const document = JSON.parse(await credentialDocument(credentialId)) as { endorsement?: { id?: string }[] };
  const wanted = endorsementUrl(config().publicOrigin, credentialId, validationId);
  const endorsement = document.endorsement?.find((candidate) => candidate.id === wanted);
  if (!endorsement) throw notFound(m.notFound);
  return endorsement;
}

async function viewOf(record: CredentialRecord): Promise<CredentialView> {
  // The bits are the truth a verifier reads; the item's revokedAt says when.
  return credentialViewOf(record, record.revokedAt !== null || (await areRevoked(record.statusListId, record.statusIndexes.slice(0, 1))));
}

async function latestOf(proofId: string): Promise<ProofCredentialAnswer> {
  const pointer = await getProofCredentials(proofId);
  const latestId = latestCredentialId(pointer);
  const record = latestId ? await getCredential(latestId) : null;
  return { credential: record ? await viewOf(record) : null };
}

export async function ownProofCredential(ownerUserId: string, proofId: string): Promise<ProofCredentialAnswer> {
  await getOwnProof(ownerUserId, proofId);
  return latestOf(proofId);
}

/** The public proof page's credential status; nothing for a hidden or unknown proof. */
export async function publicProofCredential(proofNumber: string): Promise<ProofCredentialAnswer> {
  const proof = await getProofByNumber(proofNumber);
  if (!proof || !isPubliclyShown(proof) || !isOwnerPubliclyShown(await getProfile(proof.ownerUserId))) return { credential: null };
  return latestOf(proof.id);
}
