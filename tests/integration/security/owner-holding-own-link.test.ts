// The persona the authorisation matrix cannot hold: the owner, signed in, holding a link of their own
// proof that was sent to someone else (forwarded back to them, seen on a shared screen). On the
// signed-in portal routes the owner is refused as the owner, `403 self_validation`, whatever state
// the link is in, and nothing is written but the integrity signal the admin sees (a refused
// self-validation): no view or decision, no binding, no mail, so the person the link was sent to
// still decides. (In the matrix this persona would be the owner on every
// owner-scoped route and a link holder on the public ones, using up the links other cells need.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { signInThroughStandIn } from '../../support/linkedin-sign-in';
import { proofContent } from '../../support/factories/proof-content';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { runtimeTableOf, tableSnapshot } from '../../support/table-snapshot';
import { invite, validationMail, type ErrorBody } from '../../support/validation-mail';

let runtime: InProcessRuntime;
let snapshot: () => Promise<string>;
let selfValidationSignals: () => Promise<number>;
let mail: ReturnType<typeof validationMail>;
let anonymous: ApiClient;
let owner: ApiClient;
let proofId: string;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  const table = await runtimeTableOf(runtime.url);
  const isSignal = (item: Record<string, unknown>) => item.pk === 'ADMINFEED#self_validation_refused';
  snapshot = tableSnapshot(table, isSignal);
  const all = tableSnapshot(table);
  selfValidationSignals = async () => (JSON.parse(await all()) as Record<string, unknown>[]).filter(isSignal).length;
  mail = validationMail(runtime.url);
  anonymous = apiClient(runtime.url);
  owner = await signedInClient(runtime.url, { name: 'Olive Owner', email: 'olive.owner@example.com' });
  proofId = (await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Checkout rewrite at Acme' }))).body.id;
}, 120_000);
afterAll(async () => {
  await runtime?.dispose();
});

const openSignedIn = (client: ApiClient, token: string) => client.request<{ contentHash: string } & ErrorBody>('POST', '/validation/open-signed-in', { token });
const decideSignedIn = (client: ApiClient, token: string, decision: 'approved' | 'declined', contentHash: string) =>
  client.request<{ status: string } & ErrorBody>('POST', '/validation/decide-signed-in', { token, decision, comment: 'Looks right to me.', contentHash });

/** A link of the owner's proof, mailed to `email`; the content hash it shows, opened as the portal does. */
async function linkSentTo(email: string, role: 'peer' | 'manager') {
  const sent = await invite(owner, proofId, [{ email, role }]);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const token = await mail.linkTokenFor(email);
  const opened = await anonymous.request<{ contentHash: string }>('POST', '/validation/open', { token });
  expect(opened.status).toBe(200);
  return { token, contentHash: opened.body.contentHash };
}

/** Every way the owner, signed in, can try the link: each answers self_validation and writes nothing. */
async function expectOwnerRefusedWithoutWrites(token: string, contentHash: string) {
  const before = await snapshot();
  const signalsBefore = await selfValidationSignals();
  const mailsBefore = (await mail.mails()).length;
  const attempts = [
    await openSignedIn(owner, token),
    await decideSignedIn(owner, token, 'approved', contentHash),
    await decideSignedIn(owner, token, 'declined', contentHash),
  ];
  for (const answer of attempts) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.error).toMatchObject({ message: 'You cannot validate your own proof.', reason: 'self_validation' });
  }
  expect(await snapshot(), 'the owner’s refused attempts changed the table').toBe(before);
  expect(await selfValidationSignals(), 'each refused attempt is a signal for the admin').toBe(signalsBefore + attempts.length);
  expect((await mail.mails()).length, 'the owner’s refused attempts sent mail').toBe(mailsBefore);
}

describe('the owner, signed in, holding a link of their own proof sent to someone else', () => {
  it('is refused on a peer link, and the peer still approves', async () => {
    const { token, contentHash } = await linkSentTo('peer.colleague@acme.com', 'peer');
    await expectOwnerRefusedWithoutWrites(token, contentHash);

    const approved = await anonymous.request<{ status: string }>('POST', '/validation/decide', { token, decision: 'approved', contentHash });
    expect(approved.status).toBe(200);
  });

  it('is refused on a manager link the manager has opened and bound, and the manager still approves', async () => {
    const { token } = await linkSentTo('bea.boss@acme.com', 'manager');
    const manager = apiClient(runtime.url, (await signInThroughStandIn(runtime.url, { name: 'Bea Boss', email: 'bea.boss@acme.com' })).id_token);
    const bound = await openSignedIn(manager, token);
    expect(bound.status).toBe(200);

    // Refused as the owner (checked before the binding), not as "signed by another".
    await expectOwnerRefusedWithoutWrites(token, bound.body.contentHash);

    expect((await decideSignedIn(manager, token, 'approved', bound.body.contentHash)).status).toBe(200);
    const validations = (await owner.request<{ items: { validatorEmail: string; role: string; signer: { name: string | null } | null }[] }>('GET', '/validations')).body.items;
    expect(validations.find((validation) => validation.validatorEmail === 'bea.boss@acme.com')).toMatchObject({ role: 'manager', signer: { name: 'Bea Boss' } });
  });
});
