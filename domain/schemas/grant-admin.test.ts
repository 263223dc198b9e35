import { describe, expect, it } from 'vitest';
import { grantAdminSchema } from './grant-admin';

const issues = (input: unknown) => grantAdminSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('grantAdminSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(grantAdminSchema.parse({ email: ' Admin@Acme.com ' })).toEqual({ email: 'admin@acme.com' });
  });
  it('refuses an empty or invalid e-mail', () => {
    expect(issues({ email: '' })).toEqual(['email: Email is required']);
    expect(issues({ email: '  ' })).toEqual(['email: Email is required']);
    expect(issues({})).toEqual(['email: Email is required']);
    expect(issues({ email: 'admin' })).toEqual(['email: Enter a valid email address']);
  });
});
