// Proofs as the API answers them, for the web tests: the owner's own (GET /api/proofs) and the
// public one a visitor looks up.
import type { OwnProof } from '../../domain/api/proofs';
import type { PublicProof } from '../../domain/api/public';

/** Olivia Owner's "Checkout rewrite", awaiting its co-signatures. */
export function ownProof(overrides: Partial<OwnProof> = {}): OwnProof {
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
    verified: false,
    visibility: 'public',
    proofNumber: null,
    proofScore: null,
    sealVariant: null,
    projectUrl: null,
    contentHash: 'a'.repeat(64),
    createdAt: '2026-10-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    verifiedAt: null,
    approvals: [],
    ...overrides,
  };
}

/** The same proof once verified by a manager: numbered, scored and sealed. */
export function verifiedProof(overrides: Partial<OwnProof> = {}): OwnProof {
  return ownProof({ verified: true, proofNumber: 'PJ-7KQ2MX', proofScore: 180, sealVariant: 'manager', verifiedAt: '2026-11-02T10:00:00.000Z', ...overrides });
}

/** A verified proof as its public page shows it to a visitor. */
export function publicProof(overrides: Partial<PublicProof> = {}): PublicProof {
  return {
    id: 'p1', title: 'Checkout rewrite', role: 'Lead Engineer', orgName: 'Acme', description: 'Rebuilt the checkout.',
    startDate: '2025-01-01', endDate: null, skills: ['TypeScript'], outcomes: [], links: [],
    proofNumber: 'PJ-7KQ2MX', proofScore: 120, sealVariant: 'project-member', verifiedAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z', imageUrl: '/og/proof/PJ-7KQ2MX.png?v=1',
    trustLevel: 'Organization Listed',
    ...overrides,
  };
}
