import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { LimitReachedError, NotFoundError } from '../../../core/data/plumbing/errors';
import { insertProof, applyProofChange } from '../../../core/data/proofs/proofs';
import {
  countInvitesToday,
  createValidationRequests,
  getValidationRequest,
  getValidationRequestByTokenHash,
  listValidationRequestsByOwner,
  listValidationRequestsByProof,
} from '../../../core/data/validation-requests/validation-requests';
import { recordReminder, releaseReminder, renewValidationRequest } from '../../../core/data/validation-requests/request-links';
import { DAILY_INVITE_LIMIT, MAX_LIVE_LINKS_PER_REQUEST, REMINDER_INTERVAL_MS, VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import type { Proof } from '../../../domain/entities';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeRequest } from '../../support/factories/cosignature';
import { makeProof } from '../../support/factories/proof';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('requests');
});
afterAll(async () => {
  await table?.stop();
});

async function newProof(overrides: Partial<Proof> = {}): Promise<Proof> {
  return insertProof(makeProof(overrides));
}

describe('validation requests', () => {
  it('creates a batch and finds a request by token hash, by id and by proof', async () => {
    const proof = await newProof({ title: 'Payments revamp' });
    const requests = [makeRequest(proof), makeRequest(proof, { role: 'manager', requiresLinkedinAuth: true })];
    const created = await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests });
    expect(created.map((r) => r.recognitionTitle)).toEqual(['Payments revamp', 'Payments revamp']);
    const byToken = await getValidationRequestByTokenHash(requests[1]!.tokenHash);
    expect(byToken).toEqual({ ...requests[1], recognitionTitle: 'Payments revamp' });
    expect(byToken).not.toHaveProperty('gsi2pk');
    expect(await getValidationRequestByTokenHash('0'.repeat(64))).toBeNull();
    expect((await getValidationRequest(proof.id, requests[0]!.id))?.inviteeEmail).toBe(requests[0]!.inviteeEmail);
    expect((await listValidationRequestsByProof(proof.id)).map((r) => r.id).sort()).toEqual(requests.map((r) => r.id).sort());
  });

  it("lists the owner's requests newest first with the proof title", async () => {
    const ownerUserId = uid();
    const proofA = await newProof({ ownerUserId, title: 'A' });
    const proofB = await newProof({ ownerUserId, title: 'B' });
    const first = makeRequest(proofA, { createdAt: tick() });
    const second = makeRequest(proofB, { createdAt: tick() });
    await createValidationRequests({ ownerUserId, recognitionId: proofA.id, requests: [first] });
    await createValidationRequests({ ownerUserId, recognitionId: proofB.id, requests: [second] });
    const page = await listValidationRequestsByOwner(ownerUserId);
    expect(page.items.map((r) => [r.id, r.recognitionTitle])).toEqual([
      [second.id, 'B'],
      [first.id, 'A'],
    ]);
    // Renaming the proof refreshes the copied title.
    await applyProofChange(proofA.id, ownerUserId, { title: 'A renamed' });
    const renamed = await listValidationRequestsByOwner(ownerUserId);
    expect(renamed.items.find((r) => r.id === first.id)?.recognitionTitle).toBe('A renamed');
    expect((await listValidationRequestsByOwner(uid())).items).toEqual([]);
  });

  it("refuses requests for someone else's proof and writes nothing", async () => {
    const proof = await newProof();
    const intruder = uid();
    const request = makeRequest({ id: proof.id, ownerUserId: intruder });
    await expect(createValidationRequests({ ownerUserId: intruder, recognitionId: proof.id, requests: [request] })).rejects.toBeInstanceOf(NotFoundError);
    expect(await getValidationRequest(proof.id, request.id)).toBeNull();
    expect(await countInvitesToday(intruder)).toBe(0);
  });

  it('enforces the daily limit all-or-nothing and counts today’s invites', async () => {
    const proof = await newProof();
    const owner = proof.ownerUserId;
    await expect(
      createValidationRequests({ ownerUserId: owner, recognitionId: proof.id, requests: Array.from({ length: DAILY_INVITE_LIMIT + 1 }, () => makeRequest(proof)) }),
    ).rejects.toBeInstanceOf(LimitReachedError);
    await createValidationRequests({ ownerUserId: owner, recognitionId: proof.id, requests: Array.from({ length: 8 }, () => makeRequest(proof)) });
    expect(await countInvitesToday(owner)).toBe(8);
    const tooMany = Array.from({ length: 3 }, () => makeRequest(proof));
    await expect(createValidationRequests({ ownerUserId: owner, recognitionId: proof.id, requests: tooMany })).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await countInvitesToday(owner)).toBe(8);
    for (const request of tooMany) expect(await getValidationRequest(proof.id, request.id)).toBeNull();
    await createValidationRequests({ ownerUserId: owner, recognitionId: proof.id, requests: [makeRequest(proof), makeRequest(proof)] });
    expect(await countInvitesToday(owner)).toBe(10);
    await expect(createValidationRequests({ ownerUserId: owner, recognitionId: proof.id, requests: [makeRequest(proof)] })).rejects.toBeInstanceOf(LimitReachedError);
    expect(await listValidationRequestsByProof(proof.id)).toHaveLength(10);
  });

  it('lets exactly 10 of 20 parallel single invites through', async () => {
    const proof = await newProof();
    const batches = Array.from({ length: 20 }, () => [makeRequest(proof)]);
    const { ok, errors } = await settle(batches.map((requests) => createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests })));
    expect(ok).toHaveLength(10);
    expect(errors).toHaveLength(10);
    for (const error of errors) expect(error).toBeInstanceOf(LimitReachedError);
    expect(await countInvitesToday(proof.ownerUserId)).toBe(10);
    expect(await listValidationRequestsByProof(proof.id)).toHaveLength(10);
  });

  it('sets a TTL on the invite counter a few days ahead', async () => {
    const proof = await newProof();
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof)] });
    const day = clock.nowIso().slice(0, 10);
    const counter = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${proof.ownerUserId}`, sk: `INVITES#${day}` } }));
    expect(counter.Item?.n).toBe(1);
    const ttl = counter.Item?.ttl as number;
    expect(ttl * 1000).toBeGreaterThan(clock.now().getTime() + 24 * 60 * 60 * 1000);
    expect(ttl * 1000).toBeLessThan(clock.now().getTime() + 4 * 24 * 60 * 60 * 1000);
  });

  it('records reminders at most once per interval, for the owner only', async () => {
    const proof = await newProof();
    const request = makeRequest(proof);
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [request] });
    const before = clock.nowIso();
    const reminded = await recordReminder(proof.id, request.id, proof.ownerUserId);
    expect(reminded.lastRemindedAt! >= before && reminded.lastRemindedAt! <= clock.nowIso()).toBe(true);
    expect((await getValidationRequest(proof.id, request.id))?.lastRemindedAt).toBe(reminded.lastRemindedAt);
    await expect(recordReminder(proof.id, request.id, proof.ownerUserId)).rejects.toMatchObject({ code: 'LIMIT_REACHED', limit: 'reminder' });
    await expect(recordReminder(proof.id, request.id, uid())).rejects.toBeInstanceOf(NotFoundError);
    clock.advance(REMINDER_INTERVAL_MS);
    const again = await recordReminder(proof.id, request.id, proof.ownerUserId);
    expect(Date.parse(again.lastRemindedAt!) - Date.parse(reminded.lastRemindedAt!)).toBeGreaterThanOrEqual(REMINDER_INTERVAL_MS);
  });

  it('keeps every reminder link beside the invitation, up to the cap, and takes back one whose mail failed', async () => {
    const proof = await newProof();
    // A request living long enough for more reminders than the cap allows (a real one lives 72 hours).
    const request = makeRequest(proof, { expiresAt: new Date(clock.now().getTime() + 10 * REMINDER_INTERVAL_MS).toISOString() });
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [request] });
    const hashes = [request.tokenHash];
    for (let n = 1; n < MAX_LIVE_LINKS_PER_REQUEST; n += 1) {
      const hash = String(n).repeat(64);
      const reminded = await recordReminder(proof.id, request.id, proof.ownerUserId, hash);
      expect(reminded).not.toHaveProperty('linkTokenHashes'); // hashes stay in core/data
      hashes.push(hash);
      clock.advance(REMINDER_INTERVAL_MS);
    }
    for (const hash of hashes) expect((await getValidationRequestByTokenHash(hash))?.id).toBe(request.id);
    await expect(recordReminder(proof.id, request.id, proof.ownerUserId, '9'.repeat(64))).rejects.toMatchObject({ limit: 'links' });
    expect(await getValidationRequestByTokenHash('9'.repeat(64))).toBeNull();

    const last = hashes.at(-1)!;
    const before = (await getValidationRequest(proof.id, request.id))!;
    await releaseReminder(proof.id, request.id, last, before.lastRemindedAt!, null);
    expect(await getValidationRequestByTokenHash(last)).toBeNull();
    expect((await getValidationRequest(proof.id, request.id))?.lastRemindedAt).toBeNull();
    expect((await getValidationRequestByTokenHash(hashes[0]!))?.id).toBe(request.id);
    expect((await recordReminder(proof.id, request.id, proof.ownerUserId, '8'.repeat(64))).id).toBe(request.id);
  });

  it('renews an expired request with one new link: the earlier ones stay dead, and a failed renewal mail gives the reminder back', async () => {
    const proof = await newProof();
    const request = makeRequest(proof);
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [request] });
    await recordReminder(proof.id, request.id, proof.ownerUserId, 'b'.repeat(64));
    clock.advance(VALIDATION_LINK_LIFETIME_MS + 1000);
    const renewed = await renewValidationRequest(proof.id, request.id, proof.ownerUserId, 'c'.repeat(64));
    expect(await getValidationRequestByTokenHash(request.tokenHash)).toBeNull();
    expect(await getValidationRequestByTokenHash('b'.repeat(64))).toBeNull();
    expect((await getValidationRequestByTokenHash('c'.repeat(64)))?.status).toBe('pending');

    await releaseReminder(proof.id, request.id, 'c'.repeat(64), renewed.lastRemindedAt!, null);
    expect((await getValidationRequest(proof.id, request.id))?.lastRemindedAt).toBeNull();
    expect((await recordReminder(proof.id, request.id, proof.ownerUserId, 'd'.repeat(64))).status).toBe('pending');
  });

  it('starts a fresh count on the next UTC day', async () => {
    const proof = await newProof();
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: Array.from({ length: 10 }, () => makeRequest(proof)) });
    expect(await countInvitesToday(proof.ownerUserId)).toBe(10);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await countInvitesToday(proof.ownerUserId)).toBe(0);
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof)] });
    expect(await countInvitesToday(proof.ownerUserId)).toBe(1);
  });
});
