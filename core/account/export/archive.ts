// The archive's files (docs/data-rights.md, "Download your data"): machine-readable JSON (the
// shapes of domain/api/account-archive.ts), each proof's card and each credential as issued, signed
// JSON and baked PNG, a README that says what is where and what is not there, and an HTML index to
// read it all in a browser. Zipped in memory (fflate): PNGs stored as they are, text compressed.
import { zipSync, strToU8, type Zippable } from 'fflate';
import type { AccountArchive, ArchivedProof } from '../../../domain/api/account-archive';
import { escapeHtml } from '../../../domain/html';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../domain/product';

/** The images the archive carries, made by the caller (the card renderer is heavy to load). */
export interface ArchiveImages {
  /** A proof's card, by proof id. */
  readonly cards: ReadonlyMap<string, Uint8Array>;
  /** A credential's baked badge (the card with the signed credential inside), by credential id. */
  readonly badges: ReadonlyMap<string, Uint8Array>;
}

/** The folder of a proof inside the archive: its number once it has one, else its id. */
export const proofFolder = (archived: ArchivedProof): string => `proofs/${archived.proof.proofNumber ?? `draft-${archived.proof.id}`}`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function readme(archive: AccountArchive): string {
  return [
    `Your ${PRODUCT_NAME} data`,
    `Made ${archive.generatedAt} for ${archive.profile.displayName} (@${archive.profile.username}). Format ${archive.format}.`,
    '',
    'Open index.html in a browser to read it. The same data, for programs:',
    '',
    '  account.json              your profile, the LinkedIn members and addresses you signed in or',
    '                            connected with, where you were signed in lately (network and device',
    '                            kept only as keyed hashes), your LinkedIn connection for posting',
    '                            (never its token), the account\'s suspensions with your appeals, the',
    '                            links you made to several proofs, what',
    '                            is kept of proofs you deleted (their numbers and when), and the',
    '                            account\'s counters (invitations a day, suggestions an hour, steps)',
    '  reports-and-mails.json    the reports of public pages you made, and the mails we sent to any',
    '                            address you proved (the log keeps 90 days; never a private link)',
    '  invitations-received.json the invitations to co-sign that reached an address you proved and',
    '                            that you did not answer',
    '  proofs/<number>/proof.json one folder per proof (a draft: proofs/draft-<id>): the proof, the',
    '                            invitations sent for it, the co-signatures it received, its',
    '                            hash-chained audit trail, and its credentials',
    '  proofs/<number>/card.png  the proof card',
    '  proofs/<number>/credential-<id>.json  a portable credential as issued (Open Badges 3.0,',
    '                            signed); check it at /verify-credential or in any verifier',
    '  proofs/<number>/credential-<id>.png   the same credential baked into its badge image',
    '  cosignatures-given.json   the co-signatures you gave on others\' proofs, from any address you',
    '                            proved, with the events of those proofs that name you',
    '  linkedin-posts.json       the posts made for you on LinkedIn',
    '',
    'The audit trails show what happened, when, and from which invited address; the co-signers\' own',
    'data (their browser, their LinkedIn id) is theirs and left out.',
    '',
    `Not in the archive yet (write to ${SUPPORT_EMAIL} for any of it): the integrity signals recorded`,
    'about co-signatures (kept for fraud prevention); the admins\' own records of moderation (who,',
    'their notes).',
    '',
  ].join('\n');
}

const list = (items: readonly string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '<p>None.</p>');

function proofSection(archived: ArchivedProof, images: ArchiveImages): string {
  const { proof } = archived;
  const folder = proofFolder(archived);
  const status = [proof.status, proof.verified ? 'verified' : 'not verified', proof.proofNumber ? `proof ${proof.proofNumber}` : null].filter(Boolean).join(', ');
  const cosignatures = archived.cosignatures.map(
    (c) => `${escapeHtml(c.validatorEmail)} (${escapeHtml(c.role)}): ${escapeHtml(c.status)}${c.withdrawnAt ? ', withdrawn' : ''} on ${escapeHtml(c.createdAt)}${c.comment ? `: “${escapeHtml(c.comment)}”` : ''}`,
  );
  const credentials = archived.credentials.map((credential) => {
    const state = credential.revokedAt ? `revoked ${escapeHtml(credential.revokedAt)}` : 'active';
    const files = credential.document === null ? 'document removed' : `<a href="${folder}/credential-${credential.id}.json">JSON</a>${images.badges.has(credential.id) ? `, <a href="${folder}/credential-${credential.id}.png">badge</a>` : ''}`;
    return `issued ${escapeHtml(credential.issuedAt)}, ${state}: ${files}`;
  });
  return `<section>
<h3>${escapeHtml(proof.title)}</h3>
<p>${escapeHtml(status)}. <a href="${folder}/proof.json">proof.json</a></p>
${images.cards.has(proof.id) ? `<img src="${folder}/card.png" alt="The proof card of ${escapeHtml(proof.title)}" width="600">` : ''}
<h4>Co-signatures received</h4>${list(cosignatures)}
<h4>Credentials</h4>${list(credentials)}
</section>`;
}

function indexHtml(archive: AccountArchive, images: ArchiveImages): string {
  const given = archive.cosignaturesGiven.map(
    ({ cosignature: c }) => `${escapeHtml(c.recognitionTitle ?? c.attestedTitle ?? c.recognitionId)}: ${escapeHtml(c.status)} as ${escapeHtml(c.role)} from ${escapeHtml(c.validatorEmail)} on ${escapeHtml(c.createdAt)}`,
  );
  const posts = archive.linkedinPosts.map((post) => `<a href="${escapeHtml(post.webUrl)}">${escapeHtml(post.proofNumber ?? post.recognitionId)}</a>, ${escapeHtml(post.sharedAt)}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your ${PRODUCT_NAME} data</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#0f172a}section{border-top:1px solid #e2e8f0;padding:1rem 0}img{max-width:100%;height:auto}</style></head>
<body><main>
<h1>Your ${PRODUCT_NAME} data</h1>
<p>Made ${escapeHtml(archive.generatedAt)} for ${escapeHtml(archive.profile.displayName)} (@${escapeHtml(archive.profile.username)}). <a href="account.json">account.json</a></p>
<h2>Proofs (${archive.proofs.length})</h2>
${archive.proofs.map((proof) => proofSection(proof, images)).join('\n') || '<p>None.</p>'}
<h2>Co-signatures you gave (${archive.cosignaturesGiven.length})</h2>${list(given)}
<h2>Posts on LinkedIn (${archive.linkedinPosts.length})</h2>${list(posts)}
<h2>Reports you made (${archive.reportsMade.length})</h2>${list(archive.reportsMade.map((report) => `${escapeHtml(report.page)}: ${escapeHtml(report.reason)}, ${escapeHtml(report.state)}, ${escapeHtml(report.createdAt)}`))}
<h2>Mails we sent you (${archive.mailsReceived.length})</h2>${list(archive.mailsReceived.map((mail) => `${escapeHtml(mail.sentAt)} to ${escapeHtml(mail.to)}: ${escapeHtml(mail.subject)} (${escapeHtml(mail.status)})`))}
<h2>Invitations you did not answer (${archive.invitationsUnanswered.length})</h2>${list(archive.invitationsUnanswered.map((invitation) => `${escapeHtml(invitation.proofTitle)}, as ${escapeHtml(invitation.role)}, sent ${escapeHtml(invitation.sentAt)} to ${escapeHtml(invitation.to)}`))}
<h2>Links to several proofs (${archive.bundleLinks.length})</h2>${list(archive.bundleLinks.map((link) => `${escapeHtml(link.url)}: ${link.proofIds.length} proofs, made ${escapeHtml(link.createdAt)}${link.revokedAt ? `, revoked ${escapeHtml(link.revokedAt)}` : ''}`))}
<h2>Proofs you deleted (${archive.deletedProofs.length})</h2>${list(archive.deletedProofs.map((deleted) => `${escapeHtml(deleted.proofNumber ?? deleted.id)}, deleted ${escapeHtml(deleted.deletedAt)}`))}
</main></body></html>
`;
}

/** The archive's files by path, then zipped. */
export function archiveFiles(archive: AccountArchive, images: ArchiveImages): Zippable {
  const { proofs, cosignaturesGiven, linkedinPosts, reportsMade, mailsReceived, invitationsUnanswered, ...account } = archive;
  const files: Zippable = {
    'README.txt': strToU8(readme(archive)),
    'index.html': strToU8(indexHtml(archive, images)),
    'account.json': json(account),
    'cosignatures-given.json': json(cosignaturesGiven),
    'linkedin-posts.json': json(linkedinPosts),
    'reports-and-mails.json': json({ reportsMade, mailsReceived }),
    'invitations-received.json': json(invitationsUnanswered),
  };
  for (const archived of proofs) {
    const folder = proofFolder(archived);
    files[`${folder}/proof.json`] = json(archived);
    const card = images.cards.get(archived.proof.id);
    if (card) files[`${folder}/card.png`] = [card, { level: 0 }];
    for (const credential of archived.credentials) {
      if (credential.document === null) continue;
      files[`${folder}/credential-${credential.id}.json`] = json(credential.document);
      const badge = images.badges.get(credential.id);
      if (badge) files[`${folder}/credential-${credential.id}.png`] = [badge, { level: 0 }];
    }
  }
  return files;
}

export function zipArchive(archive: AccountArchive, images: ArchiveImages): Uint8Array {
  const root = `${PRODUCT_NAME.toLowerCase()}-${archive.profile.username}-${archive.generatedAt.slice(0, 10)}`;
  const files = archiveFiles(archive, images);
  return zipSync({ [root]: files }, { level: 6 });
}
