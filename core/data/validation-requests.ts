// Validation requests (invitations). Creating a batch is one transaction: an ownership check on
// the proof, the owner's daily invite counter (the limit holds under concurrency), the requests
// and their expiry entries. The request carries a copy of its proof's title for the owner list.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationRequest } from '../../domain/entities';
import { DAILY_INVITE_LIMIT, REMINDER_INTERVAL_MS } from '../../domain/constants';
import { clock } from '../clock';
import { db, tableName } from './client';
import { AlreadyExistsError, AlreadyUsedError, ExpiredError, LimitReachedError, NotFoundError } from './errors';
import { expiryEntryPut } from './expiry';
import { fromItem, queryAll, queryPage, type Item, type Page, type PageOptions } from './items';
import { canonicalIso, ITEM_TYPES, keys, OWNER_LIST_PREFIX, utcDay } from './keys';
import { getRecognitionItem } from './recognition-items';
import { RETRY_POLICIES, withRetry } from './retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type TransactItem } from './transact';

/** A request with the title of its proof (the spec's join with recognitions). */
export interface RequestWithTitle extends ValidationRequest {
  readonly recognitionTitle: string;
}

export const toRequest = (item: Item): RequestWithTitle => fromItem<RequestWithTitle>(item);

/** Invite counters disappear (TTL) this long after the start of their day. */
const COUNTER_TTL_DAYS = 3;

function requestItem(request: ValidationRequest, recognitionTitle: string): Item {
  const stored: ValidationRequest = {
    ...request,
    createdAt: canonicalIso(request.createdAt),
    expiresAt: canonicalIso(request.expiresAt),
    lastRemindedAt: request.lastRemindedAt ? canonicalIso(request.lastRemindedAt) : null,
  };
  return {
    ...stored,
    recognitionTitle,
    ...keys.validationRequest(stored.recognitionId, stored.id),
    ...keys.requestOwnerList(stored.ownerUserId, stored.createdAt, stored.id),
    ...keys.requestToken(stored.tokenHash),
    type: ITEM_TYPES.validationRequest,
  };
}

export interface CreateRequestsInput {
  readonly ownerUserId: string;
  readonly recognitionId: string;
  /** Complete pending requests of this owner and proof (ids, token hashes and expiry set by the caller). */
  readonly requests: readonly ValidationRequest[];
}

/**
 * Creates a batch of pending requests, all or nothing, counting them against the owner's daily
 * limit (UTC day of the clock). Throws NotFoundError('recognition') when the proof is missing or
 * not the owner's, LimitReachedError when the batch would pass the limit,
 * AlreadyExistsError('validationRequest') on a duplicate id.
 */
export async function createValidationRequests(input: CreateRequestsInput): Promise<RequestWithTitle[]> {
  const { ownerUserId, recognitionId, requests } = input;
  if (requests.length === 0) throw new RangeError('At least one validation request is needed');
  for (const request of requests) {
    if (request.ownerUserId !== ownerUserId || request.recognitionId !== recognitionId || request.status !== 'pending') {
      throw new RangeError('Each request must be pending and belong to the given owner and proof');
    }
  }
  if (requests.length > DAILY_INVITE_LIMIT) throw new LimitReachedError('dailyInvites');
  const recognition = await getRecognitionItem(recognitionId);
  if (!recognition || recognition.ownerUserId !== ownerUserId) throw new NotFoundError('recognition');
  const title = String(recognition.title ?? '');

  const now = clock.now();
  const day = utcDay(now);
  const ttl = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + COUNTER_TTL_DAYS * 24 * 60 * 60;
  const T = tableName();
  const items: Record<string, TransactItem> = {
    proof: {
      ConditionCheck: {
        TableName: T,
        Key: keys.recognition(recognitionId),
        ConditionExpression: 'ownerUserId = :owner',
        ExpressionAttributeValues: { ':owner': ownerUserId },
      },
    },
    counter: {
      Update: {
        TableName: T,
        Key: keys.inviteCounter(ownerUserId, day),
        UpdateExpression: 'ADD n :batch SET #ttl = :ttl, #type = :type',
        ConditionExpression: 'attribute_not_exists(n) OR n <= :max',
        ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: { ':batch': requests.length, ':max': DAILY_INVITE_LIMIT - requests.length, ':ttl': ttl, ':type': ITEM_TYPES.inviteCounter },
      },
    },
  };
  requests.forEach((request, index) => {
    items[`request:${index}`] = { Put: { TableName: T, Item: requestItem(request, title), ConditionExpression: 'attribute_not_exists(pk)' } };
    items[`expiry:${index}`] = expiryEntryPut(request);
  });
  try {
    await withRetry(RETRY_POLICIES.invitations, () => transactWrite(items));
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      if (error.failed('proof')) throw new NotFoundError('recognition');
      if (error.failed('counter')) throw new LimitReachedError('dailyInvites');
      if (error.firstFailed('request:', 'expiry:')) throw new AlreadyExistsError('validationRequest');
    }
    throw error;
  }
  return requests.map((request) => toRequest(requestItem(request, title)));
}

/** Invitations the owner has sent today (UTC day of the clock), for the n/10 counter. */
export async function countInvitesToday(ownerUserId: string): Promise<number> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.inviteCounter(ownerUserId, utcDay(clock.now())), ConsistentRead: true }),
  );
  const n = result.Item?.n;
  return typeof n === 'number' ? n : 0;
}

export async function getValidationRequest(recognitionId: string, requestId: string): Promise<RequestWithTitle | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.validationRequest(recognitionId, requestId), ConsistentRead: true }));
  return result.Item ? toRequest(result.Item) : null;
}

/**
 * The request behind a private link, by the SHA-256 of its token. The index gives the key; the
 * item itself is then read strongly consistent, so its status is current.
 */
export async function getValidationRequestByTokenHash(tokenHash: string): Promise<RequestWithTitle | null> {
  const found = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.tokenPartition(tokenHash) },
      Limit: 1,
    }),
  );
  const hit = found.Items?.[0];
  if (!hit) return null;
  return getValidationRequest(hit.recognitionId as string, hit.id as string);
}

/** The owner's requests across proofs, newest first, with proof titles. */
export function listValidationRequestsByOwner(ownerUserId: string, options: PageOptions = {}): Promise<Page<RequestWithTitle>> {
  const partition = keys.ownerPartition(ownerUserId);
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': OWNER_LIST_PREFIX.requests },
      ScanIndexForward: false,
    },
    { gsi1pk: partition },
    options,
    toRequest,
  );
}

/** Every request of one proof (a bounded partition: at most 10 a day). */
export async function listValidationRequestsByRecognition(recognitionId: string): Promise<RequestWithTitle[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.proofPartition(recognitionId), ':prefix': keys.requestPrefix },
  });
  return items.map(toRequest).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Records a reminder on the owner's pending, unexpired request, at most once per reminder
 * interval. With `newTokenHash` the link's token is replaced in the same write, so the reminder
 * can carry a fresh link (tokens are stored only as hashes) and the old one stops working.
 * Throws NotFoundError, AlreadyUsedError, ExpiredError, LimitReachedError('reminder').
 */
export async function recordReminder(recognitionId: string, requestId: string, ownerUserId: string, newTokenHash?: string): Promise<RequestWithTitle> {
  const now = clock.now();
  const tokenIndex = newTokenHash ? keys.requestToken(newTokenHash) : null;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.validationRequest(recognitionId, requestId),
        UpdateExpression: tokenIndex
          ? 'SET lastRemindedAt = :now, tokenHash = :tokenHash, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk'
          : 'SET lastRemindedAt = :now',
        ConditionExpression:
          'ownerUserId = :owner AND #status = :pending AND expiresAt > :now AND ' +
          '(attribute_not_exists(lastRemindedAt) OR attribute_type(lastRemindedAt, :nullType) OR lastRemindedAt <= :threshold)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':owner': ownerUserId,
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':nullType': 'NULL',
          ':threshold': new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString(),
          ...(tokenIndex ? { ':tokenHash': newTokenHash, ':gsi2pk': tokenIndex.gsi2pk, ':gsi2sk': tokenIndex.gsi2sk } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRequest(result.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getValidationRequest(recognitionId, requestId);
    if (!current || current.ownerUserId !== ownerUserId) throw new NotFoundError('validationRequest');
    throw requestUnavailable(current, now) ?? new LimitReachedError('reminder');
  }
}

/** Why a request can no longer be decided (or reminded), or null when it is pending and live. */
export function requestUnavailable(request: Pick<ValidationRequest, 'status' | 'expiresAt'>, now: Date): AlreadyUsedError | ExpiredError | null {
  if (request.status === 'approved' || request.status === 'declined') return new AlreadyUsedError();
  if (request.status === 'expired' || Date.parse(request.expiresAt) <= now.getTime()) return new ExpiredError();
  return null;
}

/**
 * Notes that the validator asked for a new link, at most once per reminder interval (the owner is
 * told by mail each time it succeeds). Returns false when it was asked too recently.
 */
export async function recordNewLinkRequest(recognitionId: string, requestId: string): Promise<boolean> {
  const now = clock.now();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.validationRequest(recognitionId, requestId),
        UpdateExpression: 'SET newLinkRequestedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(newLinkRequestedAt) OR newLinkRequestedAt <= :threshold)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':threshold': new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
