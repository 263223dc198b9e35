import { describe, expect, it } from 'vitest';
import { cursorScopeOf, decodeCursor, encodeCursor } from './cursors';
import { InvalidCursorError } from './errors';

const ownerList = { indexName: 'gsi1', partition: { gsi1pk: 'OWNER#u1' }, sortKeyPrefix: 'PROOF#' };
const lastKey = { pk: 'PROOF#p1', sk: 'PROOF', gsi1pk: 'OWNER#u1', gsi1sk: 'PROOF#2025-01-01T00:00:00.000Z#p1' };
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('page cursors', () => {
  it('give back the start key they were made from', () => {
    expect(decodeCursor(encodeCursor(lastKey), ownerList)).toEqual(lastKey);
    expect(decodeCursor(null, ownerList)).toBeUndefined();
    expect(encodeCursor(undefined)).toBeNull();
  });

  it.each([
    ['not base64', 'a cursor!'],
    ['base64 of no JSON', Buffer.from('{"pk":').toString('base64url')],
    ['truncated', encodeCursor(lastKey)!.slice(0, 30)],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')],
    ['an array', cursorOf(['OWNER#u1'])],
    ['a string', cursorOf('OWNER#u1')],
    ['empty', cursorOf({})],
    ['the index keys only', cursorOf({ gsi1pk: 'OWNER#u1', gsi1sk: lastKey.gsi1sk })],
    ['a table key missing', cursorOf({ ...lastKey, sk: undefined })],
    ['another attribute', cursorOf({ ...lastKey, title: 'x' })],
    ["another index's key", cursorOf({ ...lastKey, gsi2pk: 'PORTFOLIO#u1' })],
    ['a number', cursorOf({ ...lastKey, sk: 5 })],
    ['an empty key', cursorOf({ ...lastKey, pk: '' })],
    ['a sort key over 1 KB', cursorOf({ ...lastKey, sk: 'x'.repeat(1025) })],
    ["another user's partition", cursorOf({ ...lastKey, gsi1pk: 'OWNER#u2' })],
    ["another list's range", cursorOf({ ...lastKey, gsi1sk: 'REQUEST#2025-01-01T00:00:00.000Z#r1' })],
  ])('refuse %s', (_what, cursor) => {
    expect(() => decodeCursor(cursor, ownerList)).toThrow(InvalidCursorError);
  });

  it("take their scope from the query's index, partition and begins_with prefix", () => {
    const input = {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'OWNER#u1', ':prefix': 'PROOF#' },
    };
    expect(cursorScopeOf(input, { gsi1pk: 'OWNER#u1' })).toEqual(ownerList);
    expect(cursorScopeOf({ KeyConditionExpression: 'pk = :pk' }, { pk: 'PROOF#p1' })).toEqual({ indexName: undefined, partition: { pk: 'PROOF#p1' } });
    // A table query's start key is the table's keys alone.
    expect(decodeCursor(cursorOf({ pk: 'PROOF#p1', sk: 'EVENT#1' }), { partition: { pk: 'PROOF#p1' } })).toEqual({ pk: 'PROOF#p1', sk: 'EVENT#1' });
    expect(() => decodeCursor(cursorOf(lastKey), { partition: { pk: 'PROOF#p1' } })).toThrow(InvalidCursorError);
  });
});
