// What a co-signer proved, as the public pages say it beside each co-signature: a LinkedIn sign-in
// (an identity that is none of the owner's), control of an address at the organisation's company
// domain, or only holding the private link. The domain alone is told, never the address.
import type { Validation } from '../entities';

export interface CosignerProof {
  /** They signed in to decide: with LinkedIn, the only sign-in there is, as an identity none of the owner's. */
  readonly signedIn: boolean;
  /** The company domain of the address they proved they control ('acme.com'); null when none. */
  readonly companyDomain: string | null;
}

export function cosignerProofOf(validation: Pick<Validation, 'signer' | 'domainVerificationMethod' | 'validatorEmail'>): CosignerProof {
  const at = validation.validatorEmail.trim().lastIndexOf('@');
  const domain = at > 0 ? validation.validatorEmail.trim().slice(at + 1).toLowerCase() : '';
  return {
    signedIn: Boolean(validation.signer),
    companyDomain: validation.domainVerificationMethod !== 'unknown' && domain !== '' ? domain : null,
  };
}
