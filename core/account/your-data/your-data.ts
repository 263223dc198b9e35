// The co-signers' own page (docs/data-rights.md): anyone Provenly mailed asks for a private link to
// their address (the answer is the same whether or not anything is held, so nobody learns whose
// address Provenly knows); the link, mailed there and working an hour, shows what is held about
// that address (the co-signatures and answers it gave, the invitations it did not answer, its
// validator profile, the mails sent to it, the reports made from it) and removes it:
// every co-signature it gave is withdrawn as a withdrawal does (the proof re-evaluated, its
// credential following), the validator profile deleted, and the address's key shredded, so what
// stays for others' proofs can no longer be read. A removal uses the link up.
import type { HeldCosignature, YourDataAnswer, YourDataRemoval } from '../../../domain/api/your-data';
import { yourData as m } from '../../../domain/messages/your-data';
import { mailboxKey } from '../../../domain/rules/mailbox';
import { clock } from '../../clock';
import { config } from '../../config';
import { shredPersonKey } from '../../data/personal-data/person-keys';
import { mailboxSubject } from '../../data/personal-data/subjects';
import { listReportsBy } from '../../data/content-reports/content-reports';
import { listMailsTo } from '../../data/mail-log/mail-log';
import { sealingMigrationsDone } from '../../data/migrations/sealing-done';
import { everyPage } from '../../data/plumbing/items';
import { removeValidatorProfiles } from '../../data/profiles/account-removal';
import { getValidatorProfile } from '../../data/validator-profiles/validator-profiles';
import { listInvitationsTo } from '../../data/validation-requests/validation-requests';
import { listValidationsGivenBy } from '../../data/validations/validations';
import { getLiveYourDataLink, putYourDataLink, takeLinkAllowance, useYourDataLink } from '../../data/your-data/your-data-links';
import { notFound, unavailable } from '../../errors';
import { createLogger } from '../../log';
import { sendMailOrLog } from '../../mail/mailer';
import { yourDataLinkMail } from '../../mail/your-data-mails';
import { hashToken, issueToken } from '../../validation/tokens';
import { withdrawEverythingGiven } from '../../validation/withdraw-given';

const log = createLogger({ component: 'your-data' });

/** Mails and reports shown at most: the page lists, the archive of an account holds all. */
const HELD_AT_MOST = 500;

/** The page a link opens. */
export const yourDataLink = (token: string): string => `${config().publicOrigin}/your-data/${token}`;

async function givenBy(address: string) {
  return everyPage((page) => listValidationsGivenBy(address, page));
}

/**
 * Mails a private link to the address if Provenly holds anything about it, at most
 * YOUR_DATA_LINKS_PER_HOUR an hour; the caller answers the same in every case. Every address is
 * counted first, so the limit says nothing about whether an address is known.
 */
export async function requestYourDataLink(address: string): Promise<void> {
  const now = clock.now();
  if (!(await takeLinkAllowance(address, now))) return;
  const [given, profile, mails, reports, invitations] = await Promise.all([
    listValidationsGivenBy(address, { limit: 1 }),
    getValidatorProfile(address),
    listMailsTo(address, { limit: 1 }),
    listReportsBy(address, { limit: 1 }),
    listInvitationsTo(address, 1),
  ]);
  if (given.items.length === 0 && !profile && mails.items.length === 0 && reports.items.length === 0 && invitations.length === 0) return;
  const { token, tokenHash } = issueToken();
  await putYourDataLink(tokenHash, address, now);
  await sendMailOrLog(yourDataLinkMail({ to: address, link: yourDataLink(token) }), log, 'your-data link');
}

async function liveLink(token: string) {
  const link = await getLiveYourDataLink(hashToken(token), clock.now());
  if (!link) throw notFound(m.invalidLink);
  return link;
}

const held = (validation: Awaited<ReturnType<typeof givenBy>>[number]): HeldCosignature => ({
  // An erased owner's title reads empty: the fallback says what it was.
  proofTitle: validation.attestedTitle || validation.recognitionTitle || 'A proof',
  role: validation.role,
  status: validation.status,
  decidedAt: validation.createdAt,
  comment: validation.comment,
  withdrawnAt: validation.withdrawnAt ?? null,
});

export async function openYourData(token: string): Promise<YourDataAnswer> {
  const link = await liveLink(token);
  const [given, profile, mails, reports, invitations] = await Promise.all([
    givenBy(link.address),
    getValidatorProfile(link.address),
    everyPage((page) => listMailsTo(link.address, page), HELD_AT_MOST),
    everyPage((page) => listReportsBy(link.address, page), HELD_AT_MOST),
    listInvitationsTo(link.address, HELD_AT_MOST),
  ]);
  return {
    address: link.address,
    linkExpiresAt: link.expiresAt,
    cosignatures: given.map(held),
    validatorProfile: profile ? { displayName: profile.displayName ?? null, avatarUrl: profile.avatarUrl ?? null } : null,
    mails: mails.map(({ subject, sentAt }) => ({ subject, sentAt })),
    reports: reports.map(({ page, reason, createdAt }) => ({ page, reason, createdAt })),
    invitations: invitations
      .filter((request) => request.status === 'pending' || request.status === 'expired')
      .map((request) => ({ proofTitle: request.recognitionTitle, role: request.role, sentAt: request.createdAt })),
  };
}

/**
 * Withdraws every co-signature the address gave and deletes its validator profile, then uses the
 * link up: a removal a failure stopped can be asked again with the same link (what is withdrawn
 * stays withdrawn), and two at once withdraw each co-signature once.
 */
export async function removeYourData(token: string): Promise<YourDataRemoval> {
  const link = await liveLink(token);
  if (!(await sealingMigrationsDone())) throw unavailable(m.removeFailed);
  const given = (await givenBy(link.address)).filter((validation) => mailboxKey(validation.validatorEmail) === mailboxKey(link.address));
  const withdrawn = await withdrawEverythingGiven(given, m.withdrawnReason);
  await removeValidatorProfiles([link.address]);
  await useYourDataLink(hashToken(token), clock.now());
  // Last, once nothing more is read: what stays for others' proofs (the withdrawn co-signatures,
  // their invitations and trail, the mails) can no longer be read by anyone.
  await shredPersonKey(mailboxSubject(link.address));
  return { withdrawn };
}
