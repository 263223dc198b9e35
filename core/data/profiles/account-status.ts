// Whether an account is suspended, asked by the handler chain before every signed-in call
// (lambdas/shared/middleware/authorize.ts). The answer is a consistent GetItem of the profile's
// suspendedAt, which a function instance then trusts for SUSPENSION_CHECK_MAX_AGE_MS: read on
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

interface Reading {
  readonly at: number;
  /** Shared by the calls that arrive while the read is under way. */
  readonly suspended: Promise<boolean>;
}

const readings = new Map<string, Reading>();
onConfigReload(() => readings.clear());

export function isSuspended(userId: string, options: { readonly fresh?: boolean } = {}): Promise<boolean> {
  const now = clock.now().getTime();
  const known = readings.get(userId);
  // A reading from the future (the system clock stepped back) is not trusted either.
  const age = known ? now - known.at : Number.NaN;
  if (known && !options.fresh && age >= 0 && age < SUSPENSION_CHECK_MAX_AGE_MS) return known.suspended;
  const suspended = readSuspension(userId);
  readings.delete(userId); // set again below, so the map's order stays the readings' age
  readings.set(userId, { at: now, suspended });
  if (readings.size > MAX_REMEMBERED) readings.delete(readings.keys().next().value as string);
  // A failed read is not remembered: the next call reads again.
  suspended.catch(() => {
    if (readings.get(userId)?.suspended === suspended) readings.delete(userId);
  });
  return suspended;
}

/**
 * A reading made elsewhere with a consistent read (the person's own status, core/account/standing.ts):
 * the calls after it trust it like one of their own, so a restore seen there is seen by them too.
 */
export function rememberSuspension(userId: string, suspended: boolean): void {
  readings.delete(userId);
  readings.set(userId, { at: clock.now().getTime(), suspended: Promise.resolve(suspended) });
  if (readings.size > MAX_REMEMBERED) readings.delete(readings.keys().next().value as string);
}

async function readSuspension(userId: string): Promise<boolean> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ProjectionExpression: 'suspendedAt', ConsistentRead: true }),
  );
  return typeof result.Item?.suspendedAt === 'string';
}
