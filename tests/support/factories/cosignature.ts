// A stored validation request (the invitation to co-sign a proof) and the validation (the
// co-signature) given through it; a test overrides only the fields it is about.
import { createHash, randomBytes } from 'node:crypto';
import { clock } from '../../../core/clock';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import type { Proof, Validation, ValidationRequest } from '../../../domain/entities';
import { uid } from './uid';

export function makeRequest(proof: Pick<Proof, 'id' | 'ownerUserId'>, overrides: Partial<ValidationRequest> = {}): ValidationRequest {
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
    recognitionId: proof.id,
    ownerUserId: proof.ownerUserId,
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
