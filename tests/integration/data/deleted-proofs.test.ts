// A proof its owner deleted is a tombstone until its removal finishes (core/data/proofs/
// proof-removal.ts), and the removal reads its partition once: so from the deleting write on,
// nothing may join it. Every write that could (an approval, a decline, a withdrawal, an
// invitation, an audit-trail append, an owner edit) is refused, and every read finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { NotFoundError } from '../../../core/data/plumbing/errors';
import { applyProofChange, getProof, getProofsByIds, insertProof, listProofsByOwner } from '../../../core/data/proofs/proofs';
import { appendValidationEvent } from '../../../core/data/validation-events/validation-events';
import { createValidationRequests } from '../../../core/data/validation-requests/validation-requests';
import { listValidationsByProof, recordDecision } from '../../../core/data/validations/validations';
import { recordWithdrawal } from '../../../core/data/validations/withdrawals';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeRequest, makeValidation } from '../../support/factories/cosignature';
import { makeProof } from '../../support/factories/proof';
import { tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('deleted-proofs');
});
afterAll(async () => {
  await table?.stop();
});

describe('a deleted proof', () => {
  it('is read as missing, and nothing joins it: no decision, withdrawal, invitation, event or edit', async () => {
    const proof = await insertProof(makeProof({ status: 'pending_validation' }));
    const requests = ['first@acme.com', 'second@acme.com', 'third@acme.com'].map((inviteeEmail) => makeRequest(proof, { inviteeEmail, createdAt: tick() }));
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests });
    const approved = await recordDecision({ recognitionId: proof.id, requestId: requests[0]!.id, validation: makeValidation(requests[0]!), proofPatch: { verified: true } });

    await applyProofChange(proof.id, proof.ownerUserId, { deletedAt: clock.nowIso() });

    expect(await getProof(proof.id)).toBeNull();
    expect(await getProofsByIds([proof.id])).toEqual([]);
    expect((await listProofsByOwner(proof.ownerUserId)).items).toEqual([]);

    await expect(recordDecision({ recognitionId: proof.id, requestId: requests[1]!.id, validation: makeValidation(requests[1]!), proofPatch: { verified: true } })).rejects.toThrow();
    await expect(recordDecision({ recognitionId: proof.id, requestId: requests[2]!.id, validation: makeValidation(requests[2]!, { status: 'declined' }) })).rejects.toThrow();
    await expect(
      recordWithdrawal({ recognitionId: proof.id, validationId: approved.validation.id, validationCreatedAt: approved.validation.createdAt, reason: 'Late', planProof: () => ({ verified: false }) }),
    ).rejects.toThrow(NotFoundError);
    await expect(createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail: 'fourth@acme.com' })] })).rejects.toThrow(NotFoundError);
    await expect(
      appendValidationEvent({ recognitionId: proof.id, validationRequestId: requests[1]!.id, eventType: 'view', validatorEmail: null, validatorProfileId: null, metadata: { userAgent: null, timestamp: clock.nowIso() } }),
    ).rejects.toThrow();
    await expect(applyProofChange(proof.id, proof.ownerUserId, { title: 'Brought back' })).rejects.toThrow(NotFoundError);

    // Only the approval given before the deletion is there for the removal to find.
    expect((await listValidationsByProof(proof.id, { consistent: true })).map((validation) => validation.id)).toEqual([approved.validation.id]);
  });
});
