// One trust vocabulary where recruiters look: the public proof page, the project page, the
// portfolio entry, the proof image and the credential all say the spec's proof-page Trust Level of
// the same approvals, and each co-signer entry says what that co-signer proved.
import { describe, expect, it } from 'vitest';
import { openBadgeCredential, type BadgeInput } from '../../core/credentials/open-badge';
import { publicViewItems } from '../../core/data/read-models/public-read-model';
import { publicProofDocument } from '../../core/data/read-models/public-views';
import { assessValidation } from '../../core/validation/signers';
import type { Proof, SessionUser, Validation } from '../../domain/entities';
import { establishesIdentity } from '../../domain/rules/approvals';
import { proofTrustLevel } from '../../domain/rules/proof-trust-level';
import { makeRequest, makeValidation } from '../support/factories/cosignature';
import { makeProfile } from '../support/factories/profile';
import { makeProof } from '../support/factories/proof';
import { uid } from '../support/factories/uid';

const owner = makeProfile({ displayName: 'Olive Owner' });
const proof = makeProof({ ownerUserId: owner.id, orgName: 'Acme', proofNumber: 'PJ-7KQ2MX', verified: true, status: 'published', visibility: 'public', publishedAt: '2026-01-01T00:00:00.000Z' });

const approval = (email: string, overrides: Partial<Validation> = {}) =>
  makeValidation({ id: uid(), recognitionId: proof.id, inviteeEmail: email, role: 'peer' }, { contentHash: proof.contentHash, ...overrides });

/** A peer at a free-mail address who signed in with LinkedIn: verifies, proves no tie to Acme. */
const gmailSignedIn = approval('sam.peer@gmail.com', { signer: { linkedinSub: 'li-sam', name: 'Sam Peer', email: 'sam.peer@gmail.com', emailVerified: true } });
/** A peer at a free-mail address who only held the link. */
const gmailLinkOnly = approval('pat.peer@gmail.com');
/** A peer whose link went to a mailbox at Acme's company domain. */
const acmeMailbox = approval('jane.doe@acme.com', { domainVerificationMethod: 'email_domain', verificationConfidence: 'medium', trustScore: 85 });
/** A manager (managers sign in with LinkedIn) at Acme. */
const acmeManager = approval('max.boss@acme.com', {
  role: 'manager',
  domainVerificationMethod: 'linkedin',
  verificationConfidence: 'high',
  trustScore: 90,
  signer: { linkedinSub: 'li-max', name: 'Max Boss', email: 'max.boss@acme.com', emailVerified: true },
});

const badgeInput = (approvals: readonly Validation[]): BadgeInput => ({
  origin: 'https://provenly.example',
  issuer: { id: 'did:web:provenly.example', type: ['Profile'], name: 'Provenly', url: 'https://provenly.example' },
  credentialId: '00000000-0000-4000-8000-000000000000',
  proof: proof as Proof & { proofNumber: string },
  approvals,
  ownerEmail: 'olive@acme.com',
  ownerProductId: 'ABCDEFGH',
  salt: 'f'.repeat(32),
  issuedAt: '2026-01-01T00:00:00Z',
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The trust level each recruiter-facing surface states for these approvals. */
function surfaces(approvals: readonly Validation[]) {
  const document = publicProofDocument(proof, owner, approvals);
  const items = publicViewItems({ proof, owner, validations: approvals });
  const project = items.publicProject?.Put?.Item as Json;
  const entry = items.publicPortfolio?.Put?.Item as Json;
  const credential = openBadgeCredential(badgeInput(approvals), [], { listUrl: 'https://provenly.example/status/1', index: 1 }) as Json;
  return {
    proofPage: document.lookup.trustLevel,
    proofImage: document.card.trustLevel,
    projectPage: project.answer.project.trustLevel,
    portfolioEntry: entry.proof.trustLevel,
    credential: credential.credentialSubject.result[0].value,
  };
}

const everywhere = (level: string) => ({ proofPage: level, proofImage: level, projectPage: level, portfolioEntry: level, credential: level });

describe('one trust level on every recruiter-facing surface', () => {
  it('a free-mail peer signed in with LinkedIn (and a link-only one): Organization Listed everywhere', () => {
    expect(surfaces([gmailSignedIn, gmailLinkOnly])).toEqual(everywhere('Organization Listed'));
  });

  it('a company-domain approval beside a link-only free-mail one: Domain Verified everywhere', () => {
    expect(surfaces([acmeMailbox, gmailLinkOnly])).toEqual(everywhere('Domain Verified'));
  });

  it('a manager at the company: Manager Verified everywhere', () => {
    expect(surfaces([acmeManager, acmeMailbox])).toEqual(everywhere('Manager Verified'));
  });

  it('counts only approvals of the current content on every surface', () => {
    const stale = { ...acmeManager, contentHash: '0'.repeat(64) };
    expect(surfaces([gmailSignedIn, stale])).toEqual(everywhere('Organization Listed'));
  });
});

describe('each co-signer entry says what was proven', () => {
  it('LinkedIn sign-in, a company address (its domain only), or the link alone', () => {
    const { lookup } = publicProofDocument(proof, owner, [gmailSignedIn, acmeMailbox, gmailLinkOnly, acmeManager]);
    expect(lookup.validations.map((validation) => validation.proven)).toEqual([
      { signedIn: true, companyDomain: null },
      { signedIn: false, companyDomain: 'acme.com' },
      { signedIn: false, companyDomain: null },
      { signedIn: true, companyDomain: 'acme.com' },
    ]);
    // Never the whole address.
    expect(JSON.stringify(lookup)).not.toMatch(/jane\.doe@|sam\.peer@|max\.boss@/);
  });
});

describe("'Domain Verified' means what verified means", () => {
  it('every decision that reads Domain Verified establishes its signer (LinkedIn, or a mailbox at the company domain)', () => {
    const request = { ...makeRequest(proof, { role: 'peer' }), recognitionTitle: proof.title };
    let domainVerified = 0;
    for (const inviteeEmail of ['pat@gmail.com', 'jane@acme.com'])
      for (const identityEmail of [null, 'sam@gmail.com', 'max@acme.com'])
        for (const emailVerified of [true, false]) {
          const identity = identityEmail ? { sub: 'li-x', id: uid(), email: identityEmail, emailVerified, name: 'X', givenName: null, familyName: null, preferredUsername: null, picture: null, headline: null } as SessionUser : null;
          const decision = assessValidation({ ...request, inviteeEmail }, proof, { decision: 'approved', comment: null }, identity, proof.contentHash);
          if (proofTrustLevel([decision], proof.orgName) !== 'Domain Verified') continue;
          domainVerified += 1;
          expect(establishesIdentity(decision), JSON.stringify({ inviteeEmail, identityEmail, emailVerified })).toBe(true);
        }
    expect(domainVerified).toBeGreaterThan(0);
  });
});
