// The local wallet (/__local/wallet): an offer's wallet link shows the offer, its QR code and its
// state; claiming it takes the credential through
// the VC-API exchange, and its page lists it, bound to its DID, valid, then revoked with the proof's
// credential; a link that is not an offer, or one used, is refused in words on the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletOfferAnswer } from '../../../domain/api/wallet';
import { wallet as m } from '../../../domain/messages/wallet';
import { startInProcessRuntime, type InProcessRuntime } from '../../support/in-process-runtime';
import { credentialIssuing } from '../credentials/issued-credentials';

let runtime: InProcessRuntime;

beforeAll(async () => {
  runtime = await startInProcessRuntime({ throttle: false, seedDemo: false });
}, 180_000);
afterAll(async () => {
  await runtime?.dispose();
});

const paste = (link: string) => fetch(`${runtime.url}/__local/wallet`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ link }).toString() });
type Held = { holder: string; credentials: { standing: boolean; credential: { credentialSubject: { id: string; achievement: { humanCode: string } } } }[] };

describe('the local wallet', () => {
  it('claims an offer pasted on its page, and shows it held, valid, then revoked with the proof\u2019s credential', async () => {
    const issuing = credentialIssuing(runtime.url);
    const issued = await issuing.publishedWithCredential();
    const offer = (await issued.owner.request<WalletOfferAnswer>('POST', `/proofs/${issued.proof.id}/wallet-offers`)).body;
    // Looked at first, as a wallet shows an offer before it is accepted: its QR code, state and protocols.
    const look = () => fetch(`${runtime.url}/__local/wallet?${new URLSearchParams({ offer: offer.interactionUrl })}`).then((answer) => answer.text());
    const open = await look();
    expect(open).toContain('State: <strong>open</strong>');
    expect(open).toContain('alt="QR code of the offer"');
    expect(open).toContain('ProvenlyProofCredential');
    expect(open).toContain('<strong>vcapi</strong>');
    const claimed = await paste(offer.interactionUrl);
    expect(claimed.status).toBe(200);
    const page = await claimed.text();
    expect(page).toContain(`Added: ${issued.proof.title}`);
    expect(page).toContain(issued.proof.proofNumber!);
    const held = (await (await fetch(`${runtime.url}/__local/wallet.json`)).json()) as Held;
    expect(held.credentials[0]).toMatchObject({ standing: true, credential: { credentialSubject: { id: held.holder, achievement: { humanCode: issued.proof.proofNumber } } } });
    expect((await issued.owner.request<WalletOfferAnswer>('GET', `/proofs/${issued.proof.id}/wallet-offers/${offer.offerId}`)).body.state).toBe('claimed');
    expect(await look()).toContain('State: <strong>used or expired</strong>');
    // The same link again: used.
    const again = await paste(offer.interactionUrl);
    expect([again.status, await again.text()]).toEqual([400, expect.stringContaining(m.offerUsed)]);

    expect((await issued.owner.request('POST', `/proofs/${issued.proof.id}/credential/revoke`)).status).toBe(200);
    expect(((await (await fetch(`${runtime.url}/__local/wallet.json`)).json()) as Held).credentials[0]?.standing).toBe(false);
    expect(await (await fetch(`${runtime.url}/__local/wallet`)).text()).toContain('Revoked');
  });

  it('refuses, in words, a link that is not an offer, is elsewhere, or is too long', async () => {
    const notALink = await paste('hello');
    expect(notALink.status).toBe(400);
    expect(await notALink.text()).toContain('Paste the wallet link of an offer');
    // A link to another site is not followed; one here that answers no offer is told on the page.
    const elsewhere = await paste('http://127.0.0.1:9/nothing?iuv=1');
    expect([elsewhere.status, await elsewhere.text()]).toEqual([400, expect.stringContaining('Paste the wallet link of an offer')]);
    const notAnExchange = await paste(`${runtime.url}/`);
    expect([notAnExchange.status, await notAnExchange.text()]).toEqual([400, expect.stringContaining('This link offers no VC-API exchange.')]);
    const tooLong = await fetch(`${runtime.url}/__local/wallet`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `link=${'a'.repeat(5000)}` });
    expect(tooLong.status).toBe(400);
    const notAnOffer = await fetch(`${runtime.url}/__local/wallet?${new URLSearchParams({ offer: `${runtime.url}/api/health` })}`);
    expect(notAnOffer.status).toBe(200);
    expect(await notAnOffer.text()).toContain('State: <strong>unknown</strong>');
  });
});
