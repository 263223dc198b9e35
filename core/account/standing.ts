// The suspended person's side of a suspension (docs/suspension.md): their statement (when, the
// reason given, their appeal) and their one appeal. These are the only calls a suspended account
// may make besides signing out; each is a few key lookups.
import { randomUUID } from 'node:crypto';
import type { AccountStatus, OwnAppeal } from '../../domain/api/account';
import type { SuspensionAppeal } from '../../domain/api/admin/appeals';
import { appealRefusals } from '../../domain/messages/suspension';
import { clock } from '../clock';
import { rememberStanding, standingOf } from '../data/profiles/account-status';
import { getProfile } from '../data/profiles/profiles';
import { appealPut, getAppeal, getSuspension, stillSuspendedCheck, suspensionAppealClaim } from '../data/suspensions/suspensions';
import { TransactionCancelled, transactWrite } from '../data/plumbing/transact';
import { conflict } from '../errors';

const ownAppeal = (appeal: SuspensionAppeal): OwnAppeal => ({
  id: appeal.id,
  text: appeal.text,
  state: appeal.state,
  createdAt: appeal.createdAt,
  decidedAt: appeal.decidedAt,
  decisionNote: appeal.decisionNote,
});

/** Whether the account is suspended, why, and its appeal: read afresh (consistent reads). */
export async function accountStatus(userId: string): Promise<AccountStatus> {
  const profile = await getProfile(userId);
  const suspendedAt = profile?.suspendedAt ?? null;
  // A fresh reading: the handler chain's checks of this account may trust it (core/data/profiles/account-status.ts).
  rememberStanding(userId, standingOf(profile ?? undefined));
  if (!profile || !suspendedAt) return { suspension: null };
  const record = await getSuspension(userId, suspendedAt);
  const appeal = record?.appealId ? await getAppeal(record.appealId) : null;
  return { suspension: { suspendedAt, username: profile.username, reason: record?.reason ?? null, appeal: appeal ? ownAppeal(appeal) : null } };
}

/**
 * Sends the account's one appeal of its suspension to the admins' queue. A second one, or one from
 * an account that is not suspended, is refused (409) and writes nothing.
 */
export async function appealSuspension(userId: string, text: string): Promise<AccountStatus> {
  const profile = await getProfile(userId);
  const suspendedAt = profile?.suspendedAt;
  if (!profile || !suspendedAt) throw conflict(appealRefusals.notSuspended);
  const record = await getSuspension(userId, suspendedAt);
  if (record?.appealId) throw conflict(appealRefusals.alreadyAppealed);
  const appeal: SuspensionAppeal = {
    id: randomUUID(),
    userId,
    displayName: profile.displayName,
    username: profile.username,
    suspendedAt,
    suspensionReason: record?.reason ?? null,
    text,
    state: 'open',
    createdAt: clock.nowIso(),
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
  };
  try {
    await transactWrite({
      profile: stillSuspendedCheck(userId, suspendedAt),
      suspension: suspensionAppealClaim(userId, suspendedAt, appeal.id),
      appeal: appealPut(appeal),
    });
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed('profile')) throw conflict(appealRefusals.notSuspended);
    if (error instanceof TransactionCancelled && error.failed('suspension')) throw conflict(appealRefusals.alreadyAppealed);
    throw error;
  }
  return { suspension: { suspendedAt, username: profile.username, reason: appeal.suspensionReason, appeal: ownAppeal(appeal) } };
}
