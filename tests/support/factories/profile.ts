// A complete stored profile, as the product starts one (core/identity/new-profile.ts), with a
// random id and username; a test overrides only the fields it is about.
import type { Profile } from '../../../domain/entities';
import { newProfile } from '../../../core/identity/new-profile';
import { uid } from './uid';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const id = overrides.id ?? uid();
  return {
    ...newProfile({ id, username: `user-${id.slice(0, 8)}`, displayName: 'Ada Lovelace', avatarUrl: null, headline: 'Engineer', email: null }),
    ...overrides,
  };
}
