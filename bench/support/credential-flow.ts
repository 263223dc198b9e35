// Issuing credentials through the whole local runtime for the credential benchmarks: owners with
// room for invitations (10 a day each), peers who approve through the mailed link, and the
// owner's proof published so its credential is issued.
import { signedInClient, type ApiClient } from '../../tests/support/api-client';
import type { TestRuntime } from '../../tests/support/runtime';
import { proofBody as requiredProofBody } from './proof-body';

/** The benchmarks' proof with every field the editor sends: no end date and no links yet. */
export const proofBody = (title: string) => ({ ...requiredProofBody(title), endDate: '', links: [] });

export async function timed(call: () => Promise<{ status: number }>, expected = 200): Promise<number> {
  const started = performance.now();
  const answer = await call();
  const elapsed = performance.now() - started;
  if (answer.status !== expected) throw new Error(`Answered ${answer.status}`);
  return elapsed;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN);
};
export const figures = (values: number[]) => ({ p50: percentile(values, 0.5), p95: percentile(values, 0.95), runs: values.length });

export interface Bench {
  readonly runtime: TestRuntime;
  readonly anonymous: ApiClient;
  owners: number;
  invites: number;
  owner: ApiClient | null;
}

/** An owner with room for another invitation today (10 a day each). */
export async function ownerWithRoom(bench: Bench): Promise<ApiClient> {
  if (!bench.owner || bench.invites >= 9) {
    bench.owners += 1;
    bench.invites = 0;
    bench.owner = await signedInClient(bench.runtime.url, { name: `Bench Owner${bench.owners}`, email: `bench.owner${bench.owners}@acme.com` });
  }
  return bench.owner;
}

/** Invites one peer to the proof and opens the link: the token and content hash to decide on. */
export async function openLink(bench: Bench, owner: ApiClient, proofId: string, named: boolean, comment?: string) {
  bench.invites += 1;
  const email = `bench-v${bench.owners}-${bench.invites}-${Date.now()}@acme.com`;
  await owner.request('POST', '/validation-requests', { recognitionId: proofId, validators: [{ email, role: 'peer' }] });
  const mails = (await (await fetch(`${bench.runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
  const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  const { contentHash } = (await bench.anonymous.request<{ contentHash: string }>('POST', '/validation/open', { token })).body;
  return { token, contentHash, nameInCredential: named, ...(comment ? { comment } : {}) };
}

export const decide = (bench: Bench, link: Awaited<ReturnType<typeof openLink>>) =>
  bench.anonymous.request('POST', '/validation/decide', { token: link.token, decision: 'approved', contentHash: link.contentHash, nameInCredential: link.nameInCredential, comment: link.comment });
