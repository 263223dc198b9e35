import type { Profile } from '../../../domain/entities';

/** The profile as GET /api/me returns it: without what only the server may see. */
export type OwnProfile = Omit<Profile, 'linkedinAccessTokenEncrypted'>;
