import { describe, expect, it } from 'vitest';
import { headerText } from './mailer';

describe('mail headers', () => {
  it('keep user text on one line, so a title can never add a header', () => {
    expect(headerText('Ava asks you to validate "Modest\r\nBcc: victim@example.com"')).toBe('Ava asks you to validate "Modest Bcc: victim@example.com"');
    expect(headerText('a\u0000b\u2028c\u202Ed')).toBe('a b c d');
    expect(headerText('Reminder: Ada asks you to validate "Checkout rewrite" on Provenly')).toBe('Reminder: Ada asks you to validate "Checkout rewrite" on Provenly');
  });
});
