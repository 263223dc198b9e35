// Shared by the moderation tests: a private runtime with an owner, an admin and the local inbox,
// and a way to read the runtime's admin log.
import { DEFAULT_TABLE_NAME } from '../../../core/data/table-definition';
import { grantAdmin } from '../../../core/data/user-roles';
import { listAdminLog } from '../../../core/admin/admin-log';
import type { AdminLogEntry } from '../../../domain/api/admin/admin-log';
import { dynamoDbEndpointOf } from '../../support/table-snapshot';

/** Points core/data at the runtime's table (for granting the role and reading the log as the product does). */
export async function useRuntimeTable(runtimeUrl: string): Promise<void> {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: await dynamoDbEndpointOf(runtimeUrl),
    TABLE_NAME: DEFAULT_TABLE_NAME,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
}

export const makeAdmin = (userId: string) => grantAdmin({ userId, grantedBy: null });

/** The newest admin-log entries. */
export async function adminLog(limit = 20): Promise<AdminLogEntry[]> {
  return (await listAdminLog({ limit })).items;
}
