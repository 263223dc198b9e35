// The verify page's work stays bounded by what a genuine credential costs (docs/credentials.md,
// "Limits of the verify page"): a body over the route's limit is refused before it is parsed, a
// credential with more endorsements than one this product issues is reported invalid without
// checking anything else, and once the credential's own signature fails nothing inside it is
// checked. Forged credentials are built from a real issued one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../domain/api/errors';
import type { VerificationReport } from '../../../domain/api/credentials';
import { DAILY_INVITE_LIMIT, MAX_ENDORSEMENTS, VERIFY_CREDENTIAL_MAX_BYTES, VERIFY_CREDENTIAL_MAX_DEPTH, VERIFY_CREDENTIAL_MAX_VALUES } from '../../../domain/constants';
import { jsonSize } from '../../../domain/rules/json-size';
import { credentials as m } from '../../../domain/messages/credentials';
import type { OwnProof } from '../../support/proof-flow';
import { advanceClock } from '../../support/clock';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { verifySignature } from './independent-verifier';
import { credentialIssuing, type IssuedCredential, type Json } from './issued-credentials';

const DAY = 24 * 60 * 60_000;

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let genuine: IssuedCredential;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  issuing = credentialIssuing(runtime.url);
  genuine = await issuing.publishedWithCredential();
}, 90_000);
afterAll(async () => {
  await runtime?.dispose();
});

const verify = (credential: unknown) => issuing.anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential });
const postRaw = (body: string) => fetch(`${runtime.url}/api/public/credentials/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const withEndorsementRepeated = (credential: Json, copies: number): Json => ({ ...credential, endorsement: Array.from({ length: copies }, () => credential.endorsement[0]) });

describe('the verify route', () => {
  it('refuses a body over its limit with 413 in the product’s words, before checking anything', async () => {
    // The audit's forged credential: the one endorsement repeated 143 times (about 250 KB).
    const forged = JSON.stringify({ credential: withEndorsementRepeated(genuine.credential, 143) });
    expect(forged.length).toBeGreaterThan(VERIFY_CREDENTIAL_MAX_BYTES);
    const refused = await postRaw(forged);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as ApiErrorBody).error.message).toBe(m.tooLargeToCheck);
    // Whatever the body is: not JSON at all, one byte over the limit.
    const junk = await postRaw('x'.repeat(VERIFY_CREDENTIAL_MAX_BYTES + 1));
    expect(junk.status).toBe(413);
    // A genuine credential is far under the limit.
    expect(JSON.stringify({ credential: genuine.credential }).length).toBeLessThan(VERIFY_CREDENTIAL_MAX_BYTES / 8);
  });

  it(`reports a credential with more than ${MAX_ENDORSEMENTS} endorsements invalid, and checks nothing else in it`, async () => {
    const report = await verify(withEndorsementRepeated(genuine.credential, MAX_ENDORSEMENTS + 1));
    expect(report.status).toBe(200);
    expect(report.body.verified).toBe(false);
    expect(report.body.checks).toEqual([
      expect.objectContaining({ check: 'issuer', passed: true }),
      { check: 'endorsements', passed: false, message: m.tooManyEndorsements(MAX_ENDORSEMENTS + 1) },
    ]);
  });

  it('reports a credential with more JSON values or deeper nesting than one this product issues invalid, unchecked', async () => {
    const manyTags = structuredClone(genuine.credential);
    manyTags.credentialSubject.achievement.tag = Array.from({ length: 5_000 }, (_, n) => n.toString(36));
    // 5,000 arrays in one another, written out (JSON.stringify itself would run out of stack).
    const nested = JSON.stringify({ credential: { ...genuine.credential, name: 'DEEP' } }).replace('"DEEP"', `${'['.repeat(5_000)}0${']'.repeat(5_000)}`);
    for (const body of [JSON.stringify({ credential: manyTags }), nested]) {
      const answer = await postRaw(body);
      expect(answer.status).toBe(200);
      const report = (await answer.json()) as VerificationReport;
      expect(report.verified).toBe(false);
      expect(report.checks).toEqual([{ check: 'signature', passed: false, message: m.tooComplexToBeOurs }, expect.objectContaining({ check: 'issuer', passed: true })]);
    }
  });

  it('reports a credential with more than one proof invalid, unchecked', async () => {
    const [proof] = genuine.credential.proof;
    const report = await verify({ ...genuine.credential, proof: [proof, { ...proof, proofValue: `${proof.proofValue.slice(0, -4)}AAAA` }] });
    expect(report.body.verified).toBe(false);
    expect(report.body.checks).toEqual([{ check: 'signature', passed: false, message: m.tooManyProofs(2) }, expect.objectContaining({ check: 'issuer', passed: true })]);
  });

  it('stops at a failed signature: the endorsements and statuses inside are not checked', async () => {
    const tampered = {
      ...withEndorsementRepeated(genuine.credential, MAX_ENDORSEMENTS),
      endorsement: withEndorsementRepeated(genuine.credential, MAX_ENDORSEMENTS).endorsement.map((endorsement: Json) => ({
        ...endorsement,
        proof: endorsement.proof.map((proof: Json) => ({ ...proof, proofValue: `${proof.proofValue.slice(0, -4)}AAAA` })),
      })),
    };
    const report = await verify(tampered);
    expect(report.status).toBe(200);
    expect(report.body.verified).toBe(false);
    expect(report.body.checks.map((check) => [check.check, check.passed])).toEqual([
      ['signature', false],
      ['issuer', true],
    ]);
    expect(report.body.checks[0]!.message).toMatch(/changed after it was signed.*Nothing else in it was checked/);
  });

  it('still checks a genuine credential fully', async () => {
    const report = await verify(genuine.credential);
    expect(report.body.verified, JSON.stringify(report.body.checks)).toBe(true);
    expect(report.body.checks.map((check) => check.check)).toEqual(['signature', 'issuer', 'validity', 'revocation', 'endorsements']);
  });
});

describe('issuing', () => {
  it(`endorses at most the first ${MAX_ENDORSEMENTS} co-signers who agreed to be named, names the others in the evidence, and the verify page accepts it`, async () => {
    const owner = await issuing.newOwner();
    const proof = await issuing.flow.create(owner, { title: 'A widely co-signed platform', orgName: 'Acme' });
    const cosigners = MAX_ENDORSEMENTS + 1;
    for (let n = 1; n <= cosigners; n += 1) {
      // Ten invitations a day: any co-signer past them is invited the next day.
      if (n === DAILY_INVITE_LIMIT + 1) await advanceClock(runtime.url, DAY);
      await issuing.cosign(owner, proof, `named.peer${n}@acme.com`, 'peer', true, `Co-signer ${n}.`);
    }
    const published = await issuing.flow.publish(owner, (await owner.request<OwnProof>('GET', `/proofs/${proof.id}`)).body);
    const view = (await issuing.credentialOf(published.proofNumber!))!;
    const credential = await issuing.download(view.url);
    expect(credential.endorsement).toHaveLength(MAX_ENDORSEMENTS);
    // Well inside what the verify page accepts.
    const size = jsonSize(credential, VERIFY_CREDENTIAL_MAX_VALUES);
    expect(size.overLimit).toBe(false);
    expect(size.depth).toBeLessThanOrEqual(VERIFY_CREDENTIAL_MAX_DEPTH / 2);
    expect(JSON.stringify(credential).length).toBeLessThan(VERIFY_CREDENTIAL_MAX_BYTES / 4);
    expect(credential.endorsement.map((endorsement: Json) => endorsement.credentialSubject.endorsementComment).join()).not.toContain(`Co-signer ${cosigners}.`);
    const evidence = credential.evidence.map((entry: Json) => `${entry.name}: ${entry.description}`);
    expect(evidence.filter((entry: string) => entry.includes('see their endorsement'))).toHaveLength(MAX_ENDORSEMENTS);
    expect(evidence.filter((entry: string) => entry.startsWith('Co-signed by') && !entry.includes('a verified'))).toHaveLength(cosigners);
    // The runtime's clock is a day ahead now: the independent verifier checks it at its issue time.
    expect((await verifySignature(credential, { now: new Date(Date.parse(credential.validFrom) + 1000) })).verified).toBe(true);
    const report = await verify(credential);
    expect(report.body.verified, JSON.stringify(report.body.checks)).toBe(true);
  }, 120_000);
});
