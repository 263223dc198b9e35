import { describe, expect, it } from 'vitest';
import { readAdminEmails } from '../config';
import { isConfiguredAdmin } from './roles';

describe('ADMIN_EMAILS', () => {
  it('reads a comma-separated list, trimmed, lower-cased, without blanks or duplicates', () => {
    expect(readAdminEmails(' Ada@Example.com,, bob@example.org ,ada@example.com, not-an-address')).toEqual(['ada@example.com', 'bob@example.org']);
    expect(readAdminEmails(undefined)).toEqual([]);
  });

  it('grants only a verified e-mail on the list, whatever its case', () => {
    const list = ['ada@example.com'];
    expect(isConfiguredAdmin({ email: 'ADA@example.com', emailVerified: true }, list)).toBe(true);
    expect(isConfiguredAdmin({ email: 'ada@example.com', emailVerified: false }, list)).toBe(false);
    expect(isConfiguredAdmin({ email: 'eve@example.com', emailVerified: true }, list)).toBe(false);
    expect(isConfiguredAdmin({ email: null, emailVerified: true }, list)).toBe(false);
    expect(isConfiguredAdmin({ email: 'ada@example.com', emailVerified: true }, [])).toBe(false);
  });
});
