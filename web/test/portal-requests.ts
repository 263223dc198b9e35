// A validation link's open answer, as the portal tests start from it: pending, with its proof.
import type { PortalRequest } from '../../domain/api/validation';

export const PENDING_CONTENT_HASH = 'a'.repeat(64);

export const pendingPortalRequest = (overrides: Partial<PortalRequest> = {}): PortalRequest => ({
  id: 'req-1',
  status: 'pending',
  expiresAt: '2026-11-26T10:00:00.000Z',
  inviteeEmail: 'peer@acme.com',
  requiresLinkedinAuth: false,
  role: 'peer',
  recognitionId: 'proof-1',
  ownerName: 'Olivia Owner',
  recognition: {
    title: 'Payments platform migration',
    description: 'Moved every payment to the new platform.',
    orgName: 'Acme',
    role: 'Engineer',
    startDate: '2025-01-10',
    endDate: null,
    outcomes: [],
    skills: ['Payments', 'Data migration'],
    links: [],
    projectUrl: null,
  },
  contentHash: PENDING_CONTENT_HASH,
  decision: null,
  ...overrides,
});
