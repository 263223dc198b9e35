// The signed-in owner's profile as GET /api/me answers it, for the web tests.
import type { MeResponse } from '../../domain/api/me';

/** Olivia Owner's answer to GET /api/me, not connected to LinkedIn unless the test says so. */
export function meWith(profile: Partial<MeResponse['profile']> = {}): MeResponse {
  return {
    isAdmin: false,
    profile: {
      id: 'user-1',
      username: 'olivia',
      displayName: 'Olivia Owner',
      avatarUrl: null,
      headline: null,
      handle: null,
      bio: null,
      email: 'olivia@acme.com',
      companyDomain: null,
      portfolioUrl: null,
      productId: 'PV-ABC123',
      plan: 'free',
      createdAt: '2026-11-01T10:00:00.000Z',
      linkedinConnected: false,
      linkedinProfileId: null,
      linkedinScopes: [],
      ...profile,
    },
  };
}
