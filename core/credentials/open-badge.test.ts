import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_ENDORSEMENTS,
  MAX_EVIDENCE_COSIGNERS,
  MAX_SKILLS,
  PROJECT_ROLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  VALIDATION_COMMENT_MAX_LENGTH,
  VERIFY_CREDENTIAL_MAX_BYTES,
  VERIFY_CREDENTIAL_MAX_DEPTH,
  VERIFY_CREDENTIAL_MAX_VALUES,
} from '../../domain/constants';
import type { Proof, Validation } from '../../domain/entities';
import { jsonSize } from '../../domain/rules/json-size';
import { endorsedApprovals, endorsementCredential, fingerprintOf, identityHash, openBadgeCredential, relationshipAssurance, withStatus, type BadgeInput } from './open-badge';

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
    const proof = { contentHash: 'h', proofNumber: 'PJ-AAAAAA', verifiedAt: '2026-01-01T00:00:00.000Z' } as never;
    const a = approval({ id: 'a' });
    const b = approval({ id: 'b' });
    const base = fingerprintOf(proof, [a, b], 'o@x.y');
    expect(fingerprintOf(proof, [b, a], 'o@x.y')).toBe(base);
    expect(fingerprintOf(proof, [a], 'o@x.y')).not.toBe(base);
    expect(fingerprintOf(proof, [a, { ...b, nameInCredential: true }], 'o@x.y')).not.toBe(base);
  });
});

describe('the largest credential the issuer signs', () => {
  // Every text at its maximum length in a three-byte script, and far more co-signers than a proof has.
  const text = (length: number) => '証'.repeat(length);
  const cosigners = Array.from({ length: 200 }, (_, n) =>
    approval({ id: `v${n}`, nameInCredential: true, comment: text(VALIDATION_COMMENT_MAX_LENGTH), attestedTitle: text(PROJECT_TITLE_MAX_LENGTH), signer: { linkedinSub: `s${n}`, name: text(100), email: null, emailVerified: false } }),
  );
  const proof = {
    title: text(PROJECT_TITLE_MAX_LENGTH),
    role: text(PROJECT_ROLE_MAX_LENGTH),
    orgName: 'Acme',
    description: text(DESCRIPTION_MAX_LENGTH),
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    skills: Array.from({ length: MAX_SKILLS }, (_, n) => `${n}${text(SKILL_MAX_LENGTH - 2)}`),
    proofNumber: 'PJ-AAAAAA',
    verifiedAt: '2026-01-01T00:00:00.000Z',
  } as unknown as Proof & { proofNumber: string };
  const input: BadgeInput = {
    origin: 'https://provenly.example',
    issuer: { id: 'did:web:provenly.example', type: ['Profile'], name: 'Provenly', url: 'https://provenly.example' } as never,
    credentialId: '00000000-0000-4000-8000-000000000000',
    proof,
    approvals: cosigners,
    ownerEmail: 'owner@acme.com',
    ownerProductId: 'ABCDEFGH',
    salt: 'f'.repeat(32),
    issuedAt: '2026-01-01T00:00:00Z',
  };
  // A Data Integrity proof as the signer adds it.
  const signed = (document: Record<string, unknown>): Record<string, unknown> => ({
    ...document,
    proof: [{ type: 'DataIntegrityProof', created: '2026-01-01T00:00:00Z', verificationMethod: 'did:web:provenly.example#key-1', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod', proofValue: `z${'5'.repeat(87)}` }],
  });
  const status = { listUrl: 'https://provenly.example/api/public/status-lists/00000000-0000-4000-8000-000000000001', index: 131_071 };
  const endorsements = endorsedApprovals(cosigners).map((cosigner) => signed(withStatus(endorsementCredential(input, cosigner), status)));
  const credential = signed(openBadgeCredential(input, endorsements, status));

  it('carries at most the endorsements, and lists at most the co-signers, the verify page allows', () => {
    expect(endorsements).toHaveLength(MAX_ENDORSEMENTS);
    expect((credential.evidence as unknown[]).length).toBe(1 + MAX_EVIDENCE_COSIGNERS + 1);
  });

  it('is within the verify page’s limits on values, nesting and bytes', () => {
    const size = jsonSize(credential, VERIFY_CREDENTIAL_MAX_VALUES);
    expect(size.overLimit).toBe(false);
    expect(size.depth).toBeLessThanOrEqual(VERIFY_CREDENTIAL_MAX_DEPTH);
    expect(Buffer.byteLength(JSON.stringify({ credential }))).toBeLessThanOrEqual(VERIFY_CREDENTIAL_MAX_BYTES);
  });
});
