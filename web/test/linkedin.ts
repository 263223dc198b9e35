// Fixtures for the LinkedIn screens' web tests: a verified proof, the owner's profile with a given
// connection, and the API answers of a connected account.
import type { MeResponse } from '../../domain/api/me';
import type { OwnProof } from '../../domain/api/proofs';
import { fakeApi, type FakeApi } from './fake-api';

export const ALL_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];

export function verifiedProof(overrides: Partial<OwnProof> = {}): OwnProof {
  return {
    id: 'proof-1',
    ownerUserId: 'user-1',
    title: 'Checkout rewrite',
    role: 'Tech lead',
    orgName: 'Acme',
    description: 'Rebuilt the checkout flow end to end.',
    startDate: '2025-01-10',
    endDate: null,
    skills: ['Type Script', 'Payments', 'Web performance', 'Leadership'],
    outcomes: [{ description: 'Checkout 40% faster', metric: '-40%' }],
    links: [],
    status: 'pending_validation',
    verified: true,
    visibility: 'public',
    proofNumber: 'PJ-7KQ2MX',
    proofScore: 180,
    sealVariant: 'manager',
    projectUrl: null,
    contentHash: 'a'.repeat(64),
    createdAt: '2026-10-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    verifiedAt: '2026-11-02T10:00:00.000Z',
    approvals: [],
    ...overrides,
  };
}

export function meWith(connection: { linkedinConnected: boolean; linkedinScopes: string[] }): MeResponse {
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
      linkedinProfileId: null,
      ...connection,
    },
  };
}

/** The API a signed-in owner's dashboard reads first: their profile (posting scopes granted) and a LinkedIn status of not connected. */
export function fakeOwnerApi(): FakeApi {
  return fakeApi({
    'GET /api/me': { body: meWith({ linkedinConnected: true, linkedinScopes: ALL_SCOPES }) },
    'GET /api/linkedin/status': { body: { state: 'notConnected', connected: false, scopes: [], expiresAt: null, personId: null } },
  });
}
