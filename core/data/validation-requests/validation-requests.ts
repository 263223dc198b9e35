// Validation requests (invitations). Creating a batch is one transaction: an ownership check on
// the proof, the owner's daily invite counter (the limit holds under concurrency), the requests
// and their expiry entries. The request carries a copy of its proof's title for the owner list.
import { pseudonymFor, pseudonymOf } from '../personal-data/pseudonyms';
import { mailboxSubject } from '../personal-data/subjects';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ValidationRequest } from '../../../domain/entities';
import { DAILY_INVITE_LIMIT } from '../../../domain/constants';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, AlreadyUsedError, ExpiredError, LimitReachedError, NotFoundError } from '../plumbing/errors';
import { expiryEntryPut } from './expiry';
import { batchGet, fromItem, queryAll, type Item, type Page, type PageOptions } from '../plumbing/items';
import { ownerListPage } from '../plumbing/owner-lists';
import { canonicalIso, proofPartition, utcDay } from '../plumbing/key-parts';
import { proofKeys } from '../proofs/keys';
import { requestItemTypes, requestKeys } from './keys';
import { getProofItem } from '../proofs/proof-items';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';
import { noteMilestones } from '../read-models/analytics';

/** A request with the title of its proof (the spec's join with recognitions). */
export interface RequestWithTitle extends ValidationRequest {
  readonly recognitionTitle: string;
}

/**
 * `linkTokenHashes`: the hashes of the reminders' links that still open the request (a string
 * set beside `tokenHash`, the invitation's). They stay in core/data, like the lookup items.
 */
const LINK_HASHES = 'linkTokenHashes';

export const toRequest = (item: Item): RequestWithTitle => fromItem<RequestWithTitle>(item, [LINK_HASHES]);

/** The hashes of a stored request's reminder links (none on an older item). */
export function linkHashesOf(item: Item | undefined): string[] {
  const hashes = item?.[LINK_HASHES];
  return hashes instanceof Set ? [...(hashes as Set<string>)] : [];
}

/** Whether a token opens this stored request: the invitation's own, or one of its reminders' links. */
const opens = (item: Item, tokenHash: string): boolean => item.tokenHash === tokenHash || linkHashesOf(item).includes(tokenHash);

/**
 * A reminder's link: a lookup item that points to its request, found by the same index query as
 * the request's own token. It opens the request only while the request lists its hash, so taking
 * the hash off the request (a renewal) closes it whatever happens to this item.
 */
export function requestLinkPut(request: Pick<ValidationRequest, 'id' | 'recognitionId'>, tokenHash: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKeys.requestLink(tokenHash),
        ...requestKeys.requestLinkToken(tokenHash),
        type: requestItemTypes.requestLink,
        recognitionId: request.recognitionId,
        requestId: request.id,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export const requestLinkDelete = (tokenHash: string): TransactItem => ({ Delete: { TableName: tableName(), Key: requestKeys.requestLink(tokenHash) } });

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
    ...requestKeys.validationRequest(stored.recognitionId, stored.id),
    ...requestKeys.requestOwnerList(stored.ownerUserId, stored.createdAt, stored.id),
    ...requestKeys.requestToken(stored.tokenHash),
    type: requestItemTypes.validationRequest,
  };
}

export interface CreateRequestsInput {
  readonly ownerUserId: string;
  readonly recognitionId: string;
  /** Complete pending requests of this owner and proof (ids, token hashes and expiry set by the caller). */
  readonly requests: readonly ValidationRequest[];
}

/** Counts `count` invitations against the owner's daily limit (UTC day of `now`), or fails its condition. */
export function inviteCounterAdd(ownerUserId: string, count: number, now: Date): TransactItem {
  const day = utcDay(now);
  const ttl = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + COUNTER_TTL_DAYS * 24 * 60 * 60;
  return {
    Update: {
      TableName: tableName(),
      Key: requestKeys.inviteCounter(ownerUserId, day),
      UpdateExpression: 'ADD n :batch SET #ttl = :ttl, #type = :type',
      ConditionExpression: 'attribute_not_exists(n) OR n <= :max',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
      ExpressionAttributeValues: { ':batch': count, ':max': DAILY_INVITE_LIMIT - count, ':ttl': ttl, ':type': requestItemTypes.inviteCounter },
    },
  };
}

/**
 * The lock that keeps one live request per proof and mailbox: taken with the request, released
 * by its decision, and free to take again once its request has expired (or by the same request,
 * when it is renewed). Gone by TTL a day after its expiry.
 */
export async function pendingInvitationPut(request: Pick<ValidationRequest, 'id' | 'recognitionId' | 'inviteeEmail' | 'expiresAt'>, now: Date): Promise<TransactItem> {
  const expiresAt = canonicalIso(request.expiresAt);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKeys.pendingInvitation(request.recognitionId, await pseudonymFor(mailboxSubject(request.inviteeEmail))),
        type: requestItemTypes.pendingInvitation,
        requestId: request.id,
        expiresAt,
        ttl: Math.floor(Date.parse(expiresAt) / 1000) + 24 * 60 * 60,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now OR requestId = :request',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':request': request.id },
    },
  };
}

/** The request on its invitee's list (by the pseudonym of their mailbox): what the person was asked, for their archive and own page. */
export async function invitationToMailboxPut(request: Pick<ValidationRequest, 'id' | 'recognitionId' | 'inviteeEmail' | 'createdAt'>): Promise<TransactItem> {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...requestKeys.invitationToMailbox(await pseudonymFor(mailboxSubject(request.inviteeEmail)), request.createdAt, request.id),
        type: requestItemTypes.invitationToMailbox,
        recognitionId: request.recognitionId,
        requestId: request.id,
      },
    },
  };
}

/** The invitations sent to an address (any spelling of its mailbox), newest first, at most `max`; those of deleted proofs are gone. */
export async function listInvitationsTo(address: string, max = 500): Promise<RequestWithTitle[]> {
  const pseudonym = await pseudonymOf(mailboxSubject(address));
  if (!pseudonym) return [];
  const entries = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': requestKeys.invitationsToMailboxPartition(pseudonym) }, ScanIndexForward: false }, max);
  const found = await batchGet(entries.map((entry) => requestKeys.validationRequest(String(entry.recognitionId), String(entry.requestId))));
  const byId = new Map(found.map((item) => [String(item.id), toRequest(item)]));
  return entries.flatMap((entry) => byId.get(String(entry.requestId)) ?? []);
}

/** Releases the lock when the request leaves pending by a decision. */
export async function pendingInvitationDelete(request: Pick<ValidationRequest, 'recognitionId' | 'inviteeEmail'>): Promise<TransactItem> {
  return { Delete: { TableName: tableName(), Key: requestKeys.pendingInvitation(request.recognitionId, await pseudonymFor(mailboxSubject(request.inviteeEmail))) } };
}

/**
 * Creates a batch of pending requests, all or nothing, counting them against the owner's daily
 * limit (UTC day of the clock), with at most one live request per proof and mailbox (held by a
 * conditional write, so parallel invitations of one address give one request). Throws
 * NotFoundError('recognition') when the proof is missing or not the owner's, LimitReachedError
 * when the batch would pass the limit, AlreadyExistsError('pendingInvitation') when an address
 * has a live request for this proof, AlreadyExistsError('validationRequest') on a duplicate id.
 */
export async function createValidationRequests(input: CreateRequestsInput): Promise<RequestWithTitle[]> {
  const { ownerUserId, recognitionId: proofId, requests } = input;
  if (requests.length === 0) throw new RangeError('At least one validation request is needed');
  for (const request of requests) {
    if (request.ownerUserId !== ownerUserId || request.recognitionId !== proofId || request.status !== 'pending') {
      throw new RangeError('Each request must be pending and belong to the given owner and proof');
    }
  }
  if (requests.length > DAILY_INVITE_LIMIT) throw new LimitReachedError('dailyInvites');
  const proof = await getProofItem(proofId);
  if (!proof || proof.ownerUserId !== ownerUserId || proof.deletedAt) throw new NotFoundError('recognition');
  const title = String(proof.title ?? '');

  const now = clock.now();
  const T = tableName();
  const items: Record<string, TransactItem> = {
    proof: {
      ConditionCheck: {
        TableName: T,
        Key: proofKeys.recognition(proofId),
        ConditionExpression: 'ownerUserId = :owner AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':owner': ownerUserId },
      },
    },
    counter: inviteCounterAdd(ownerUserId, requests.length, now),
  };
  for (const [index, request] of requests.entries()) {
    items[`request:${index}`] = { Put: { TableName: T, Item: requestItem(request, title), ConditionExpression: 'attribute_not_exists(pk)' } };
    items[`expiry:${index}`] = expiryEntryPut(request);
    items[`pending:${index}`] = await pendingInvitationPut(request, now);
    items[`invited:${index}`] = await invitationToMailboxPut(request);
  }
  try {
    await withRetry(RETRY_POLICIES.invitations, () => transactWrite(items));
  } catch (error) {
    if (error instanceof TransactionCancelled) {
      if (error.failed('proof')) throw new NotFoundError('recognition');
      if (error.failed('counter')) throw new LimitReachedError('dailyInvites');
      if (error.firstFailed('pending:')) throw new AlreadyExistsError('pendingInvitation');
      if (error.firstFailed('request:', 'expiry:')) throw new AlreadyExistsError('validationRequest');
    }
    throw error;
  }
  await noteMilestones(ownerUserId, ['invited']);
  return requests.map((request) => toRequest(requestItem(request, title)));
}

/** Invitations the owner has sent today (UTC day of the clock), for the n/10 counter. */
export async function countInvitesToday(ownerUserId: string): Promise<number> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: requestKeys.inviteCounter(ownerUserId, utcDay(clock.now())), ConsistentRead: true }),
  );
  const n = result.Item?.n;
  return typeof n === 'number' ? n : 0;
}

/** The stored request item, read strongly consistent (with what stays in core/data). */
export async function readRequestItem(proofId: string, requestId: string): Promise<Item | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: requestKeys.validationRequest(proofId, requestId), ConsistentRead: true }))).Item;
}

/** The requests of these references that exist (one BatchGetItem per 100), in no particular order. */
export async function getValidationRequestsByRefs(refs: readonly { recognitionId: string; requestId: string }[]): Promise<RequestWithTitle[]> {
  const items = await batchGet(refs.map((ref) => requestKeys.validationRequest(ref.recognitionId, ref.requestId)));
  return items.map(toRequest);
}

export async function getValidationRequest(proofId: string, requestId: string): Promise<RequestWithTitle | null> {
  const item = await readRequestItem(proofId, requestId);
  return item ? toRequest(item) : null;
}

/**
 * The request behind a private link, by the SHA-256 of its token: the invitation's token or one
 * of its reminders' links. The index gives the key; the item itself is then read strongly
 * consistent, so its status is current, and the token must still be one of its links (a renewal
 * retires the earlier ones).
 */
export async function getValidationRequestByTokenHash(tokenHash: string): Promise<RequestWithTitle | null> {
  const found = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': requestKeys.tokenPartition(tokenHash) },
      Limit: 1,
    }),
  );
  const hit = found.Items?.[0];
  if (!hit) return null;
  const item = await readRequestItem(hit.recognitionId as string, (hit.type === requestItemTypes.requestLink ? hit.requestId : hit.id) as string);
  return item && opens(item, tokenHash) ? toRequest(item) : null;
}

/** The owner's requests across proofs, newest first, with proof titles. */
export function listValidationRequestsByOwner(ownerUserId: string, options: PageOptions = {}): Promise<Page<RequestWithTitle>> {
  return ownerListPage(ownerUserId, 'requests', options, toRequest);
}

/** Every request of one proof (a bounded partition: at most 10 a day). */
export async function listValidationRequestsByProof(proofId: string): Promise<RequestWithTitle[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': proofPartition(proofId), ':prefix': requestKeys.requestPrefix },
  });
  return items.map(toRequest).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Why a request can no longer be decided (or reminded), or null when it is pending and live. */
export function requestUnavailable(request: Pick<ValidationRequest, 'status' | 'expiresAt'>, now: Date): AlreadyUsedError | ExpiredError | null {
  if (request.status === 'approved' || request.status === 'declined') return new AlreadyUsedError();
  if (request.status === 'expired' || Date.parse(request.expiresAt) <= now.getTime()) return new ExpiredError();
  return null;
}

