import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../domain/product';
import { proofHiddenMail, reportOutcomeMail } from './moderation-mails';

describe('moderation mails', () => {
  it('tells the owner why their proof was hidden, with user text escaped', () => {
    const mail = proofHiddenMail({ to: 'owner@example.com', ownerName: 'Ada <b>', proofTitle: 'Checkout "v2"', reason: 'Line one\n<script>x</script>', dashboardUrl: 'https://provenly.example/dashboard' });
    expect(mail.subject).toContain('Checkout "v2"');
    expect(mail.text).toContain('Line one\n<script>x</script>');
    expect(mail.html).toContain('Line one<br>&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ada &lt;b&gt;');
  });

  it('says how to appeal to an address that is read, never to reply to a no-reply sender, and replies reach it too', () => {
    const mail = proofHiddenMail({ to: 'owner@example.com', ownerName: 'Ada', proofTitle: 'Checkout', reason: 'Not your work.', dashboardUrl: 'https://provenly.example/dashboard' });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(SUPPORT_EMAIL);
      expect(body).toContain('tell you the outcome');
      expect(body).not.toMatch(/reply to this e-mail\b(?! reaches)/i);
    }
    expect(mail.html).toContain(`href="mailto:${SUPPORT_EMAIL}`);
    expect(mail.replyTo).toBe(SUPPORT_EMAIL);
  });

  it('tells a reporter the outcome of their report', () => {
    const hidden = reportOutcomeMail({ to: 'r@example.com', pageUrl: 'https://provenly.example/proof/PJ-7KQ2MX', outcome: 'actioned', reportedAt: '2026-03-01T10:00:00.000Z' });
    expect(hidden.text).toContain('has hidden the proof');
    expect(hidden.text).toContain('March 1, 2026');
    const kept = reportOutcomeMail({ to: 'r@example.com', pageUrl: 'https://provenly.example/proof/PJ-7KQ2MX', outcome: 'dismissed', reportedAt: '2026-03-01T10:00:00.000Z' });
    expect(kept.text).toContain('may stay as it is');
  });
});
