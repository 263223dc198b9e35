// Account closures (docs/data-rights.md): the profile's closingSince/closesAt/closedAt and one
// `ScheduledClosure` item per closing account, keyed by when it closes. The item is written in the
// transaction that accepts the request and deleted in the one that cancels it or ends the erasure,
// so an erasure a crash interrupted stays listed until the sweep finishes it. It holds ids, times
// and the owner's choice about their LinkedIn posts, nothing personal.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { fromItem } from '../plumbing/items';
import { canonicalIso } from '../plumbing/key-parts';
import { setOnce } from '../plumbing/set-once';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';
import { profileKeys } from '../profiles/keys';
import { closureItemTypes, closureKeys } from './keys';

export interface ScheduledClosure {
  readonly userId: string;
  readonly requestedAt: string;
  readonly closesAt: string;
  /** The owner chose to have the posts made for them on LinkedIn deleted there. */
  readonly deleteLinkedinPosts: boolean;
  /** When telling the person their account is closed began: they are told at most once. */
  readonly toldAt?: string | null;
  /** What deleting their LinkedIn posts did, kept for their last mail (a run taken up again finds none left to delete). */
  readonly posts?: { readonly deleted: number; readonly left: number } | null;
}

export interface ClosureRequest extends ScheduledClosure {
  /** Sessions signed in at or before this time (identity provider's clock) end now. */
  readonly sessionsEndedAt: string;
  /** The profile's count of closure requests on `day` before this one (a daily limit). */
  readonly askedBefore: { readonly day: string; readonly count: number } | null;
}

const closureKey = (closure: Pick<ScheduledClosure, 'closesAt' | 'userId'>) => closureKeys.scheduledClosure(closure.closesAt, closure.userId);

/**
 * The transaction items that accept a closure: the profile reads closing (unless it is closing
 * already, or its request count changed meanwhile) and the closure is scheduled.
 */
export function closureRequestItems(request: ClosureRequest): { profile: TransactItem; closure: TransactItem } {
  const day = request.requestedAt.slice(0, 10);
  const count = request.askedBefore?.day === day ? request.askedBefore.count + 1 : 1;
  const { sessionsEndedAt, askedBefore, ...scheduled } = request;
  return {
    profile: {
      Update: {
        TableName: tableName(),
        Key: profileKeys.profile(request.userId),
        UpdateExpression: 'SET closingSince = :since, closesAt = :closes, sessionsEndedAt = :ended, closureRequests = :asked',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(closingSince) AND ${askedBefore ? 'closureRequests = :before' : 'attribute_not_exists(closureRequests)'}`,
        ExpressionAttributeValues: {
          ':since': canonicalIso(request.requestedAt),
          ':closes': canonicalIso(request.closesAt),
          ':ended': sessionsEndedAt,
          ':asked': { day, count },
          ...(askedBefore ? { ':before': askedBefore } : {}),
        },
      },
    },
    closure: {
      Put: {
        TableName: tableName(),
        Item: { ...closureKey(scheduled), type: closureItemTypes.scheduledClosure, ...scheduled, requestedAt: canonicalIso(scheduled.requestedAt), closesAt: canonicalIso(scheduled.closesAt) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * The transaction items that cancel a closure not yet begun, for a person who signed in at
 * `signedInAt` (after the closure ended their sessions): the profile is open again, the schedule gone.
 */
export function closureCancelItems(closure: Pick<ScheduledClosure, 'userId' | 'requestedAt' | 'closesAt'>, signedInAt: string): { profile: TransactItem; closure: TransactItem } {
  return {
    profile: {
      Update: {
        TableName: tableName(),
        Key: profileKeys.profile(closure.userId),
        UpdateExpression: 'REMOVE closingSince, closesAt',
        ConditionExpression: 'closingSince = :since AND attribute_not_exists(closedAt) AND sessionsEndedAt < :signedIn',
        ExpressionAttributeValues: { ':since': canonicalIso(closure.requestedAt), ':signedIn': signedInAt },
      },
    },
    closure: { Delete: { TableName: tableName(), Key: closureKey(closure) } },
  };
}

/** The transaction item that takes an erased account's closure off the schedule. */
export function closureDoneDelete(closure: Pick<ScheduledClosure, 'userId' | 'closesAt'>): TransactItem {
  return { Delete: { TableName: tableName(), Key: closureKey(closure), ConditionExpression: 'attribute_exists(pk)' } };
}

/**
 * Marks the erasure begun (the profile's closedAt, kept if already set): from then on signing in no
 * longer cancels it. False when the closure was cancelled meanwhile or the profile is gone.
 */
export async function markClosureBegun(closure: Pick<ScheduledClosure, 'userId' | 'requestedAt'>, at: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKeys.profile(closure.userId),
        UpdateExpression: 'SET closedAt = if_not_exists(closedAt, :at)',
        ConditionExpression: 'closingSince = :since',
        ExpressionAttributeValues: { ':at': canonicalIso(at), ':since': canonicalIso(closure.requestedAt) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Every closure scheduled, soonest first, at most `max` (one bounded Query). */
export async function listClosures(max: number): Promise<ScheduledClosure[]> {
  const { Items } = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': closureKeys.partition }, Limit: max }));
  return (Items ?? []).map((item) => fromItem<ScheduledClosure>(item));
}

/** The closures due at `now`, soonest first, at most `max` (one bounded Query). */
export async function listDueClosures(now: string, max = 100): Promise<ScheduledClosure[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk <= :due',
      ExpressionAttributeValues: { ':pk': closureKeys.partition, ':due': closureKeys.dueBy(now) },
      ConsistentRead: true,
      Limit: max,
    }),
  );
  return (Items ?? []).map((item) => fromItem<ScheduledClosure>(item));
}

/** Keeps what deleting the person's LinkedIn posts did (the first outcome stands). */
export async function recordPostsOutcome(closure: Pick<ScheduledClosure, 'userId' | 'closesAt'>, posts: { deleted: number; left: number }): Promise<{ deleted: number; left: number }> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: closureKey(closure),
      UpdateExpression: 'SET posts = if_not_exists(posts, :posts)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':posts': posts },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return (result.Attributes?.posts as { deleted: number; left: number } | undefined) ?? posts;
}

/** Claims telling the person their account is closed: true for the one run that may. */
export function claimClosureTelling(closure: Pick<ScheduledClosure, 'userId' | 'closesAt'>, at: string): Promise<boolean> {
  return setOnce(closureKey(closure), 'toldAt', canonicalIso(at));
}
