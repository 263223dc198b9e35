import { describe, expect, it } from 'vitest';
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

  it('tells a reporter the outcome of their report', () => {
    const hidden = reportOutcomeMail({ to: 'r@example.com', pageUrl: 'https://provenly.example/proof/PJ-7KQ2MX', outcome: 'actioned', reportedAt: '2026-03-01T10:00:00.000Z' });
    expect(hidden.text).toContain('has hidden the proof');
    expect(hidden.text).toContain('March 1, 2026');
    const kept = reportOutcomeMail({ to: 'r@example.com', pageUrl: 'https://provenly.example/proof/PJ-7KQ2MX', outcome: 'dismissed', reportedAt: '2026-03-01T10:00:00.000Z' });
    expect(kept.text).toContain('may stay as it is');
  });
});
