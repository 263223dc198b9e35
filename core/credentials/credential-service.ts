// A proof's portable credential follows the proof. `syncProofCredential` is called after anything
// that may change what the credential says (a decision, publishing, an edit, a withdrawal): a
// verified, published, shown proof gets a credential saying exactly its current co-signatures;
// when they change it is issued again and the old one revoked; a proof that lost its verification
// (or was hidden, or whose owner revoked it) has no active credential, the last one revoked.
// Revocation runs before anything is issued, so a failure never leaves a stale credential valid.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Proof } from '../../domain/entities';
import { approvalsOf } from '../../domain/rules/approvals';
import { isPubliclyListed } from '../../domain/rules/public-visibility';
import { clock } from '../clock';
import { config } from '../config';
import {
  credentialPut,
  eraseCredentialDocument,
  getCredential,
  getProofCredentials,
  markCredentialRevoked,
  proofCredentialsPut,
  type ProofCredentials,
  type RevocationReason,
} from '../data/credentials/credentials';
import { getProfile } from '../data/profiles/profiles';
import { markPublicCredentialRevoked, publicCredentialSet } from '../data/read-models/public-credential';
import { getProof } from '../data/proofs/proofs';
import { TransactionCancelled, TransactionContention, transactWrite } from '../data/plumbing/transact';
import { listValidationsByProof } from '../data/validations/validations';
import { createLogger } from '../log';
import { signCredential } from './data-integrity';
import { issuerProfile } from './issuer';
import { endorsedApprovals, endorsementCredential, fingerprintOf, openBadgeCredential, withStatus, type BadgeInput } from './open-badge';
import { allocateIndexes, retireFullList, revokeIndexes } from './status-list-service';
import { statusListUrl } from './urls';

const log = createLogger({ component: 'credentials' });

const SYNC_ATTEMPTS = 6;

/** Whether a proof may carry a credential: verified, published, not hidden, not revoked by its owner. */
export const mayCarryCredential = (proof: Proof, pointer: Pick<ProofCredentials, 'ownerRevokedAt'>): proof is Proof & { proofNumber: string } =>
  isPubliclyListed(proof) && Boolean(proof.proofNumber) && !pointer.ownerRevokedAt;

/** The proof's active credential, while it may carry one (what a wallet or a bundle may hand on); null otherwise. */
export const activeCredentialIdOf = (proof: Proof, pointer: Pick<ProofCredentials, 'ownerRevokedAt' | 'activeCredentialId'>): string | null =>
  mayCarryCredential(proof, pointer) ? pointer.activeCredentialId : null;

/**
 * Brings the proof's credential in line with the proof. Revocation failures throw (a stale
 * credential must not stay valid); an issuing failure is logged and the proof simply has no
 * credential until the next change.
 */
export async function syncProofCredential(proofId: string): Promise<void> {
  for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
    const [proof, pointer] = await Promise.all([getProof(proofId), getProofCredentials(proofId)]);
    if (!proof) return;
    if (!mayCarryCredential(proof, pointer)) {
      if (pointer.activeCredentialId) {
        await revokeCredential(pointer.activeCredentialId, proof.hiddenAt ? 'hidden' : pointer.ownerRevokedAt ? 'owner_revoked' : 'lost_verification');
        if (!(await movePointer(pointer, { ...pointer, activeCredentialId: null, fingerprint: null }))) continue;
      }
      return;
    }
    const [validations, owner] = await Promise.all([listValidationsByProof(proofId, { consistent: true }), getProfile(proof.ownerUserId)]);
    const approvals = approvalsOf(validations, proof.contentHash);
    const fingerprint = fingerprintOf(proof, approvals, owner?.email ?? null);
    if (pointer.activeCredentialId && pointer.fingerprint === fingerprint) return;
    if (pointer.activeCredentialId) await revokeCredential(pointer.activeCredentialId, 'reissued');
    try {
      const issued = await issue(proof, approvals, owner, pointer, fingerprint);
      if (issued) return;
    } catch (error) {
      log.error('credential not issued', { recognitionId: proofId, error });
      if (pointer.activeCredentialId) await movePointer(pointer, { ...pointer, activeCredentialId: null, fingerprint: null }).catch(() => false);
      return;
    }
  }
  throw new Error(`The credential of proof ${proofId} kept changing under concurrent updates`);
}

/** Same as syncProofCredential for paths where the credential is a by-product: a failure is logged, never thrown. */
export async function syncProofCredentialQuietly(proofId: string): Promise<void> {
  await syncProofCredential(proofId).catch((error: unknown) => log.error('credential not brought in line', { recognitionId: proofId, error }));
}

/**
 * Revokes the proof's active credential, for a reason outside its verification: `hidden` (an
 * admin hid the proof), `owner_revoked`, or `deleted` (its owner is deleting it). The owner's
 * reasons also stop any credential being issued again until they ask (for a deleted proof, never):
 * a sync that read the pointer before this cannot write it after.
 */
export async function revokeCredentialsOf(proofId: string, reason: Extract<RevocationReason, 'hidden' | 'owner_revoked' | 'deleted'>): Promise<void> {
  for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
    const pointer = await getProofCredentials(proofId);
    const ownerRevokedAt = reason === 'hidden' ? pointer.ownerRevokedAt : (pointer.ownerRevokedAt ?? clock.nowIso());
    if (pointer.activeCredentialId) await revokeCredential(pointer.activeCredentialId, reason);
    if (!pointer.activeCredentialId && ownerRevokedAt === pointer.ownerRevokedAt) return;
    if (await movePointer(pointer, { ...pointer, activeCredentialId: null, fingerprint: null, ownerRevokedAt })) return;
  }
  throw new Error(`The credential of proof ${proofId} kept changing under concurrent updates`);
}

/**
 * A deleted proof's credentials, all revoked already (revokeCredentialsOf `deleted`): their stored
 * documents go, their records stay revoked for anyone who checks one. Returns how many.
 */
export async function eraseCredentialsOfDeletedProof(proofId: string): Promise<number> {
  const { credentialIds } = await getProofCredentials(proofId);
  for (const credentialId of credentialIds) await eraseCredentialDocument(credentialId);
  return credentialIds.length;
}

/** The owner asks for a credential again after revoking it: issued at once if the proof may carry one. */
export async function allowCredentialAgain(proofId: string): Promise<void> {
  for (let attempt = 0; attempt < SYNC_ATTEMPTS; attempt++) {
    const pointer = await getProofCredentials(proofId);
    if (!pointer.ownerRevokedAt) break;
    if (await movePointer(pointer, { ...pointer, ownerRevokedAt: null })) break;
  }
  await syncProofCredential(proofId);
}

/**
 * Flips the credential's status bits (its endorsements' too), records when and why, and shows it
 * revoked on the public proof page. Each step can run again: a failure throws, and revoking again
 * (the next change of the proof, or the owner asking again) finishes the others.
 */
export async function revokeCredential(credentialId: string, reason: RevocationReason): Promise<void> {
  const record = await getCredential(credentialId, { consistent: true });
  if (!record) return;
  await revokeIndexes(record.statusListId, record.statusIndexes);
  const revokedAt = record.revokedAt ?? (await markCredentialRevoked(credentialId, reason, clock.nowIso()));
  await markPublicCredentialRevoked(record.proofNumber, { ...record, revokedAt });
}

async function movePointer(current: ProofCredentials, next: Omit<ProofCredentials, 'version'>): Promise<boolean> {
  try {
    await transactWrite({ pointer: proofCredentialsPut(current, next) });
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled || error instanceof TransactionContention) return false;
    throw error;
  }
}

/** Signs and stores a new credential; false when the pointer moved meanwhile (the caller starts over). */
async function issue(
  proof: Proof & { proofNumber: string },
  approvals: Awaited<ReturnType<typeof listValidationsByProof>>,
  owner: Awaited<ReturnType<typeof getProfile>>,
  pointer: ProofCredentials,
  fingerprint: string,
): Promise<boolean> {
  const origin = config().publicOrigin;
  const credentialId = randomUUID();
  const named = endorsedApprovals(approvals);
  const allocation = await allocateIndexes(1 + named.length, credentialId);
  // After the allocation, which may start a new list: a list's validFrom is never later than that of a credential it covers.
  const issuedAt = clock.nowIso().replace(/\.\d{3}Z$/, 'Z');
  const listUrl = statusListUrl(origin, allocation.listId);
  const input: BadgeInput = {
    origin,
    issuer: issuerProfile(),
    credentialId,
    proof,
    approvals,
    ownerEmail: owner?.email ?? null,
    ownerProductId: owner?.productId ?? proof.ownerUserId,
    salt: randomBytes(16).toString('hex'),
    issuedAt,
  };
  const [own, ...endorsementIndexes] = allocation.indexes as [number, ...number[]];
  const endorsements = await Promise.all(
    named.map((approval, n) => signCredential(withStatus(endorsementCredential(input, approval), { listUrl, index: endorsementIndexes[n]! }))),
  );
  const document = await signCredential(openBadgeCredential(input, endorsements, { listUrl, index: own }));
  try {
    await transactWrite({
      credential: credentialPut({
        credentialId,
        recognitionId: proof.id,
        ownerUserId: proof.ownerUserId,
        proofNumber: proof.proofNumber,
        issuedAt,
        statusListId: allocation.listId,
        statusIndexes: allocation.indexes,
        document: JSON.stringify(document),
        endorsedValidationIds: named.map((approval) => approval.id),
        revokedAt: null,
        revocationReason: null,
      }),
      pointer: proofCredentialsPut(pointer, {
        recognitionId: proof.id,
        activeCredentialId: credentialId,
        fingerprint,
        ownerRevokedAt: null,
        credentialIds: [...pointer.credentialIds, credentialId],
      }),
      publicCredential: publicCredentialSet(proof.proofNumber, { credentialId, issuedAt, revokedAt: null }),
      ...allocation.items,
    });
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('statusList')) await retireFullList(allocation.listId);
    if (error instanceof TransactionCancelled || error instanceof TransactionContention) return false;
    throw error;
  }
}
