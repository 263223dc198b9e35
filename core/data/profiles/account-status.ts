// An account's standing, asked by the handler chain before every signed-in call
// (lambdas/shared/middleware/authorize.ts): whether it is suspended, whether it is closing, and
// when its sessions were last ended. The answer is a consistent GetItem of those profile fields,
// which a function instance then trusts for SUSPENSION_CHECK_MAX_AGE_MS: read on
// every call, it was a second database read beside each handler's own (the list of one's proofs
// served half the throughput of its Query alone). So a suspension, or a restore, reaches every
// call within that bound (docs/admin.md), measured on the one clock server code reads. Admin
// routes ask with `fresh`: an admin's actions last, so a suspended admin gets no such window.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SUSPENSION_CHECK_MAX_AGE_MS } from '../../../domain/constants';
import { clock } from '../../clock';
import { onConfigReload } from '../../config';
import { db, tableName } from '../plumbing/client';
import { profileKeys } from './keys';

export { SUSPENSION_CHECK_MAX_AGE_MS };
/** Accounts remembered per instance; the oldest reading is forgotten first. */
const MAX_REMEMBERED = 10_000;

export interface AccountStanding {
  readonly suspended: boolean;
  /** Sessions signed in at or before this time are over (the person was signed out everywhere). */
  readonly sessionsEndedAt: string | null;
  /** When the person asked to close the account; null when it is not closing. */
  readonly closingSince: string | null;
  /** The closed account's erasure has begun: nothing cancels it. */
  readonly closed: boolean;
}

/** A missing profile (a person's first call) stands well. */
export const IN_GOOD_STANDING: AccountStanding = { suspended: false, sessionsEndedAt: null, closingSince: null, closed: false };

interface Reading {
  readonly at: number;
  /** Shared by the calls that arrive while the read is under way. */
  readonly standing: Promise<AccountStanding>;
}

const readings = new Map<string, Reading>();
onConfigReload(() => readings.clear());

export function accountStanding(userId: string, options: { readonly fresh?: boolean } = {}): Promise<AccountStanding> {
  const now = clock.now().getTime();
  const known = readings.get(userId);
  // A reading from the future (the system clock stepped back) is not trusted either.
  const age = known ? now - known.at : Number.NaN;
  if (known && !options.fresh && age >= 0 && age < SUSPENSION_CHECK_MAX_AGE_MS) return known.standing;
  const standing = readStanding(userId);
  remember(userId, now, standing);
  // A failed read is not remembered: the next call reads again.
  standing.catch(() => {
    if (readings.get(userId)?.standing === standing) readings.delete(userId);
  });
  return standing;
}

/**
 * A reading made elsewhere with a consistent read (the person's own status, core/account/standing.ts,
 * or a change just written): the calls after it trust it like one of their own, so a restore seen
 * there is seen by them too.
 */
export function rememberStanding(userId: string, standing: AccountStanding): void {
  remember(userId, clock.now().getTime(), Promise.resolve(standing));
}

function remember(userId: string, at: number, standing: Promise<AccountStanding>): void {
  readings.delete(userId); // set again, so the map's order stays the readings' age
  readings.set(userId, { at, standing });
  if (readings.size > MAX_REMEMBERED) readings.delete(readings.keys().next().value as string);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The standing a profile item (or the projection of it) says. */
export function standingOf(item: Record<string, unknown> | undefined): AccountStanding {
  if (!item) return IN_GOOD_STANDING;
  return {
    suspended: typeof item.suspendedAt === 'string',
    sessionsEndedAt: text(item.sessionsEndedAt),
    closingSince: text(item.closingSince),
    closed: typeof item.closedAt === 'string',
  };
}

async function readStanding(userId: string): Promise<AccountStanding> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ProjectionExpression: 'suspendedAt, sessionsEndedAt, closingSince, closedAt', ConsistentRead: true }),
  );
  return standingOf(result.Item);
}
