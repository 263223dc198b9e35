// A recruiter checks the proofs a CV names, many at once (POST /api/public/verify-proofs): each
// line says what the proof's own page says (verified, what was proven, whose, co-signed by whom),
// a revoked credential reads revoked, an edited proof awaits re-validation, and what is not a
// proof of this product is said to be so. Bad input is refused in words and checks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProofLookup } from '../../domain/api/public';
import type { CheckedItem, VerifyProofsAnswer } from '../../domain/api/verify-proofs';
import { MAX_CHECKED_ITEMS, VERIFY_PROOFS_MAX_BYTES } from '../../domain/constants';
import { verifyProofs as m } from '../../domain/messages/verify-proofs';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { proofFlow, type OwnProof } from '../support/proof-flow';
import type { ErrorBody } from '../support/validation-mail';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let owner: ApiClient;
let flow: ReturnType<typeof proofFlow>;
let proof: OwnProof;
let credentialUrl: string;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  anonymous = apiClient(runtime.url);
  owner = await signedInClient(runtime.url, { name: 'Rita Recruited', email: 'rita@acme.com' });
  flow = proofFlow(runtime.url, anonymous);
  proof = await flow.published(owner, { title: 'Payments platform rebuild', role: 'Tech lead', orgName: 'Acme' });
  credentialUrl = await credentialOf(proof);
});

/** The proof's credential link, once it was issued. */
async function credentialOf(published: OwnProof): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const url = (await anonymous.request<PublicProofLookup>('GET', `/public/proofs/${published.proofNumber}`)).body.credential?.url;
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No credential was issued for ${published.proofNumber}`);
}
afterAll(async () => {
  await runtime?.dispose();
});

const check = (items: unknown) => anonymous.request<VerifyProofsAnswer & ErrorBody>('POST', '/public/verify-proofs', { items });
const statuses = (lines: readonly CheckedItem[]) => lines.map((line) => [line.item, line.status]);

describe('a bulk check', () => {
  it('says of each proof number or link what its page says: verified, what was proven, whose, co-signed by whom', async () => {
    const items = [proof.proofNumber!.toLowerCase(), `${runtime.url}/proof/${proof.proofNumber}`, `${runtime.url}/project/${proof.id}`, credentialUrl, `${credentialUrl}/badge.png`];
    const answer = await check(items);
    expect(answer.status).toBe(200);
    expect(statuses(answer.body.items)).toEqual(items.map((item) => [item, 'verified']));
    for (const line of answer.body.items) {
      expect(line).toMatchObject({
        proofNumber: proof.proofNumber,
        title: 'Payments platform rebuild',
        role: 'Tech lead',
        orgName: 'Acme',
        owner: { displayName: 'Rita Recruited' },
        url: `${runtime.url}/proof/${proof.proofNumber}`,
      });
      expect(line.cosigners).toEqual([expect.objectContaining({ role: 'peer', validatorEmail: expect.stringMatching(/\*\*\*@acme\.com$/) })]);
    }
  });

  it('says not found, or not a proof of this product, and shows nothing of anyone', async () => {
    const items = ['PJ-ZZZZZZ', 'not a proof', `${runtime.url}/project/no-such-project`, 'https://elsewhere.example/proof/PJ-ABCDEF', `${runtime.url}/api/public/credentials/00000000-0000-4000-8000-000000000000`, `${runtime.url}/proof/%E0`];
    const answer = await check(items);
    expect(answer.status).toBe(200);
    expect(statuses(answer.body.items)).toEqual([
      ['PJ-ZZZZZZ', 'not-found'],
      ['not a proof', 'not-recognised'],
      [`${runtime.url}/project/no-such-project`, 'not-found'],
      ['https://elsewhere.example/proof/PJ-ABCDEF', 'not-recognised'],
      [`${runtime.url}/api/public/credentials/00000000-0000-4000-8000-000000000000`, 'not-found'],
      [`${runtime.url}/proof/%E0`, 'not-recognised'],
    ]);
    for (const line of answer.body.items) expect(line).toMatchObject({ proofNumber: null, title: null, owner: null, cosigners: [], url: null });
  });

  it('reads a credential revoked once the proof is edited, and the proof as awaiting re-validation', async () => {
    const edited = await flow.published(owner, { title: 'Ledger migration' });
    const oldCredential = await credentialOf(edited);
    await flow.edit(owner, edited, { title: 'Ledger migration, rewritten' });

    const answer = await check([oldCredential, edited.proofNumber]);
    expect(statuses(answer.body.items)).toEqual([
      [oldCredential, 'revoked'],
      [edited.proofNumber, 'awaiting-revalidation'],
    ]);
    expect(answer.body.items[0]).toMatchObject({ proofNumber: edited.proofNumber, title: null, cosigners: [] });
    expect(answer.body.items[1]).toMatchObject({ owner: { displayName: 'Rita Recruited' }, title: null, cosigners: [] });
  });

  it('reads a credential a new co-signature replaced as revoked, naming the proof, whose new credential is verified', async () => {
    const reissued = await flow.published(owner, { title: 'Search relevance tuning' });
    const first = await credentialOf(reissued);
    await flow.verify(owner, reissued, ['Me too']);
    let second = first;
    for (let attempt = 0; attempt < 100 && second === first; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      second = await credentialOf(reissued);
    }
    expect(second).not.toBe(first);

    const answer = await check([first, second]);
    expect(statuses(answer.body.items)).toEqual([
      [first, 'revoked'],
      [second, 'verified'],
    ]);
    expect(answer.body.items[0]).toMatchObject({ proofNumber: reissued.proofNumber, url: `${runtime.url}/proof/${reissued.proofNumber}`, title: null, cosigners: [] });
    expect(answer.body.items[1]?.cosigners).toHaveLength(2);
  });

  it(`refuses nothing to check, more than ${MAX_CHECKED_ITEMS} items, and an item too long, in words`, async () => {
    for (const [items, message] of [
      [[], m.nothingToCheck],
      [['   '], m.nothingToCheck],
      [Array.from({ length: MAX_CHECKED_ITEMS + 1 }, (_, index) => `PJ-${String(index).padStart(6, 'A')}`), m.tooMany],
      [['x'.repeat(301)], m.itemTooLong],
      ['PJ-ABCDEF', m.nothingToCheck],
    ] as const) {
      const refused = await check(items);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
  });

  it('refuses a body over its limit before reading it, in words', async () => {
    const refused = await check(['x'.repeat(VERIFY_PROOFS_MAX_BYTES)]);
    expect(refused.status).toBe(413);
    expect(JSON.stringify(refused.body)).toContain(m.tooMuch);
  });
});
