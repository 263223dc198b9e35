// Whether an account is suspended: one consistent GetItem of the profile's suspendedAt, read by
// the handler chain before every signed-in call (lambdas/shared/middleware/authorize.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { keys } from './keys';

export async function isSuspended(userId: string): Promise<boolean> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ProjectionExpression: 'suspendedAt', ConsistentRead: true }),
  );
  return typeof result.Item?.suspendedAt === 'string';
}
