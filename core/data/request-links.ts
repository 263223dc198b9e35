// A request's link after it was sent: opened (what it showed, and who it is bound to), reminded
// (a fresh token), and asked for again by the validator. Each is one conditional write.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REMINDER_INTERVAL_MS } from '../../domain/constants';
import { clock } from '../clock';
import { db, tableName } from './client';
import { BoundToAnotherError, LimitReachedError, NotFoundError } from './errors';
import { keys } from './keys';
import { isConditionFailed } from './transact';
import { getValidationRequest, requestUnavailable, toRequest, type RequestWithTitle } from './validation-requests';

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
