// Everything Provenly holds about a person, read for their archive (docs/data-rights.md, "Download
// your data"): their profile and identities, every proof with its invitations, co-signatures,
// audit trail and credentials, the co-signatures they gave (matched by every address they proved),
// with the events of those proofs that name them, the posts made for them on LinkedIn and their
// connection to it (never the token), the account's suspensions with their appeals, the reports
// they made, the mails sent to them and the invitations they did not answer (by the pseudonym of
// each mailbox they proved). Each read is
// a key lookup or a bounded, paged Query. Left out, and said so in the README: the integrity
// signals of co-signatures (fraud prevention) and the admins' own records (their ids, notes).
import type { AccountArchive, ArchivedCredential, ArchivedEvent, ArchivedProof, ArchivedSuspension, GivenCosignature } from '../../../domain/api/account-archive';
import { ACCOUNT_ARCHIVE_FORMAT } from '../../../domain/api/account-archive';
import type { Proof, ValidationEvent } from '../../../domain/entities';
import { isOneOf, mailboxKey } from '../../../domain/rules/mailbox';
import { clock } from '../../clock';
import { getCredential, getProofCredentials } from '../../data/credentials/credentials';
import { listReportsBy } from '../../data/content-reports/content-reports';
import { listShares } from '../../data/linkedin/linkedin-shares';
import { bundleLinksOf } from '../../bundles/bundles';
import { listMailsTo } from '../../data/mail-log/mail-log';
import { getLinkedinToken } from '../../data/linkedin/linkedin-tokens';
import { everyPage, queryAll } from '../../data/plumbing/items';
import { userPartition } from '../../data/plumbing/key-parts';
import { listDeletedProofsOf } from '../../data/proofs/proof-removal';
import { identitySetOf } from '../../data/profiles/identity-sets';
import { recentSessions } from '../../data/profiles/owner-sessions';
import { getProfile } from '../../data/profiles/profiles';
import { listProofsByOwner } from '../../data/proofs/proofs';
import { listValidationEvents } from '../../data/validation-events/validation-events';
import { listInvitationsTo, listValidationRequestsByProof } from '../../data/validation-requests/validation-requests';
import { getAppeal, listSuspensionsOf } from '../../data/suspensions/suspensions';
import { listValidationsByProof, listValidationsGivenBy } from '../../data/validations/validations';
import { notFound } from '../../errors';
import { withoutSecrets } from '../../identity/profile-service';
import { ownerValidationView } from '../../validation/owner-lists';
import { ownerRequestView } from '../../validation/views';

/** Proofs read at once: enough to keep DynamoDB busy, few enough to stay far from its limits. */
const PROOFS_AT_ONCE = 8;

async function inBatches<T, R>(items: readonly T[], size: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(each))));
  return results;
}

async function credentialsOf(proofId: string): Promise<ArchivedCredential[]> {
  const { credentialIds } = await getProofCredentials(proofId);
  const records = await Promise.all(credentialIds.map((id) => getCredential(id)));
  return records.flatMap((record) =>
    record ? [{ id: record.credentialId, issuedAt: record.issuedAt, revokedAt: record.revokedAt, document: record.document === null ? null : (JSON.parse(record.document) as unknown) }] : [],
  );
}

/** An event of the person's proof without the co-signer's own data (their browser, their LinkedIn id). */
function asOwnerSees({ validatorProfileId: _theirs, metadata, ...event }: ValidationEvent): ArchivedEvent {
  return { ...event, at: typeof metadata.timestamp === 'string' ? metadata.timestamp : null };
}

async function archivedProof(proof: Proof, now: Date): Promise<ArchivedProof> {
  const [requests, cosignatures, auditTrail, credentials] = await Promise.all([
    listValidationRequestsByProof(proof.id),
    listValidationsByProof(proof.id),
    listValidationEvents(proof.id, 10_000),
    credentialsOf(proof.id),
  ]);
  return { proof, requests: requests.map((request) => ownerRequestView(request, now)), cosignatures: cosignatures.map(ownerValidationView), auditTrail: auditTrail.map(asOwnerSees), credentials };
}

/** The addresses, one of each mailbox (every list by mailbox is read once). */
const oneEachMailbox = (addresses: readonly string[]): string[] => [...new Map(addresses.map((address) => [mailboxKey(address), address])).values()];

/** The co-signatures given from any of these addresses, with the events naming them. */
async function cosignaturesGivenFrom(addresses: readonly string[], mailboxes: readonly string[]): Promise<GivenCosignature[]> {
  const given = (await Promise.all(mailboxes.map((address) => everyPage((page) => listValidationsGivenBy(address, page))))).flat();
  const unique = [...new Map(given.map((validation) => [validation.id, validation])).values()];
  return inBatches(unique, PROOFS_AT_ONCE, async (validation) => {
    const events = await listValidationEvents(validation.recognitionId, 10_000);
    return { cosignature: ownerValidationView(validation), events: events.filter((event) => isOneOf(event.validatorEmail, addresses)) };
  });
}

/** The reports made, the mails received and the invitations not answered at any of these mailboxes. */
async function byMailbox(mailboxes: readonly string[]): Promise<Pick<AccountArchive, 'reportsMade' | 'mailsReceived' | 'invitationsUnanswered'>> {
  const [reports, mails, invitations] = await Promise.all([
    Promise.all(mailboxes.map((address) => everyPage((page) => listReportsBy(address, page)))),
    Promise.all(mailboxes.map((address) => everyPage((page) => listMailsTo(address, page)))),
    Promise.all(mailboxes.map((address) => listInvitationsTo(address, 10_000))),
  ]);
  return {
    reportsMade: reports.flat().map(({ page, reason, details, state, createdAt, decidedAt }) => ({ page, reason, details, state, createdAt, decidedAt })),
    mailsReceived: mails.flat().map(({ recipient, subject, sentAt, status }) => ({ to: recipient, subject, sentAt, status })),
    invitationsUnanswered: invitations
      .flat()
      .filter((request) => request.status === 'pending' || request.status === 'expired')
      .map((request) => ({ to: request.inviteeEmail, proofTitle: request.recognitionTitle, role: request.role, sentAt: request.createdAt, expiresAt: request.expiresAt })),
  };
}

/** The account's counters, from its partition (each kept a while: invitations and suggestions expire). */
async function countersOf(userId: string): Promise<AccountArchive['counters']> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userPartition(userId) }, ConsistentRead: true }, 10_000);
  const after = (sk: unknown, prefix: string) => (typeof sk === 'string' && sk.startsWith(prefix) ? sk.slice(prefix.length) : null);
  const counters: { invitationsByDay: { day: string; invitations: number }[]; suggestionsByHour: { hour: string; suggestions: number }[]; milestones: { step: string; reachedAt: string }[] } = { invitationsByDay: [], suggestionsByHour: [], milestones: [] };
  for (const item of items) {
    const day = after(item.sk, 'INVITES#');
    const hour = after(item.sk, 'SUGGESTIONS#');
    const step = after(item.sk, 'MILESTONE#');
    if (day) counters.invitationsByDay.push({ day, invitations: Number(item.n ?? 0) });
    else if (hour) counters.suggestionsByHour.push({ hour, suggestions: Number(item.n ?? 0) });
    else if (step) counters.milestones.push({ step, reachedAt: String(item.reachedAt ?? '') });
  }
  return counters;
}

/** The account's suspensions as the person was told them, with their appeals; the admins' ids left out. */
async function suspensionsOf(userId: string): Promise<ArchivedSuspension[]> {
  const records = await listSuspensionsOf(userId);
  return Promise.all(
    records.map(async ({ suspendedAt, reason, restoredAt, restoreReason, appealId }) => {
      const appeal = appealId ? await getAppeal(appealId) : null;
      return {
        suspendedAt,
        reason,
        restoredAt,
        restoreReason,
        appeal: appeal ? { text: appeal.text, state: appeal.state, createdAt: appeal.createdAt, decidedAt: appeal.decidedAt, decisionNote: appeal.decisionNote } : null,
      };
    }),
  );
}

export async function gatherAccountArchive(userId: string): Promise<AccountArchive> {
  const now = clock.now();
  const [profile, identities, sessions, proofs, linkedinPosts, suspensions, linkedinToken, deletedProofs, counters, bundles] = await Promise.all([
    getProfile(userId),
    identitySetOf(userId),
    recentSessions(userId),
    everyPage((page) => listProofsByOwner(userId, page)),
    everyPage((page) => listShares(userId, page)),
    suspensionsOf(userId),
    getLinkedinToken(userId),
    everyPage((page) => listDeletedProofsOf(userId, page)),
    countersOf(userId),
    bundleLinksOf(userId),
  ]);
  if (!profile) throw notFound();
  const addresses = [...identities.addresses, ...(profile.email ? [profile.email] : [])];
  const mailboxes = oneEachMailbox(addresses);
  const [archivedProofs, cosignaturesGiven, { reportsMade, mailsReceived, invitationsUnanswered }] = await Promise.all([
    inBatches(proofs, PROOFS_AT_ONCE, (proof) => archivedProof(proof, now)),
    cosignaturesGivenFrom(addresses, mailboxes),
    byMailbox(mailboxes),
  ]);
  return {
    format: ACCOUNT_ARCHIVE_FORMAT,
    generatedAt: now.toISOString(),
    profile: withoutSecrets(profile),
    identities: { linkedinMembers: identities.linkedinMembers, addresses: identities.addresses },
    sessions,
    proofs: archivedProofs,
    cosignaturesGiven,
    linkedinPosts: linkedinPosts.map(({ recognitionId, proofNumber, shareUrn, webUrl, sharedAt }) => ({ recognitionId, proofNumber, shareUrn, webUrl, sharedAt })),
    suspensions,
    linkedinConnection: linkedinToken ? { personId: linkedinToken.personId, scope: linkedinToken.scope, expiresAt: linkedinToken.expiresAt } : null,
    bundleLinks: bundles,
    deletedProofs,
    reportsMade,
    mailsReceived,
    invitationsUnanswered,
    counters,
  };
}
