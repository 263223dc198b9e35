// The verify page's cost for a genuine credential and for a forged one built from it, side by
// side in the same run (local runtime, local Ed25519 key, DynamoDB Local):
//  - genuine: a credential issued through the real flow, with one endorsement (about 5 KB);
//  - forged, outer proof failing: its one endorsement repeated 143 times (about 254 KB, the
//    audit's), and the same with every copy's proofValue changed (inner proofs failing too);
//  - forged, the largest the route lets through, outer proof failing: MAX_ENDORSEMENTS endorsements
//    with long comments just under the body limit; as many tags, identical evidence entries (blank
//    nodes) or proofs as the limit on JSON values allows; and tens of thousands of tags (under the
//    body limit, over the value limit): JSON-LD work grows with values, not bytes;
//  - /api/health while 8 forged ones are checked at once (the audit's, refused at the body limit,
//    and the costliest one the limits let through), beside /api/health alone.
// Budget: each forged variant's p50 is at most 2x the genuine one's (docs/credentials.md).
import { apiClient } from '../tests/support/api-client';
import { startTestRuntime } from '../tests/support/runtime';
import { MAX_ENDORSEMENTS, VERIFY_CREDENTIAL_MAX_BYTES, VERIFY_CREDENTIAL_MAX_VALUES } from '../domain/constants';
import { jsonSize } from '../domain/rules/json-size';
import { decide, figures, openLink, ownerWithRoom, proofBody, type Bench } from './support/credential-flow';

const RUNS = Number(process.env.VERIFY_BENCH_RUNS ?? 20);
const COPIES = 143;
// A co-signer's comment that makes one endorsement about 1.75 KB, as in the audit's credential.
const COMMENT = 'I worked beside the owner on this project for two years and can vouch for every outcome listed here. '.repeat(3).trim();
const PARALLEL = 8;
const RATIO_BUDGET = 2;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function issuedCredential(bench: Bench): Promise<Json> {
  const owner = await ownerWithRoom(bench);
  const proof = (await owner.request<{ id: string }>('POST', '/proofs', proofBody('Verified and endorsed'))).body;
  await decide(bench, await openLink(bench, owner, proof.id, true, COMMENT));
  await owner.request('POST', `/proofs/${proof.id}/publish`);
  const view = (await owner.request<{ credential: { url: string } | null }>('GET', `/proofs/${proof.id}/credential`)).body.credential;
  if (!view) throw new Error('No credential was issued');
  return (await (await fetch(view.url)).json()) as Json;
}

const repeatedEndorsement = (credential: Json): Json => ({ ...credential, endorsement: Array.from({ length: COPIES }, () => credential.endorsement[0]) });

function withInnerProofsBroken(forged: Json): Json {
  return {
    ...forged,
    endorsement: forged.endorsement.map((endorsement: Json, n: number) => ({
      ...endorsement,
      proof: endorsement.proof.map((proof: Json) => ({ ...proof, proofValue: `${proof.proofValue.slice(0, -4)}${String(n).padStart(4, 'A')}` })),
    })),
  };
}

const underBodyLimit = (credential: Json) => JSON.stringify({ credential }).length <= VERIFY_CREDENTIAL_MAX_BYTES;
const underValueLimit = (credential: Json) => underBodyLimit(credential) && !jsonSize(credential, VERIFY_CREDENTIAL_MAX_VALUES).overLimit;

/** `grow(n)` with the largest n for which it still `fits`. */
function largestThat(fits: (credential: Json) => boolean, grow: (n: number) => Json): Json {
  let low = 0;
  let high = 1;
  const fitsAt = (n: number) => fits(grow(n));
  while (fitsAt(high)) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fitsAt(mid)) low = mid;
    else high = mid;
  }
  return grow(low);
}

const longEndorsements = (credential: Json) => (n: number): Json => ({
  ...credential,
  endorsement: Array.from({ length: MAX_ENDORSEMENTS }, () => ({
    ...credential.endorsement[0],
    credentialSubject: { ...credential.endorsement[0].credentialSubject, endorsementComment: 'x'.repeat(n) },
  })),
});

const manyTags = (credential: Json) => (n: number): Json => ({
  ...credential,
  credentialSubject: {
    ...credential.credentialSubject,
    achievement: { ...credential.credentialSubject.achievement, tag: Array.from({ length: n }, (_, i) => i.toString(36)) },
  },
});

/** Evidence entries (blank nodes to JSON-LD, the costliest kind to canonicalize), all alike. */
const manyEvidence = (credential: Json) => (n: number): Json => ({
  ...credential,
  evidence: Array.from({ length: n }, () => credential.evidence[1]),
});

/** The credential's own proof, repeated with changed signatures: a proof set a verifier checks one by one. */
const manyProofs = (credential: Json) => (n: number): Json => ({
  ...credential,
  proof: Array.from({ length: n }, (_, i) => ({ ...credential.proof[0], proofValue: `${credential.proof[0].proofValue.slice(0, -4)}${String(i).padStart(4, 'A')}` })),
});

async function verifyOnce(url: string, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/public/credentials/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function healthOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off' } });
  const bench: Bench = { runtime, anonymous: apiClient(runtime.url), owners: 0, invites: 0, owner: null };
  try {
    const genuine = await issuedCredential(bench);
    const forged = repeatedEndorsement(genuine);
    const variants: Record<string, string> = {
      genuine: JSON.stringify({ credential: genuine }),
      [`forged: ${COPIES} endorsements, outer proof failing`]: JSON.stringify({ credential: forged }),
      [`forged: ${COPIES} endorsements, inner proofs failing too`]: JSON.stringify({ credential: withInnerProofsBroken(forged) }),
      [`forged: ${MAX_ENDORSEMENTS} long endorsements, under the body limit`]: JSON.stringify({ credential: largestThat(underBodyLimit, longEndorsements(genuine)) }),
      'forged: tags up to the value limit': JSON.stringify({ credential: largestThat(underValueLimit, manyTags(genuine)) }),
      'forged: identical evidence up to the value limit': JSON.stringify({ credential: largestThat(underValueLimit, manyEvidence(genuine)) }),
      'forged: proofs repeated up to the value limit': JSON.stringify({ credential: largestThat(underValueLimit, manyProofs(genuine)) }),
      'forged: tens of thousands of tags, under the body limit': JSON.stringify({ credential: largestThat(underBodyLimit, manyTags(genuine)) }),
    };
    // Warm-up: contexts, key and code paths.
    for (const body of Object.values(variants)) await verifyOnce(runtime.url, body);

    const times: Record<string, number[]> = {};
    const statuses: Record<string, Set<number>> = {};
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, body] of Object.entries(variants)) {
        const { ms, status } = await verifyOnce(runtime.url, body);
        (times[name] ??= []).push(ms);
        (statuses[name] ??= new Set()).add(status);
      }
    }

    const idleHealth: number[] = [];
    for (let i = 0; i < RUNS; i += 1) idleHealth.push(await healthOnce(runtime.url));
    /** /api/health, five times one after another, while `PARALLEL` copies of `body` are checked at once. */
    const underAttack = async (body: string) => {
      const started = performance.now();
      const attack = Promise.all(Array.from({ length: PARALLEL }, () => verifyOnce(runtime.url, body)));
      const health: number[] = [];
      for (let i = 0; i < 5; i += 1) health.push(await healthOnce(runtime.url));
      const answers = await attack;
      return { health, statuses: [...new Set(answers.map((answer) => answer.status))], ms: Math.round(performance.now() - started) };
    };
    const audit = await underAttack(variants[`forged: ${COPIES} endorsements, outer proof failing`]!);
    const costliest = await underAttack(variants['forged: identical evidence up to the value limit']!);

    const genuineP50 = figures(times.genuine!).p50;
    console.log(`Credential verification: ${RUNS} runs each, one after another; sizes ${Object.entries(variants).map(([name, body]) => `${name} ${(body.length / 1024).toFixed(0)} KB`).join(', ')}`);
    const rows: Record<string, ReturnType<typeof figures> & { statuses: string; ratio: string }> = {};
    let ok = true;
    for (const [name, values] of Object.entries(times)) {
      const row = figures(values);
      const ratio = row.p50 / Math.max(genuineP50, 1);
      rows[name] = { ...row, statuses: [...statuses[name]!].join(','), ratio: `${ratio.toFixed(2)}x` };
      if (name !== 'genuine' && ratio > RATIO_BUDGET) ok = false;
      if (statuses[name]!.has(500)) ok = false;
    }
    console.table(rows);
    console.table({
      'GET /api/health alone': figures(idleHealth),
      [`GET /api/health during ${PARALLEL} of the audit's forged at once`]: figures(audit.health),
      [`GET /api/health during ${PARALLEL} forged with evidence up to the value limit at once`]: figures(costliest.health),
    });
    console.log(`${PARALLEL} of the audit's forged at once answered ${audit.statuses.join(',')} within ${audit.ms} ms; ${PARALLEL} with evidence up to the value limit answered ${costliest.statuses.join(',')} within ${costliest.ms} ms.`);
    if ([...audit.statuses, ...costliest.statuses].some((status) => status >= 500)) ok = false;
    console.log(`Budget: each forged variant's p50 at most ${RATIO_BUDGET}x the genuine one's, never a 5xx: ${ok ? 'met' : 'FAILED'}`);
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
