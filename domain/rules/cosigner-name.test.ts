import { describe, expect, it } from 'vitest';
import { cosignerNameOf, COSIGNER_NAME_MAX_LENGTH, publicCosignerLabel } from './cosigner-name';

const signer = { linkedinSub: 'li-1', name: 'Nora  Named ', email: 'nora@acme.com', emailVerified: true };
const base = { validatorEmail: 'nora@acme.com' };

describe('how the public sees a co-signer', () => {
  it('by the name their LinkedIn sign-in gave, when they agreed to be named', () => {
    expect(cosignerNameOf({ nameInCredential: true, signer })).toBe('Nora Named');
    expect(publicCosignerLabel({ ...base, nameInCredential: true, signer })).toBe('Nora Named');
  });

  it('masked when they did not agree, whether or not they signed in', () => {
    for (const nameInCredential of [false, null, undefined]) {
      expect(cosignerNameOf({ nameInCredential, signer })).toBeNull();
      expect(publicCosignerLabel({ ...base, nameInCredential, signer })).toBe('n***@acme.com');
    }
  });

  it('masked when they agreed but only held the link: no name was proven, and none is made up', () => {
    for (const noSigner of [null, undefined]) expect(publicCosignerLabel({ ...base, nameInCredential: true, signer: noSigner })).toBe('n***@acme.com');
  });

  it('masked when LinkedIn gave no name; a very long one is bounded', () => {
    expect(cosignerNameOf({ nameInCredential: true, signer: { ...signer, name: null } })).toBeNull();
    expect(cosignerNameOf({ nameInCredential: true, signer: { ...signer, name: '  ' } })).toBeNull();
    expect(Array.from(cosignerNameOf({ nameInCredential: true, signer: { ...signer, name: 'é'.repeat(500) } }) ?? '')).toHaveLength(COSIGNER_NAME_MAX_LENGTH);
  });
});
