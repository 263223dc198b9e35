// The invariants of who co-signs, held by conditional writes under concurrency: one live request
// per proof and mailbox; one co-signature per person (mailbox, LinkedIn identity) and content; a
// link bound to the first identity that opens it; a decision bound to the content seen; a
// withdrawal that releases the person and re-evaluates the proof; an expired request renewed.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import { db, tableName } from '../../../core/data/plumbing/client';
import { AlreadyExistsError, AlreadyUsedError, AlreadyWithdrawnError, BoundToAnotherError, ContentChangedError } from '../../../core/data/plumbing/errors';
import { insertProof, getProof, applyProofChange } from '../../../core/data/proofs/proofs';
import { recordOpened, renewValidationRequest } from '../../../core/data/validation-requests/request-links';
import { countInvitesToday, createValidationRequests, getValidationRequest } from '../../../core/data/validation-requests/validation-requests';
import { listValidationsByProof, recordDecision } from '../../../core/data/validations/validations';
import { getValidationByWithdrawToken, recordWithdrawal } from '../../../core/data/validations/withdrawals';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import type { Proof, Signer, ValidationRequest } from '../../../domain/entities';
import { approvalsOf } from '../../../domain/rules/approvals';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeRequest, makeValidation } from '../../support/factories/cosignature';
import { makeProof } from '../../support/factories/proof';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('cosignatures');
});
afterAll(async () => {
  await table?.stop();
});

async function proofWith(invitees: string[], overrides: Partial<Proof> = {}) {
  const proof = await insertProof(makeProof({ status: 'pending_validation', ...overrides }));
  const requests = invitees.map((inviteeEmail) => makeRequest(proof, { inviteeEmail, createdAt: tick() }));
  if (requests.length > 0) await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests });
  return { proof, requests };
}
const signer = (linkedinSub: string, email: string | null = null): Signer => ({ linkedinSub, name: 'Sam Signer', email, emailVerified: true });
const verify = (proof: Proof, request: ValidationRequest, overrides: Parameters<typeof makeValidation>[1] = {}) =>
  recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request, overrides), proofPatch: { verified: true } });

describe('one live request per proof and mailbox', () => {
  it('refuses a second request for any spelling of the mailbox, under parallel invitations', async () => {
    const proof = await insertProof(makeProof());
    const spellings = ['jo.doe@gmail.com', 'JoDoe@googlemail.com', 'jodoe+x@gmail.com', 'j.o.d.o.e@gmail.com'];
    const { ok, errors } = await settle(
      spellings.map((inviteeEmail) => createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail })] })),
    );
    expect(ok).toHaveLength(1);
    for (const error of errors) expect(error).toMatchObject({ what: 'pendingInvitation' });
    expect(await countInvitesToday(proof.ownerUserId)).toBe(1);
  });

  it('frees the mailbox when its request is decided, or once it expired', async () => {
    const { proof, requests } = await proofWith(['free@acme.com']);
    await recordDecision({ recognitionId: proof.id, requestId: requests[0]!.id, validation: makeValidation(requests[0]!, { status: 'declined' }) });
    const second = makeRequest(proof, { inviteeEmail: 'free@acme.com', expiresAt: new Date(clock.now().getTime() + 1_000).toISOString() });
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [second] });
    await expect(createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail: 'free@acme.com' })] })).rejects.toMatchObject({
      what: 'pendingInvitation',
    });
    clock.advance(2_000);
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail: 'free@acme.com' })] });
  });
});

describe('one co-signature per person and content', () => {
  it('lets one of several parallel approvals by one mailbox through', async () => {
    const { proof, requests } = await proofWith(['a@acme.com', 'b@acme.com', 'c@acme.com']);
    const { ok, errors } = await settle(requests.map((request) => verify(proof, request, { validatorEmail: 'same.person@acme.com' })));
    expect(ok).toHaveLength(1);
    for (const error of errors) expect(error).toMatchObject({ what: 'cosignature' });
    expect(await listValidationsByProof(proof.id)).toHaveLength(1);
    const pending = await Promise.all(requests.map((request) => getValidationRequest(proof.id, request.id)));
    expect(pending.filter((request) => request?.status === 'pending')).toHaveLength(2);
  });

  it('counts one LinkedIn identity once, whatever address it signs with', async () => {
    const { proof, requests } = await proofWith(['d@acme.com', 'e@acme.com']);
    await verify(proof, requests[0]!, { validatorEmail: 'one@acme.com', signer: signer('li-same', 'one@acme.com') });
    await expect(verify(proof, requests[1]!, { validatorEmail: 'two@acme.com', signer: signer('li-same', 'two@acme.com') })).rejects.toBeInstanceOf(AlreadyExistsError);
  });

  it('claims nothing for a decline, and claims again for new content', async () => {
    const { proof, requests } = await proofWith(['f@acme.com', 'g@acme.com', 'h@acme.com']);
    await recordDecision({ recognitionId: proof.id, requestId: requests[0]!.id, validation: makeValidation(requests[0]!, { status: 'declined', validatorEmail: 'p@acme.com' }) });
    await verify(proof, requests[1]!, { validatorEmail: 'p@acme.com' });
    await applyProofChange(proof.id, proof.ownerUserId, { contentHash: 'd'.repeat(64) });
    await verify(proof, requests[2]!, { validatorEmail: 'p@acme.com', contentHash: 'd'.repeat(64) });
  });
});

describe('a decision is bound', () => {
  it('to the first identity that opened the link, even when two open it at once', async () => {
    const { proof, requests } = await proofWith(['bound@acme.com']);
    const request = requests[0]!;
    const { ok, errors } = await settle(['li-a', 'li-b'].map((sub) => recordOpened(proof.id, request.id, { contentHash: proof.contentHash, signerSub: sub })));
    expect(ok).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(BoundToAnotherError);
    const winner = ok[0]!.signerSub!;
    const loser = winner === 'li-a' ? 'li-b' : 'li-a';
    await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), signerSub: loser })).rejects.toBeInstanceOf(BoundToAnotherError);
    await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), signerSub: null })).rejects.toBeInstanceOf(BoundToAnotherError);
    const decided = await recordDecision({ recognitionId: proof.id, requestId: request.id, validation: makeValidation(request), signerSub: winner });
    expect(decided.request.status).toBe('approved');
  });

  it('to the content the validator saw, for an approval and a decline alike; nothing is written', async () => {
    const { proof, requests } = await proofWith(['seen1@acme.com', 'seen2@acme.com']);
    for (const [request, status] of [[requests[0]!, 'approved'], [requests[1]!, 'declined']] as const) {
      const stale = makeValidation(request, { status, contentHash: 'e'.repeat(64) });
      await expect(recordDecision({ recognitionId: proof.id, requestId: request.id, validation: stale, proofPatch: status === 'approved' ? { verified: true } : undefined })).rejects.toBeInstanceOf(
        ContentChangedError,
      );
      expect((await getValidationRequest(proof.id, request.id))?.status).toBe('pending');
    }
    expect(await listValidationsByProof(proof.id)).toEqual([]);
    expect((await getProof(proof.id))?.verified).toBe(false);
  });
});

describe('withdrawing an approval', () => {
  it('marks it withdrawn once, re-evaluates the proof, and frees the person to co-sign again', async () => {
    const { proof, requests } = await proofWith(['w1@acme.com', 'w2@acme.com']);
    const tokenHash = 'a'.repeat(64);
    const approved = await recordDecision({
      recognitionId: proof.id,
      requestId: requests[0]!.id,
      validation: makeValidation(requests[0]!),
      proofPatch: { verified: true },
      withdrawTokenHashes: [tokenHash],
    });
    const found = await getValidationByWithdrawToken(tokenHash);
    expect(found?.id).toBe(approved.validation.id);
    expect(await getValidationByWithdrawToken('b'.repeat(64))).toBeNull();

    const input = {
      recognitionId: proof.id,
      validationId: found!.id,
      validationCreatedAt: found!.createdAt,
      reason: 'Not mine to sign',
      planProof: (current: Proof, validations: readonly { status: 'approved' | 'declined'; contentHash: string; withdrawnAt?: string | null }[]) => ({
        verified: approvalsOf(validations, current.contentHash).length > 0,
      }),
    };
    const { ok, errors } = await settle([recordWithdrawal(input), recordWithdrawal(input)]);
    expect(ok).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(AlreadyWithdrawnError);
    expect(ok[0]!.proof.verified).toBe(false);
    expect((await getValidationByWithdrawToken(tokenHash))?.withdrawalReason).toBe('Not mine to sign');

    // The same person may co-sign again, through another link.
    await verify(proof, requests[1]!, { validatorEmail: requests[0]!.inviteeEmail });
    expect((await getProof(proof.id))?.verified).toBe(true);
  });

  it('is never lost to a concurrent owner edit that planned with the approval still counted', async () => {
    const { proof, requests } = await proofWith(['race@acme.com']);
    const approved = await recordDecision({ recognitionId: proof.id, requestId: requests[0]!.id, validation: makeValidation(requests[0]!), proofPatch: { verified: true } });
    const stillApproved = async (current: Proof) => ({
      description: `${current.description}.`,
      verified: approvalsOf(await listValidationsByProof(proof.id, { consistent: true }), current.contentHash).length > 0,
    });
    await Promise.all([
      recordWithdrawal({
        recognitionId: proof.id,
        validationId: approved.validation.id,
        validationCreatedAt: approved.validation.createdAt,
        reason: 'Racing',
        planProof: () => ({ verified: false }),
      }),
      applyProofChange(proof.id, proof.ownerUserId, stillApproved),
      applyProofChange(proof.id, proof.ownerUserId, stillApproved),
    ]);
    const after = await getProof(proof.id);
    expect(after?.verified).toBe(false);
    expect(after?.description).toBe(`${proof.description}..`);
  });
});

describe('renewing an expired request', () => {
  it('makes it pending with a new token and lifetime, counted as an invitation, once', async () => {
    const { proof, requests } = await proofWith([]);
    const request = makeRequest(proof, { inviteeEmail: 'renew@acme.com', expiresAt: new Date(clock.now().getTime() + 1_000).toISOString() });
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [request, ...requests] });
    await expect(renewValidationRequest(proof.id, request.id, proof.ownerUserId, 'f'.repeat(64))).rejects.toMatchObject({ limit: 'reminder' });
    clock.advance(2_000);
    const before = await countInvitesToday(proof.ownerUserId);

    const renewed = await renewValidationRequest(proof.id, request.id, proof.ownerUserId, 'f'.repeat(64));
    expect(renewed).toMatchObject({ status: 'pending', tokenHash: 'f'.repeat(64) });
    const lifetime = Date.parse(renewed.expiresAt) - clock.now().getTime();
    expect(lifetime).toBeLessThanOrEqual(VALIDATION_LINK_LIFETIME_MS);
    expect(lifetime).toBeGreaterThan(VALIDATION_LINK_LIFETIME_MS - 60_000);
    expect(await countInvitesToday(proof.ownerUserId)).toBe(before + 1);
    const oldEntry = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `EXPIRY#${request.expiresAt.slice(0, 10)}`, sk: `${request.expiresAt}#${request.id}` } }));
    expect(oldEntry.Item).toBeUndefined();
    await expect(createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail: 'renew@acme.com' })] })).rejects.toMatchObject({
      what: 'pendingInvitation',
    });
    await expect(renewValidationRequest(proof.id, request.id, uid(), 'e'.repeat(64))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a decided request, and an address that has another live link', async () => {
    const { proof, requests } = await proofWith(['done@acme.com']);
    await recordDecision({ recognitionId: proof.id, requestId: requests[0]!.id, validation: makeValidation(requests[0]!, { status: 'declined' }) });
    await expect(renewValidationRequest(proof.id, requests[0]!.id, proof.ownerUserId, 'c'.repeat(64))).rejects.toBeInstanceOf(AlreadyUsedError);

    const old = makeRequest(proof, { inviteeEmail: 'busy@acme.com', expiresAt: new Date(clock.now().getTime() + 1_000).toISOString() });
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [old] });
    clock.advance(2_000);
    await createValidationRequests({ ownerUserId: proof.ownerUserId, recognitionId: proof.id, requests: [makeRequest(proof, { inviteeEmail: 'busy@acme.com' })] });
    await expect(renewValidationRequest(proof.id, old.id, proof.ownerUserId, 'd'.repeat(64))).rejects.toMatchObject({ what: 'pendingInvitation' });
  });
});
