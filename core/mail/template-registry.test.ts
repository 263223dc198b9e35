// Each mail template is declared once beside its mail; the registry must know every one, and the
// templates that put a private link into their mail must say so (so the mail log never keeps it).
import { describe, expect, it } from 'vitest';
import * as archive from './archive-mails';
import * as closure from './closure-mails';
import * as cosign from './cosign-mails';
import * as deletion from './deletion-mails';
import * as yourDataMails from './your-data-mails';
import * as linkedin from './linkedin-mails';
import * as moderation from './moderation-mails';
import * as suspension from './suspension-mails';
import { MAIL_TEMPLATES, privateLinkOf } from './template-registry';
import * as validation from './validation-mails';

const declared = [archive, closure, cosign, deletion, linkedin, moderation, suspension, validation, yourDataMails].flatMap((module) =>
  Object.values(module).filter((value): value is { name: string; privateLink: string | null } => typeof value === 'object' && value !== null && 'privateLink' in value),
);

const when = '2026-01-04T10:00:00.000Z';
const mailsWithLinks = [
  validation.validationRequestMail({ to: 'v@acme.com', ownerName: 'Ada', proofTitle: 'T', proofRole: 'R', orgName: null, validatorRole: 'peer', link: 'http://x/validate/tok', requiresLinkedinAuth: false, expiresAt: when }),
  validation.validationReminderMail({ to: 'v@acme.com', ownerName: 'Ada', proofTitle: 'T', proofRole: 'R', orgName: null, validatorRole: 'peer', link: 'http://x/validate/tok', requiresLinkedinAuth: false, expiresAt: when }),
  cosign.cosignedMail({ to: 'v@acme.com', ownerName: 'Ada', proofTitle: 'T', approvedAt: when, withdrawLink: 'http://x/withdraw/tok' }),
  cosign.linkUsedMail({ to: 'v@acme.com', ownerName: 'Ada', proofTitle: 'T', signerName: 'Bo', signerEmail: 'bo@x.com', decision: 'approved', decidedAt: when, withdrawLink: 'http://x/withdraw/tok' }),
  yourDataMails.yourDataLinkMail({ to: 'v@acme.com', link: 'http://x/your-data/tok' }),
];
const mailsWithout = [
  validation.newLinkRequestedMail({ to: 'o@x.com', validatorEmail: 'v@acme.com', proofTitle: 'T', dashboardUrl: 'http://x/dashboard' }),
  linkedin.linkedinExpiryReminderMail({ to: 'o@x.com', name: 'Ada', expiresAt: when, reconnectLink: 'http://x/dashboard' }),
  moderation.proofHiddenMail({ to: 'o@x.com', ownerName: 'Ada', proofTitle: 'T', reason: 'R', dashboardUrl: 'http://x/dashboard' }),
  moderation.proofShownAgainMail({ to: 'o@x.com', ownerName: 'Ada', proofTitle: 'T', dashboardUrl: 'http://x/dashboard' }),
  deletion.proofDeletedMail({ to: 'v@acme.com', ownerName: 'Ada', proofTitle: 'T' }),
  archive.archiveReadyMail({ to: 'o@x.com', name: 'Ada', settingsUrl: 'http://x/dashboard/settings', until: 'December 5, 2026' }),
  closure.accountClosingMail({ to: 'o@x.com', name: 'Ada', erasedOn: 'December 12, 2026', signInUrl: 'http://x/auth', deletesLinkedinPosts: true }),
  closure.accountClosedMail({ to: 'o@x.com', name: 'Ada', postsDeleted: 2, postsLeft: 1 }),
  moderation.reportOutcomeMail({ to: 'r@x.com', pageUrl: 'http://x/proof/PJ-ABCDEF', outcome: 'dismissed', reportedAt: when }),
  suspension.accountSuspendedMail({ to: 'o@x.com', name: 'Ada', origin: 'http://x', suspendedAt: when, reason: 'R' }),
  suspension.accountRestoredMail({ to: 'o@x.com', name: 'Ada', origin: 'http://x', restoredAt: when, reason: 'R', afterAppeal: true }),
  suspension.appealUpheldMail({ to: 'o@x.com', name: 'Ada', origin: 'http://x', appealedAt: when, decidedAt: when, note: 'N', suspendedAt: when, suspensionReason: null }),
];

describe('the mail templates', () => {
  it('are all in the registry, each name once', () => {
    expect(new Set(MAIL_TEMPLATES)).toEqual(new Set(declared));
    expect(new Set(MAIL_TEMPLATES.map((template) => template.name)).size).toBe(MAIL_TEMPLATES.length);
  });

  it('declare the private link their mail carries', () => {
    expect(mailsWithLinks.map((mail) => [mail.template.name, mail.template.privateLink])).toEqual([
      ['validation-request', 'validation'],
      ['validation-reminder', 'validation'],
      ['cosigned', 'withdrawal'],
      ['link-used', 'withdrawal'],
      ['your-data-link', 'data'],
    ]);
    for (const mail of mailsWithout) {
      expect(mail.template.privateLink, mail.template.name).toBeNull();
      expect(mail.text + mail.html, mail.template.name).not.toMatch(/\/(validate|withdraw|your-data)\/[A-Za-z0-9_-]/);
    }
    expect([...mailsWithLinks, ...mailsWithout].map((mail) => mail.template)).toEqual(expect.arrayContaining([...MAIL_TEMPLATES]));
  });

  it('are looked up by the name the log recorded; an unknown name is treated as carrying a link', () => {
    expect(privateLinkOf('validation-request')).toBe('validation');
    expect(privateLinkOf('cosigned')).toBe('withdrawal');
    expect(privateLinkOf('proof-hidden')).toBeNull();
    expect(privateLinkOf('unnamed')).toBeNull();
    expect(privateLinkOf('some-future-mail')).toBe('validation');
  });
});
