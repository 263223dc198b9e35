// A complete stored proof: a draft by a random owner, created now; a test overrides only the
// fields it is about.
import { clock } from '../../../core/clock';
import type { Proof } from '../../../domain/entities';
import { uid } from './uid';

export function makeProof(overrides: Partial<Proof> = {}): Proof {
  const now = clock.nowIso();
  return {
    id: uid(),
    ownerUserId: uid(),
    title: 'Migrated billing to event sourcing',
    role: 'Tech lead',
    orgName: 'Acme',
    description: 'Led the migration of the billing system.',
    startDate: '2024-01-01',
    endDate: null,
    skills: ['TypeScript'],
    outcomes: [{ description: 'Cut invoice errors', metric: '-80%' }],
    links: [],
    status: 'draft',
    verified: false,
    visibility: 'public',
    proofNumber: null,
    proofScore: null,
    sealVariant: null,
    projectUrl: null,
    contentHash: 'c'.repeat(64),
    createdAt: now,
    updatedAt: now,
    verifiedAt: null,
    approvals: [],
    ...overrides,
  };
}
