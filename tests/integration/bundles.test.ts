// Several verified proofs under one link for an application (docs/wallets.md): the owner picks
// their own verified proofs; the link shows each with its co-signers and live status; its JSON is a
// verifiable presentation of their credentials that an independent verifier accepts; the owner
// revokes it. Another person's proof, an unverified one, too many or one twice: refused in words,
// nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnBundle, OwnBundlesAnswer, PublicBundle } from '../../domain/api/bundles';
import type { VerifyProofsAnswer } from '../../domain/api/verify-proofs';
import { MAX_BUNDLES_KEPT, MAX_BUNDLE_PROOFS } from '../../domain/constants';
import { bundles as m } from '../../domain/messages/bundles';
import { verifyProofs as verifyProofsText } from '../../domain/messages/verify-proofs';
import { signedInClient } from '../support/api-client';
import { startInProcessRuntime, type InProcessRuntime } from '../support/in-process-runtime';
import type { ErrorBody } from '../support/validation-mail';
import { credentialIssuing } from './credentials/issued-credentials';
import { isRevoked, verifyPresentation } from './credentials/independent-verifier';

const ADMIN = { name: 'Ada Admin', email: 'ada.admin@example.com' };
let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false, env: { ADMIN_EMAILS: ADMIN.email } });
  issuing = credentialIssuing(runtime.url);
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

describe('a bundle of proofs for an application', () => {
  let owner: Awaited<ReturnType<typeof issuing.publishedWithCredential>>['owner'];
  let proofs: Awaited<ReturnType<typeof issuing.publishedWithCredential>>[];
  let bundle: OwnBundle;

  beforeAll(async () => {
    const first = await issuing.publishedWithCredential();
    owner = first.owner;
    proofs = [first];
    for (const title of ['Search relevance', 'Payments ledger']) {
      const created = await issuing.flow.create(owner, { title, orgName: 'Acme' });
      const peerWithdraw = await issuing.cosign(owner, created, `peer.${title.split(' ')[0]!.toLowerCase()}@acme.com`, 'peer', false);
      const proof = await issuing.flow.publish(owner, (await owner.request<typeof created>('GET', `/proofs/${created.id}`)).body);
      const view = (await issuing.credentialOf(proof.proofNumber!))!;
      proofs.push({ owner, proof, view, credential: await issuing.download(view.url), managerWithdraw: '', peerWithdraw });
    }
    const made = await owner.request<OwnBundle>('POST', '/bundles', { proofIds: proofs.map(({ proof }) => proof.id) });
    expect(made.status).toBe(201);
    bundle = made.body;
  });

  it('shows each proof with its co-signers and live status at its link', async () => {
    expect(bundle.url).toMatch(/\/bundle\/[\w-]{22}$/);
    const shown = await issuing.anonymous.request<PublicBundle>('GET', `/public/bundles/${bundle.bundleId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.items.map((item) => [item.proofNumber, item.status, item.cosigners.length > 0])).toEqual(proofs.map(({ proof }) => [proof.proofNumber, 'verified', true]));
    expect(shown.body.items.map((item) => item.title)).toEqual(proofs.map(({ proof }) => proof.title));
  });

  it('downloads as a presentation of the three credentials that verifies without Provenly, for its id and this site', async () => {
    const response = await fetch(bundle.presentationUrl);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const presentation = (await response.json()) as { verifiableCredential: { id: string }[] };
    expect(presentation.verifiableCredential.map((credential) => credential.id)).toEqual(proofs.map(({ credential }) => credential.id));
    expect(await verifyPresentation(presentation, { challenge: bundle.bundleId, domain: runtime.url })).toMatchObject({ verified: true, credentials: [true, true, true] });
    // Bound to its link: for another challenge it does not verify.
    expect((await verifyPresentation(presentation, { challenge: 'another-bundle', domain: runtime.url })).verified).toBe(false);
  });

  it('follows each proof live: a withdrawn co-signature shows at the link, and its credential in the download reads revoked', async () => {
    const [, second] = proofs as [unknown, (typeof proofs)[number]];
    expect((await issuing.anonymous.request('POST', '/validation/withdraw', { token: second.peerWithdraw, reason: 'Not my project.' })).status).toBe(200);
    const shown = (await issuing.anonymous.request<PublicBundle>('GET', `/public/bundles/${bundle.bundleId}`)).body;
    expect(shown.items.map((item) => item.status)).toEqual(['verified', 'awaiting-revalidation', 'verified']);
    const presentation = (await (await fetch(bundle.presentationUrl)).json()) as { verifiableCredential: unknown[] };
    expect(await isRevoked(presentation.verifiableCredential[1])).toBe(true);
    expect(await verifyPresentation(presentation, { challenge: bundle.bundleId, domain: runtime.url })).toMatchObject({ verified: true });
  });

  it('is checked in bulk: a pasted bundle link gives a line for each of its proofs', async () => {
    const answer = await issuing.anonymous.request<VerifyProofsAnswer>('POST', '/public/verify-proofs', { items: [bundle.url, 'PJ-ZZZZZZ'] });
    expect(answer.body.items.map((item) => [item.item, item.proofNumber, item.status])).toEqual([
      ...proofs.map(({ proof }, index) => [bundle.url, proof.proofNumber, index === 1 ? 'awaiting-revalidation' : 'verified']),
      ['PJ-ZZZZZZ', null, 'not-found'],
    ]);
    // A few bundle links a check (each up to 22 reads), refused in words beyond.
    const tooMany = await issuing.anonymous.request<ErrorBody>('POST', '/public/verify-proofs', { items: Array.from({ length: 4 }, (_, n) => `${bundle.url.slice(0, -1)}${n}`) });
    expect([tooMany.status, tooMany.body.error.message]).toEqual([400, verifyProofsText.tooManyBundleLinks]);
  });

  it('refuses another person\u2019s proof, an unverified one, too many, or one twice, in words, writing nothing', async () => {
    const stranger = await issuing.newOwner();
    const draft = await issuing.flow.create(owner, { title: 'Still a draft' });
    const ask = (proofIds: string[]) => owner.request<ErrorBody>('POST', '/bundles', { proofIds });
    const before = (await owner.request<OwnBundlesAnswer>('GET', '/bundles')).body.items.length;
    expect((await stranger.request<ErrorBody>('POST', '/bundles', { proofIds: [proofs[0]!.proof.id] })).status).toBe(404);
    const unverified = await ask([proofs[0]!.proof.id, draft.id]);
    expect([unverified.status, unverified.body.error.message]).toEqual([400, m.notVerified('Still a draft')]);
    expect((await ask(Array.from({ length: MAX_BUNDLE_PROOFS + 1 }, () => proofs[0]!.proof.id))).body.error.message).toBe(m.tooMany);
    expect((await ask([proofs[0]!.proof.id, proofs[0]!.proof.id])).body.error.message).toBe(m.twice);
    expect((await ask([])).body.error.message).toBe(m.pickOne);
    expect((await owner.request<OwnBundlesAnswer>('GET', '/bundles')).body.items.length).toBe(before);
    expect((await stranger.request<OwnBundlesAnswer>('GET', '/bundles')).body.items).toEqual([]);
  });

  it('leaves out of its page and its download a proof hidden by an admin or deleted by its owner', async () => {
    const admin = await signedInClient(runtime.url, ADMIN);
    expect((await admin.request('POST', `/admin/recognitions/${proofs[0]!.proof.id}/hide`, { reason: 'Checked by the bundle test' })).status).toBe(200);
    expect((await owner.request('DELETE', `/proofs/${proofs[2]!.proof.id}`)).status).toBe(200);
    const shown = (await issuing.anonymous.request<PublicBundle>('GET', `/public/bundles/${bundle.bundleId}`)).body;
    // Hidden and deleted answer alike: neither names its proof.
    expect(shown.items.map((item) => [item.item, item.status, item.title])).toEqual([['', 'not-found', null], [proofs[1]!.proof.proofNumber, 'awaiting-revalidation', null], ['', 'not-found', null]]);
    const presentation = (await (await fetch(bundle.presentationUrl)).json()) as { verifiableCredential: { credentialSubject: { achievement: { humanCode: string } } }[] };
    expect(presentation.verifiableCredential.map((credential) => credential.credentialSubject.achievement.humanCode)).toEqual([proofs[1]!.proof.proofNumber]);
    expect(JSON.stringify(presentation)).not.toContain(proofs[0]!.proof.title);
  });

  it('is revoked by its owner alone: the link and its download then answer that it was revoked', async () => {
    const stranger = await issuing.newOwner();
    expect((await stranger.request('POST', `/bundles/${bundle.bundleId}/revoke`)).status).toBe(404);
    const revoked = await owner.request<OwnBundle>('POST', `/bundles/${bundle.bundleId}/revoke`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const shown = await issuing.anonymous.request<ErrorBody>('GET', `/public/bundles/${bundle.bundleId}`);
    expect([shown.status, shown.body.error.message]).toEqual([410, m.revokedNotice]);
    expect((await fetch(bundle.presentationUrl)).status).toBe(410);
    const checked = await issuing.anonymous.request<VerifyProofsAnswer>('POST', '/public/verify-proofs', { items: [bundle.url] });
    expect(checked.body.items.map((item) => item.status)).toEqual(['not-found']);
    expect((await owner.request<OwnBundlesAnswer>('GET', '/bundles')).body.items.find((item) => item.bundleId === bundle.bundleId)?.revokedAt).toBe(revoked.body.revokedAt);
    expect((await issuing.anonymous.request('GET', '/public/bundles/not-a-bundle-id-at-all')).status).toBe(404);
  });
});

describe('an owner\u2019s links', () => {
  it('are kept 50 at a time: the oldest revoked one makes room for a new one; with none revoked, a 51st is refused in words', async () => {
    const { owner, proof } = await issuing.publishedWithCredential();
    const make = () => owner.request<OwnBundle & ErrorBody>('POST', '/bundles', { proofIds: [proof.id] });
    const made: OwnBundle[] = [];
    for (let n = 0; n < MAX_BUNDLES_KEPT; n += 1) made.push((await make()).body);
    const refused = await make();
    expect([refused.status, refused.body.error.message]).toEqual([409, m.tooManyLinks]);
    for (const old of [made[0]!, made[1]!]) expect((await owner.request('POST', `/bundles/${old.bundleId}/revoke`)).status).toBe(200);
    expect((await make()).status).toBe(201);
    // The oldest revoked link is gone; the other revoked one still says so.
    expect((await issuing.anonymous.request('GET', `/public/bundles/${made[0]!.bundleId}`)).status).toBe(404);
    expect((await issuing.anonymous.request('GET', `/public/bundles/${made[1]!.bundleId}`)).status).toBe(410);
    expect((await owner.request<OwnBundlesAnswer>('GET', '/bundles')).body.items).toHaveLength(MAX_BUNDLES_KEPT);

    // Its owner closing the account: every link and download answers not found.
    const { username } = (await owner.request<{ profile: { username: string } }>('GET', '/me')).body.profile;
    expect((await owner.request('POST', '/account/closure', { confirmUsername: username, deleteLinkedinPosts: false })).status).toBe(200);
    expect((await issuing.anonymous.request('GET', `/public/bundles/${made[2]!.bundleId}`)).status).toBe(404);
    expect((await fetch(made[2]!.presentationUrl)).status).toBe(404);
  });
});
