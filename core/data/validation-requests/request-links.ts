// A request's links after it was sent: opened (what it showed, and who it is bound to), reminded
// (one more link, the earlier ones kept), renewed once expired (a fresh token and lifetime,
// counted as an invitation; the earlier links stay dead), and asked for again by the validator.
// Each is one conditional write or transaction.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LIVE_LINKS_PER_REQUEST, REMINDER_INTERVAL_MS, VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { AlreadyExistsError, AlreadyUsedError, BoundToAnotherError, ConflictError, LimitReachedError, NotFoundError } from '../plumbing/errors';
import { expiryEntryDelete, expiryEntryPut } from './expiry';
import { requestKeys } from './keys';
import { proofNotDeletedCheck } from '../proofs/proof-items';
import { RETRY_POLICIES, withRetry } from '../plumbing/retry';
import { isConditionFailed, TransactionCancelled, transactWrite, type TransactItem } from '../plumbing/transact';
import {
  getValidationRequest,
  inviteCounterAdd,
  linkHashesOf,
  pendingInvitationPut,
  readRequestItem,
  requestLinkDelete,
  requestLinkPut,
  requestUnavailable,
  toRequest,
  type RequestWithTitle,
} from './validation-requests';

type RequestUpdate = Omit<NonNullable<TransactItem['Update']>, 'TableName' | 'Key'>;

/** A conditional update of one request's item, as a part of a transaction. */
function requestUpdate(proofId: string, requestId: string, update: RequestUpdate): TransactItem {
  return { Update: { TableName: tableName(), Key: requestKeys.validationRequest(proofId, requestId), ...update } };
}

/**
 * Records a reminder on the owner's pending, unexpired request, at most once per reminder
 * interval. With `newTokenHash` the reminder adds a link in the same transaction: the request
 * lists its hash and a lookup item points to the request, so the reminder can carry a link
 * (tokens are stored only as hashes) while the earlier links keep working until the request's
 * expiry. Every link opens the same request: one binding, one decision. At most
 * MAX_LIVE_LINKS_PER_REQUEST links.
 * Throws NotFoundError, AlreadyUsedError, ExpiredError, LimitReachedError('reminder'),
 * LimitReachedError('links').
 */
export async function recordReminder(proofId: string, requestId: string, ownerUserId: string, newTokenHash?: string): Promise<RequestWithTitle> {
  const now = clock.now();
  const reminded = requestUpdate(proofId, requestId, {
    UpdateExpression: newTokenHash ? 'SET lastRemindedAt = :now ADD linkTokenHashes :link' : 'SET lastRemindedAt = :now',
    ConditionExpression:
      'ownerUserId = :owner AND #status = :pending AND expiresAt > :now AND ' +
      '(attribute_not_exists(lastRemindedAt) OR attribute_type(lastRemindedAt, :nullType) OR lastRemindedAt <= :threshold)' +
      (newTokenHash ? ' AND (attribute_not_exists(linkTokenHashes) OR size(linkTokenHashes) < :reminderLinks)' : ''),
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':owner': ownerUserId,
      ':pending': 'pending',
      ':now': now.toISOString(),
      ':nullType': 'NULL',
      ':threshold': new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString(),
      // The invitation's own link is one of the request's links.
      ...(newTokenHash ? { ':link': new Set([newTokenHash]), ':reminderLinks': MAX_LIVE_LINKS_PER_REQUEST - 1 } : {}),
    },
  });
  try {
    await withRetry(RETRY_POLICIES.reminder, () =>
      transactWrite({
        request: reminded,
        link: newTokenHash ? requestLinkPut({ id: requestId, recognitionId: proofId }, newTokenHash) : null,
        proof: proofNotDeletedCheck(proofId),
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('proof')) throw new NotFoundError('validationRequest');
    if (!(error instanceof TransactionCancelled) || !error.failed('request')) throw error;
    const item = await readRequestItem(proofId, requestId);
    const current = item ? toRequest(item) : null;
    if (!current || current.ownerUserId !== ownerUserId) throw new NotFoundError('validationRequest');
    const unavailable = requestUnavailable(current, now);
    if (unavailable) throw unavailable;
    if (newTokenHash && linkHashesOf(item).length >= MAX_LIVE_LINKS_PER_REQUEST - 1) throw new LimitReachedError('links');
    throw new LimitReachedError('reminder');
  }
  const request = await getValidationRequest(proofId, requestId);
  if (!request) throw new NotFoundError('validationRequest');
  return request;
}

/**
 * Gives back a reminder (or a renewal) whose mail could not be sent: lastRemindedAt returns to
 * what it was and a reminder's link is taken off the request, so the owner can press Remind again
 * at once (that link was never delivered, and the mail log does not keep it). Only while the
 * request still holds that link and the time this reminder wrote; otherwise it does nothing.
 */
export async function releaseReminder(proofId: string, requestId: string, tokenHash: string, remindedAt: string, previous: string | null): Promise<void> {
  try {
    await transactWrite({
      request: requestUpdate(proofId, requestId, {
        UpdateExpression: 'SET lastRemindedAt = :previous DELETE linkTokenHashes :link',
        // The reminder's link, or a renewal's new token.
        ConditionExpression: '(contains(linkTokenHashes, :tokenHash) OR tokenHash = :tokenHash) AND lastRemindedAt = :remindedAt',
        ExpressionAttributeValues: { ':previous': previous, ':link': new Set([tokenHash]), ':tokenHash': tokenHash, ':remindedAt': remindedAt },
      }),
      link: requestLinkDelete(tokenHash),
    });
  } catch (error) {
    if (!(error instanceof TransactionCancelled)) throw error;
  }
}

/**
 * Records that the link was opened while pending: the content it showed (a decision must be about
 * it) and, when someone signed in, binds the link to them if nobody was bound yet. Throws
 * AlreadyUsedError, ExpiredError, BoundToAnotherError (a different identity opened it first),
 * NotFoundError.
 */
export async function recordOpened(proofId: string, requestId: string, opened: { contentHash: string; signerSub: string | null }): Promise<RequestWithTitle> {
  const now = clock.now();
  const binds = opened.signerSub !== null;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: requestKeys.validationRequest(proofId, requestId),
        UpdateExpression: binds ? 'SET reviewedContentHash = :hash, signerSub = :signer' : 'SET reviewedContentHash = :hash',
        ConditionExpression: `#status = :pending AND expiresAt > :now${binds ? ' AND (attribute_not_exists(signerSub) OR signerSub = :signer)' : ''}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':hash': opened.contentHash, ':pending': 'pending', ':now': now.toISOString(), ...(binds ? { ':signer': opened.signerSub } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRequest(result.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getValidationRequest(proofId, requestId);
    if (!current) throw new NotFoundError('validationRequest');
    throw requestUnavailable(current, now) ?? new BoundToAnotherError();
  }
}

/**
 * A new link for the owner's expired request: the same request becomes pending again with a new
 * token, a new 72-hour expiry, bound to nobody, in one transaction with the daily invite counter
 * (it is a new invitation), its expiry entry and its pending-invitation lock. Throws NotFoundError,
 * AlreadyUsedError (it was decided), LimitReachedError('dailyInvites'),
 * LimitReachedError('reminder') (it is live again: renewed a moment ago),
 * AlreadyExistsError('pendingInvitation') (the address has another live request for this proof).
 */
export async function renewValidationRequest(proofId: string, requestId: string, ownerUserId: string, newTokenHash: string): Promise<RequestWithTitle> {
  return withRetry(RETRY_POLICIES.renewal, async () => {
    const now = clock.now();
    const item = await readRequestItem(proofId, requestId);
    const current = item ? toRequest(item) : null;
    if (!current || current.ownerUserId !== ownerUserId) throw new NotFoundError('validationRequest');
    const unavailable = requestUnavailable(current, now);
    if (unavailable instanceof AlreadyUsedError) throw unavailable;
    // The earlier links expired with the request and stay dead: their hashes leave the request and
    // their lookup items go (whatever the index still shows for a moment, the request no longer opens to them).
    const earlierLinks = linkHashesOf(item);
    if (!unavailable) throw new LimitReachedError('reminder');
    const renewed = { ...current, expiresAt: new Date(now.getTime() + VALIDATION_LINK_LIFETIME_MS).toISOString() };
    const tokenIndex = requestKeys.requestToken(newTokenHash);
    try {
      await transactWrite({
        request: requestUpdate(proofId, requestId, {
          UpdateExpression:
            'SET #status = :pending, expiresAt = :expiresAt, tokenHash = :tokenHash, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, lastRemindedAt = :now ' +
            'REMOVE signerSub, reviewedContentHash, linkTokenHashes',
          ConditionExpression: 'ownerUserId = :owner AND expiresAt = :oldExpiresAt AND (#status = :expired OR (#status = :pending AND expiresAt <= :now))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'pending',
            ':expired': 'expired',
            ':expiresAt': renewed.expiresAt,
            ':oldExpiresAt': current.expiresAt,
            ':tokenHash': newTokenHash,
            ':gsi2pk': tokenIndex.gsi2pk,
            ':gsi2sk': tokenIndex.gsi2sk,
            ':now': now.toISOString(),
            ':owner': ownerUserId,
          },
        }),
        counter: inviteCounterAdd(ownerUserId, 1, now),
        oldExpiry: expiryEntryDelete(current),
        expiry: expiryEntryPut(renewed),
        pending: await pendingInvitationPut(renewed, now),
        ...Object.fromEntries(earlierLinks.map((hash, index) => [`earlierLink:${index}`, requestLinkDelete(hash)])),
        proof: proofNotDeletedCheck(proofId),
      });
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.failed('proof')) throw new NotFoundError('validationRequest');
      if (error.failed('counter')) throw new LimitReachedError('dailyInvites');
      if (error.failed('pending')) throw new AlreadyExistsError('pendingInvitation');
      throw new ConflictError('validation request'); // changed since we read it: read again
    }
    return { ...renewed, status: 'pending', tokenHash: newTokenHash, lastRemindedAt: now.toISOString(), signerSub: undefined, reviewedContentHash: undefined };
  });
}

/**
 * Notes that the validator asked for a new link, at most once per reminder interval (the owner is
 * told by mail each time it succeeds). Returns false when it was asked too recently.
 */
export async function recordNewLinkRequest(proofId: string, requestId: string): Promise<boolean> {
  const now = clock.now();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: requestKeys.validationRequest(proofId, requestId),
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
