// The proof validation page as a recruiter meets it, from the production build served by the
// local runtime: Lighthouse performance (mobile emulation) on /proof/{number}, budget >= 95.
import { apiClient, signedInClient } from '../tests/support/api-client';
import { startTestRuntime, type TestRuntime } from '../tests/support/runtime';
import { runLighthouse } from './support/lighthouse';

export const LIGHTHOUSE_BUDGET = 95;

/** A verified, published proof, made through the API like the tests do; returns its proof number. */
async function verifiedProofNumber(runtime: TestRuntime): Promise<string> {
  const owner = await signedInClient(runtime.url, { name: 'Bench Owner', email: 'bench-owner@acme.com', headline: 'Staff Engineer' });
  const proof = await owner.request<{ id: string }>('POST', '/proofs', {
    title: 'Checkout rewrite',
    role: 'Lead Engineer',
    orgName: 'Acme',
    description: 'Rebuilt the checkout flow end to end, from the payment service to the web front end.',
    startDate: '2025-01-10',
    skills: ['TypeScript', 'Payments', 'Performance'],
    outcomes: [{ description: 'Faster checkout', metric: '-40% time to pay' }],
    links: [{ title: 'Case study', url: 'https://example.com/case-study' }],
  });
  if (proof.status !== 201) throw new Error(`creating the proof answered ${proof.status}`);
  const email = 'bench-peer@acme.com';
  await owner.request('POST', '/validation-requests', { recognitionId: proof.body.id, validators: [{ email, role: 'peer' }] });
  const mails = (await (await fetch(`${runtime.url}/__local/mail.json`)).json()) as { to: string[]; text: string }[];
  const token = /\/validate\/([A-Za-z0-9_-]{43})/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[1];
  if (!token) throw new Error(`no validation link mailed to ${email}`);
  const { contentHash } = (await apiClient(runtime.url).request<{ contentHash: string }>('POST', '/validation/open', { token })).body;
  await apiClient(runtime.url).request('POST', '/validation/decide', { token, decision: 'approved', comment: 'Solid work', contentHash });
  await owner.request('POST', `/proofs/${proof.body.id}/publish`);
  const { body } = await owner.request<{ proofNumber: string | null; verified: boolean }>('GET', `/proofs/${proof.body.id}`);
  if (!body.verified || !body.proofNumber) throw new Error('the proof did not become verified');
  const check = await apiClient(runtime.url).request('GET', `/public/proofs/${body.proofNumber}`);
  if (check.status !== 200) throw new Error(`the public proof answered ${check.status}`);
  return body.proofNumber;
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime();
  try {
    const proofNumber = await verifiedProofNumber(runtime);
    const figures = await runLighthouse(`${runtime.url}/proof/${proofNumber}`);
    console.log(`Proof validation page (/proof/${proofNumber}): Lighthouse, mobile emulation, performance category`);
    console.table(figures);
    const ok = figures.performance >= LIGHTHOUSE_BUDGET;
    console.log(`Lighthouse performance: ${figures.performance} (budget ${LIGHTHOUSE_BUDGET}): ${ok ? 'met' : 'MISSED'}`);
    return ok;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
