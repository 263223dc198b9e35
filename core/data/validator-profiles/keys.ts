// The keys of validators, by the pseudonym of their mailbox (core/data/personal-data/pseudonyms.ts).
// docs/data-model.md lists the layout and the access pattern each key serves.
import type { Key } from '../plumbing/key-parts';

/** The item kinds of validator profiles (the `type` attribute). */
export const validatorProfileItemTypes = {
  validatorProfile: 'ValidatorProfile',
} as const;

export const validatorProfileKeys = {
  validatorProfile: (mailboxPseudonym: string): Key => ({ pk: `VALIDATOR#${mailboxPseudonym}`, sk: 'VALIDATOR' }),
} as const;
