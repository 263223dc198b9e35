// A reminder adds a link to the same request; it does not take the first one away. Every live
// link of a pending request works until the request's expiry, and all of them share one binding
// and one decision: once decided, each shows the completed view; once expired, each is expired;
// a renewed request's older links stay dead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProof as Proof } from '../../domain/api/proofs';
import type { OwnerValidationRequest as OwnerRequest, PortalRequest } from '../../domain/api/validation';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { signInThroughStandIn } from '../support/linkedin-sign-in';
import { proofContent } from '../support/proof-flow';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import { invite, validationMail, type ErrorBody } from '../support/validation-mail';
import { advanceClock } from '../support/clock';

let runtime: InProcessRuntime;
let anonymous: ApiClient;
let mail: ReturnType<typeof validationMail>;
let people = 0;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ seedDemo: false });
  anonymous = apiClient(runtime.url);
  mail = validationMail(runtime.url);
});
afterAll(async () => {
  await runtime?.dispose();
});

const newOwner = () => {
  people += 1;
  return signedInClient(runtime.url, { name: `Owner Number${people}`, email: `owner${people}@acme.com` });
};
const signedIn = async (name: string, email: string) => apiClient(runtime.url, (await signInThroughStandIn(runtime.url, { name, email })).id_token);
const open = (token: string, client = anonymous) =>
  client.request<PortalRequest & ErrorBody>('POST', client === anonymous ? '/validation/open' : '/validation/open-signed-in', { token });
const decide = (token: string, contentHash: string | null, client = anonymous) =>
  client.request<{ status: string } & ErrorBody>('POST', client === anonymous ? '/validation/decide' : '/validation/decide-signed-in', {
    token,
    decision: 'approved',
    contentHash,
  });
const remind = (owner: ApiClient, proofId: string, requestId: string) =>
  owner.request<OwnerRequest & ErrorBody>('POST', `/proofs/${proofId}/validation-requests/${requestId}/remind`);

/** An owner's proof with one peer invited and reminded once: the invitation's and the reminder's tokens. */
async function invitedAndReminded(local: string) {
  const owner = await newOwner();
  const proof = (await owner.request<Proof>('POST', '/proofs', proofContent())).body;
  const validator = `${local}.${people}@acme.com`;
  const requestId = (await invite(owner, proof.id, [{ email: validator, role: 'peer' }])).body.requests[0]!.id;
  const original = await mail.linkTokenFor(validator);
  const reminded = await remind(owner, proof.id, requestId);
  expect(reminded.status).toBe(200);
  const reminder = await mail.linkTokenFor(validator);
  expect(reminder).not.toBe(original);
  return { owner, proof, validator, requestId, original, reminder, expiresAt: reminded.body.expiresAt };
}

describe('a reminder', () => {
  it('leaves the original link working: the validator decides with it, and then every link shows the decision', async () => {
    const { owner, proof, validator, original, reminder } = await invitedAndReminded('slow');

    const opened = await open(original);
    expect(opened.status).toBe(200);
    expect(opened.body.status).toBe('pending');
    expect((await decide(original, opened.body.contentHash)).status).toBe(200);
    expect((await owner.request<Proof>('GET', `/proofs/${proof.id}`)).body.verified).toBe(true);

    for (const token of [original, reminder]) {
      const closed = await open(token);
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ status: 'approved', recognition: null, decision: { status: 'approved' } });
      const again = await decide(token, opened.body.contentHash);
      expect(again.status).toBe(409);
      expect(again.body.error.reason).toBe('link_used');
    }
    expect((await owner.request<{ items: unknown[] }>('GET', '/validations')).body.items).toHaveLength(1);
    expect(await mail.countTo(validator)).toBe(3); // invitation, reminder, co-signature confirmation
  });

  it('says it is a reminder of the same request, and that the earlier link still works until the expiry', async () => {
    const { validator } = await invitedAndReminded('told');
    const reminderMail = (await mail.newestTo(validator))!;
    expect(reminderMail.subject).toMatch(/^Reminder: /);
    expect(reminderMail.text).toContain('This is a reminder of the same request.');
    expect(reminderMail.text).toMatch(/The link in the earlier e-mail still works until \w+ \d+, \d{4}/);
    expect(reminderMail.html).toContain('This is a reminder of the same request.');
  });

  it('gives one decision when two links of one request are decided at once', async () => {
    const { owner, original, reminder } = await invitedAndReminded('race');
    const { contentHash } = (await open(original)).body;
    await open(reminder);
    const results = await Promise.all([original, reminder, original, reminder].map((token) => decide(token, contentHash)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await owner.request<{ items: unknown[] }>('GET', '/validations')).body.items).toHaveLength(1);
  });

  it('keeps one binding across the links: whoever opened one first holds them all', async () => {
    const { original, reminder, validator } = await invitedAndReminded('bound');
    const first = await signedIn('Vera Validator', validator);
    const other = await signedIn('Ivan Intruder', `intruder.${people}@elsewhere.com`);
    const { contentHash } = (await open(original, first)).body;

    const refused = await open(reminder, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash)).body.error.reason).toBe('signed_by_another');
    expect((await decide(reminder, contentHash, first)).status).toBe(200);
  });

  it('does not reopen a withdrawn approval through another link', async () => {
    const { validator, original, reminder } = await invitedAndReminded('withdrawn');
    const { contentHash } = (await open(reminder)).body;
    expect((await decide(reminder, contentHash)).status).toBe(200);
    const withdrawn = await anonymous.request('POST', '/validation/withdraw', { token: await mail.withdrawTokenFor(validator), reason: 'Not my project.' });
    expect(withdrawn.status).toBe(200);

    const closed = await open(original);
    expect(closed.body).toMatchObject({ status: 'approved', recognition: null, contentHash: null });
    expect(closed.body.decision?.withdrawnAt).toEqual(expect.any(String));
    expect((await decide(original, contentHash)).body.error.reason).toBe('link_used');
  });
});

// Last: moves the runtime's clock past the links' lifetime.
describe('an expired request with several links', () => {
  it('stops every link at the expiry, and a new link for it leaves the older ones dead', async () => {
    const { owner, proof, validator, requestId, original, reminder } = await invitedAndReminded('late');
    const { contentHash } = (await open(original)).body;

    await advanceClock(runtime.url, 72 * 3600_000 + 60_000);
    for (const token of [original, reminder]) {
      expect((await open(token)).body).toMatchObject({ status: 'expired', recognition: null });
      expect((await decide(token, contentHash)).status).toBe(410);
    }

    expect((await remind(owner, proof.id, requestId)).body.status).toBe('pending');
    const renewed = await mail.linkTokenFor(validator);
    for (const token of [original, reminder]) {
      const dead = await open(token);
      expect(dead.status).toBe(404);
      expect(dead.body.error.message).toBe('This validation link is invalid or has expired. Validation links are only valid for 72 hours for security purposes.');
      expect((await decide(token, contentHash)).status).toBe(404);
    }
    const fresh = await open(renewed);
    expect(fresh.body.status).toBe('pending');
    expect((await decide(renewed, fresh.body.contentHash)).status).toBe(200);
  });
});
