import { describe, expect, it } from 'vitest';
import { validationRequestMail } from './validation-mails';

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
