// The suspension check every signed-in call makes: read from the table, then trusted for
// SUSPENSION_CHECK_MAX_AGE_MS, so a suspension reaches every call within that bound and calls in
// between cost no read of their own.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../core/clock';
import { accountStanding, SUSPENSION_CHECK_MAX_AGE_MS } from '../../../core/data/profiles/account-status';
import { db, tableName } from '../../../core/data/plumbing/client';
import { profileKeys as keys } from '../../../core/data/profiles/keys';
import { createProfile } from '../../../core/data/profiles/profiles';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeProfile } from '../../support/factories/profile';

let table: TestTable;
let reads = 0;
beforeAll(async () => {
  // Only the clock moves time here (Date alone is faked: the SDK's timers stay real).
  vi.useFakeTimers({ toFake: ['Date'] });
  table = await startTestTable('account-status');
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'GetItemCommand') reads += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countReads' },
  );
});
afterAll(async () => {
  vi.useRealTimers();
  await table?.stop();
});

const setSuspended = (userId: string, suspended: boolean) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ...(suspended ? { UpdateExpression: 'SET suspendedAt = :at', ExpressionAttributeValues: { ':at': clock.nowIso() } } : { UpdateExpression: 'REMOVE suspendedAt' }),
    }),
  );

/** Whether the standing read (or remembered) says the account is suspended. */
const isSuspended = async (userId: string, options?: { fresh?: boolean }) => (await accountStanding(userId, options)).suspended;

describe('the account standing check', () => {
  it('reads the account once, then answers from that reading until it is too old', async () => {
    const profile = makeProfile();
    await createProfile(profile);
    reads = 0;
    expect(await isSuspended(profile.id)).toBe(false);
    expect(await Promise.all([isSuspended(profile.id), isSuspended(profile.id)])).toEqual([false, false]);
    expect(reads).toBe(1);

    await setSuspended(profile.id, true);
    clock.advance(SUSPENSION_CHECK_MAX_AGE_MS - 1);
    expect(await isSuspended(profile.id)).toBe(false); // still within the bound
    clock.advance(1);
    expect(await isSuspended(profile.id)).toBe(true);
    expect(reads).toBe(2);

    await setSuspended(profile.id, false);
    clock.advance(SUSPENSION_CHECK_MAX_AGE_MS);
    expect(await isSuspended(profile.id)).toBe(false);
  });

  it('reads afresh when asked to, whatever it read last', async () => {
    const profile = makeProfile();
    await createProfile(profile);
    expect(await isSuspended(profile.id)).toBe(false);
    await setSuspended(profile.id, true);
    reads = 0;
    expect(await isSuspended(profile.id, { fresh: true })).toBe(true);
    expect(await isSuspended(profile.id)).toBe(true); // the fresh reading is the one kept
    expect(reads).toBe(1);
  });

  it('does not trust a reading from the future, as after the system clock stepped back', async () => {
    const profile = makeProfile();
    await createProfile(profile);
    expect(await isSuspended(profile.id)).toBe(false);
    await setSuspended(profile.id, true);
    vi.setSystemTime(Date.now() - 60_000);
    expect(await isSuspended(profile.id)).toBe(true);
  });

  it('shares one read between calls that arrive while it is under way', async () => {
    const profile = makeProfile();
    await createProfile(profile);
    await setSuspended(profile.id, true);
    reads = 0;
    expect(await Promise.all(Array.from({ length: 20 }, () => isSuspended(profile.id)))).toEqual(Array(20).fill(true));
    expect(reads).toBe(1);
  });

  it('keeps each account apart', async () => {
    const [kept, suspended] = [makeProfile(), makeProfile()];
    await Promise.all([createProfile(kept), createProfile(suspended)]);
    await setSuspended(suspended.id, true);
    expect(await isSuspended(kept.id)).toBe(false);
    expect(await isSuspended(suspended.id)).toBe(true);
  });
});
