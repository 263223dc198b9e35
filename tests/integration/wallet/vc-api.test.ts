// A verified proof's credential claimed through the offer's VC-API exchange (VCALM), as the Learner
// Credential Wallet claims it, by a did:key holder driven with Digital Bazaar's libraries and
// checked by an independent verifier: the interaction URL names both protocols; the wallet proves
// control of its DID for the exchange's challenge and receives the credential bound to it. A forged,
// replayed or raced presentation, or a used offer, issues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletOfferAnswer } from '../../../domain/api/wallet';
import { wallet as m } from '../../../domain/messages/wallet';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { claimWithOpenId4Vci, credentialWith, newHolder, refusalOf, resolveOffer, tokenFor } from '../../support/oid4vci-wallet';
import { answerExchange, claimWithVcApi, didAuthentication, exchangeOf, newVcApiHolder, startExchange } from '../../support/vc-api-wallet';
import { credentialIssuing, type IssuedCredential } from '../credentials/issued-credentials';
import { isRevoked, verifySignature } from '../credentials/independent-verifier';

let runtime: InProcessRuntime;
let issuing: ReturnType<typeof credentialIssuing>;
let issued: IssuedCredential;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
  issuing = credentialIssuing(runtime.url);
  issued = await issuing.publishedWithCredential();
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const offer = async () => (await issued.owner.request<WalletOfferAnswer>('POST', `/proofs/${issued.proof.id}/wallet-offers`)).body;
type Claimed = { credentialSubject: { id: string }; credentialStatus: unknown };

describe('adding a verified proof to a wallet through a VC-API exchange', () => {
  it('names both protocols at the interaction URL, and a page with the same-device link to a browser', async () => {
    const made = await offer();
    expect(made.interactionUrl).toMatch(/\/api\/public\/wallet\/interactions\/[\w-]{43}\?iuv=1$/);
    const json = await fetch(made.interactionUrl, { headers: { accept: 'application/json' } });
    expect(await json.json()).toEqual({ protocols: { vcapi: expect.stringMatching(/\/api\/public\/wallet\/exchanges\/[\w-]{43}$/), 'oid4vci-1.0': made.offerUrl } });
    const page = await fetch(made.interactionUrl, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(m.interactionPageTitle);
    expect(html).toContain(`href="${made.offerUrl.replace(/&/g, '&amp;')}"`);
  });

  it.each(['Ed25519Signature2020', 'eddsa-rdfc-2022'] as const)('issues the credential bound to a holder who signs with %s, and an independent verifier accepts it', async (suite) => {
    const holder = await newVcApiHolder(suite);
    const claimed = (await claimWithVcApi((await offer()).interactionUrl, holder)) as Claimed;
    expect(claimed.credentialSubject.id).toBe(holder.did);
    expect(claimed.credentialStatus).toEqual((issued.credential as unknown as Claimed).credentialStatus);
    expect(await verifySignature(claimed)).toMatchObject({ verified: true });
    expect(await isRevoked(claimed)).toBe(false);
  });

  it.each(['Ed25519Signature2020', 'eddsa-rdfc-2022'] as const)('refuses a %s presentation for another challenge or domain, or for a DID its signer does not control, and issues nothing', async (suite) => {
    const holder = await newVcApiHolder(suite);
    const exchange = await exchangeOf((await offer()).interactionUrl);
    const request = await startExchange(exchange);
    const otherChallenge = await answerExchange(exchange, await didAuthentication(holder, { ...request, challenge: 'a-challenge-this-exchange-never-gave' }));
    expect([otherChallenge.status, otherChallenge.body]).toEqual([400, { error: expect.objectContaining({ message: m.challengeInvalid }) }]);
    const signed = await didAuthentication(holder, request);
    const impostor = await newVcApiHolder(suite);
    const forged = await answerExchange(exchange, { ...signed, holder: impostor.did });
    expect([forged.status, (forged.body.error as { message: string }).message]).toEqual([400, m.presentationInvalid]);
    const changed = await answerExchange(exchange, { ...signed, proof: { ...(signed.proof as object), domain: 'https://elsewhere.example' } });
    expect(changed.status).toBe(400);
    // Signed for another site, or answering a challenge given for something else: an OpenID4VCI
    // nonce, or another offer's exchange.
    const elsewhere = await answerExchange(exchange, await didAuthentication(holder, { ...request, domain: 'https://elsewhere.example' }));
    expect([elsewhere.status, (elsewhere.body.error as { message: string }).message]).toEqual([400, m.presentationInvalid]);
    const nonce = ((await (await fetch(`${runtime.url}/api/public/wallet/nonce`, { method: 'POST' })).json()) as { c_nonce: string }).c_nonce;
    const otherExchange = await startExchange(await exchangeOf((await offer()).interactionUrl));
    for (const challenge of [nonce, otherExchange.challenge]) {
      const misused = await answerExchange(exchange, await didAuthentication(holder, { ...request, challenge }));
      expect([misused.status, (misused.body.error as { message: string }).message]).toEqual([400, m.challengeInvalid]);
    }
    // Nor is an exchange's challenge an OpenID4VCI nonce.
    const resolved = await resolveOffer((await offer()).offerUrl);
    expect(await refusalOf(credentialWith(resolved, await tokenFor(resolved), await newHolder(), (await startExchange(exchange)).challenge))).toMatchObject({ status: 400, error: 'invalid_nonce' });
    // The genuine answer still claims, once; the same presentation again finds the offer used.
    expect(((await answerExchange(exchange, signed)).body.verifiablePresentation as { verifiableCredential: Claimed[] }).verifiableCredential[0]!.credentialSubject.id).toBe(holder.did);
    expect((await answerExchange(exchange, signed)).status).toBe(410);
  });

  it('issues exactly one credential when both protocols race for one offer', async () => {
    const made = await offer();
    const [vcApi, openId] = await Promise.allSettled([claimWithVcApi(made.interactionUrl, await newVcApiHolder('Ed25519Signature2020')), claimWithOpenId4Vci(made.offerUrl, await newHolder())]);
    expect([vcApi.status, openId.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses malformed and oversized exchanges in words, and a used offer at its interaction URL', async () => {
    const made = await offer();
    const exchange = await exchangeOf(made.interactionUrl);
    const post = (body: string) => fetch(exchange, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('{"verifiablePresentation": "not an object"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    // A presentation the verifier library cannot even read (no @context, no type): 400, not 500.
    const holder = await newVcApiHolder('eddsa-rdfc-2022');
    const unreadable = { holder: holder.did, proof: { verificationMethod: `${holder.did}#${holder.did.slice('did:key:'.length)}`, challenge: (await startExchange(exchange)).challenge } };
    expect((await answerExchange(exchange, unreadable)).status).toBe(400);
    expect((await post(JSON.stringify({ verifiablePresentation: { filler: 'x'.repeat(70 * 1024) } }))).status).toBe(413);
    const noCredentialsAllowed = await answerExchange(exchange, { ...(await didAuthentication(await newVcApiHolder('eddsa-rdfc-2022'), await startExchange(exchange))), verifiableCredential: [issued.credential] });
    expect(noCredentialsAllowed.status).toBe(400);
    await claimWithOpenId4Vci(made.offerUrl, await newHolder());
    expect((await fetch(made.interactionUrl, { headers: { accept: 'application/json' } })).status).toBe(410);
    expect(await refusalOf(claimWithOpenId4Vci(made.offerUrl, await newHolder()))).toMatchObject({ status: 404 });
  });

  it('reads revoked in the wallet when the proof\u2019s credential is revoked', async () => {
    const claimed = await claimWithVcApi((await offer()).interactionUrl, await newVcApiHolder('Ed25519Signature2020'));
    expect((await issued.owner.request('POST', `/proofs/${issued.proof.id}/credential/revoke`)).status).toBe(200);
    expect(await isRevoked(claimed)).toBe(true);
  });
});
