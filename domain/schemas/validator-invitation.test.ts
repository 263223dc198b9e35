import { describe, expect, it } from 'vitest';
import { validatorInvitationSchema } from './validator-invitation';

const issues = (input: unknown) =>
  validatorInvitationSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('validatorInvitationSchema', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(validatorInvitationSchema.parse({ email: '  Jane.Doe@Acme.COM ', role: 'manager' })).toEqual({
      email: 'jane.doe@acme.com',
      role: 'manager',
    });
  });
  it.each([
    [{ email: '', role: 'peer' }, 'email: Email is required'],
    [{ email: '   ', role: 'peer' }, 'email: Email is required'],
    [{ role: 'peer' }, 'email: Email is required'],
    [{ email: 'jane', role: 'peer' }, 'email: Enter a valid email address'],
    [{ email: 'jane@acme', role: 'peer' }, 'email: Enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@a.io`, role: 'peer' }, 'email: Enter a valid email address'],
    [{ email: 'jane@acme.com' }, 'role: Choose Manager or Peer'],
    [{ email: 'jane@acme.com', role: 'boss' }, 'role: Choose Manager or Peer'],
  ])('%j -> %s', (input, expected) => {
    expect(issues(input)).toEqual([expected]);
  });
});
