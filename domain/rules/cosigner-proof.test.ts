import { describe, expect, it } from 'vitest';
import { trustWords } from '../messages/trust';
import { cosignerProofOf } from './cosigner-proof';

const signer = { linkedinSub: 'li-1', name: 'Sam', email: 'sam@gmail.com', emailVerified: true };

describe('cosignerProofOf', () => {
  it('a LinkedIn sign-in at a free-mail address proves the sign-in, no company domain', () => {
    expect(cosignerProofOf({ signer, domainVerificationMethod: 'unknown', validatorEmail: 'sam@gmail.com' })).toEqual({ signedIn: true, companyDomain: null });
  });
  it('a link to a company mailbox proves that domain (lower-cased), never the address', () => {
    expect(cosignerProofOf({ signer: null, domainVerificationMethod: 'email_domain', validatorEmail: 'Jane.Doe@ACME.com' })).toEqual({ signedIn: false, companyDomain: 'acme.com' });
  });
  it('a LinkedIn sign-in whose verified address is at the company domain proves both', () => {
    expect(cosignerProofOf({ signer, domainVerificationMethod: 'linkedin', validatorEmail: 'max@acme.com' })).toEqual({ signedIn: true, companyDomain: 'acme.com' });
  });
  it('the link alone proves neither', () => {
    expect(cosignerProofOf({ signer: undefined, domainVerificationMethod: 'unknown', validatorEmail: 'pat@acme.com' })).toEqual({ signedIn: false, companyDomain: null });
  });
});

describe('what a co-signer proved, in words', () => {
  it('says the sign-in, the company domain, both, or link only', () => {
    expect(trustWords.proven({ signedIn: true, companyDomain: null })).toBe('Signed in with LinkedIn');
    expect(trustWords.proven({ signedIn: false, companyDomain: 'acme.com' })).toBe('Controls an @acme.com address');
    expect(trustWords.proven({ signedIn: true, companyDomain: 'acme.com' })).toBe('Signed in with LinkedIn · Controls an @acme.com address');
    expect(trustWords.proven({ signedIn: false, companyDomain: null })).toBe('Link only');
  });
  it('has one line of meaning for each Trust Level', () => {
    for (const line of Object.values(trustWords.meaning)) expect(line).toMatch(/^[A-Z].{20,140}\.$/);
  });
});
