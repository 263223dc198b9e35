// Setting an attribute of an existing item once: true for the one caller that set it, false for
// every other (two runs finishing the same work at once, a run taken up again). What the work does
// once (telling people) is done only by the caller that got true.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './key-parts';
import { isConditionFailed } from './transact';

export async function setOnce(key: Key, attribute: string, value: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #attribute = :value',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#attribute)',
        ExpressionAttributeNames: { '#attribute': attribute },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
