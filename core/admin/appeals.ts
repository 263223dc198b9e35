// The admins' queue of appeals against suspensions (docs/suspension.md): open appeals oldest
// first, decided ones by outcome. An admin decides an open appeal once: restore the account (the
// restore decides the appeal in its own transaction, core/admin/suspension.ts) or uphold the
// suspension (the appeal's decision and its admin-log entry in one transaction). Either way the
// person is e-mailed the decision with the admin's note.
import type { AppealState } from '../../domain/api/account';
import type { AppealDecisionBody, SuspensionAppeal } from '../../domain/api/admin/appeals';
import { appealQueue } from '../../domain/messages/suspension';
import { clock } from '../clock';
import { config } from '../config';
import type { Page, PageOptions } from '../data/plumbing/items';
import { getProfile } from '../data/profiles/profiles';
import { appealDecisionUpdate, getAppeal, listAppeals, stillSuspendedCheck } from '../data/suspensions/suspensions';
import { TransactionCancelled } from '../data/plumbing/transact';
import { conflict, notFound } from '../errors';
import { appealUpheldMail } from '../mail/suspension-mails';
import { recordAdminAction } from '../data/admin-log/admin-log';
import { restoreUser, tellPerson } from './suspension';

/** What the admin log calls upholding a suspension on appeal (a restore is `restore-user` naming the appeal). */
export const UPHOLD_ACTION = 'uphold-suspension';

export function listSuspensionAppeals(state: AppealState, options: PageOptions): Promise<Page<SuspensionAppeal>> {
  return listAppeals(state, options);
}

export async function decideAppeal(appealId: string, body: AppealDecisionBody, adminUserId: string): Promise<SuspensionAppeal> {
  const appeal = await getAppeal(appealId);
  if (!appeal) throw notFound(appealQueue.notFound);
  if (appeal.state !== 'open') throw conflict(appealQueue.alreadyDecided);
  if (body.outcome === 'restore') {
    const restored = await restoreUser(appeal.userId, adminUserId, body.note, { appealId });
    return { ...appeal, state: 'restored', decidedBy: adminUserId, decidedAt: restored.restoredAt, decisionNote: body.note };
  }
  const decidedAt = clock.nowIso();
  try {
    await recordAdminAction(
      { action: UPHOLD_ACTION, actor: adminUserId, target: `user:${appeal.userId}`, reason: body.note, at: decidedAt, details: { appealId, suspendedAt: appeal.suspendedAt } },
      {
        appeal: appealDecisionUpdate(appealId, { state: 'upheld', decidedBy: adminUserId, decidedAt, note: body.note }),
        profile: stillSuspendedCheck(appeal.userId, appeal.suspendedAt),
      },
    );
  } catch (error) {
    // Decided meanwhile, or the account was restored (which decides its open appeal).
    if (error instanceof TransactionCancelled && error.firstFailed('appeal', 'profile')) throw conflict(appealQueue.alreadyDecided);
    throw error;
  }
  const profile = await getProfile(appeal.userId);
  if (profile?.email) {
    const mail = appealUpheldMail({
      to: profile.email,
      name: profile.displayName,
      origin: config().publicOrigin,
      appealedAt: appeal.createdAt,
      decidedAt,
      note: body.note,
      suspendedAt: appeal.suspendedAt,
      suspensionReason: appeal.suspensionReason,
    });
    await tellPerson(appeal.userId, mail);
  }
  return { ...appeal, state: 'upheld', decidedBy: adminUserId, decidedAt, decisionNote: body.note };
}
