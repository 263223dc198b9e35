// A verified proof's credential claimed into a wallet through OpenID4VCI 1.0's pre-authorized code
// flow (docs/wallets.md), by an independent wallet (@openid4vc/openid4vci with an Ed25519 did:key
// holder) and checked by an independent verifier (@digitalbazaar/vc): bound to the holder, revoked
// with the proof. Only the owner makes an offer; a code, token or nonce replayed, raced, expired or
// proven by a key the wallet does not hold gets an OAuth error and nothing is issued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletOfferAnswer } from '../../../domain/api/wallet';
import { wallet as m } from '../../../domain/messages/wallet';
import { getWalletOffer } from '../../../core/data/wallet/wallet-offers';
import { advanceClock } from '../../support/clock';
import { useRuntimeTable } from '../../support/table-snapshot';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { claimWithOpenId4Vci, credentialWith, newHolder, nonceFor, refusalOf, resolveOffer, tokenFor, type Holder } from '../../support/oid4vci-wallet';
import type { ErrorBody } from '../../support/validation-mail';
import { credentialIssuing, type IssuedCredential } from '../credentials/issued-credentials';
import { isRevoked, verifySignature } from '../credentials/independent-verifier';

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let issued: IssuedCredential;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  issuing = credentialIssuing(runtime.url);
  await useRuntimeTable(runtime.url);
  issued = await issuing.publishedWithCredential();
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const offer = async () => {
  const answer = await issued.owner.request<WalletOfferAnswer>('POST', `/proofs/${issued.proof.id}/wallet-offers`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const stateOf = async (made: WalletOfferAnswer) => (await issued.owner.request<WalletOfferAnswer>('GET', `/proofs/${issued.proof.id}/wallet-offers/${made.offerId}`)).body.state;
type Claimed = { id: string; credentialSubject: { id: string; identifier: unknown }; credentialStatus: unknown };

describe('adding a verified proof to a wallet with OpenID4VCI', () => {
  let holder: Holder;
  let claimed: Claimed;
  let made: WalletOfferAnswer;

  beforeAll(async () => {
    holder = await newHolder();
    made = await offer();
    claimed = (await claimWithOpenId4Vci(made.offerUrl, holder)) as Claimed;
  });

  it('issues the proof\u2019s credential bound to the wallet\u2019s DID, and an independent verifier accepts it', async () => {
    expect(made.offerUrl).toMatch(/^openid-credential-offer:\/\/\?credential_offer_uri=/);
    const original = issued.credential as unknown as Claimed;
    expect(claimed.credentialSubject.id).toBe(holder.did);
    expect(claimed.credentialSubject.identifier).toEqual(original.credentialSubject.identifier);
    expect(claimed.id).not.toBe(original.id);
    expect(claimed.credentialStatus).toEqual(original.credentialStatus);
    expect(await verifySignature(claimed)).toMatchObject({ verified: true });
    expect(await isRevoked(claimed)).toBe(false);
    expect(await stateOf(made)).toBe('claimed');
  });

  it('refuses the same code, and the same token, a second time: nothing more is issued', async () => {
    const fresh = await offer();
    const resolved = await resolveOffer(fresh.offerUrl);
    const token = await tokenFor(resolved);
    expect(await refusalOf(tokenFor(resolved))).toMatchObject({ status: 400, error: 'invalid_grant' });
    await credentialWith(resolved, token, holder, await nonceFor(resolved));
    expect(await refusalOf(credentialWith(resolved, token, holder, await nonceFor(resolved)))).toMatchObject({ status: 401, error: 'invalid_token' });
    // A used offer is no longer served by reference either.
    expect((await fetch(new URL(fresh.offerUrl).searchParams.get('credential_offer_uri')!)).status).toBe(404);
  });

  it('issues exactly one credential to wallets racing for one offer', async () => {
    const resolved = await resolveOffer((await offer()).offerUrl);
    const tokens = await Promise.allSettled([tokenFor(resolved), tokenFor(resolved), tokenFor(resolved)]);
    expect(tokens.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const token = (tokens.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<string>).value;
    const nonces = await Promise.all([nonceFor(resolved), nonceFor(resolved), nonceFor(resolved)]);
    const claims = await Promise.allSettled(nonces.map((nonce) => credentialWith(resolved, token, holder, nonce)));
    expect(claims.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a proof of possession for another nonce, or by a key the wallet does not hold, and lets the wallet try again', async () => {
    const resolved = await resolveOffer((await offer()).offerUrl);
    const token = await tokenFor(resolved);
    expect(await refusalOf(credentialWith(resolved, token, holder, 'a-nonce-this-issuer-never-gave'))).toMatchObject({ status: 400, error: 'invalid_nonce' });
    const impostor = { ...(await newHolder()), signJwt: holder.signJwt };
    expect(await refusalOf(credentialWith(resolved, token, impostor, await nonceFor(resolved)))).toMatchObject({ status: 400, error: 'invalid_proof' });
    // Nothing was claimed: the wallet that holds its key still can, once.
    expect(((await credentialWith(resolved, token, holder, await nonceFor(resolved))) as Claimed).credentialSubject.id).toBe(holder.did);
  });

  it('answers malformed requests with OAuth errors and issues nothing', async () => {
    const base = `${runtime.url}/api/public/wallet`;
    const form = (body: Record<string, string>) => fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    expect(await (await form({ grant_type: 'authorization_code', code: 'x' })).json()).toMatchObject({ error: 'unsupported_grant_type' });
    expect(await (await form({ grant_type: 'urn:ietf:params:oauth:grant-type:pre-authorized_code', 'pre-authorized_code': 'short' })).json()).toMatchObject({ error: 'invalid_grant' });
    // Forms are read by the token endpoint alone: another route takes JSON only, as before.
    const formElsewhere = await fetch(`${runtime.url}/api/public/verify-proofs`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'items=PJ-ABC234' });
    expect([formElsewhere.status, ((await formElsewhere.json()) as ErrorBody).error.message]).toEqual([400, 'The request body must be valid JSON.']);
    const resolved = await resolveOffer((await offer()).offerUrl);
    const token = await tokenFor(resolved);
    const ask = (body: unknown) => fetch(`${base}/credential`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const garbage = await ask({ credential_configuration_id: 'ProvenlyProofCredential', proofs: { jwt: ['not.a.jwt'] } });
    expect([garbage.status, await garbage.json()]).toEqual([400, { error: 'invalid_proof', error_description: m.proofInvalid }]);
    expect(await (await ask({ credential_configuration_id: 'SomethingElse', proofs: { jwt: ['x'] } })).json()).toMatchObject({ error: 'unknown_credential_configuration' });
    expect((await ask({ credential_configuration_id: 'ProvenlyProofCredential', proofs: { jwt: ['x'.repeat(20_000)] } })).status).toBe(413);
    // The token still claims once, with a real proof.
    expect(((await credentialWith(resolved, token, holder, await nonceFor(resolved))) as Claimed).credentialSubject.id).toBe(holder.did);
  });

  it('makes offers for the owner alone, and only while the proof carries an active credential', async () => {
    const stranger = await issuing.newOwner();
    expect((await stranger.request('POST', `/proofs/${issued.proof.id}/wallet-offers`)).status).toBe(404);
    expect((await stranger.request('GET', `/proofs/${issued.proof.id}/wallet-offers/${made.offerId}`)).status).toBe(404);
    const draft = await issuing.flow.create(issued.owner, { title: 'Not verified yet' });
    const refused = await issued.owner.request<ErrorBody>('POST', `/proofs/${draft.id}/wallet-offers`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(m.noActiveCredential);
  });

  it('issues nothing once the owner is closing their account', async () => {
    const other = await issuing.publishedWithCredential();
    const made = (await other.owner.request<WalletOfferAnswer>('POST', `/proofs/${other.proof.id}/wallet-offers`)).body;
    const resolved = await resolveOffer(made.offerUrl);
    const token = await tokenFor(resolved);
    const { username } = (await other.owner.request<{ profile: { username: string } }>('GET', '/me')).body.profile;
    expect((await other.owner.request('POST', '/account/closure', { confirmUsername: username, deleteLinkedinPosts: false })).status).toBe(200);
    expect(await refusalOf(credentialWith(resolved, token, holder, await nonceFor(resolved)))).toMatchObject({ status: 400, error: 'credential_request_denied' });
    // Nothing was issued, so nothing was used up: the offer is still only redeemed.
    expect((await getWalletOffer(made.offerId))?.state).toBe('redeemed');
  });

  it('reads revoked in the wallet with the proof’s credential; a pending offer issues the current one, or nothing once there is none', async () => {
    const [first, second] = [await resolveOffer((await offer()).offerUrl), await resolveOffer((await offer()).offerUrl)];
    const [firstToken, secondToken] = [await tokenFor(first), await tokenFor(second)];
    // The peer withdraws: the proof stays verified by its manager, its credential is issued again without the peer.
    expect((await issuing.anonymous.request('POST', '/validation/withdraw', { token: issued.peerWithdraw, reason: 'Not my project.' })).status).toBe(200);
    expect(await isRevoked(claimed)).toBe(true);
    expect(await verifySignature(claimed)).toMatchObject({ verified: true });
    const current = (await credentialWith(first, firstToken, holder, await nonceFor(first))) as Claimed;
    expect(current.credentialStatus).not.toEqual(claimed.credentialStatus);
    expect(await isRevoked(current)).toBe(false);
    // The manager withdraws too: the proof is no longer verified and carries no credential.
    expect((await issuing.anonymous.request('POST', '/validation/withdraw', { token: issued.managerWithdraw, reason: 'Not my project.' })).status).toBe(200);
    expect(await isRevoked(current)).toBe(true);
    expect(await refusalOf(credentialWith(second, secondToken, holder, await nonceFor(second)))).toMatchObject({ status: 400, error: 'credential_request_denied' });
  });
});

describe('an offer', () => {
  it('expires after ten minutes: its code is refused at the token endpoint, its state says so; a token and a nonce expire in five', async () => {
    issued = await issuing.publishedWithCredential();
    const holder = await newHolder();
    const slowMade = await offer();
    const [late, slow] = [await resolveOffer((await offer()).offerUrl), await resolveOffer(slowMade.offerUrl)];
    const made = await offer();
    const slowToken = await tokenFor(slow);
    expect(await stateOf(slowMade)).toBe('redeemed');
    const staleNonce = await nonceFor(slow);
    await advanceClock(runtime.url, 5 * 60_000 + 1_000);
    expect(await refusalOf(credentialWith(slow, slowToken, holder, await nonceFor(slow)))).toMatchObject({ status: 401, error: 'invalid_token' });
    // Its offer has not expired yet, but its token has: the owner's screen says it expired.
    expect(await stateOf(slowMade)).toBe('expired');
    const fresh = await resolveOffer((await offer()).offerUrl);
    expect(await refusalOf(credentialWith(fresh, await tokenFor(fresh), holder, staleNonce))).toMatchObject({ status: 400, error: 'invalid_nonce' });
    await advanceClock(runtime.url, 5 * 60_000);
    expect(await refusalOf(tokenFor(late))).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect((await fetch(new URL(made.offerUrl).searchParams.get('credential_offer_uri')!)).status).toBe(404);
    expect(await stateOf(made)).toBe('expired');
  });
});
