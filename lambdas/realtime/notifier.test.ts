// The notifier's reading of a stream batch: which owners to tell, and which of their collections
// changed (a request -> 'validation-requests', a validation -> 'validations', a proof -> 'proofs').
import type { DynamoDBRecord } from 'aws-lambda';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveUpdate } from '../../domain/api/live-updates';
import { notifyingItemTypes, webSocketApi } from '../realtime-routes';
import { changesByOwner, proofVersionsByOwner, suspendedAccounts } from './notifier';

type Image = Record<string, { S: string }>;
const item = (type: string, owner?: string): Image => ({ pk: { S: 'PROOF#p1' }, type: { S: type }, ...(owner ? { ownerUserId: { S: owner } } : {}) });
const inserted = (image: Image): DynamoDBRecord => ({ eventName: 'INSERT', dynamodb: { NewImage: image } });
const modified = (image: Image): DynamoDBRecord => ({ eventName: 'MODIFY', dynamodb: { OldImage: image, NewImage: image } });
const removed = (image: Image): DynamoDBRecord => ({ eventName: 'REMOVE', dynamodb: { OldImage: image } });

/** The messages the notifier would send, by owner. */
const messages = (records: DynamoDBRecord[]) =>
  Object.fromEntries([...changesByOwner(records)].map(([owner, changed]) => [owner, liveUpdate(changed).changed]));

describe('changesByOwner', () => {
  it('maps each followed item type to the collection it is part of', () => {
    expect(messages([inserted(item('ValidationRequest', 'u1'))])).toEqual({ u1: ['validation-requests'] });
    expect(messages([inserted(item('Validation', 'u1'))])).toEqual({ u1: ['validations'] });
    expect(messages([modified(item('Recognition', 'u1'))])).toEqual({ u1: ['proofs'] });
  });

  it('names everything an approval changes in one entry for the owner', () => {
    // One decision transaction: the request is answered, a validation is written, the proof is verified.
    const batch = [modified(item('ValidationRequest', 'owner')), inserted(item('Validation', 'owner')), modified(item('Recognition', 'owner'))];
    expect(messages(batch)).toEqual({ owner: ['proofs', 'validation-requests', 'validations'] });
  });

  it('keeps owners apart, each once', () => {
    const batch = [
      inserted(item('ValidationRequest', 'u1')),
      removed(item('Validation', 'u2')),
      inserted(item('ValidationRequest', 'u1')),
      modified(item('Recognition', 'u2')),
    ];
    expect(messages(batch)).toEqual({ u1: ['validation-requests'], u2: ['proofs', 'validations'] });
  });

  it('ignores items it does not follow and items without an owner', () => {
    const batch = [
      inserted(item('ValidationEvent', 'u1')),
      inserted(item('StatsShard')),
      inserted(item('WebSocketConnection', 'u1')),
      inserted(item('Profile')),
      modified(item('Recognition')),
      { eventName: 'MODIFY', dynamodb: {} } as DynamoDBRecord,
      { eventName: 'MODIFY' } as DynamoDBRecord,
    ];
    expect(changesByOwner(batch).size).toBe(0);
  });

  it('is not fooled by an item type named like an object property', () => {
    expect(changesByOwner([inserted(item('constructor', 'u1')), inserted(item('__proto__', 'u1'))]).size).toBe(0);
  });

  it('tells each owner of a followed item exactly once, whatever the batch', () => {
    const types = [...notifyingItemTypes, 'ValidationEvent', 'Profile'];
    const record = fc.record({
      kind: fc.constantFrom(inserted, modified, removed),
      type: fc.constantFrom(...types),
      owner: fc.option(fc.constantFrom('u1', 'u2', 'u3'), { nil: undefined }),
    });
    fc.assert(fc.property(fc.array(record, { maxLength: 30 }), (drawn) => {
      const changes = changesByOwner(drawn.map(({ kind, type, owner }) => kind(item(type, owner))));
      const followed = drawn.filter(({ type, owner }) => owner && Object.hasOwn(webSocketApi.notifier.follows, type));
      expect([...changes.keys()].sort()).toEqual([...new Set(followed.map(({ owner }) => owner))].sort());
      for (const [owner, changed] of changes) {
        const expected = new Set(followed.filter((entry) => entry.owner === owner).map(({ type }) => webSocketApi.notifier.follows[type as keyof typeof webSocketApi.notifier.follows]));
        expect(changed).toEqual(expected);
      }
    }));
  });
});

describe('proofVersionsByOwner', () => {
  const proofAt = (id: string, owner: string, updatedAt: string): Image => ({ ...item('Recognition', owner), id: { S: id }, updatedAt: { S: updatedAt } });

  it('names each changed proof once, as the batch leaves it', () => {
    const batch = [
      modified(proofAt('p1', 'owner', '2026-11-03T09:00:00.000Z')),
      modified(proofAt('p1', 'owner', '2026-11-03T09:00:01.000Z')),
      inserted(proofAt('p2', 'owner', '2026-11-03T08:00:00.000Z')),
      modified(proofAt('p3', 'other', '2026-11-03T07:00:00.000Z')),
    ];
    expect(Object.fromEntries(proofVersionsByOwner(batch))).toEqual({
      owner: [
        { id: 'p1', updatedAt: '2026-11-03T09:00:01.000Z' },
        { id: 'p2', updatedAt: '2026-11-03T08:00:00.000Z' },
      ],
      other: [{ id: 'p3', updatedAt: '2026-11-03T07:00:00.000Z' }],
    });
  });

  it('names no proof of an owner one of whose proofs was removed (only the list shows it gone), and no other item', () => {
    const batch = [
      removed(proofAt('p1', 'owner', '2026-11-03T09:00:00.000Z')),
      modified(proofAt('p2', 'owner', '2026-11-03T09:00:00.000Z')),
      inserted({ ...item('Validation', 'other'), id: { S: 'v1' }, updatedAt: { S: '2026-11-03T09:00:00.000Z' } }),
    ];
    expect(proofVersionsByOwner(batch).size).toBe(0);
  });

  it('names no proof of an owner who deleted one: the deleting write leaves a tombstone the screens must not read by id', () => {
    const before = proofAt('p1', 'owner', '2026-11-03T09:00:00.000Z');
    const tombstone = { ...before, deletedAt: { S: '2026-11-03T09:05:00.000Z' }, updatedAt: { S: '2026-11-03T09:05:00.000Z' } };
    const batch = [
      { eventName: 'MODIFY', dynamodb: { OldImage: before, NewImage: tombstone } } satisfies DynamoDBRecord,
      modified(proofAt('p2', 'owner', '2026-11-03T09:00:00.000Z')),
      modified(proofAt('p3', 'other', '2026-11-03T07:00:00.000Z')),
    ];
    expect(Object.fromEntries(proofVersionsByOwner(batch))).toEqual({ other: [{ id: 'p3', updatedAt: '2026-11-03T07:00:00.000Z' }] });
  });

  it('puts the proofs in the message only when it names the proofs', () => {
    const versions = [{ id: 'p1', updatedAt: '2026-11-03T09:00:00.000Z' }];
    expect(liveUpdate(['proofs'], versions).proofs).toEqual(versions);
    expect(liveUpdate(['validations'], versions).proofs).toBeUndefined();
  });
});

describe('suspendedAccounts', () => {
  const profile = (id: string, suspendedAt?: string): Image => ({ pk: { S: `USER#${id}` }, type: { S: 'Profile' }, id: { S: id }, ...(suspendedAt ? { suspendedAt: { S: suspendedAt } } : {}) });
  const changed = (before: Image, after: Image): DynamoDBRecord => ({ eventName: 'MODIFY', dynamodb: { OldImage: before, NewImage: after } });

  it('names the accounts whose profile the batch leaves suspended', () => {
    const batch = [
      changed(profile('u1'), profile('u1', '2026-11-27T10:00:00.000Z')),
      changed(profile('u2', '2026-11-20T10:00:00.000Z'), profile('u2')),
      changed(profile('u3'), profile('u3')),
      inserted(item('Recognition', 'u4')),
    ];
    expect([...suspendedAccounts(batch)]).toEqual(['u1']);
  });

  it('follows profiles, and no other item makes an account suspended', () => {
    expect(notifyingItemTypes).toContain('Profile');
    expect(suspendedAccounts([inserted({ ...item('Recognition', 'u1'), id: { S: 'u1' }, suspendedAt: { S: 'now' } }), removed(profile('u2', 'now'))]).size).toBe(0);
  });
});
