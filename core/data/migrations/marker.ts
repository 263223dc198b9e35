// The marker of one data migration (`MIGRATIONS` / `MIGRATION#{id}`): the version it completed,
// or the cursor it stopped at and who is running it now. Every write is conditional, so two
// runners (a deploy and an operator's run, say) never work on the same migration at once: the
// first one takes a lease; the other sees it and leaves the migration alone. A lease that is not
// renewed runs out, so a runner that died is taken over from its last saved cursor.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { migrationItemTypes, migrationKeys } from './keys';
import { isConditionFailed } from '../plumbing/transact';

/** How long a runner holds a migration without saving progress before another may take it over. */
export const MIGRATION_LEASE_MS = 2 * 60 * 1000;

export interface MigrationMarker {
  readonly id: string;
  /** The version of the migration this marker is about. */
  readonly version: number;
  readonly state: 'running' | 'done';
  /** Where the next step starts (null: from the beginning). */
  readonly cursor: string | null;
  /** Items handled so far at this version. */
  readonly processed: number;
  readonly leaseOwner: string | null;
  readonly leaseExpiresAt: string | null;
  readonly startedAt: string;
  readonly completedAt: string | null;
  /** Bumped by every write: a claim is conditional on the revision it read. */
  readonly revision: number;
}

/** Another runner holds the migration, or took it over since this one saved. */
export class MigrationBusyError extends Error {
  constructor(readonly migrationId: string) {
    super(`Migration ${migrationId} is being run elsewhere`);
    this.name = 'MigrationBusyError';
  }
}

export async function readMarker(migrationId: string): Promise<MigrationMarker | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: migrationKeys.migration(migrationId), ConsistentRead: true }));
  if (!Item) return null;
  return {
    id: migrationId,
    version: Number(Item.version),
    state: Item.state === 'done' ? 'done' : 'running',
    cursor: typeof Item.cursor === 'string' ? Item.cursor : null,
    processed: Number(Item.processed ?? 0),
    leaseOwner: typeof Item.leaseOwner === 'string' ? Item.leaseOwner : null,
    leaseExpiresAt: typeof Item.leaseExpiresAt === 'string' ? Item.leaseExpiresAt : null,
    startedAt: String(Item.startedAt),
    completedAt: typeof Item.completedAt === 'string' ? Item.completedAt : null,
    revision: Number(Item.revision ?? 0),
  };
}

/** Whether the marker says this version (or a later one) is complete. */
export const isDone = (marker: MigrationMarker | null, version: number): boolean => marker !== null && marker.state === 'done' && marker.version >= version;

// Leases and run times are wall-clock time, not the product's business clock (which tests move).
const nowIso = () => new Date().toISOString();
const leaseUntil = () => new Date(Date.now() + MIGRATION_LEASE_MS).toISOString();

/**
 * Takes the lease on a migration for `owner`, keeping the saved cursor of the same version (or
 * starting over for a new one). Throws MigrationBusyError while another runner's lease is live, or
 * when another runner claimed it between the read and this write.
 */
export async function claimMarker(migrationId: string, version: number, owner: string, read: MigrationMarker | null): Promise<MigrationMarker> {
  const now = nowIso();
  if (read?.leaseOwner && read.leaseOwner !== owner && read.leaseExpiresAt && read.leaseExpiresAt > now) throw new MigrationBusyError(migrationId);
  const resume = read !== null && read.version === version && read.state === 'running';
  const marker: MigrationMarker = {
    id: migrationId,
    version,
    state: 'running',
    cursor: resume ? read.cursor : null,
    processed: resume ? read.processed : 0,
    leaseOwner: owner,
    leaseExpiresAt: leaseUntil(),
    startedAt: resume ? read.startedAt : now,
    completedAt: null,
    revision: (read?.revision ?? 0) + 1,
  };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...migrationKeys.migration(migrationId), type: migrationItemTypes.migration, ...withoutId(marker) },
        ...(read
          ? { ConditionExpression: '#revision = :read', ExpressionAttributeNames: { '#revision': 'revision' }, ExpressionAttributeValues: { ':read': read.revision } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new MigrationBusyError(migrationId);
    throw error;
  }
  return marker;
}

/**
 * Saves where the migration got to and renews the lease, or, with `done`, marks this version
 * complete and lets the lease go. Throws MigrationBusyError when the lease was lost meanwhile.
 */
export async function saveMarker(marker: MigrationMarker, progress: { readonly cursor: string | null; readonly processed: number; readonly done: boolean }): Promise<MigrationMarker> {
  const next: MigrationMarker = {
    ...marker,
    state: progress.done ? 'done' : 'running',
    cursor: progress.done ? null : progress.cursor,
    processed: progress.processed,
    leaseOwner: progress.done ? null : marker.leaseOwner,
    leaseExpiresAt: progress.done ? null : leaseUntil(),
    completedAt: progress.done ? nowIso() : null,
    revision: marker.revision + 1,
  };
  return writeOwned(marker, next);
}

/** Lets the lease go without finishing (out of time), so the next run continues at once. */
export function releaseMarker(marker: MigrationMarker): Promise<MigrationMarker> {
  return writeOwned(marker, { ...marker, leaseOwner: null, leaseExpiresAt: null, revision: marker.revision + 1 });
}

async function writeOwned(marker: MigrationMarker, next: MigrationMarker): Promise<MigrationMarker> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...migrationKeys.migration(marker.id), type: migrationItemTypes.migration, ...withoutId(next) },
        ConditionExpression: '#owner = :owner AND #revision = :revision',
        ExpressionAttributeNames: { '#owner': 'leaseOwner', '#revision': 'revision' },
        ExpressionAttributeValues: { ':owner': marker.leaseOwner, ':revision': marker.revision },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new MigrationBusyError(marker.id);
    throw error;
  }
  return next;
}

function withoutId(marker: MigrationMarker) {
  const { id, ...rest } = marker;
  return { migrationId: id, ...rest };
}
