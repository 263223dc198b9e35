import { describe, expect, it } from 'vitest';
import { sendValidationEmailsSchema } from './send-validation-emails';

const issues = (input: unknown) =>
  sendValidationEmailsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const validator = (n: number) => ({ email: `v${n}@acme.com`, role: 'peer' });

describe('sendValidationEmailsSchema', () => {
  it('keeps only email and role of each validator (trust is the server’s to decide)', () => {
    expect(
      sendValidationEmailsSchema.parse({
        recognitionId: 'rec-1',
        validators: [{ email: 'Boss@Acme.com', role: 'manager', trustLevel: 1, domainMatch: 'exact' }],
      }),
    ).toEqual({ recognitionId: 'rec-1', validators: [{ email: 'boss@acme.com', role: 'manager' }] });
  });

  it('needs at least one validator: No Validators', () => {
    expect(issues({ recognitionId: 'rec-1', validators: [] })).toEqual(['validators: No Validators']);
    expect(issues({ recognitionId: 'rec-1' })).toEqual(['validators: No Validators']);
  });

  it('accepts 10 validators and refuses 11 with the daily-limit text', () => {
    const ten = Array.from({ length: 10 }, (_, i) => validator(i));
    expect(issues({ recognitionId: 'rec-1', validators: ten })).toEqual([]);
    expect(issues({ recognitionId: 'rec-1', validators: [...ten, validator(10)] })).toEqual([
      'validators: You can only send 10 invitations per day.',
    ]);
  });

  it('refuses the same e-mail twice, whatever its case', () => {
    expect(
      issues({ recognitionId: 'rec-1', validators: [validator(1), validator(2), { email: 'V1@acme.com', role: 'manager' }] }),
    ).toEqual(['validators.2.email: This validator has already been added.']);
  });

  it('reports bad validators at their index and a missing recognition id', () => {
    expect(issues({ recognitionId: '', validators: [validator(1), { email: 'x', role: 'peer' }] })).toEqual([
      'recognitionId: Too small: expected string to have >=1 characters',
      'validators.1.email: Enter a valid email address',
    ]);
  });
});
