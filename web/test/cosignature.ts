// Co-signatures as the owner sees them (GET /api/validations), for the web tests.
import type { OwnerValidation } from '../../domain/api/validation';

/** A manager's decline of Olivia Owner's "Checkout rewrite" (web/test/proof.ts), with the reason they gave. */
export function declinedCosignature(overrides: Partial<OwnerValidation> = {}): OwnerValidation {
  return {
    id: 'v-nay',
    recognitionId: 'proof-1',
    recognitionTitle: 'Checkout rewrite',
    validationRequestId: 'req-nay',
    validatorEmail: 'nay@acme.com',
    role: 'manager',
    status: 'declined',
    trustScore: 95,
    verificationConfidence: 'high',
    domainVerificationMethod: 'linkedin',
    comment: 'The dates are wrong: I joined in March.',
    contentHash: 'a'.repeat(64),
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
