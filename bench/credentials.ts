// Portable credentials through the whole local runtime (local Ed25519 key, DynamoDB Local):
//  - issue-and-sign: the owner's "issue again" request, which signs and stores a credential with
//    one endorsement (p50, p95, 20 runs), beside the revoke request that flips a status bit and
//    re-signs the 131,072-entry status list;
//  - the decision that verifies a proof: an approval that re-verifies a published proof (and so
//    issues its credential) against an approval of a draft (no credential), 20 of each, in the
//    same run. Budget: signing adds at most 100 ms to the decision's p95;
//  - status-list read throughput at 50 connections, beside /api/health in the same run.
import { apiClient } from '../tests/support/api-client';
import { startTestRuntime } from '../tests/support/runtime';
import { decide, figures, openLink, ownerWithRoom, proofBody, timed, type Bench } from './support/credential-flow';
import { measureLoad } from './support/load';

const RUNS = 20;
const CONNECTIONS = 50;
const DURATION_S = 6;
const DECISION_BUDGET_MS = 100;

/** A draft with an open link: its approval verifies it, and no credential is issued (not published). */
async function draftDecision(bench: Bench): Promise<number> {
  const owner = await ownerWithRoom(bench);
  const proof = (await owner.request<{ id: string }>('POST', '/proofs', proofBody(`Draft ${bench.owners}-${bench.invites}`))).body;
  const link = await openLink(bench, owner, proof.id, true);
  return timed(() => decide(bench, link));
}

/** A published proof that lost its verification to an edit: the approval re-verifies it and issues its credential. */
async function issuingDecision(bench: Bench): Promise<number> {
  const owner = await ownerWithRoom(bench);
  const title = `Published ${bench.owners}-${bench.invites}`;
  const proof = (await owner.request<{ id: string }>('POST', '/proofs', proofBody(title))).body;
  await decide(bench, await openLink(bench, owner, proof.id, true));
  await owner.request('POST', `/proofs/${proof.id}/publish`);
  await owner.request('PUT', `/proofs/${proof.id}`, proofBody(`${title}, revised`));
  const link = await openLink(bench, owner, proof.id, true);
  const elapsed = await timed(() => decide(bench, link));
  const credential = (await owner.request<{ credential: { status: string } | null }>('GET', `/proofs/${proof.id}/credential`)).body.credential;
  if (credential?.status !== 'active') throw new Error('The re-verifying decision issued no credential');
  return elapsed;
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off' } });
  const bench: Bench = { runtime, anonymous: apiClient(runtime.url), owners: 0, invites: 0, owner: null };
  try {
    // Warm-up: the first signature loads the contexts and the key.
    await issuingDecision(bench);
    await draftDecision(bench);

    const drafts: number[] = [];
    const issuing: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      drafts.push(await draftDecision(bench));
      issuing.push(await issuingDecision(bench));
    }

    const owner = await ownerWithRoom(bench);
    const proof = (await owner.request<{ id: string; proofNumber: string }>('POST', '/proofs', proofBody('Reissued'))).body;
    await decide(bench, await openLink(bench, owner, proof.id, true));
    await owner.request('POST', `/proofs/${proof.id}/publish`);
    const revokes: number[] = [];
    const issues: number[] = [];
    let listUrl = '';
    for (let i = 0; i < RUNS; i += 1) {
      revokes.push(await timed(() => owner.request('POST', `/proofs/${proof.id}/credential/revoke`)));
      issues.push(await timed(() => owner.request('POST', `/proofs/${proof.id}/credential`)));
    }
    const view = (await owner.request<{ credential: { url: string } }>('GET', `/proofs/${proof.id}/credential`)).body.credential;
    listUrl = ((await (await fetch(view.url)).json()) as { credentialStatus: { statusListCredential: string } }).credentialStatus.statusListCredential;

    const statusList = await measureLoad(listUrl, { connections: CONNECTIONS, durationS: DURATION_S, warmUp: true });
    const health = await measureLoad(`${runtime.url}/api/health`, { connections: CONNECTIONS, durationS: DURATION_S, warmUp: true });

    const draft = figures(drafts);
    const issuingFigures = figures(issuing);
    console.log(`Credentials: local Ed25519 key, ${RUNS} runs each; status list read at ${CONNECTIONS} connections, ${DURATION_S} s (autocannon)`);
    console.table({
      'issue and sign (owner re-issue request)': figures(issues),
      'revoke (flip a bit, re-sign the list)': figures(revokes),
      'approval of a draft (no credential)': draft,
      'approval re-verifying a published proof (issues)': issuingFigures,
    });
    console.table({ 'GET status list': statusList, 'GET /api/health': health });
    const added = issuingFigures.p95 - draft.p95;
    console.log(`Signing adds ${added} ms to the verifying decision's p95 (budget ${DECISION_BUDGET_MS} ms).`);
    console.log(
      `Status-list reads: ${((statusList.requestsPerSecond / health.requestsPerSecond) * 100).toFixed(1)}% of /api/health's throughput; p99 ${statusList.p99} ms vs ${health.p99} ms.`,
    );
    const ok = added <= DECISION_BUDGET_MS && statusList.errors === 0 && statusList.non2xx === 0;
    if (!ok) console.log('Credential budget: FAILED');
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
