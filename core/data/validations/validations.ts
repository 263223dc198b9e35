// Validations (decisions). Recording a decision is ONE transaction (recordDecision): ten parallel
// submissions of one link give exactly one validation; one person co-signs a content once.
import { mailboxListPage } from '../personal-data/mailbox-lists';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationWithTitle } from '../../../domain/api/validation';
import type { Proof, Validation } from '../../../domain/entities';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, BoundToAnotherError, ConflictError, ContentChangedError, NotFoundError, ProofNumberTakenError } from '../plumbing/errors';
import { feedEntryPut } from '../read-models/admin-feed';
import { expiryEntryDelete } from '../validation-requests/expiry';
import { batchGet, fromItem, queryAll, type Item, type Page, type PageOptions } from '../plumbing/items';
import { ownerListPage } from '../plumbing/owner-lists';
import { canonicalIso, type Key, proofPartition } from '../plumbing/key-parts';
import { requestKeys } from '../validation-requests/keys';
import { validationItemTypes, validationKeys } from './keys';
import { getProofItem, planProofUpdate, toProof, type ProofPatch, type ProofWrite } from '../proofs/proof-items';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { statsUpdate } from '../read-models/stats';
import { dailyCountersUpdate, noteMilestones } from '../read-models/analytics';
import { TransactionCancelled, transactWrite, type NamedItems } from '../plumbing/transact';
import { planPublicViews } from '../read-models/public-read-model';
import { claimPut, contentCheck, cosignerClaimKeys, withdrawKeyPut, type Cosigner } from './cosign-items';
import { pendingInvitationDelete, requestUnavailable, toRequest, type RequestWithTitle } from '../validation-requests/validation-requests';

/** A validation with the title of its proof (the owner list's join), as the owner's API answers it. */
export type { ValidationWithTitle };
export type { Cosigner };

/** The owner id is stored for the owner index only; callers get the entity plus the title. */
export const toValidation = (item: Item): ValidationWithTitle => fromItem<ValidationWithTitle>(item, ['ownerUserId']);

export interface RecordDecisionInput {
  readonly recognitionId: string;
  readonly requestId: string;
  /** The decision; its status is the request's new status; its contentHash is the content the validator saw. */
  readonly validation: Validation;
  /**
   * Applied to the recognition in the same transaction, e.g. { verified: true, proofNumber, verifiedAt }.
   * `proofNumber` only applies when the proof has none yet (the first approval's number stays).
   */
  readonly proofPatch?: ProofPatch;
  /**
   * The recognition's changes worked out from its current state and the approvals it has, asked
   * again on every attempt (so a concurrent approval or edit is never lost); a proof number it
   * draws that is taken simply leads to the next attempt. Takes precedence over proofPatch.
   */
  readonly planProof?: (current: Proof, validations: readonly ValidationWithTitle[]) => ProofPatch;
  /**
   * Who decides, for the link's binding: a LinkedIn subject binds the link to them (refused when
   * it is bound to someone else); null (no sign-in) is refused on a bound link. Omitted: unchecked.
   */
  readonly signerSub?: string | null;
  /** Hashes of the private withdrawal links that will be mailed about this decision. */
  readonly withdrawTokenHashes?: readonly string[];
}

export interface DecisionResult {
  readonly validation: ValidationWithTitle;
  readonly request: RequestWithTitle;
  /** The recognition after the patch, when one was given. */
  readonly proof: Proof | null;
}

/**
 * Records an approval or a decline, under one retry policy (RETRY_POLICIES.decision), as ONE
 * transaction: the request leaves pending (only if it is pending, unexpired, and not bound to
 * someone else: single use), its expiry entry and pending-invitation lock go, the validation is
 * written, the recognition changes apply (only if its attested content is still what the
 * validator saw), an approval claims its co-signer (one per mailbox and per LinkedIn identity
 * for each content), the withdrawal links are stored, the counters move.
 * Throws NotFoundError (request or recognition), AlreadyUsedError (decided before),
 * ExpiredError, BoundToAnotherError, ContentChangedError, AlreadyExistsError('cosignature'),
 * ProofNumberTakenError (a fixed proofPatch's number is taken), AlreadyExistsError('validation').
 */
export async function recordDecision(input: RecordDecisionInput): Promise<DecisionResult> {
  const { recognitionId: proofId, requestId, validation } = input;
  if (validation.recognitionId !== proofId || validation.validationRequestId !== requestId) {
    throw new RangeError('The validation must belong to the request and its proof');
  }
  return withRetry(RETRY_POLICIES.decision, () => attemptDecision(input), (error) => input.planProof !== undefined && error instanceof ProofNumberTakenError);
}

/** Why this signer may not decide on the request now, or null. */
function decisionRefusal(request: RequestWithTitle, signerSub: string | null | undefined, now: Date): Error | null {
  const unavailable = requestUnavailable(request, now);
  if (unavailable) return unavailable;
  if (signerSub !== undefined && request.signerSub && request.signerSub !== signerSub) return new BoundToAnotherError();
  return null;
}

async function attemptDecision(input: RecordDecisionInput): Promise<DecisionResult> {
  const { recognitionId: proofId, requestId, validation, signerSub } = input;
  const T = tableName();
  const requestKey = requestKeys.validationRequest(proofId, requestId);
  const now = clock.now();
  const request = await readRequest(requestKey);
  const refusal = decisionRefusal(request, signerSub, now);
  if (refusal) throw refusal;

  const stored: Validation = { ...validation, createdAt: canonicalIso(validation.createdAt) };
  const validationItem: Item = {
    ...stored,
    ownerUserId: request.ownerUserId,
    recognitionTitle: request.recognitionTitle,
    ...validationKeys.validation(proofId, stored.createdAt, stored.id),
    ...validationKeys.validationOwnerList(request.ownerUserId, stored.createdAt, stored.id),
    ...validationKeys.validationByValidator(await pseudonymFor(mailboxSubject(stored.validatorEmail)), stored.createdAt, stored.id),
    type: validationItemTypes.validation,
  };
  let write: ProofWrite | null = null;
  let views: NamedItems = {};
  if (input.planProof || input.proofPatch) {
    const current = await getProofItem(proofId);
    if (!current) throw new NotFoundError('recognition');
    // The versioned Put below makes this check atomic: the content cannot change in between.
    if (current.contentHash !== stored.contentHash) throw new ContentChangedError();
    const before = await listValidationsByProof(proofId, { consistent: true });
    const planned = input.planProof ? input.planProof(toProof(current), before) : (input.proofPatch as ProofPatch);
    // A proof keeps the number of its first approval: a concurrent second approval keeps it too.
    write = planProofUpdate(current, current.proofNumber ? { ...planned, proofNumber: undefined } : planned);
    // The public views as they will be with this decision, in the same transaction.
    views = await planPublicViews(write.result, [toValidation(validationItem), ...before]);
  }

  const binding =
    signerSub === undefined
      ? { condition: '', set: '', values: {} }
      : signerSub === null
        ? { condition: ' AND attribute_not_exists(signerSub)', set: '', values: {} }
        : { condition: ' AND (attribute_not_exists(signerSub) OR signerSub = :signer)', set: ', signerSub = :signer', values: { ':signer': signerSub } };
  const claims = stored.status === 'approved' ? await cosignerClaimKeys(stored) : null;
  const withdrawKeys = Object.fromEntries(
    (input.withdrawTokenHashes ?? []).map((tokenHash, index) => [`withdrawKey:${index}`, withdrawKeyPut(tokenHash, stored)]),
  );
  try {
    await transactWrite({
      request: {
        Update: {
          TableName: T,
          Key: requestKey,
          UpdateExpression: `SET #status = :decision${binding.set}`,
          ConditionExpression: `#status = :pending AND expiresAt > :now${binding.condition}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':decision': stored.status, ':pending': 'pending', ':now': now.toISOString(), ...binding.values },
        },
      },
      expiry: expiryEntryDelete(request),
      pending: await pendingInvitationDelete(request),
      validation: { Put: { TableName: T, Item: validationItem, ConditionExpression: 'attribute_not_exists(pk)' } },
      // A decline changes no recognition, yet it too is bound to the content that was seen.
      recognition: write ? write.items.recognition : contentCheck(proofId, stored.contentHash),
      proofNumber: write?.items.proofNumber,
      // One person (mailbox, LinkedIn identity) co-signs one content once.
      cosignerMailbox: claims ? claimPut(claims.mailbox, stored) : null,
      cosignerLinkedin: claims?.linkedin ? claimPut(claims.linkedin, stored) : null,
      ...withdrawKeys,
      // Every decision, newest first, for the admin's validations page (admin-feed.ts).
      decisionFeed: feedEntryPut({
        kind: 'decision',
        id: stored.id,
        at: stored.createdAt,
        recognitionId: proofId,
        proofTitle: request.recognitionTitle,
        // The owner names whose key the title is sealed under.
        detail: { requestId, validationCreatedAt: stored.createdAt, ownerUserId: request.ownerUserId },
      }),
      stats: statsUpdate({ validations: 1, verifiedRecognitions: write?.verifiedDelta ?? 0 }),
      daily: dailyCountersUpdate({ cosignatures: stored.status === 'approved' ? 1 : 0, verifications: (write?.verifiedDelta ?? 0) > 0 ? 1 : 0 }, stored.createdAt),
      ...views,
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.failed('request')) {
      // Decided, expired or bound meanwhile; otherwise it changed in a harmless way: again.
      throw decisionRefusal(await readRequest(requestKey), signerSub, clock.now()) ?? new ConflictError('validation request');
    }
    if (error.firstFailed('cosignerMailbox', 'cosignerLinkedin')) throw new AlreadyExistsError('cosignature');
    if (error.failed('validation')) throw new AlreadyExistsError('validation');
    if (error.failed('proofNumber')) throw new ProofNumberTakenError(write?.result.proofNumber ?? '');
    if (error.failed('recognition')) {
      if (!write) throw new ContentChangedError();
      throw new ConflictError('recognition'); // written meanwhile (an edit, another approval): plan again
    }
    if (error.firstFailed('withdrawKey:')) throw new ConflictError('withdrawal link'); // a token hash collision: new tokens
    throw error;
  }
  if ((write?.verifiedDelta ?? 0) > 0) await noteMilestones(request.ownerUserId, ['verified', ...(write?.result.status === 'published' ? (['published'] as const) : [])]);
  return {
    validation: toValidation(validationItem),
    request: { ...request, status: stored.status, ...(signerSub ? { signerSub } : {}) },
    proof: write?.result ?? null,
  };
}

async function readRequest(requestKey: Key): Promise<RequestWithTitle> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: requestKey, ConsistentRead: true }));
  if (!found.Item) throw new NotFoundError('validationRequest');
  return toRequest(found.Item);
}

/** The validation a request's decision wrote, if any (a closed link shows it). */
/** A decision's reference: its proof, when it was made, and its id (the parts of its key). */
export interface ValidationRef {
  readonly recognitionId: string;
  readonly createdAt: string;
  readonly validationId: string;
}

/** The decisions of these references that exist (one BatchGetItem per 100), in no particular order. */
export async function getValidationsByRefs(refs: readonly ValidationRef[]): Promise<ValidationWithTitle[]> {
  const items = await batchGet(refs.map((ref) => validationKeys.validation(ref.recognitionId, ref.createdAt, ref.validationId)));
  return items.map(toValidation);
}

export async function findValidationOfRequest(proofId: string, requestId: string): Promise<ValidationWithTitle | null> {
  return (await listValidationsByProof(proofId, { consistent: true })).find((validation) => validation.validationRequestId === requestId) ?? null;
}

/**
 * The validations of one proof, newest first (proof page, card, portfolio). `consistent` reads
 * them strongly consistent: a write that plans from this list (a decision, an edit, a
 * withdrawal) must see every decision before it.
 */
export async function listValidationsByProof(proofId: string, options: { consistent?: boolean } = {}): Promise<ValidationWithTitle[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': proofPartition(proofId), ':prefix': validationKeys.validationPrefix },
    ScanIndexForward: false,
    ConsistentRead: options.consistent === true,
  });
  return items.map(toValidation);
}

/** The validations of all the owner's proofs, newest first, with proof titles. */
export function listValidationsByOwner(ownerUserId: string, options: PageOptions = {}): Promise<Page<ValidationWithTitle>> {
  return ownerListPage(ownerUserId, 'validations', options, toValidation);
}

/** The decisions a person gave (by the mailbox the link was sent to, spellings folded), newest first, with proof titles. */
export function listValidationsGivenBy(validatorEmail: string, options: PageOptions = {}): Promise<Page<ValidationWithTitle>> {
  return mailboxListPage(validatorEmail, validationKeys.validationByValidatorPartition, options, toValidation);
}
