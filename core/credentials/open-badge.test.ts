import { describe, expect, it } from 'vitest';
import type { Validation } from '../../domain/entities';
import { fingerprintOf, identityHash, relationshipAssurance } from './open-badge';

const approval = (overrides: Partial<Validation> = {}): Validation => ({
  id: 'v1',
  recognitionId: 'r1',
  validationRequestId: 'q1',
  validatorEmail: 'jane@acme.com',
  role: 'manager',
  status: 'approved',
  trustScore: 90,
  verificationConfidence: 'high',
  domainVerificationMethod: 'linkedin',
  comment: null,
  contentHash: 'h',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the Open Badges documents', () => {
  it('hashes an identity as the specification example does', () => {
    // Open Badges 3.0, IdentityHash: 'a@example.com' salted with 'Kosher'.
    expect(identityHash('a@example.com', 'Kosher')).toBe('sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399');
  });

  it('says in plain words what a co-signer proved', () => {
    expect(relationshipAssurance(approval())).toMatch(/company e-mail domain matches .* LinkedIn sign-in/);
    expect(relationshipAssurance(approval({ domainVerificationMethod: 'email_domain' }))).toMatch(/private link sent to that address/);
    expect(relationshipAssurance(approval({ domainVerificationMethod: 'unknown', signer: { linkedinSub: 's', name: 'Jane', email: null, emailVerified: false } }))).toMatch(/does not match/);
    expect(relationshipAssurance(approval({ domainVerificationMethod: 'unknown' }))).toMatch(/held the private link/);
  });

  it('changes the fingerprint when a co-signature or its consent changes, not when the order does', () => {
    const recognition = { contentHash: 'h', proofNumber: 'PJ-AAAAAA', verifiedAt: '2026-01-01T00:00:00.000Z' } as never;
    const a = approval({ id: 'a' });
    const b = approval({ id: 'b' });
    const base = fingerprintOf(recognition, [a, b], 'o@x.y');
    expect(fingerprintOf(recognition, [b, a], 'o@x.y')).toBe(base);
    expect(fingerprintOf(recognition, [a], 'o@x.y')).not.toBe(base);
    expect(fingerprintOf(recognition, [a, { ...b, nameInCredential: true }], 'o@x.y')).not.toBe(base);
  });
});
