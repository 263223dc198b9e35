// Validations (decisions). Recording a decision is ONE transaction: the request leaves pending
// (only if it is still pending and unexpired: single use), its expiry entry goes, the validation
// is written, the recognition changes the caller asked for (verified, proof number...) apply,
// and the counters move. Ten parallel submissions of one link give exactly one validation.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Recognition, Validation } from '../../domain/entities';
import { clock } from '../clock';
import { db, tableName } from './client';
import { AlreadyExistsError, ConflictError, NotFoundError, ProofNumberTakenError } from './errors';
import { expiryEntryDelete } from './expiry';
import { fromItem, queryAll, queryPage, type Item, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys, OWNER_LIST_PREFIX, type Key } from './keys';
import { getRecognitionItem, planRecognitionUpdate, toRecognition, type RecognitionPatch, type RecognitionWrite } from './recognition-items';
import { RETRY_POLICIES, withRetry } from './retry';
import { statsUpdate } from './stats';
import { TransactionCancelled, transactWrite } from './transact';
import { requestUnavailable, toRequest, type RequestWithTitle } from './validation-requests';

/** A validation with the title of its proof (the owner list's join). */
export interface ValidationWithTitle extends Validation {
  readonly recognitionTitle: string;
}

/** The owner id is stored for the owner index only; callers get the entity plus the title. */
const toValidation = (item: Item): ValidationWithTitle => fromItem<ValidationWithTitle>(item, ['ownerUserId']);

export interface RecordDecisionInput {
  readonly recognitionId: string;
  readonly requestId: string;
  /** The decision; its status is the request's new status. */
  readonly validation: Validation;
  /**
   * Applied to the recognition in the same transaction, e.g. { verified: true, proofNumber, verifiedAt }.
   * `proofNumber` only applies when the proof has none yet (the first approval's number stays).
   */
  readonly recognitionPatch?: RecognitionPatch;
  /**
   * The recognition's changes worked out from its current state and the approvals it has, asked
   * again on every attempt (so a concurrent approval or edit is never lost); a proof number it
   * draws that is taken simply leads to the next attempt. Takes precedence over recognitionPatch.
   */
  readonly planRecognition?: (current: Recognition, validations: readonly ValidationWithTitle[]) => RecognitionPatch;
}

export interface DecisionResult {
  readonly validation: ValidationWithTitle;
  readonly request: RequestWithTitle;
  /** The recognition after the patch, when one was given. */
  readonly recognition: Recognition | null;
}

/**
 * Records an approval or a decline, under one retry policy (RETRY_POLICIES.decision). Throws
 * NotFoundError (request or recognition), AlreadyUsedError (decided before: single use),
 * ExpiredError, ProofNumberTakenError (a fixed recognitionPatch's number is taken),
 * AlreadyExistsError('validation') on a duplicate validation id.
 */
export async function recordDecision(input: RecordDecisionInput): Promise<DecisionResult> {
  const { recognitionId, requestId, validation } = input;
  if (validation.recognitionId !== recognitionId || validation.validationRequestId !== requestId) {
    throw new RangeError('The validation must belong to the request and its proof');
  }
  return withRetry(RETRY_POLICIES.decision, () => attemptDecision(input), (error) => input.planRecognition !== undefined && error instanceof ProofNumberTakenError);
}

async function attemptDecision(input: RecordDecisionInput): Promise<DecisionResult> {
  const { recognitionId, requestId, validation } = input;
  const T = tableName();
  const requestKey = keys.validationRequest(recognitionId, requestId);
  const now = clock.now();
  const request = await readRequest(requestKey);
  const unavailable = requestUnavailable(request, now);
  if (unavailable) throw unavailable;

  const stored: Validation = { ...validation, createdAt: canonicalIso(validation.createdAt) };
  const validationItem: Item = {
    ...stored,
    ownerUserId: request.ownerUserId,
    recognitionTitle: request.recognitionTitle,
    ...keys.validation(recognitionId, stored.createdAt, stored.id),
    ...keys.validationOwnerList(request.ownerUserId, stored.createdAt, stored.id),
    type: ITEM_TYPES.validation,
  };
  let write: RecognitionWrite | null = null;
  if (input.planRecognition || input.recognitionPatch) {
    const current = await getRecognitionItem(recognitionId);
    if (!current) throw new NotFoundError('recognition');
    const planned = input.planRecognition ? input.planRecognition(toRecognition(current), await listValidationsByRecognition(recognitionId)) : (input.recognitionPatch as RecognitionPatch);
    // A proof keeps the number of its first approval: a concurrent second approval keeps it too.
    write = planRecognitionUpdate(current, current.proofNumber ? { ...planned, proofNumber: undefined } : planned);
  }

  try {
    await transactWrite({
      request: {
        Update: {
          TableName: T,
          Key: requestKey,
          UpdateExpression: 'SET #status = :decision',
          ConditionExpression: '#status = :pending AND expiresAt > :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':decision': stored.status, ':pending': 'pending', ':now': now.toISOString() },
        },
      },
      expiry: expiryEntryDelete(request),
      validation: { Put: { TableName: T, Item: validationItem, ConditionExpression: 'attribute_not_exists(pk)' } },
      recognition: write?.items.recognition,
      proofNumber: write?.items.proofNumber,
      stats: statsUpdate({ validations: 1, verifiedRecognitions: write?.verifiedDelta ?? 0 }),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
    if (error.failed('request')) {
      // Decided or expired meanwhile (single use); otherwise it changed in a harmless way: again.
      throw requestUnavailable(await readRequest(requestKey), clock.now()) ?? new ConflictError('validation request');
    }
    if (error.failed('validation')) throw new AlreadyExistsError('validation');
    if (error.failed('proofNumber')) throw new ProofNumberTakenError(write?.result.proofNumber ?? '');
    if (error.failed('recognition')) throw new ConflictError('recognition'); // the owner edited the proof meanwhile: merge again
    throw error;
  }
  return {
    validation: toValidation(validationItem),
    request: { ...request, status: stored.status },
    recognition: write?.result ?? null,
  };
}

async function readRequest(requestKey: Key): Promise<RequestWithTitle> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: requestKey, ConsistentRead: true }));
  if (!found.Item) throw new NotFoundError('validationRequest');
  return toRequest(found.Item);
}

/** The validations of one proof, newest first (proof page, card, portfolio). */
export async function listValidationsByRecognition(recognitionId: string): Promise<ValidationWithTitle[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.proofPartition(recognitionId), ':prefix': keys.validationPrefix },
    ScanIndexForward: false,
    // Decisions plan from this list under the recognition's version guard: it must be current.
    ConsistentRead: true,
  });
  return items.map(toValidation);
}

/** The validations of all the owner's proofs, newest first, with proof titles. */
export function listValidationsByOwner(ownerUserId: string, options: PageOptions = {}): Promise<Page<ValidationWithTitle>> {
  const partition = keys.ownerPartition(ownerUserId);
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': OWNER_LIST_PREFIX.validations },
      ScanIndexForward: false,
    },
    { gsi1pk: partition },
    options,
    toValidation,
  );
}
