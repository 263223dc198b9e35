// Bitstring status lists: each list's bits (one Binary attribute, 16 KiB for 131,072 entries), a
// version that every change of bits checks and bumps (so concurrent revocations never lose a
// bit), the signed status-list credential for those bits, and one claim item per used index (an
// index is given out once). A pointer names the list new credentials draw from.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../plumbing/client';
import { credentialItemKeys, credentialItemTypes } from './keys';
import { isConditionFailed, type TransactItem } from '../plumbing/transact';

export interface StatusListRecord {
  readonly listId: string;
  /** Entries in the list. */
  readonly length: number;
  /** The bits, index 0 the most significant bit of the first byte (Bitstring Status List v1.0). */
  readonly bits: Uint8Array;
  readonly version: number;
  /** Indexes given out so far. */
  readonly assigned: number;
  /** The signed BitstringStatusListCredential for this version of the bits, as JSON. */
  readonly signedCredential: string;
  readonly createdAt: string;
}

export async function getStatusList(listId: string, options: { consistent?: boolean } = {}): Promise<StatusListRecord | null> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: credentialItemKeys.statusList(listId), ConsistentRead: options.consistent === true }));
  if (!found.Item) return null;
  const item = found.Item;
  return {
    listId: String(item.listId),
    length: Number(item.length),
    bits: new Uint8Array(item.bits as Uint8Array),
    version: Number(item.version),
    assigned: Number(item.assigned ?? 0),
    signedCredential: String(item.signedCredential),
    createdAt: String(item.createdAt),
  };
}

/** Creates a list; false when it exists already. */
export async function createStatusList(list: StatusListRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...credentialItemKeys.statusList(list.listId), type: credentialItemTypes.statusList, ...list, bits: list.bits },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Writes new bits and their signed credential, only if nobody changed the list since `version`. False when someone did. */
export async function writeStatusBits(listId: string, version: number, bits: Uint8Array, signedCredential: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: credentialItemKeys.statusList(listId),
        UpdateExpression: 'SET bits = :bits, signedCredential = :signed, version = :next',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':bits': bits, ':signed': signedCredential, ':next': version + 1, ':version': version },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Only the signed list credential (the public read: the 16 KiB of bits stay in the table). */
export async function getSignedStatusList(listId: string): Promise<string | null> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: credentialItemKeys.statusList(listId), ProjectionExpression: 'signedCredential' }),
  );
  return typeof found.Item?.signedCredential === 'string' ? found.Item.signedCredential : null;
}

/** The list new credentials draw indexes from, if any. */
export async function getCurrentStatusListId(): Promise<string | null> {
  const found = await db().send(new GetCommand({ TableName: tableName(), Key: credentialItemKeys.currentStatusList, ConsistentRead: true }));
  return found.Item ? String(found.Item.listId) : null;
}

/** Points new credentials at `listId`, only if the pointer still names `previous` (null: no pointer yet). */
export async function moveCurrentStatusList(listId: string, previous: string | null): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...credentialItemKeys.currentStatusList, type: credentialItemTypes.currentStatusList, listId },
        ConditionExpression: previous === null ? 'attribute_not_exists(pk)' : 'listId = :previous',
        ...(previous === null ? {} : { ExpressionAttributeValues: { ':previous': previous } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Transaction item: claims `index` of `listId` for a credential (fails when taken). */
export function statusIndexClaim(listId: string, index: number, credentialId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...credentialItemKeys.statusIndexClaim(listId, index), type: credentialItemTypes.statusIndexClaim, credentialId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Transaction item: counts `count` more indexes given out, while the list has room below `limit`. */
export function statusListAssignment(listId: string, count: number, limit: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: credentialItemKeys.statusList(listId),
      UpdateExpression: 'ADD assigned :count',
      ConditionExpression: 'attribute_exists(pk) AND assigned <= :room',
      ExpressionAttributeValues: { ':count': count, ':room': limit - count },
    },
  };
}
