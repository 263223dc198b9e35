// A request's link after it was sent: opened (what it showed, and who it is bound to), reminded
// (a fresh token), renewed once expired (a fresh token and lifetime, counted as an invitation),
// and asked for again by the validator. Each is one conditional write.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REMINDER_INTERVAL_MS, VALIDATION_LINK_LIFETIME_MS } from '../../domain/constants';
import { clock } from '../clock';
import { db, tableName } from './client';
import { AlreadyExistsError, AlreadyUsedError, BoundToAnotherError, ConflictError, LimitReachedError, NotFoundError } from './errors';
import { expiryEntryDelete, expiryEntryPut } from './expiry';
import { keys } from './keys';
import { RETRY_POLICIES, withRetry } from './retry';
import { isConditionFailed, TransactionCancelled, transactWrite } from './transact';
import { getValidationRequest, inviteCounterAdd, pendingInvitationPut, requestUnavailable, toRequest, type RequestWithTitle } from './validation-requests';

/**
 * Records a reminder on the owner's pending, unexpired request, at most once per reminder
 * interval. With `newTokenHash` the link's token is replaced in the same write, so the reminder
 * can carry a fresh link (tokens are stored only as hashes) and the old one stops working; the
 * new link is bound to nobody.
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
        // A new link is a new link: whoever opened or bound the old one has no hold on it.
        UpdateExpression: tokenIndex
          ? 'SET lastRemindedAt = :now, tokenHash = :tokenHash, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE signerSub, reviewedContentHash'
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

/**
 * Gives back a reminder whose mail could not be sent: lastRemindedAt returns to what it was, so
 * the owner can press Remind again at once (the link that mail carried was never delivered, and
 * the mail log does not keep it). Only while the request still holds that mail's token and the
 * time this reminder wrote; otherwise it does nothing.
 */
export async function releaseReminder(recognitionId: string, requestId: string, tokenHash: string, remindedAt: string, previous: string | null): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.validationRequest(recognitionId, requestId),
        UpdateExpression: 'SET lastRemindedAt = :previous',
        ConditionExpression: 'tokenHash = :tokenHash AND lastRemindedAt = :remindedAt',
        ExpressionAttributeValues: { ':previous': previous, ':tokenHash': tokenHash, ':remindedAt': remindedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Records that the link was opened while pending: the content it showed (a decision must be about
 * it) and, when someone signed in, binds the link to them if nobody was bound yet. Throws
 * AlreadyUsedError, ExpiredError, BoundToAnotherError (a different identity opened it first),
 * NotFoundError.
 */
export async function recordOpened(recognitionId: string, requestId: string, opened: { contentHash: string; signerSub: string | null }): Promise<RequestWithTitle> {
  const now = clock.now();
  const binds = opened.signerSub !== null;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.validationRequest(recognitionId, requestId),
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
    const current = await getValidationRequest(recognitionId, requestId);
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
export async function renewValidationRequest(recognitionId: string, requestId: string, ownerUserId: string, newTokenHash: string): Promise<RequestWithTitle> {
  return withRetry(RETRY_POLICIES.renewal, async () => {
    const now = clock.now();
    const current = await getValidationRequest(recognitionId, requestId);
    if (!current || current.ownerUserId !== ownerUserId) throw new NotFoundError('validationRequest');
    const unavailable = requestUnavailable(current, now);
    if (unavailable instanceof AlreadyUsedError) throw unavailable;
    if (!unavailable) throw new LimitReachedError('reminder');
    const renewed = { ...current, expiresAt: new Date(now.getTime() + VALIDATION_LINK_LIFETIME_MS).toISOString() };
    const tokenIndex = keys.requestToken(newTokenHash);
    try {
      await transactWrite({
        request: {
          Update: {
            TableName: tableName(),
            Key: keys.validationRequest(recognitionId, requestId),
            UpdateExpression:
              'SET #status = :pending, expiresAt = :expiresAt, tokenHash = :tokenHash, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, lastRemindedAt = :now ' +
              'REMOVE signerSub, reviewedContentHash',
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
          },
        },
        counter: inviteCounterAdd(ownerUserId, 1, now),
        oldExpiry: expiryEntryDelete(current),
        expiry: expiryEntryPut(renewed),
        pending: pendingInvitationPut(renewed, now),
      });
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
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
