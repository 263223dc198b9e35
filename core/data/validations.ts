// Validations (decisions). Recording a decision is ONE transaction: the request leaves pending
// (only if it is still pending and unexpired: single use), its expiry entry goes, the validation
// is written, the recognition changes the caller asked for (verified, proof number...) apply,
// and the counters move. Ten parallel submissions of one link give exactly one validation.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationWithTitle } from '../../domain/api/validation';
import type { Recognition, Validation } from '../../domain/entities';
import { clock } from '../clock';
import { db, tableName } from './client';
import { AlreadyExistsError, ConflictError, NotFoundError, ProofNumberTakenError } from './errors';
import { expiryEntryDelete } from './expiry';
import { fromItem, queryAll, queryPage, type Item, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys, OWNER_LIST_PREFIX } from './keys';
import { getRecognitionItem, planRecognitionUpdate, type RecognitionPatch, type RecognitionWrite } from './recognition-items';
import { statsUpdate } from './stats';
import { TransactionCancelled, transactWrite, type TransactItem } from './transact';
import { requestUnavailable, toRequest, type RequestWithTitle } from './validation-requests';

/** A validation with the title of its proof (the owner list's join), as the owner's API answers it. */
export type { ValidationWithTitle };

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
}

export interface DecisionResult {
  readonly validation: ValidationWithTitle;
  readonly request: RequestWithTitle;
  /** The recognition after the patch, when one was given. */
  readonly recognition: Recognition | null;
}

const REQUEST = 0;
const VALIDATION = 2;
const RECOGNITION = 3;
const PROOF_NUMBER = 4;

/**
 * Records an approval or a decline. Throws NotFoundError (request or recognition),
 * AlreadyUsedError (decided before: single use), ExpiredError, ProofNumberTakenError (draw a new
 * number and call again), AlreadyExistsError('validation') on a duplicate validation id.
 */
export async function recordDecision(input: RecordDecisionInput): Promise<DecisionResult> {
  const { recognitionId, requestId, validation, recognitionPatch } = input;
  if (validation.recognitionId !== recognitionId || validation.validationRequestId !== requestId) {
    throw new RangeError('The validation must belong to the request and its proof');
  }
  const T = tableName();
  const requestKey = keys.validationRequest(recognitionId, requestId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = clock.now();
    const found = await db().send(new GetCommand({ TableName: T, Key: requestKey, ConsistentRead: true }));
    if (!found.Item) throw new NotFoundError('validationRequest');
    const request = toRequest(found.Item);
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
    const items: TransactItem[] = [
      {
        Update: {
          TableName: T,
          Key: requestKey,
          UpdateExpression: 'SET #status = :decision',
          ConditionExpression: '#status = :pending AND expiresAt > :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':decision': stored.status, ':pending': 'pending', ':now': now.toISOString() },
        },
      },
      expiryEntryDelete(request),
      { Put: { TableName: T, Item: validationItem, ConditionExpression: 'attribute_not_exists(pk)' } },
    ];
    let write: RecognitionWrite | null = null;
    if (recognitionPatch) {
      const current = await getRecognitionItem(recognitionId);
      if (!current) throw new NotFoundError('recognition');
      // A proof keeps the number of its first approval: a concurrent second approval keeps it too.
      const patch = current.proofNumber ? { ...recognitionPatch, proofNumber: undefined } : recognitionPatch;
      write = planRecognitionUpdate(current, patch);
      items.push(...write.items);
    }
    const stats = statsUpdate({ validations: 1, verifiedRecognitions: write?.verifiedDelta ?? 0 });
    if (stats) items.push(stats);

    try {
      await transactWrite(items);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.failed(REQUEST)) {
        const now2 = clock.now();
        const latest = await db().send(new GetCommand({ TableName: T, Key: requestKey, ConsistentRead: true }));
        if (!latest.Item) throw new NotFoundError('validationRequest');
        const reason = requestUnavailable(toRequest(latest.Item), now2);
        if (reason) throw reason;
        continue;
      }
      if (error.failed(VALIDATION)) throw new AlreadyExistsError('validation');
      if (write?.claimsProofNumber && error.failed(PROOF_NUMBER)) throw new ProofNumberTakenError(write.result.proofNumber ?? '');
      if (error.failed(RECOGNITION)) continue; // the owner edited the proof meanwhile: merge again
      throw error;
    }
    return {
      validation: toValidation(validationItem),
      request: { ...request, status: stored.status },
      recognition: write?.result ?? null,
    };
  }
  throw new ConflictError('validation request');
}

/** The validations of one proof, newest first (proof page, card, portfolio). */
export async function listValidationsByRecognition(recognitionId: string): Promise<ValidationWithTitle[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.proofPartition(recognitionId), ':prefix': keys.validationPrefix },
    ScanIndexForward: false,
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
