// A genuine credential stays valid for a verifier whose clock is behind the issuer's after the
// shared status list is signed again (docs/credentials.md, "The status list's validFrom"), and the
// product's own verify page reads the server's one clock for every check, the status list's
// included. The runtime's clock is moved ahead of this machine's: the list is created, and later
// signed again, on a clock the machine's has not reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofCredentialAnswer, VerificationReport } from '../../../domain/api/credentials';
import { advanceClock } from '../../support/clock';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { isRevoked, verifySignature } from './independent-verifier';
import { credentialIssuing, type IssuedCredential } from './issued-credentials';

const MINUTE = 60_000;
let serverAheadMs = 0;
/** The runtime's clock, as the product reads it. */
const serverNow = () => Date.now() + serverAheadMs;
/** A verifier whose clock is `minutes` behind the server's. */
const behindBy = (minutes: number) => new Date(serverNow() - minutes * MINUTE);

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let untouched: IssuedCredential;
let other: IssuedCredential;

async function moveServerClock(ms: number) {
  await advanceClock(runtime.url, ms);
  serverAheadMs += ms;
}

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  issuing = credentialIssuing(runtime.url);
  await moveServerClock(10 * MINUTE);
  untouched = await issuing.publishedWithCredential();
  other = await issuing.publishedWithCredential();
  expect(other.credential.credentialStatus.statusListCredential).toBe(untouched.credential.credentialStatus.statusListCredential);
  // Ten minutes after issuing, the other credential is revoked: the list is signed again.
  await moveServerClock(10 * MINUTE);
  const revoked = await other.owner.request<ProofCredentialAnswer>('POST', `/proofs/${other.proof.id}/credential/revoke`);
  expect(revoked.body.credential?.status).toBe('revoked');
}, 90_000);
afterAll(async () => {
  await runtime?.dispose();
});

describe('after the status list is signed again', () => {
  it('the untouched credential and its endorsement read valid and not revoked to a verifier minutes behind the server', async () => {
    const verifier = { now: behindBy(7) };
    const signature = await verifySignature(untouched.credential, verifier);
    expect(signature.verified, String(signature.error)).toBe(true);
    expect(await isRevoked(untouched.credential, verifier)).toBe(false);
    expect(await isRevoked(untouched.credential.endorsement[0], verifier)).toBe(false);
    expect(await isRevoked(other.credential, verifier)).toBe(true);
  });

  it('the list is valid to a verifier that allows no clock skew at all, from the list’s creation on', async () => {
    const list = await issuing.download(untouched.credential.credentialStatus.statusListCredential);
    expect(Date.parse(list.validFrom)).toBeLessThanOrEqual(Date.parse(untouched.credential.validFrom));
    const strict = { now: behindBy(3), maxClockSkew: 0 };
    const result = await verifySignature(list, strict);
    expect(result.verified, String(result.error)).toBe(true);
    expect(await isRevoked(untouched.credential, strict)).toBe(false);
  });

  it('the verify page reports the untouched credential valid, every check passed', async () => {
    const report = await issuing.anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: untouched.credential });
    expect(report.status).toBe(200);
    expect(report.body.checks.map((check) => [check.check, check.passed]), JSON.stringify(report.body.checks)).toEqual([
      ['signature', true],
      ['issuer', true],
      ['validity', true],
      ['revocation', true],
      ['endorsements', true],
    ]);
    expect(report.body.verified).toBe(true);
  });

  it('the verify page still reports the revoked one revoked by its issuer', async () => {
    const report = await issuing.anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: other.credential });
    expect(report.body.checks.find((check) => check.check === 'revocation')).toMatchObject({ passed: false, message: 'Revoked: its issuer revoked it.' });
  });
});
