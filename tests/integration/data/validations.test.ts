import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { AlreadyUsedError, ConflictError, ExpiredError, NotFoundError, ProofNumberTakenError } from '../../../core/data/plumbing/errors';
import { RETRY_POLICIES } from '../../../core/data/plumbing/retry';
import { insertProof, getProof, getProofByNumber, listPortfolio, applyProofChange } from '../../../core/data/proofs/proofs';
import { readStats } from '../../../core/data/read-models/stats';
import { createValidationRequests, getValidationRequest } from '../../../core/data/validation-requests/validation-requests';
import { listValidationsByOwner, listValidationsByProof, recordDecision } from '../../../core/data/validations/validations';
import type { Proof, ValidationRequest } from '../../../domain/entities';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeRequest, makeValidation } from '../../support/factories/cosignature';
import { makeProof } from '../../support/factories/proof';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('validations');
});
afterAll(async () => {
  await table?.stop();
});

async function proofWithRequests(count: number, overrides: Partial<Proof> = {}, requestOverrides: Partial<ValidationRequest> = {}) {
  const proof = await insertProof(makeProof({ status: 'pending_validation', ...overrides }));
  const requests = await createValidationRequests({
    ownerUserId: proof.ownerUserId,
    recognitionId: proof.id,
    requests: Array.from({ length: count }, () => makeRequest(proof, { createdAt: tick(), ...requestOverrides })),
  });
  return { proof, requests };
}

const expiryEntryExists = async (request: ValidationRequest) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `EXPIRY#${request.expiresAt.slice(0, 10)}`, sk: `${request.expiresAt}#${request.id}` } }))).Item !== undefined;

describe('recording a decision', () => {
  it('approves in one transaction: request, validation, recognition, expiry entry and counters', async () => {
    const before = await readStats();
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    expect(await expiryEntryExists(request)).toBe(true);
    const validation = makeValidation(request, { comment: 'Great work', role: 'manager' });
    const result = await recordDecision({
      recognitionId: proof.id,
      requestId: request.id,
      validation,
      proofPatch: { verified: true, proofNumber: 'PJ-APPRV2', verifiedAt: validation.createdAt, status: 'published', sealVariant: 'manager' },
    });
    expect(result.validation).toEqual({ ...validation, recognitionTitle: proof.title });
    expect(result.request.status).toBe('approved');
    expect(result.proof).toMatchObject({ verified: true, proofNumber: 'PJ-APPRV2', status: 'published' });
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('approved');
    expect(await getProof(proof.id)).toEqual(result.proof);
    expect((await getProofByNumber('PJ-APPRV2'))?.id).toBe(proof.id);
    expect((await listPortfolio(proof.ownerUserId)).items.map((r) => r.id)).toEqual([proof.id]);
    expect(await expiryEntryExists(request)).toBe(false);
    const after = await readStats();
    expect(after.validations - before.validations).toBe(1);
    expect(after.verifiedRecognitions - before.verifiedRecognitions).toBe(1);
  });

  it('records a decline without touching the recognition', async () => {
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    const result = await recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request, { status: 'declined' }) });
    expect(result.request.status).toBe('declined');
    expect(result.proof).toBeNull();
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('declined');
    expect(await getProof(proof.id)).toMatchObject({ verified: false, proofNumber: null });
    await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request) })).rejects.toBeInstanceOf(AlreadyUsedError);
  });

  it('is single use: 10 parallel decisions on one request give exactly one validation', async () => {
    const before = await readStats();
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    const { ok, errors } = await settle(
      Array.from({ length: 10 }, () =>
        recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), proofPatch: { verified: true, proofNumber: `PJ-${uid().slice(0, 6).toUpperCase()}` } }),
      ),
    );
    expect(ok).toHaveLength(1);
    expect(errors).toHaveLength(9);
    for (const error of errors) expect(error).toBeInstanceOf(AlreadyUsedError);
    const validations = await listValidationsByProof(proof.id);
    expect(validations.map((v) => v.id)).toEqual([ok[0]?.validation.id]);
    expect((await getProof(proof.id))?.proofNumber).toBe(ok[0]?.proof?.proofNumber);
    const after = await readStats();
    expect(after.validations - before.validations).toBe(1);
    expect(after.verifiedRecognitions - before.verifiedRecognitions).toBe(1);
  });

  it('refuses an expired request and writes nothing', async () => {
    const { proof, requests } = await proofWithRequests(1, {}, { expiresAt: new Date(clock.now().getTime() + 50).toISOString() });
    const request = requests[0]!;
    clock.advance(100);
    await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), proofPatch: { verified: true } })).rejects.toBeInstanceOf(ExpiredError);
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');
    expect(await listValidationsByProof(proof.id)).toEqual([]);
    expect((await getProof(proof.id))?.verified).toBe(false);
  });

  it('refuses an unknown request', async () => {
    const proof = await insertProof(makeProof());
    const ghost = makeRequest(proof);
    await expect(recordDecision({ recognitionId: proof.id, requestId: ghost.id, validation: makeValidation(ghost) })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rolls everything back on a proof-number collision, so the caller can retry with a new number', async () => {
    await insertProof(makeProof({ verified: true, proofNumber: 'PJ-CLASH2' }));
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    const validation = makeValidation(request);
    await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation, proofPatch: { verified: true, proofNumber: 'PJ-CLASH2' } })).rejects.toBeInstanceOf(
      ProofNumberTakenError,
    );
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');
    expect(await listValidationsByProof(proof.id)).toEqual([]);
    expect(await getProof(proof.id)).toMatchObject({ verified: false, proofNumber: null });
    const retried = await recordDecision({ recognitionId: proof.id, requestId: request.id, validation, proofPatch: { verified: true, proofNumber: 'PJ-CLASH3' } });
    expect(retried.proof?.proofNumber).toBe('PJ-CLASH3');
  });

  it('merges a concurrent owner edit with the approval (no lost update)', async () => {
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    await Promise.all([
      recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), proofPatch: { verified: true, proofNumber: 'PJ-MERGE2' } }),
      applyProofChange(proof.id, proof.ownerUserId, { description: 'Edited while being approved' }),
    ]);
    expect(await getProof(proof.id)).toMatchObject({ verified: true, proofNumber: 'PJ-MERGE2', description: 'Edited while being approved' });
  });
});

describe('two approvals of one proof', () => {
  it('keep the first approval’s proof number when they race', async () => {
    const { proof, requests } = await proofWithRequests(2);
    const { ok } = await settle(
      requests.map((request, i) =>
        recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), proofPatch: { verified: true, proofNumber: `PJ-TWO${i}A2` } }),
      ),
    );
    expect(ok).toHaveLength(2);
    const stored = await getProof(proof.id);
    expect(['PJ-TWO0A2', 'PJ-TWO1A2']).toContain(stored?.proofNumber);
    expect(ok.map((result) => result.proof?.proofNumber)).toEqual([stored?.proofNumber, stored?.proofNumber]);
    const loser = stored?.proofNumber === 'PJ-TWO0A2' ? 'PJ-TWO1A2' : 'PJ-TWO0A2';
    expect(await getProofByNumber(loser)).toBeNull();
    expect(await listValidationsByProof(proof.id)).toHaveLength(2);
  });
});

describe('reading validations', () => {
  it('lists a proof’s validations newest first and the owner’s across proofs with titles', async () => {
    const ownerUserId = uid();
    const one = await proofWithRequests(2, { ownerUserId, title: 'One' });
    const two = await proofWithRequests(1, { ownerUserId, title: 'Two' });
    const decided = [];
    for (const [proof, request] of [
      [one.proof, one.requests[0]!],
      [two.proof, two.requests[0]!],
      [one.proof, one.requests[1]!],
    ] as const) {
      const { validation } = await recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request, { createdAt: tick() }) });
      decided.push(validation);
    }
    expect((await listValidationsByProof(one.proof.id)).map((v) => v.id)).toEqual([decided[2]?.id, decided[0]?.id]);
    const byOwner = await listValidationsByOwner(ownerUserId, { limit: 2 });
    expect(byOwner.items.map((v) => [v.id, v.recognitionTitle])).toEqual([
      [decided[2]?.id, 'One'],
      [decided[1]?.id, 'Two'],
    ]);
    expect(byOwner.items[0]).not.toHaveProperty('ownerUserId');
    const rest = await listValidationsByOwner(ownerUserId, { limit: 2, cursor: byOwner.cursor });
    expect(rest.items.map((v) => v.id)).toEqual([decided[0]?.id]);

    await applyProofChange(two.proof.id, ownerUserId, { title: 'Two, renamed' });
    expect((await listValidationsByProof(two.proof.id))[0]?.recognitionTitle).toBe('Two, renamed');
  });
});

describe('one retry policy per use case', () => {
  it('a decision under endless contention makes at most the decision policy’s transactions, then gives up with a conflict', async () => {
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    const client = db();
    const send = client.send.bind(client);
    let transactions = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: object) => {
      if (command instanceof TransactWriteCommand) {
        transactions += 1;
        return Promise.reject(Object.assign(new Error('conflict'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] }));
      }
      return send(command as never);
    }) as typeof client.send);
    try {
      const error = await recordDecision({
        recognitionId: proof.id,
        requestId: request.id,
        validation: makeValidation(request),
        planProof: () => ({ verified: true, proofNumber: `PJ-${uid().slice(0, 6).toUpperCase()}` }),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConflictError);
    } finally {
      spy.mockRestore();
    }
    expect(transactions).toBe(RETRY_POLICIES.decision.attempts);
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');
  });

  it('draws a new proof number when the drawn one is taken, within the same policy', async () => {
    await insertProof(makeProof({ verified: true, proofNumber: 'PJ-TAKEN2' }));
    const { proof, requests } = await proofWithRequests(1);
    const request = requests[0]!;
    const draws = ['PJ-TAKEN2', 'PJ-TAKEN2', 'PJ-FRESH2'];
    const result = await recordDecision({
      recognitionId: proof.id,
      requestId: request.id,
      validation: makeValidation(request),
      planProof: () => ({ verified: true, proofNumber: draws.shift() }),
    });
    expect(result.proof?.proofNumber).toBe('PJ-FRESH2');
    expect(draws).toEqual([]);
  });
});
