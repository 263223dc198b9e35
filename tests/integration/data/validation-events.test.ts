import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../../core/clock';
import type { ValidationEvent } from '../../../domain/entities';
import { ERASED_ADDRESS } from '../../../domain/constants';
import { db, storedDb, tableName } from '../../../core/data/plumbing/client';
import { fromItem } from '../../../core/data/plumbing/items';
import { shredPersonKey } from '../../../core/data/personal-data/person-keys';
import { mailboxSubject } from '../../../core/data/personal-data/subjects';
import { appendValidationEvent, canonicalJson, hashEvent, listValidationEvents, verifyChain, type NewValidationEvent } from '../../../core/data/validation-events/validation-events';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { uid } from '../../support/factories/uid';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('events');
});
afterAll(async () => {
  await table?.stop();
});

const eventKey = (proofId: string, sequence: number) => ({ pk: `PROOF#${proofId}`, sk: `EVENT#${String(sequence).padStart(10, '0')}` });

function newEvent(proofId: string, eventType: NewValidationEvent['eventType'] = 'view'): NewValidationEvent {
  return {
    recognitionId: proofId,
    validationRequestId: uid(),
    eventType,
    validatorEmail: 'boss@acme.com',
    validatorProfileId: null,
    metadata: { userAgent: 'Mozilla/5.0', timestamp: clock.nowIso() },
  };
}

describe('canonical hashing', () => {
  it('does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: null }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"x":null,"y":2}]},"b":1}');
    const event = { ...newEvent('p'), sequence: 1, previousHash: '' };
    const reordered = Object.fromEntries(Object.entries(event).reverse()) as typeof event;
    expect(hashEvent(reordered)).toBe(hashEvent(event));
    expect(hashEvent({ ...event, eventType: 'approve' })).not.toBe(hashEvent(event));
  });
});

describe('validation events', () => {
  it('appends events with consecutive sequences, each linked to the previous hash', async () => {
    const proofId = uid();
    const first = await appendValidationEvent(newEvent(proofId, 'view'));
    const second = await appendValidationEvent(newEvent(proofId, 'authenticate'));
    const third = await appendValidationEvent(newEvent(proofId, 'approve'));
    expect([first.sequence, second.sequence, third.sequence]).toEqual([1, 2, 3]);
    expect(first.previousHash).toBe('');
    expect(second.previousHash).toBe(first.hash);
    expect(third.previousHash).toBe(second.hash);
    expect(third.hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await listValidationEvents(proofId);
    expect(stored).toEqual([first, second, third]);
    expect(stored[0]).not.toHaveProperty('pk');
    expect(await verifyChain(proofId)).toEqual({ ok: true, length: 3, headHash: third.hash });
    expect(await verifyChain(uid())).toEqual({ ok: true, length: 0, headHash: '' });
  });

  it('keeps one chain per proof', async () => {
    const a = uid();
    const b = uid();
    await appendValidationEvent(newEvent(a));
    const firstOfB = await appendValidationEvent(newEvent(b));
    expect(firstOfB.sequence).toBe(1);
    expect(firstOfB.previousHash).toBe('');
  });

  it('gives 20 concurrent appends the sequences 1..20 in one valid chain', async () => {
    const proofId = uid();
    const appended = await Promise.all(Array.from({ length: 20 }, () => appendValidationEvent(newEvent(proofId))));
    expect(appended.map((event) => event.sequence).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await listValidationEvents(proofId);
    expect(stored.map((event) => event.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(stored.map((event) => event.hash)).size).toBe(20);
    expect(await verifyChain(proofId)).toMatchObject({ ok: true, length: 20 });
  });

  it('detects an event changed in place', async () => {
    const proofId = uid();
    for (let i = 0; i < 5; i++) await appendValidationEvent(newEvent(proofId, i === 3 ? 'decline' : 'view'));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: eventKey(proofId, 4),
        UpdateExpression: 'SET eventType = :forged',
        ExpressionAttributeValues: { ':forged': 'approve' },
      }),
    );
    expect(await verifyChain(proofId)).toEqual({ ok: false, length: 3, brokenAt: 4, reason: 'hash' });
  });

  it('detects a re-hashed forgery by the broken link after it', async () => {
    const proofId = uid();
    for (let i = 0; i < 4; i++) await appendValidationEvent(newEvent(proofId));
    // The forger rewrites the stored entry (its personal values sealed) and hashes it again.
    const stored = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: eventKey(proofId, 2) }))).Item!;
    const forged = { ...fromItem<ValidationEvent>(stored), validatorEmail: 'mallory@evil.example' };
    const forgedHash = hashEvent(forged);
    await storedDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: eventKey(proofId, 2),
        UpdateExpression: 'SET validatorEmail = :email, #hash = :hash',
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: { ':email': forged.validatorEmail, ':hash': forgedHash },
      }),
    );
    expect(await verifyChain(proofId)).toEqual({ ok: false, length: 2, brokenAt: 3, reason: 'previousHash' });
  });

  it('keeps its personal values sealed in the table, and verifies after their person is erased', async () => {
    const proofId = uid();
    await appendValidationEvent(newEvent(proofId));
    await appendValidationEvent({ ...newEvent(proofId, 'withdraw'), validatorEmail: 'leaver@acme.com', metadata: { userAgent: 'Leaver/1.0', timestamp: clock.nowIso(), reason: 'I was never on it' } });
    const stored = JSON.stringify((await storedDb().send(new GetCommand({ TableName: tableName(), Key: eventKey(proofId, 2) }))).Item);
    for (const clear of ['leaver@acme.com', 'Leaver/1.0', 'I was never on it']) expect(stored).not.toContain(clear);
    expect((await listValidationEvents(proofId))[1]).toMatchObject({ validatorEmail: 'leaver@acme.com', metadata: { userAgent: 'Leaver/1.0', reason: 'I was never on it' } });

    expect(await shredPersonKey(mailboxSubject('Leaver+work@ACME.com'))).toBe(true);
    const [kept, erased] = await listValidationEvents(proofId);
    expect(kept).toMatchObject({ validatorEmail: 'boss@acme.com', metadata: { userAgent: 'Mozilla/5.0' } });
    expect(erased).toMatchObject({ eventType: 'withdraw', validatorEmail: ERASED_ADDRESS, metadata: { userAgent: null, reason: null } });
    expect(await verifyChain(proofId)).toEqual({ ok: true, length: 2, headHash: erased!.hash });
  });

  it('detects a removed event and a truncated tail', async () => {
    const gap = uid();
    for (let i = 0; i < 4; i++) await appendValidationEvent(newEvent(gap));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: eventKey(gap, 2) }));
    expect(await verifyChain(gap)).toEqual({ ok: false, length: 1, brokenAt: 2, reason: 'sequence' });

    const tail = uid();
    for (let i = 0; i < 3; i++) await appendValidationEvent(newEvent(tail));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: eventKey(tail, 3) }));
    expect(await verifyChain(tail)).toEqual({ ok: false, length: 2, brokenAt: 3, reason: 'head' });
  });
});
