import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../core/data/plumbing/client';
import { NotFoundError, ProofNumberTakenError } from '../../../core/data/plumbing/errors';
import {
  insertProof,
  getProof,
  getProofByNumber,
  getProofForOwner,
  listPortfolio,
  listProofsByOwner,
  applyProofChange,
} from '../../../core/data/proofs/proofs';
import { readStats } from '../../../core/data/read-models/stats';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeProof } from '../../support/factories/proof';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('recognitions');
});
afterAll(async () => {
  await table?.stop();
});

const rawItem = async (id: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `PROOF#${id}`, sk: 'PROOF' } }))).Item;

describe('recognitions', () => {
  it('inserts a draft and reads it by id, for its owner only', async () => {
    const proof = makeProof();
    await insertProof(proof);
    expect(await getProof(proof.id)).toEqual(proof);
    expect(await getProofForOwner(proof.id, proof.ownerUserId)).toEqual(proof);
    expect(await getProofForOwner(proof.id, uid())).toBeNull();
    expect(await getProof(uid())).toBeNull();
    await expect(insertProof(proof)).rejects.toMatchObject({ code: 'ALREADY_EXISTS', what: 'recognition' });
  });

  it("lists the owner's proofs newest first, page by page, and nobody else's", async () => {
    const ownerUserId = uid();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const proof = makeProof({ ownerUserId, createdAt: tick(), title: `Proof ${i}` });
      await insertProof(proof);
      ids.push(proof.id);
    }
    await insertProof(makeProof({ createdAt: tick() }));
    const first = await listProofsByOwner(ownerUserId, { limit: 3 });
    expect(first.items.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(first.items[0]).not.toHaveProperty('gsi1pk');
    expect(first.items[0]).not.toHaveProperty('version');
    const second = await listProofsByOwner(ownerUserId, { limit: 3, cursor: first.cursor });
    expect(second.items.map((r) => r.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.cursor).toBeNull();
  });

  it('updates only for the owner; anyone else gets not-found and changes nothing', async () => {
    const proof = makeProof();
    await insertProof(proof);
    const updated = await applyProofChange(proof.id, proof.ownerUserId, { title: 'New title', endDate: null, status: 'pending_validation' });
    expect(updated).toMatchObject({ title: 'New title', status: 'pending_validation', ownerUserId: proof.ownerUserId, createdAt: proof.createdAt });
    expect(updated.updatedAt >= proof.updatedAt).toBe(true);
    expect(await getProof(proof.id)).toEqual(updated);

    const stranger = applyProofChange(proof.id, uid(), { title: 'Hijacked' });
    await expect(stranger).rejects.toBeInstanceOf(NotFoundError);
    await expect(applyProofChange(uid(), proof.ownerUserId, { title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    expect((await getProof(proof.id))?.title).toBe('New title');
  });

  it('keeps every concurrent update (optimistic concurrency, no lost write)', async () => {
    const proof = makeProof({ skills: [] });
    await insertProof(proof);
    await Promise.all([
      applyProofChange(proof.id, proof.ownerUserId, { title: 'A' }),
      applyProofChange(proof.id, proof.ownerUserId, { role: 'B' }),
      applyProofChange(proof.id, proof.ownerUserId, { orgName: 'C' }),
    ]);
    expect(await getProof(proof.id)).toMatchObject({ title: 'A', role: 'B', orgName: 'C' });
    expect((await rawItem(proof.id))?.version).toBe(4);
  });

  it('keeps the sparse portfolio index in step with verified + public + published', async () => {
    const ownerUserId = uid();
    const a = makeProof({ ownerUserId, createdAt: tick() });
    const b = makeProof({ ownerUserId, createdAt: tick(), verified: true, status: 'published', proofNumber: `PJ-${uid().slice(0, 6).toUpperCase()}` });
    await insertProof(a);
    await insertProof(b);
    expect((await listPortfolio(ownerUserId)).items.map((r) => r.id)).toEqual([b.id]);

    await applyProofChange(a.id, ownerUserId, { verified: true, proofNumber: 'PJ-AAAAA2' });
    expect((await listPortfolio(ownerUserId)).items.map((r) => r.id)).toEqual([b.id]);
    await applyProofChange(a.id, ownerUserId, { status: 'published' });
    expect((await listPortfolio(ownerUserId)).items.map((r) => r.id)).toEqual([b.id, a.id]);

    await applyProofChange(b.id, ownerUserId, { visibility: 'private' });
    expect((await listPortfolio(ownerUserId)).items.map((r) => r.id)).toEqual([a.id]);
    expect(await rawItem(b.id)).not.toHaveProperty('gsi2pk');
    await applyProofChange(a.id, ownerUserId, { verified: false });
    expect((await listPortfolio(ownerUserId)).items).toEqual([]);
    await applyProofChange(b.id, ownerUserId, { visibility: 'public' });
    const page = await listPortfolio(ownerUserId);
    expect(page.items.map((r) => r.id)).toEqual([b.id]);
    expect(page.items[0]).not.toHaveProperty('gsi2pk');
  });
});

describe('proof numbers', () => {
  it('looks proofs up by number, case-insensitive, whatever their state', async () => {
    const proof = makeProof();
    await insertProof(proof);
    await applyProofChange(proof.id, proof.ownerUserId, { verified: true, proofNumber: 'pj-7kq2mx', verifiedAt: tick() });
    expect((await getProof(proof.id))?.proofNumber).toBe('PJ-7KQ2MX');
    expect((await getProofByNumber('PJ-7KQ2MX'))?.id).toBe(proof.id);
    expect((await getProofByNumber(' pj-7kq2mx '))?.id).toBe(proof.id);
    expect(await getProofByNumber('PJ-NOPE22')).toBeNull();
  });

  it('refuses a proof number that is taken, without changing the proof', async () => {
    const first = makeProof();
    const second = makeProof();
    await insertProof(first);
    await insertProof(second);
    await applyProofChange(first.id, first.ownerUserId, { verified: true, proofNumber: 'PJ-TAKEN2' });
    const attempt = applyProofChange(second.id, second.ownerUserId, { verified: true, proofNumber: 'PJ-TAKEN2' });
    await expect(attempt).rejects.toBeInstanceOf(ProofNumberTakenError);
    expect(await getProof(second.id)).toMatchObject({ verified: false, proofNumber: null });
    await expect(insertProof(makeProof({ proofNumber: 'pj-taken2' }))).rejects.toMatchObject({ code: 'ALREADY_EXISTS', what: 'proofNumber' });
    // The caller retries with a new number.
    await applyProofChange(second.id, second.ownerUserId, { verified: true, proofNumber: 'PJ-FRESH2' });
    expect((await getProofByNumber('PJ-FRESH2'))?.id).toBe(second.id);
  });

  it('gives one number to exactly one of several proofs racing for it', async () => {
    const racers = Array.from({ length: 6 }, () => makeProof());
    for (const racer of racers) await insertProof(racer);
    const { ok, errors } = await settle(racers.map((racer) => applyProofChange(racer.id, racer.ownerUserId, { verified: true, proofNumber: 'PJ-RACE22' })));
    expect(ok).toHaveLength(1);
    expect(errors).toHaveLength(5);
    for (const error of errors) expect(error).toBeInstanceOf(ProofNumberTakenError);
    expect((await getProofByNumber('PJ-RACE22'))?.id).toBe(ok[0]?.id);
  });

  it('keeps a proof number once assigned', async () => {
    const proof = makeProof({ verified: true, proofNumber: 'PJ-KEEP22' });
    await insertProof(proof);
    await expect(applyProofChange(proof.id, proof.ownerUserId, { proofNumber: 'PJ-OTHER2' })).rejects.toThrow(/permanent/);
    const same = await applyProofChange(proof.id, proof.ownerUserId, { proofNumber: 'PJ-KEEP22', title: 'Same number' });
    expect(same.proofNumber).toBe('PJ-KEEP22');
  });
});

describe('stats', () => {
  it('counts recognitions and verified recognitions through every flip', async () => {
    const before = await readStats();
    const proof = makeProof();
    await insertProof(proof);
    await insertProof(makeProof({ verified: true }));
    await applyProofChange(proof.id, proof.ownerUserId, { verified: true });
    let after = await readStats();
    expect(after.recognitions - before.recognitions).toBe(2);
    expect(after.verifiedRecognitions - before.verifiedRecognitions).toBe(2);
    await applyProofChange(proof.id, proof.ownerUserId, { verified: false });
    await applyProofChange(proof.id, proof.ownerUserId, { title: 'still unverified' });
    after = await readStats();
    expect(after.verifiedRecognitions - before.verifiedRecognitions).toBe(1);
  });
});
