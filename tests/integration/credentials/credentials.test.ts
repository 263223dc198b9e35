// Portable credentials over HTTP against a private runtime, checked by an independent verifier
// (Digital Bazaar's VC library with its own document loader, not the product's code) and by the
// Open Badges 3.0 schema requirements: issued when a proof is verified and published, endorsed by
// consenting co-signers only, revoked at once when a co-signer withdraws or the content changes,
// tamper-evident, and downloadable as JSON and as a baked PNG.
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofCredentialAnswer, VerificationReport } from '../../../domain/api/credentials';
import { readBakedCredential } from '../../../domain/rules/png-itxt';
import type { ApiClient } from '../../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { isRevoked, verifySignature } from './independent-verifier';
import { credentialIssuing, type IssuedCredential, type Json } from './issued-credentials';
import schema from './ob-v3p0-achievementcredential.schema.json';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let issuing: ReturnType<typeof credentialIssuing>;
let flow: ReturnType<typeof credentialIssuing>['flow'];

const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats(ajv);
const validateSchema = ajv.compile(schema);

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  issuing = credentialIssuing(runtime.url);
  ({ anonymous, flow } = issuing);
}, 90_000);
afterAll(async () => {
  await runtime?.dispose();
});

const credentialOf = (proofNumber: string) => issuing.credentialOf(proofNumber);
const shownOnPage = (proofNumber: string) => issuing.shownOnPage(proofNumber);
const download = (url: string) => issuing.download(url);
const publishedWithCredential = () => issuing.publishedWithCredential();

describe('an issued credential', () => {
  let issued: IssuedCredential;
  beforeAll(async () => {
    issued = await publishedWithCredential();
  }, 60_000);

  it('is an OpenBadgeCredential that the independent verifier accepts and the schema requirements hold for', async () => {
    const { credential, proof } = issued;
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(issued.view.url);
    expect(credential.issuer).toMatchObject({ id: `did:web:localhost%3A${runtime.port}`, type: ['Profile'], name: 'Provenly', url: runtime.url });
    expect(credential.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: proof.title, humanCode: proof.proofNumber });
    expect(credential.credentialSubject.achievement.criteria.narrative).toMatch(/Provenly verified this proof/);
    // The proof page's Trust Level, as every public surface says it: a manager co-signed.
    expect(credential.credentialSubject.result[0].value).toBe('Manager Verified');
    const [identity] = credential.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', hashed: true, identityType: 'emailAddress' });
    expect(identity.identityHash).toMatch(/^sha256\$[0-9a-f]{64}$/);
    expect(JSON.stringify(credential)).not.toContain(`cred.owner`);
    expect(credential.evidence[0].id).toBe(`${runtime.url}/proof/${proof.proofNumber}`);
    expect(credential.proof).toEqual([expect.objectContaining({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' })]);
    expect(credential.proof[0].verificationMethod).toMatch(new RegExp(`^did:web:localhost%3A${runtime.port}#key-`));
    expect(credential.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });

    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    const result = await verifySignature(credential);
    expect(result.verified, String(result.error)).toBe(true);
    expect(await isRevoked(credential)).toBe(false);
  });

  it('carries one verifiable endorsement for the co-signer who agreed to be named, and only a role for the other', async () => {
    const { credential } = issued;
    expect(credential.endorsement).toHaveLength(1);
    const [endorsement] = credential.endorsement;
    expect(endorsement.type).toEqual(['VerifiableCredential', 'EndorsementCredential']);
    expect(endorsement.credentialSubject).toMatchObject({ id: credential.id, type: ['EndorsementSubject'] });
    expect(endorsement.credentialSubject.endorsementComment).toMatch(/as the owner's manager .*Relationship assurance: .*I managed this work/);
    const endorsed = await verifySignature(endorsement);
    expect(endorsed.verified, String(endorsed.error)).toBe(true);
    expect(await isRevoked(endorsement)).toBe(false);
    // Downloadable alone, identical to the embedded one.
    expect(await download(endorsement.id)).toEqual(endorsement);
    const unnamed = credential.evidence.find((evidence: Json) => evidence.name === 'Co-signed by a verified peer');
    expect(unnamed).toBeDefined();
    expect(JSON.stringify(credential)).not.toContain('peer' + issuing.people() + '@');
  });

  it('fails verification when any value of it is changed', async () => {
    const { credential } = issued;
    const leaves: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === 'string' && path[0] !== '@context' && path.at(-1) !== '@context') leaves.push(path);
      else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    };
    walk(credential, []);
    // Every 3rd string (and the signature itself): each changed by one character must fail.
    const sample = leaves.filter((_, index) => index % 3 === 0).concat([['proof', '0', 'proofValue']]);
    for (const path of sample) {
      const tampered = structuredClone(credential);
      const parent = path.slice(0, -1).reduce((node: Json, key) => node[key], tampered);
      const key = path.at(-1)!;
      const text = String(parent[key]);
      const at = Math.floor(text.length / 2);
      parent[key] = text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
      expect((await verifySignature(tampered)).verified, `changed ${path.join('.')}`).toBe(false);
    }
  }, 60_000);

  it('is baked into the PNG of the proof card', async () => {
    const response = await fetch(issued.view.bakedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const baked = readBakedCredential(new Uint8Array(await response.arrayBuffer()));
    expect(JSON.parse(baked!)).toEqual(issued.credential);
  });

  it('is checked by the verify page: valid as issued, the reason when tampered', async () => {
    const good = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: issued.credential });
    expect(good.status).toBe(200);
    expect(good.body.verified, JSON.stringify(good.body.checks)).toBe(true);
    expect(good.body.checks.map((check) => [check.check, check.passed])).toEqual([
      ['signature', true],
      ['issuer', true],
      ['validity', true],
      ['revocation', true],
      ['endorsements', true],
    ]);
    const tampered = { ...issued.credential, name: 'Something I never did' };
    const bad = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: tampered });
    expect(bad.body.verified).toBe(false);
    expect(bad.body.checks.find((check) => check.check === 'signature')?.message).toMatch(/changed after it was signed/);
    const foreign = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: { ...issued.credential, issuer: { id: 'did:web:elsewhere.example' } } });
    expect(foreign.body.checks).toEqual([expect.objectContaining({ check: 'issuer', passed: false })]);
    const notJson = await anonymous.request('POST', '/public/credentials/verify', { credential: 'hello' });
    expect(notJson.status).toBe(400);
    // Garbage under Provenly's issuer is reported, never a server error.
    const garbage = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', {
      credential: { ...issued.credential, endorsement: [null, 'x'], credentialSubject: 'nope', validFrom: 'yesterday' },
    });
    expect(garbage.status).toBe(200);
    expect(garbage.body.verified).toBe(false);
    // Its signature fails first, and nothing past a failed signature is checked.
    expect(garbage.body.checks.map((check) => [check.check, check.passed])).toEqual([
      ['signature', false],
      ['issuer', true],
    ]);
  });

  it('reads revoked within one request when a co-signer withdraws, and the re-issued one verifies', async () => {
    const withdrawn = await anonymous.request('POST', '/validation/withdraw', { token: issued.peerWithdraw, reason: 'Not my project.' });
    expect(withdrawn.status).toBe(200);
    expect(await isRevoked(issued.credential)).toBe(true);
    const old = await anonymous.request<VerificationReport>('POST', '/public/credentials/verify', { credential: issued.credential });
    expect(old.body.checks.find((check) => check.check === 'revocation')).toMatchObject({ passed: false, message: expect.stringMatching(/^Revoked/) });
    // Still downloadable, and says revoked.
    expect(await download(issued.view.url)).toEqual(issued.credential);

    const current = (await credentialOf(issued.proof.proofNumber!))!;
    expect(current.credentialId).not.toBe(issued.view.credentialId);
    expect(current.status).toBe('active');
    const reissued = await download(current.url);
    const result = await verifySignature(reissued);
    expect(result.verified, String(result.error)).toBe(true);
    expect(await isRevoked(reissued)).toBe(false);
    expect(reissued.evidence.some((evidence: Json) => evidence.name === 'Co-signed by a verified peer')).toBe(false);
  });
});

describe('revocation', () => {
  it('revokes when attested content is edited, and when the owner revokes', async () => {
    const { owner, proof, credential } = await publishedWithCredential();
    await flow.edit(owner, proof, { title: `${proof.title}, revised` });
    expect(await isRevoked(credential)).toBe(true);
    expect(await credentialOf(proof.proofNumber!)).toMatchObject({ status: 'revoked' });

    const second = await publishedWithCredential();
    const revoked = await second.owner.request<ProofCredentialAnswer>('POST', `/proofs/${second.proof.id}/credential/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.credential?.status).toBe('revoked');
    expect(await isRevoked(second.credential)).toBe(true);
    expect(await shownOnPage(second.proof.proofNumber!)).toEqual(revoked.body.credential);
    const again = await second.owner.request<ProofCredentialAnswer>('POST', `/proofs/${second.proof.id}/credential`);
    expect(again.body.credential?.status).toBe('active');
    expect(await shownOnPage(second.proof.proofNumber!)).toEqual(again.body.credential);
    expect(await isRevoked(await download(again.body.credential!.url))).toBe(false);
  }, 90_000);

  it('uses a status list of at least 16 KB whose indexes are not given out in order', async () => {
    const { credential } = await publishedWithCredential();
    const list = await download(credential.credentialStatus.statusListCredential);
    expect((await verifySignature(list)).verified).toBe(true);
    const bits = gunzipSync(Buffer.from(list.credentialSubject.encodedList.slice(1), 'base64url'));
    expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
    const indexes = [credential, ...credential.endorsement].map((document: Json) => Number(document.credentialStatus.statusListIndex));
    const more = await publishedWithCredential();
    indexes.push(Number(more.credential.credentialStatus.statusListIndex));
    const sorted = [...indexes].sort((a, b) => a - b);
    const consecutive = sorted.every((index, n) => n === 0 || index === sorted[n - 1]! + 1);
    expect(consecutive).toBe(false);
    expect(new Set(indexes).size).toBe(indexes.length);
  }, 90_000);

  it('publishes every signing key as a Multikey in the did:web document', async () => {
    const response = await fetch(`${runtime.url}/.well-known/did.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Json;
    expect(document.id).toBe(`did:web:localhost%3A${runtime.port}`);
    expect(document.verificationMethod[0]).toMatchObject({ type: 'Multikey', controller: document.id, publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
    expect(document.assertionMethod).toEqual(document.verificationMethod.map((method: Json) => method.id));
  });
});
