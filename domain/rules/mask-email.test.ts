import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it.each([
    ['jane.doe@acme.com', 'j***@acme.com'],
    ['J@Acme.COM', 'J***@acme.com'],
    ['  ava@mail.acme.co.uk ', 'a***@mail.acme.co.uk'],
    ['émile@exemple.fr', 'é***@exemple.fr'],
    ['"odd@local"@acme.com', '"***@acme.com'],
  ])('%s -> %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each(['', 'no-at-sign', '@acme.com', 'jane@', '   '])('masks a malformed value %j entirely', (value) => {
    expect(maskEmail(value)).toBe('***');
  });

  it('never reveals more than the first character of the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const local = email.slice(0, email.lastIndexOf('@'));
        expect(masked.startsWith(`${Array.from(local)[0]}***@`)).toBe(true);
        // Exactly the first character and the mask: nothing else of the local part (the domain may
        // happen to hold the same letters, so the whole answer is not searched for them).
        expect(masked.slice(0, masked.lastIndexOf('@'))).toBe(`${Array.from(local)[0]}***`);
        expect(masked.endsWith(`@${email.slice(email.lastIndexOf('@') + 1).toLowerCase()}`)).toBe(true);
      }),
    );
  });
});
