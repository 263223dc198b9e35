// How a co-signer is shown wherever the public can see them (proof page, project page, the card on
// the proof page, the portable credential): by name only when they agreed to be named when they
// approved (`nameInCredential`, the consent the validation portal asks for) AND signed in with
// LinkedIn to decide, the name being the one that LinkedIn sign-in gave. Nobody else's name is
// ever used: not a name the owner typed, not a LinkedIn identity the co-signer did not sign in
// with. Everyone else is shown by their masked address (j***@acme.com), as before.
import type { Validation } from '../entities';
import { maskEmail } from './mask-email';

/** Longest name shown; LinkedIn names are far shorter, so this only bounds a malformed one. */
export const COSIGNER_NAME_MAX_LENGTH = 120;

/** The name a co-signer is shown by, or null when they are to stay masked. */
export function cosignerNameOf(validation: Pick<Validation, 'nameInCredential' | 'signer'>): string | null {
  if (validation.nameInCredential !== true || !validation.signer) return null;
  const name = (validation.signer.name ?? '').replace(/\s+/g, ' ').trim();
  return name === '' ? null : Array.from(name).slice(0, COSIGNER_NAME_MAX_LENGTH).join('');
}

/** What the public reads for a co-signer: their name (cosignerNameOf), else their masked address. */
export function publicCosignerLabel(validation: Pick<Validation, 'nameInCredential' | 'signer' | 'validatorEmail'>): string {
  return cosignerNameOf(validation) ?? maskEmail(validation.validatorEmail);
}
