// The erasure of a closed account, when its grace period has passed (docs/data-rights.md, "Closing
// the account"). The sweep (ErasureSweeper) runs it for every closure due; each step may run twice,
// and the closure stays scheduled until the last one, so an erasure a crash or a failure stopped is
// taken up again by the next run. In order:
// 1. the erasure is marked begun (closedAt): signing in no longer cancels it;
// 2. every proof the person owns is deleted as its owner would delete it (credentials revoked,
//    co-signers told, everything removed);
// 3. every co-signature they gave, from any address they proved, is withdrawn, and the proofs it
//    stood on are re-evaluated as a withdrawal does;
// 4. the posts made for them on LinkedIn are deleted there if they chose so, with their own token;
// 5. their suspension records get their expiry, their admin role and validator profiles go, their
//    partition goes (LinkedIn token and share records, sessions, archive, counters), then the
//    user pool's user;
// 6. they are told, once; then one transaction removes the profile, holds the username, retires
//    the Provenly ID and writes the admin log's entry, and takes the closure off the schedule.
import type { Profile } from '../../../domain/entities';
import { accountClosure as m } from '../../../domain/messages/data-rights';
import { isOneOf } from '../../../domain/rules/mailbox';
import { accountDisabler } from '../../admin/account-disabler';
import { clock } from '../../clock';
import { DATA_REQUEST_ACTIONS } from '../../data/admin-log/data-request-actions';
import { recordAdminAction } from '../../data/admin-log/admin-log';
import { getArchive, dropQueuedArchive } from '../../data/archives/archives';
import { claimClosureTelling, closureDoneDelete, listDueClosures, markClosureBegun, recordPostsOutcome, type ScheduledClosure } from '../../data/closures/closures';
import { listPendingErasures } from '../../data/erasures/erasures';
import { listShares } from '../../data/linkedin/linkedin-shares';
import { everyPage } from '../../data/plumbing/items';
import { deleteBundlesOf } from '../../bundles/bundles';
import { TransactionCancelled } from '../../data/plumbing/transact';
import { expireSuspensionRecords, profileRemovalItems, removeAccountPartition, removeNameWords, removeValidatorProfiles } from '../../data/profiles/account-removal';
import { removeErasedAccountRole } from '../../data/roles/user-roles';
import { IN_GOOD_STANDING, rememberStanding, standingOf } from '../../data/profiles/account-status';
import { identitySetOf, type IdentitySet } from '../../data/profiles/identity-sets';
import { getProfile } from '../../data/profiles/profiles';
import { listProofsByOwner } from '../../data/proofs/proofs';
import { listValidationsGivenBy } from '../../data/validations/validations';
import type { JobOutcome } from '../../jobs/catalogue';
import { workThrough } from '../../jobs/work-through';
import { getLinkedinToken } from '../../data/linkedin/linkedin-tokens';
import { tokenCipher } from '../../linkedin/token-cipher';
import { shredPersonKeys } from '../../data/personal-data/person-keys';
import { linkedinSubject, mailboxSubject, userSubject } from '../../data/personal-data/subjects';
import { sealingMigrationsDone } from '../../data/migrations/sealing-done';
import { deletePost, LinkedinError } from '../../linkedin/linkedin-client';
import { isDomainError } from '../../errors';
import { createLogger } from '../../log';
import { accountClosedMail } from '../../mail/closure-mails';
import { sendMailOrLog } from '../../mail/mailer';
import { acceptProofDeletion, finishProofDeletion } from '../../proofs/proof-deletion';
import { withdrawEverythingGiven } from '../../validation/withdraw-given';

const log = createLogger({ component: 'account-erasure' });

/** What the erasure did on LinkedIn, for the person's last mail. */
interface PostsOutcome {
  readonly deleted: number;
  /** Posts LinkedIn would not delete with the person's connection (expired, revoked): they are told. */
  readonly left: number;
}

/** Deletes every proof the person owns, drafts included, as its owner would; finishes those already deleted. */
async function deleteOwnedProofs(userId: string): Promise<number> {
  const proofs = await everyPage((page) => listProofsByOwner(userId, page));
  for (const proof of proofs) {
    const erasure = await acceptProofDeletion(userId, proof.id).catch((error: unknown) => {
      // Deleted already (by the person, or an earlier run): its queue entry is finished below.
      if (isDomainError(error) && error.kind === 'not_found') return null;
      throw error;
    });
    if (erasure) await finishProofDeletion(erasure);
  }
  for (const queued of await listPendingErasures()) if (queued.ownerUserId === userId) await finishProofDeletion(queued);
  return proofs.length;
}

/** Every address the person proved (signing in, connecting LinkedIn), each once. */
function addressesOf(profile: Profile, identities: IdentitySet): string[] {
  return [...new Set([...identities.addresses, ...(profile.email ? [profile.email] : [])].map((address) => address.trim().toLowerCase()))];
}

/** Withdraws every co-signature the person gave from an address they proved (any spelling of its mailbox). */
async function withdrawGivenCosignatures(addresses: readonly string[]): Promise<number> {
  const given = (await Promise.all(addresses.map((address) => everyPage((page) => listValidationsGivenBy(address, page))))).flat();
  const theirs = [...new Map(given.map((entry) => [entry.id, entry])).values()].filter((validation) => isOneOf(validation.validatorEmail, addresses));
  return withdrawEverythingGiven(theirs, m.withdrawnOnClosure);
}

/**
 * Deletes the posts made for the person on LinkedIn, with their own connection. A post LinkedIn
 * refuses to delete for this connection (expired, revoked, no longer theirs) is counted as left;
 * LinkedIn not answering stops the erasure, which the next run takes up again.
 */
async function deleteLinkedinPosts(userId: string): Promise<PostsOutcome> {
  const shares = (await everyPage((page) => listShares(userId, page))).filter((share) => share.shareUrn);
  if (shares.length === 0) return { deleted: 0, left: 0 };
  const stored = await getLinkedinToken(userId);
  if (!stored) return { deleted: 0, left: shares.length };
  // A token that does not decrypt now (KMS throttled, unreachable) stops the run, which tries again:
  // the person asked for their posts to go.
  const accessToken = await tokenCipher().decrypt(stored.accessToken, userId);
  let deleted = 0;
  for (const share of shares) {
    try {
      await deletePost(accessToken, share.shareUrn);
      deleted += 1;
    } catch (error) {
      if (error instanceof LinkedinError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429) continue;
      throw error;
    }
  }
  return { deleted, left: shares.length - deleted };
}

/** Erases one closed account; false when its closure was cancelled meanwhile (nothing is done). */
export async function eraseClosedAccount(closure: ScheduledClosure): Promise<boolean> {
  const { userId } = closure;
  const beganAt = clock.nowIso();
  if (!(await markClosureBegun(closure, beganAt))) return false;
  const profile = await getProfile(userId);
  if (!profile) return false;
  rememberStanding(userId, standingOf(profile));

  // Every identity the person holds: their keys go last, the account's after the others (the
  // identity set is sealed under it, so a run a failure stopped there still finds the others).
  const identities = await identitySetOf(userId);
  const addresses = addressesOf(profile, identities);
  const subjects = [...addresses.map(mailboxSubject), ...identities.linkedinMembers.map(linkedinSubject), userSubject(userId)];
  await deleteOwnedProofs(userId);
  await deleteBundlesOf(userId);
  await withdrawGivenCosignatures(addresses);
  const posts = closure.posts ?? (await recordPostsOutcome(closure, closure.deleteLinkedinPosts ? await deleteLinkedinPosts(userId) : { deleted: 0, left: 0 }));
  const archive = await getArchive(userId);
  if (archive?.state === 'building') await dropQueuedArchive(archive.requestedAt, userId);
  await expireSuspensionRecords(userId, closure.closesAt);
  await removeErasedAccountRole(userId);
  await removeValidatorProfiles(addresses);
  await removeAccountPartition(userId);
  await accountDisabler().remove(userId);

  if (profile.email && (await claimClosureTelling(closure, clock.nowIso()))) {
    await sendMailOrLog(accountClosedMail({ to: profile.email, name: profile.displayName, postsDeleted: posts.deleted, postsLeft: posts.left }), log, 'account closed mail', { userId });
  }
  await removeNameWords(profile);
  // Last, once nothing more is read or mailed: what stays (their part in others' proofs' trails,
  // the mail log, the admin feed) can no longer be read, in the table or in any backup of it.
  await shredPersonKeys(subjects);
  const closedAt = profile.closedAt ?? beganAt;
  try {
    await recordAdminAction(
      { action: DATA_REQUEST_ACTIONS.accountClosed, actor: userId, target: `user:${userId}`, at: clock.nowIso(), details: { closingSince: closure.requestedAt, productId: profile.productId } },
      { ...profileRemovalItems(profile, closedAt), closure: closureDoneDelete(closure) },
    );
  } catch (error) {
    // Another run finished it first.
    if (error instanceof TransactionCancelled && error.failed('profile')) return true;
    throw error;
  }
  // Gone: a sign-in from now on starts a new account.
  rememberStanding(userId, IN_GOOD_STANDING);
  return true;
}

/**
 * The sweep's part for closures: erases the accounts whose grace period has passed, soonest first.
 * One that fails stays scheduled for the next run.
 */
export async function eraseDueAccounts(): Promise<JobOutcome> {
  const due = await listDueClosures(clock.nowIso());
  if (due.length > 0 && !(await sealingMigrationsDone())) {
    return { items: 0, errors: ['The data migrations that seal personal data are not complete yet: erasures wait for them'], details: { due: due.length, erased: 0 } };
  }
  const { done: erased, errors } = await workThrough(due, eraseClosedAccount, (closure, error) => {
    log.error('account erasure stopped', { userId: closure.userId, error });
    return `Erasing account ${closure.userId} stopped; the next run takes it up again`;
  });
  return { items: erased, errors, details: { due: due.length, erased } };
}
