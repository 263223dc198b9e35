// Builders for complete entities, so each test states only what it is about.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { clock } from '../../../core/clock';
import type { Profile, Proof, Validation, ValidationRequest } from '../../../domain/entities';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';

export const uid = (): string => randomUUID();

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const id = overrides.id ?? uid();
  return {
    id,
    username: `user-${id.slice(0, 8)}`,
    displayName: 'Ada Lovelace',
    avatarUrl: null,
    headline: 'Engineer',
    handle: null,
    bio: null,
    email: null,
    companyDomain: null,
    portfolioUrl: null,
    productId: `PV${randomBytes(5).toString('hex').toUpperCase()}`,
    plan: 'free',
    createdAt: clock.nowIso(),
    linkedinConnected: false,
    linkedinProfileId: null,
    linkedinScopes: [],
    linkedinAccessTokenEncrypted: null,
    ...overrides,
  };
}

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

export function makeRequest(recognition: Pick<Proof, 'id' | 'ownerUserId'>, overrides: Partial<ValidationRequest> = {}): ValidationRequest {
  const now = clock.now();
  return {
    id: uid(),
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    status: 'pending',
    expiresAt: new Date(now.getTime() + VALIDATION_LINK_LIFETIME_MS).toISOString(),
    inviteeEmail: `validator-${randomBytes(3).toString('hex')}@example.com`,
    role: 'peer',
    trustLevel: 5,
    trustScore: 50,
    recognitionId: recognition.id,
    ownerUserId: recognition.ownerUserId,
    requiresLinkedinAuth: false,
    createdAt: now.toISOString(),
    lastRemindedAt: null,
    ...overrides,
  };
}

export function makeValidation(request: Pick<ValidationRequest, 'id' | 'recognitionId' | 'inviteeEmail' | 'role'>, overrides: Partial<Validation> = {}): Validation {
  return {
    id: uid(),
    recognitionId: request.recognitionId,
    validationRequestId: request.id,
    validatorEmail: request.inviteeEmail,
    role: request.role,
    status: 'approved',
    trustScore: 50,
    verificationConfidence: 'medium',
    domainVerificationMethod: 'unknown',
    comment: null,
    contentHash: 'c'.repeat(64),
    createdAt: clock.nowIso(),
    ...overrides,
  };
}

/** Distinct, increasing timestamps for ordering tests (the clock only moves forward). */
export function tick(ms = 5): string {
  clock.advance(ms);
  return clock.nowIso();
}

export async function settle<T>(tasks: Promise<T>[]): Promise<{ ok: T[]; errors: unknown[] }> {
  const results = await Promise.allSettled(tasks);
  return {
    ok: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  };
}
