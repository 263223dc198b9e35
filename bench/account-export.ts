// Your data is yours, at scale (docs/data-rights.md): the archive of an account with 200 proofs and
// 1,000 co-signatures (five approvals each), and the deletion of those 200 proofs. The account is
// seeded through the product's own data layer into a runtime's table (the invitation's daily limit
// is stepped over by moving this process's clock a day between proofs); the archive is gathered,
// its cards and badges rendered and zipped in this process, as the export job does; the proofs are
// deleted through the real HTTP API. The baseline, measured in the same run, is an account a
// tenth the size. Budgets: the archive's time per proof at full size is at most twice the
// baseline's (it grows with the account, not faster), its peak heap growth stays under 256 MB (a
// 1 GB function builds it with room to spare), and every deletion answers 200.
import { zipArchive } from '../core/account/export/archive';
import { gatherAccountArchive } from '../core/account/export/gather';
import { renderArchiveImages } from '../core/account/export/images';
import { clock } from '../core/clock';
import { insertProof, applyProofChange } from '../core/data/proofs/proofs';
import { createValidationRequests } from '../core/data/validation-requests/validation-requests';
import { recordDecision } from '../core/data/validations/validations';
import { signedInClient, type ApiClient } from '../tests/support/api-client';
import { makeRequest, makeValidation } from '../tests/support/factories/cosignature';
import { makeProof } from '../tests/support/factories/proof';
import { startTestRuntime } from '../tests/support/runtime';
import { scanTable, useRuntimeTable, type RuntimeTable } from '../tests/support/table-snapshot';

const PROOFS = 200;
const COSIGNERS_PER_PROOF = 5;
const BASELINE_PROOFS = PROOFS / 10;
const TIME_PER_PROOF_BUDGET = 2;
const HEAP_GROWTH_BUDGET_MB = 256;
const DAY_MS = 24 * 3600 * 1000;

async function seedAccount(owner: ApiClient, proofs: number): Promise<string[]> {
  const ownerUserId = (await owner.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
  const ids: string[] = [];
  for (let n = 0; n < proofs; n += 1) {
    if (n % 2 === 0) clock.advance(DAY_MS); // ten invitations a day
    const proof = await insertProof(makeProof({ ownerUserId, title: `Bench proof ${n} for the archive`, status: 'pending_validation', orgName: 'Acme' }));
    const requests = Array.from({ length: COSIGNERS_PER_PROOF }, (_, k) => makeRequest(proof, { inviteeEmail: `cosigner${k}.of${n}@acme.com` }));
    await createValidationRequests({ ownerUserId, recognitionId: proof.id, requests });
    for (const request of requests) {
      await recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request, { comment: `I worked on proof ${n} too.` }), proofPatch: { verified: true } });
    }
    await applyProofChange(proof.id, ownerUserId, { status: 'published', publishedAt: clock.nowIso() });
    ids.push(proof.id);
  }
  return ids;
}

interface ExportFigures {
  readonly proofs: number;
  readonly gatherMs: number;
  readonly imagesMs: number;
  readonly zipMs: number;
  readonly archiveMb: number;
  readonly peakHeapGrowthMb: number;
}

async function measureExport(ownerUserId: string, proofs: number): Promise<ExportFigures> {
  (globalThis as { gc?: () => void }).gc?.();
  const startHeap = process.memoryUsage().heapUsed;
  let peak = startHeap;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  try {
    const t0 = performance.now();
    const archive = await gatherAccountArchive(ownerUserId);
    const t1 = performance.now();
    const images = await renderArchiveImages(archive);
    const t2 = performance.now();
    const zip = zipArchive(archive, images);
    const t3 = performance.now();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    if (archive.proofs.length !== proofs) throw new Error(`The archive holds ${archive.proofs.length} proofs, not ${proofs}`);
    const cosignatures = archive.proofs.reduce((sum, proof) => sum + proof.cosignatures.length, 0);
    if (cosignatures !== proofs * COSIGNERS_PER_PROOF) throw new Error(`The archive holds ${cosignatures} co-signatures, not ${proofs * COSIGNERS_PER_PROOF}`);
    return { proofs, gatherMs: t1 - t0, imagesMs: t2 - t1, zipMs: t3 - t2, archiveMb: zip.length / 1024 / 1024, peakHeapGrowthMb: (peak - startHeap) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

async function itemsOf(table: RuntimeTable, ownerUserId: string): Promise<number> {
  return (await scanTable(table)).filter((item) => item.ownerUserId === ownerUserId && item.type !== 'DeletedProof' && item.type !== 'CosignPair').length;
}

export async function main(): Promise<boolean> {
  const runtime = await startTestRuntime({ env: { LOCAL_THROTTLE: 'off', LOCAL_DEMO: 'off', LOCAL_SCHEDULE: 'off' } });
  try {
    const table = await useRuntimeTable(runtime.url);
    const small = await signedInClient(runtime.url, { name: 'Baseline Owner', email: 'baseline@bench.example' });
    const large = await signedInClient(runtime.url, { name: 'Archive Owner', email: 'archive@bench.example' });
    const seedStart = performance.now();
    await seedAccount(small, BASELINE_PROOFS);
    const ids = await seedAccount(large, PROOFS);
    const seedS = (performance.now() - seedStart) / 1000;
    console.log(`Seeded ${BASELINE_PROOFS} + ${PROOFS} published proofs with ${COSIGNERS_PER_PROOF} approvals each through the data layer in ${seedS.toFixed(1)} s.`);

    const ownerOf = async (client: ApiClient) => (await client.request<{ profile: { id: string } }>('GET', '/me')).body.profile.id;
    const [smallId, largeId] = [await ownerOf(small), await ownerOf(large)];
    await measureExport(smallId, BASELINE_PROOFS); // warms the renderer and the clients
    const baseline = await measureExport(smallId, BASELINE_PROOFS);
    const full = await measureExport(largeId, PROOFS);
    const perProof = (figures: ExportFigures) => (figures.gatherMs + figures.imagesMs + figures.zipMs) / figures.proofs;
    const row = (figures: ExportFigures) => ({
      'gather ms': Math.round(figures.gatherMs),
      'cards and badges ms': Math.round(figures.imagesMs),
      'zip ms': Math.round(figures.zipMs),
      'ms per proof': Number(perProof(figures).toFixed(1)),
      'archive MB': Number(figures.archiveMb.toFixed(2)),
      'peak heap growth MB': Number(figures.peakHeapGrowthMb.toFixed(1)),
    });
    console.table({ [`${BASELINE_PROOFS} proofs (baseline)`]: row(baseline), [`${PROOFS} proofs, ${PROOFS * COSIGNERS_PER_PROOF} co-signatures`]: row(full) });
    const ratio = perProof(full) / perProof(baseline);
    const timeOk = ratio <= TIME_PER_PROOF_BUDGET;
    const memoryOk = full.peakHeapGrowthMb <= HEAP_GROWTH_BUDGET_MB;
    console.log(`Time per proof at ${PROOFS} proofs: ${ratio.toFixed(2)}x the baseline's (budget ${TIME_PER_PROOF_BUDGET}x): ${timeOk ? 'ok' : 'FAILED'}`);
    console.log(`Peak heap growth: ${full.peakHeapGrowthMb.toFixed(1)} MB (budget ${HEAP_GROWTH_BUDGET_MB} MB): ${memoryOk ? 'ok' : 'FAILED'}`);

    // Deleting the 200 proofs through the API, one after the other, as their owner.
    const before = await itemsOf(table, largeId);
    const deleteStart = performance.now();
    let refused = 0;
    for (const id of ids) if ((await large.request('DELETE', `/proofs/${id}`)).status !== 200) refused += 1;
    const deleteMs = performance.now() - deleteStart;
    const after = await itemsOf(table, largeId);
    console.log(
      `Deleted ${PROOFS} proofs in ${(deleteMs / 1000).toFixed(1)} s (${(deleteMs / PROOFS).toFixed(0)} ms each, co-signers told); the owner's items went from ${before} to ${after} (the profile and what belongs to the account stay). Refused: ${refused}: ${refused === 0 ? 'ok' : 'FAILED'}`,
    );
    return timeOk && memoryOk && refused === 0;
  } finally {
    await runtime.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await main()) ? 0 : 1);
