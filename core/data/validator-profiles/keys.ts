// The keys of validators, by e-mail.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { type Key, normalizeEmail } from '../plumbing/key-parts';

/** The item kinds of validator profiles (the `type` attribute). */
export const validatorProfileItemTypes = {
  validatorProfile: 'ValidatorProfile',
} as const;

export const validatorProfileKeys = {
  validatorProfile: (email: string): Key => ({ pk: `VALIDATOR#${normalizeEmail(email)}`, sk: 'VALIDATOR' }),
} as const;
