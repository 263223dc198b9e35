import { describe, expect, it } from 'vitest';
import { validationReminderMail, validationRenewalMail, validationRequestMail } from './validation-mails';

const facts = {
  to: 'val@acme.com',
  ownerName: 'Ada <script>alert(1)</script>',
  proofTitle: 'Launch "Rocket" & <b>more</b>',
  proofRole: 'Lead',
  orgName: 'Acme',
  validatorRole: 'manager' as const,
  link: 'http://localhost:3000/validate/abc',
  requiresLinkedinAuth: true,
  expiresAt: '2026-01-04T10:00:00.000Z',
};

describe('the validation request mail', () => {
  it('says who asks, for what, and links to the private page', () => {
    const mail = validationRequestMail(facts);
    expect(mail.subject).toContain('asks you to validate');
    expect(mail.text).toContain('Launch "Rocket" & <b>more</b> (Lead at Acme)');
    expect(mail.text).toContain('http://localhost:3000/validate/abc');
    expect(mail.text).toContain('sign in with LinkedIn');
    expect(mail.html).toContain('href="http://localhost:3000/validate/abc"');
  });

  it('escapes user text in the HTML', () => {
    const { html } = validationRequestMail(facts);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>more</b>');
    expect(html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Launch &quot;Rocket&quot; &amp; &lt;b&gt;more&lt;/b&gt;');
  });
});

describe('the reminder and the renewal', () => {
  it('a reminder says it is one, of the same request, and that the earlier link works until the expiry', () => {
    const mail = validationReminderMail(facts);
    expect(mail.subject).toMatch(/^Reminder: /);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('This is a reminder of the same request.');
      expect(body).toContain('The link in the earlier e-mail still works until January 4, 2026 at 10:00 AM UTC; use either one, once.');
    }
    expect(mail.template.name).toBe('validation-reminder');
  });

  it('a renewal says the earlier link expired; an invitation says nothing of other links', () => {
    const renewal = validationRenewalMail(facts);
    expect(renewal.text).toContain('Your earlier link for this request expired and no longer works: use this new one.');
    expect(renewal.subject).not.toMatch(/^Reminder: /);
    const invitation = validationRequestMail(facts);
    expect(invitation.text).not.toContain('earlier');
  });
});
