import type { Profile } from '../entities';

/** The signed-in person's profile as they may see it: without what only the server may see. */
export type OwnProfile = Omit<Profile, 'linkedinAccessTokenEncrypted'>;

/** GET /api/me: the profile (created on the first visit) and whether its owner is an admin. */
export interface MeResponse {
  readonly profile: OwnProfile;
  readonly isAdmin: boolean;
  /** This call kept an account that was closing: its owner signed in again (docs/data-rights.md). */
  readonly closureCancelled?: boolean;
}
