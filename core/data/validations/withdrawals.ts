// Withdrawals: a co-signer takes an approval back through a private link. Withdrawing is ONE
// transaction: the validation is marked withdrawn (only once), the recognition is re-evaluated
// without it (verified, score, seal; always a new version, so a concurrent edit planned with the
// approval still counted must plan again), the person's co-signer claims are released, and the
// verified counter moves. The validation item changes, so the owner's open dashboards hear of it
// through the table stream.
import { sealValue } from '../personal-data/sealing';
import { mailboxSubject } from '../personal-data/subjects';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Proof } from '../../../domain/entities';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { feedEntryPut } from '../read-models/admin-feed';
import { cosignerClaimKeys } from './cosign-items';
import { AlreadyWithdrawnError, ConflictError, NotFoundError } from '../plumbing/errors';
import { canonicalIso } from '../plumbing/key-parts';
import { validationKeys } from './keys';
import { getProofItem, planProofUpdate, toProof, type ProofPatch } from '../proofs/proof-items';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { statsUpdate } from '../read-models/stats';
import { TransactionCancelled, transactWrite } from '../plumbing/transact';
import { planPublicViews } from '../read-models/public-read-model';
import { listValidationsByProof, toValidation, type ValidationWithTitle } from './validations';

/** The approval a private withdrawal link names (by the SHA-256 of its token), or null. */
export async function getValidationByWithdrawToken(tokenHash: string): Promise<ValidationWithTitle | null> {
  const link = await db().send(new GetCommand({ TableName: tableName(), Key: validationKeys.withdrawKey(tokenHash), ConsistentRead: true }));
  const { recognitionId: proofId, validationId, validationCreatedAt } = link.Item ?? {};
  if (typeof proofId !== 'string' || typeof validationId !== 'string' || typeof validationCreatedAt !== 'string') return null;
  return readValidation(proofId, validationCreatedAt, validationId);
}

async function readValidation(proofId: string, createdAt: string, validationId: string): Promise<ValidationWithTitle | null> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: validationKeys.validation(proofId, createdAt, validationId), ConsistentRead: true }));
  return found.Item ? toValidation(found.Item) : null;
}

export interface RecordWithdrawalInput {
  readonly recognitionId: string;
  readonly validationId: string;
  readonly validationCreatedAt: string;
  readonly reason: string;
  /**
   * The recognition once this approval no longer counts, from its current state and its
   * validations (this one already marked withdrawn); asked again on every attempt.
   */
  readonly planProof: (current: Proof, validations: readonly ValidationWithTitle[]) => ProofPatch;
}

export interface WithdrawalResult {
  readonly validation: ValidationWithTitle;
  readonly proof: Proof;
}

/**
 * Withdraws an approval, under one retry policy (RETRY_POLICIES.withdrawal). Throws
 * NotFoundError (no such approval), AlreadyWithdrawnError.
 */
export async function recordWithdrawal(input: RecordWithdrawalInput): Promise<WithdrawalResult> {
  return withRetry(RETRY_POLICIES.withdrawal, async () => {
    const withdrawnAt = clock.nowIso();
    const validation = await readValidation(input.recognitionId, canonicalIso(input.validationCreatedAt), input.validationId);
    if (!validation || validation.status !== 'approved') throw new NotFoundError('validation');
    if (validation.withdrawnAt) throw new AlreadyWithdrawnError();
    const current = await getProofItem(input.recognitionId);
    if (!current) throw new NotFoundError('recognition');
    const withdrawn: ValidationWithTitle = { ...validation, withdrawnAt, withdrawalReason: input.reason };
    const validations = (await listValidationsByProof(input.recognitionId, { consistent: true })).map((v) => (v.id === validation.id ? withdrawn : v));
    const write = planProofUpdate(current, input.planProof(toProof(current), validations));
    const claims = await cosignerClaimKeys(validation);
    // The public views without this approval, in the same transaction.
    const views = await planPublicViews(write.result, validations);
    const sealedReason = await sealValue(mailboxSubject(validation.validatorEmail), input.reason);
    try {
      await transactWrite({
        validation: {
          Update: {
            TableName: tableName(),
            Key: validationKeys.validation(validation.recognitionId, validation.createdAt, validation.id),
            UpdateExpression: 'SET withdrawnAt = :at, withdrawalReason = :reason',
            ConditionExpression: 'attribute_exists(pk) AND #status = :approved AND attribute_not_exists(withdrawnAt)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':at': withdrawnAt, ':reason': sealedReason, ':approved': 'approved' },
          },
        },
        recognition: write.items.recognition,
        claimMailbox: { Delete: { TableName: tableName(), Key: claims.mailbox } },
        claimLinkedin: claims.linkedin ? { Delete: { TableName: tableName(), Key: claims.linkedin } } : null,
        stats: statsUpdate({ verifiedRecognitions: write.verifiedDelta }),
        // The admin's validations page lists withdrawals (admin-feed.ts).
        signal: feedEntryPut({
          kind: 'withdrawal',
          id: validation.id,
          at: withdrawnAt,
          recognitionId: validation.recognitionId,
          proofTitle: validation.recognitionTitle ?? null,
          detail: { validatorEmail: validation.validatorEmail, role: validation.role, reason: input.reason, approvedAt: validation.createdAt, ownerUserId: String(current.ownerUserId) },
        }),
        ...views,
      });
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.failed('validation')) throw new AlreadyWithdrawnError();
      throw new ConflictError('recognition'); // written meanwhile: plan again
    }
    return { validation: withdrawn, proof: write.result };
  });
}
