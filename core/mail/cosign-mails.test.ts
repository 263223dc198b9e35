import { describe, expect, it } from 'vitest';
import { cosignedMail, linkUsedMail } from './cosign-mails';

const HOSTILE = '<b>Eve</b> & "co"';

describe('the mails after a decision', () => {
  it('confirms a co-signature with the private withdrawal link, user text escaped', () => {
    const mail = cosignedMail({ to: 'ava@acme.com', ownerName: HOSTILE, proofTitle: 'Checkout <rewrite>', approvedAt: '2026-03-01T10:00:00.000Z', withdrawLink: 'https://provenly.example/withdraw/abc' });
    expect(mail.subject).toBe(`You co-signed "Checkout <rewrite>" for ${HOSTILE} on Provenly`);
    expect(mail.text).toContain('withdraw your co-signature at any time: https://provenly.example/withdraw/abc');
    expect(mail.html).toContain('Checkout &lt;rewrite&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('tells the invited address who used its link; a way to withdraw only for an approval', () => {
    const approved = linkUsedMail({
      to: 'boss@acme.com',
      ownerName: 'Olive',
      proofTitle: 'Modest claim',
      signerName: 'Eve Intruder',
      signerEmail: 'eve@evil.com',
      decision: 'approved',
      decidedAt: '2026-03-01T10:00:00.000Z',
      withdrawLink: 'https://provenly.example/withdraw/xyz',
    });
    expect(approved.subject).toBe('Your validation link for "Modest claim" was used by Eve Intruder (eve@evil.com)');
    expect(approved.text).toContain('who approved it');
    expect(approved.html).toContain('https://provenly.example/withdraw/xyz');
    const declined = linkUsedMail({ to: 'boss@acme.com', ownerName: 'Olive', proofTitle: 'Modest claim', signerName: null, signerEmail: null, decision: 'declined', decidedAt: '2026-03-01T10:00:00.000Z', withdrawLink: null });
    expect(declined.subject).toBe('Your validation link for "Modest claim" was used by another LinkedIn account');
    expect(declined.text).toContain('they can send you a new link');
    expect(declined.html).not.toContain('/withdraw/');
  });
});
