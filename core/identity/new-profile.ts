import type { Profile } from '../../domain/entities';
import { generateProvenlyId } from '../../domain/rules/provenly-id';
import { clock } from '../clock';
import { secureRandomBytes } from '../random';

export type NewProfileFields = Pick<Profile, 'id' | 'username' | 'displayName' | 'avatarUrl' | 'headline' | 'email'> & Partial<Pick<Profile, 'bio'>>;

/** A profile as it starts: free plan, a fresh Provenly ID, no LinkedIn connection yet. */
export function newProfile(fields: NewProfileFields): Profile {
  return {
    bio: null,
    ...fields,
    handle: null,
    companyDomain: null,
    portfolioUrl: null,
    productId: generateProvenlyId(secureRandomBytes),
    plan: 'free',
    createdAt: clock.nowIso(),
    linkedinConnected: false,
    linkedinProfileId: null,
    linkedinScopes: [],
    linkedinAccessTokenEncrypted: null,
  };
}
