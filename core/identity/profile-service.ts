// The signed-in person's profile: created on first visit, repaired on later ones (spec section 4,
// sign-in flow); the LinkedIn member and address they signed in with join their identity set. Safe under concurrency: parallel first calls create exactly one profile.
import type { OwnProfile } from '../../domain/api/me';
import type { Profile, SessionUser } from '../../domain/entities';
import { baseUsername, displayNameFor, isPlaceholderDisplayName, usernameCandidate } from '../../domain/rules/profile-identity';
import { AlreadyExistsError } from '../data/plumbing/errors';
import { RETRY_POLICIES, withRetry } from '../data/plumbing/retry';
import { rememberIdentities } from '../data/profiles/identity-sets';
import { createProfile, getProfile, updateProfile, type ProfilePatch } from '../data/profiles/profiles';
import { newProfile } from './new-profile';

/** The profile without what only the server may see. */
export function withoutSecrets(profile: Profile): OwnProfile {
  const { linkedinAccessTokenEncrypted: _secret, ...rest } = profile;
  return rest;
}

export async function ensureProfile(user: SessionUser): Promise<Profile> {
  const [existing] = await Promise.all([getProfile(user.id), rememberIdentities(user.id, { linkedinMembers: [user.linkedinMemberId], addresses: [user.email] })]);
  return existing ? repairProfile(existing, user) : createFirstProfile(user);
}

async function createFirstProfile(user: SessionUser): Promise<Profile> {
  const base = baseUsername(user);
  let usernameAttempt = 1;
  // One loop for the whole use case: a taken username draws the next candidate, a taken product
  // id a new id, contention simply tries again; at most RETRY_POLICIES.profileCreation attempts.
  return withRetry(
    RETRY_POLICIES.profileCreation,
    async () => {
      const candidate = newProfile({
        id: user.id,
        username: usernameCandidate(base, usernameAttempt),
        displayName: displayNameFor(user),
        avatarUrl: user.picture,
        headline: user.headline,
        email: user.email,
      });
      try {
        return await createProfile(candidate);
      } catch (error) {
        if (!(error instanceof AlreadyExistsError)) throw error;
        if (error.what === 'profile') {
          const winner = await getProfile(user.id);
          if (winner) return winner;
        } else if (error.what === 'username') {
          // Numbered candidates are tried in order; after a few, a random suffix avoids a long walk.
          usernameAttempt = usernameAttempt < 10 ? usernameAttempt + 1 : 10 + Math.floor(Math.random() * 90_000);
        }
        throw error; // a taken product id: the next attempt draws a new one
      }
    },
    (error) => error instanceof AlreadyExistsError,
  );
}

/** Fills what is missing or a placeholder from the identity provider; never overwrites what the person set. */
async function repairProfile(profile: Profile, user: SessionUser): Promise<Profile> {
  const patch: ProfilePatch = {};
  if (isPlaceholderDisplayName(profile.displayName)) patch.displayName = displayNameFor(user);
  if (!profile.avatarUrl && user.picture) patch.avatarUrl = user.picture;
  if (!profile.headline && user.headline) patch.headline = user.headline;
  if (user.email && profile.email !== user.email) patch.email = user.email;
  if (!profile.plan) patch.plan = 'free';
  if (Object.keys(patch).length === 0) return profile;
  return updateProfile(profile.id, patch);
}
