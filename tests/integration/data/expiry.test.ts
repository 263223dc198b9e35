import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { ExpiredError } from '../../../core/data/plumbing/errors';
import { expireRequest, findExpiredRequests, sweepExpiredRequests } from '../../../core/data/validation-requests/expiry';
import { insertProof } from '../../../core/data/proofs/proofs';
import { createValidationRequests, getValidationRequest, getValidationRequestByTokenHash } from '../../../core/data/validation-requests/validation-requests';
import { recordDecision } from '../../../core/data/validations/validations';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeRequest, makeValidation } from '../../support/factories/cosignature';
import { makeProof } from '../../support/factories/proof';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('expiry');
});
afterAll(async () => {
  await table?.stop();
});

const HOUR = 60 * 60 * 1000;

describe('expiry sweep', () => {
  it('finds and expires only pending requests past their expiry, without a scan', async () => {
    const proof = await insertProof(makeProof());
    const soon = makeRequest(proof, { expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    const decided = makeRequest(proof, { expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    const later = makeRequest(proof); // 72 hours
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [soon, decided, later] });
    await recordDecision({ recognitionId: proof.id, requestId: decided.id, validation: makeValidation(decided) });

    expect(await findExpiredRequests()).toEqual([]);
    clock.advance(2 * HOUR);
    expect(await findExpiredRequests()).toEqual([{ recognitionId: proof.id, requestId: soon.id, expiresAt: soon.expiresAt }]);

    // Even before the sweep runs, a decision on the expired link is refused.
    await expect(recordDecision({ recognitionId: proof.id, requestId: soon.id, validation: makeValidation(soon) })).rejects.toBeInstanceOf(ExpiredError);

    const result = await sweepExpiredRequests();
    expect(result.expired.map((request) => request.id)).toEqual([soon.id]);
    expect(result.expired[0]).not.toHaveProperty('recognitionTitle');
    expect((await getValidationRequest(proof.id, soon.id))?.status).toBe('expired');
    expect((await getValidationRequestByTokenHash(soon.tokenHash))?.status).toBe('expired');
    expect((await getValidationRequest(proof.id, decided.id))?.status).toBe('approved');
    expect((await getValidationRequest(proof.id, later.id))?.status).toBe('pending');
    expect(await findExpiredRequests()).toEqual([]);
    // A second run has nothing to do.
    expect((await sweepExpiredRequests()).expired).toEqual([]);
  });

  it('walks the day buckets past midnight and moves its watermark forward over empty days', async () => {
    const proof = await insertProof(makeProof());
    const requests = Array.from({ length: 3 }, () => makeRequest(proof));
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests });
    clock.advance(VALIDATION_LINK_LIFETIME_MS + 3 * 24 * HOUR);
    // Also due now: the 72-hour request of the first test.
    const found = await findExpiredRequests({ limit: 2 });
    expect(found).toHaveLength(2);
    const first = await sweepExpiredRequests({ limit: 2 });
    expect(first.expired).toHaveLength(2);
    // The run stopped inside the bucket of the expiry day, so the watermark stays on that day.
    expect(first.watermark).toBe(requests[0]!.expiresAt.slice(0, 10));
    const second = await sweepExpiredRequests({ limit: 10 });
    expect(second.expired).toHaveLength(2);
    for (const request of requests) expect((await getValidationRequest(proof.id, request.id))?.status).toBe('expired');
    const watermark = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'EXPIRY', sk: 'WATERMARK' } }));
    expect(watermark.Item?.day).toBe(clock.nowIso().slice(0, 10));
    expect(second.watermark).toBe(clock.nowIso().slice(0, 10));
  });

  it('leaves a request alone when it was decided between finding and expiring it', async () => {
    const proof = await insertProof(makeProof());
    const request = makeRequest(proof, { expiresAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [request] });
    const entry = { recognitionId: proof.id, requestId: request.id, expiresAt: request.expiresAt };
    // Not due yet: nothing happens.
    expect(await expireRequest(entry)).toBeNull();
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');
    await recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request, { status: 'declined' }) });
    clock.advance(2 * HOUR);
    expect(await expireRequest(entry)).toBeNull();
    expect((await getValidationRequest(proof.id, request.id))?.status).toBe('declined');
  });
});
