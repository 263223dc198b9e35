// Claiming a verified proof's credential into a wallet, through the whole local runtime, by the
// test wallets (an independent OpenID4VCI client; a did:key holder on Digital Bazaar's libraries for
// VC-API), and recruiters' bulk check of 50 proofs (docs/wallets.md):
//  - each protocol's claim, from the offer to the credential in hand (OpenID4VCI: offer, metadata,
//    token, nonce, credential; VC-API: interaction URL, challenge, presentation, credential), its
//    p50 and p95, beside checking the same credential on the verify page in the same run (a claim
//    signs one credential as a check verifies one): budget p95 at most 1 s, and printed as a ratio;
//  - POST /api/public/verify-proofs with 50 proof numbers beside the same request with one: budget
//    p95 at most 2 s, and printed as a ratio.
import { apiClient } from '../tests/support/api-client';
import { startTestRuntime } from '../tests/support/runtime';
import { claimWithOpenId4Vci, newHolder } from '../tests/support/oid4vci-wallet';
import { claimWithVcApi, newVcApiHolder } from '../tests/support/vc-api-wallet';
import type { WalletOfferAnswer } from '../domain/api/wallet';
import { budget } from './support/direct-dynamodb';
import { decide, figures, openLink, ownerWithRoom, proofBody, timed, type Bench } from './support/credential-flow';

const RUNS = Number(process.env.WALLET_BENCH_RUNS ?? 20);
const CLAIM_P95_BUDGET_MS = 1_000;
const BULK_P95_BUDGET_MS = 2_000;
const BULK_ITEMS = 50;

async function verifiedProof(bench: Bench, title: string) {
  const owner = await ownerWithRoom(bench);
  const proof = (await owner.request<{ id: string }>('POST', '/proofs', proofBody(title))).body;
  await decide(bench, await openLink(bench, owner, proof.id, false));
  await owner.request('POST', `/proofs/${proof.id}/publish`);
  const view = (await owner.request<{ credential: { url: string } | null }>('GET', `/proofs/${proof.id}/credential`)).body.credential;
  const { proofNumber } = (await owner.request<{ proofNumber: string }>('GET', `/proofs/${proof.id}`)).body;
  if (!view) throw new Error('No credential was issued');
  return { owner, id: proof.id, proofNumber, credential: (await (await fetch(view.url)).json()) as unknown };
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off' } });
  const bench: Bench = { runtime, anonymous: apiClient(runtime.url), owners: 0, invites: 0, owner: null };
  try {
    const proof = await verifiedProof(bench, 'Claimed into wallets');
    const offer = async () => (await proof.owner.request<WalletOfferAnswer>('POST', `/proofs/${proof.id}/wallet-offers`)).body;
    const verifyBody = { credential: proof.credential };
    // Warm-up: contexts, keys and code paths of each.
    await claimWithOpenId4Vci((await offer()).offerUrl, await newHolder());
    await claimWithVcApi((await offer()).interactionUrl, await newVcApiHolder('Ed25519Signature2020'));
    await timed(() => bench.anonymous.request('POST', '/public/credentials/verify', verifyBody));

    const times = { openid4vci: [] as number[], vcapi: [] as number[], verify: [] as number[] };
    for (let i = 0; i < RUNS; i += 1) {
      const [forOpenId, forVcApi, holder, vcApiHolder] = [await offer(), await offer(), await newHolder(), await newVcApiHolder('Ed25519Signature2020')];
      times.openid4vci.push(await timedMs(() => claimWithOpenId4Vci(forOpenId.offerUrl, holder)));
      times.vcapi.push(await timedMs(() => claimWithVcApi(forVcApi.interactionUrl, vcApiHolder)));
      times.verify.push(await timed(() => bench.anonymous.request('POST', '/public/credentials/verify', verifyBody)));
    }

    const numbers = [proof.proofNumber];
    for (let i = 1; i < 5; i += 1) numbers.push((await verifiedProof(bench, `Checked in bulk ${i}`)).proofNumber);
    const many = Array.from({ length: BULK_ITEMS }, (_, n) => (n % 10 === 9 ? `PJ-ZZZZZ${n % 10}` : numbers[n % numbers.length]!));
    const bulk = { many: [] as number[], one: [] as number[] };
    await timed(() => bench.anonymous.request('POST', '/public/verify-proofs', { items: many }));
    for (let i = 0; i < RUNS; i += 1) {
      bulk.many.push(await timed(() => bench.anonymous.request('POST', '/public/verify-proofs', { items: many })));
      bulk.one.push(await timed(() => bench.anonymous.request('POST', '/public/verify-proofs', { items: [numbers[0]!] })));
    }

    const rows = {
      'claim, OpenID4VCI (ms)': figures(times.openid4vci),
      'claim, VC-API (ms)': figures(times.vcapi),
      'verify the same credential (ms)': figures(times.verify),
      [`bulk check, ${BULK_ITEMS} items (ms)`]: figures(bulk.many),
      'bulk check, 1 item (ms)': figures(bulk.one),
    };
    console.log(`Wallet claims and the bulk check, ${RUNS} runs each, one at a time.`);
    console.table(rows);
    let ok = true;
    for (const [name, row] of [['OpenID4VCI', rows['claim, OpenID4VCI (ms)']], ['VC-API', rows['claim, VC-API (ms)']]] as const) {
      const ratio = row.p95 / Math.max(1, rows['verify the same credential (ms)'].p95);
      ok = budget(`${name} claim p95 at most ${CLAIM_P95_BUDGET_MS} ms`, row.p95 <= CLAIM_P95_BUDGET_MS, `${row.p95} ms; ${ratio.toFixed(2)}x checking the same credential`) && ok;
    }
    const many95 = rows[`bulk check, ${BULK_ITEMS} items (ms)`].p95;
    ok = budget(`bulk check of ${BULK_ITEMS} p95 at most ${BULK_P95_BUDGET_MS} ms`, many95 <= BULK_P95_BUDGET_MS, `${many95} ms; ${(many95 / Math.max(1, rows['bulk check, 1 item (ms)'].p95)).toFixed(2)}x one item`) && ok;
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
