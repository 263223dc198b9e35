// Validation under load, through the whole local runtime:
//  - approve -> owner: from the validator's approve request to the owner's open /ws connection
//    being told and the owner's refetch showing the proof verified (p50, p95 over 20 runs);
//  - process-validation latency with 100 decisions at 20 in flight.
import WebSocket from 'ws';
import { signedInClient, apiClient, type ApiClient } from '../tests/support/api-client';
import { startTestRuntime, type TestRuntime } from '../tests/support/runtime';

const RUNS = 20;
const DECISIONS = 100;
const IN_FLIGHT = 20;
const INVITES_PER_OWNER = 10;

const proofBody = {
  title: 'Bench proof',
  role: 'Engineer',
  orgName: 'Acme',
  description: 'A project worth proving, described properly.',
  startDate: '2025-01-10',
  skills: ['TypeScript'],
  outcomes: [{ description: 'It shipped' }],
};

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN);
};

interface Link {
  readonly owner: ApiClient;
  readonly proofId: string;
  readonly token: string;
  readonly contentHash: string;
}

/** `count` fresh links, each to its own proof, spread over owners (10 invitations a day each). */
async function prepareLinks(runtime: TestRuntime, count: number, label: string): Promise<Link[]> {
  const links: Link[] = [];
  for (let o = 0; links.length < count; o += 1) {
    const owner = await signedInClient(runtime.url, { name: `${label} Owner${o}`, email: `${label}-owner${o}@acme.com` });
    for (let i = 0; i < INVITES_PER_OWNER && links.length < count; i += 1) {
      const proof = (await owner.request<{ id: string }>('POST', '/proofs', proofBody)).body;
      const email = `${label}-v${o}-${i}@acme.com`;
      await owner.request('POST', '/validation-requests', { recognitionId: proof.id, validators: [{ email, role: 'peer' }] });
      const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
      const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
      if (!token) throw new Error(`no link mailed to ${email}`);
      // The portal opens the link first and decides on the content it showed.
      const { contentHash } = (await apiClient(runtime.url).request<{ contentHash: string }>('POST', '/validation/open', { token })).body;
      links.push({ owner, proofId: proof.id, token, contentHash });
    }
  }
  return links;
}

async function approveToOwner(runtime: TestRuntime, link: Link, anonymous: ApiClient): Promise<number> {
  const socket = new WebSocket(`${runtime.url.replace('http', 'ws')}/ws?token=${link.owner.token}`);
  await new Promise((done, fail) => {
    socket.once('message', done); // the server greets a new connection
    socket.once('error', fail);
  });
  try {
    const told = new Promise<void>((done) => socket.on('message', (data) => String(data).includes('validation-updates') && done()));
    const started = performance.now();
    await anonymous.request('POST', '/validation/decide', { token: link.token, decision: 'approved', comment: null, contentHash: link.contentHash });
    await told;
    const proof = await link.owner.request<{ verified: boolean }>('GET', `/proofs/${link.proofId}`);
    if (!proof.body.verified) throw new Error('the owner was told before the proof was verified');
    return performance.now() - started;
  } finally {
    socket.close();
  }
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime();
  try {
    const anonymous = apiClient(runtime.url);
    const liveLinks = await prepareLinks(runtime, RUNS, 'live');
    const liveTimes: number[] = [];
    for (const link of liveLinks) liveTimes.push(await approveToOwner(runtime, link, anonymous));

    const loadLinks = await prepareLinks(runtime, DECISIONS, 'load');
    const latencies: number[] = [];
    const statuses: number[] = [];
    const queue = [...loadLinks];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let link = queue.shift(); link; link = queue.shift()) {
          const t = performance.now();
          const response = await anonymous.request('POST', '/validation/decide', { token: link.token, decision: 'approved', comment: 'Load test', contentHash: link.contentHash });
          latencies.push(performance.now() - t);
          statuses.push(response.status);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    console.log(`Approve -> owner told over /ws and refetch shows Verified, ${RUNS} runs (ms)`);
    console.table({ 'approve to owner update': { p50: percentile(liveTimes, 0.5), p95: percentile(liveTimes, 0.95), max: Math.round(Math.max(...liveTimes)) } });
    console.log(`process-validation: ${DECISIONS} approvals, ${IN_FLIGHT} in flight (ms)`);
    console.table({
      'POST /api/validation/decide': {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        decisionsPerSecond: Math.round(DECISIONS / seconds),
        failed: statuses.filter((status) => status !== 200).length,
      },
    });
    return statuses.every((status) => status === 200);
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
