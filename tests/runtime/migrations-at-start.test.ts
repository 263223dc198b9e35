// A data directory an older version wrote: profiles and proofs without their search-index items, a
// public proof view without its credential, and no migration markers. The admin cannot find them
// and the proof's page shows no credential; after a restart on the same directory the local
// runtime has run the data migrations: the admin user search and title search find them, and the
// page shows the proof's credential.
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../core/data/client';
import { canonicalIso, ITEM_TYPES, keys } from '../../core/data/keys';
import { MIGRATIONS } from '../../core/data/migrations/all';
import { recognitionItem } from '../../core/data/recognition-items';
import type { AdminRecognitionPage } from '../../domain/api/admin/moderation';
import type { AdminUsersPage } from '../../domain/api/admin/users';
import type { PublicProofLookup } from '../../domain/api/public';
import { apiClient, signedInClient, type ApiClient } from '../support/api-client';
import { proofFlow } from '../support/proof-flow';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { makeProfile, makeRecognition } from '../integration/data/fixtures';
import { opsPeople } from '../integration/admin/ops-support';

let first: TestRuntime;
let second: TestRuntime | undefined;

beforeAll(async () => {
  first = await startTestRuntime({ env: { LOCAL_DEMO: 'off', LOCAL_SCHEDULE: 'off' } });
});
afterAll(async () => {
  await second?.stop();
  await first?.dispose();
});

const SECOND_ADMIN = { name: 'Ada Admin', email: 'ada.admin.restart@example.com' };
const userIds = async (admin: ApiClient, q: string) => (await admin.request<AdminUsersPage>('GET', `/admin/users?q=${encodeURIComponent(q)}`)).body.items.map((row) => row.id);
const proofIds = async (admin: ApiClient, q: string) =>
  (await admin.request<AdminRecognitionPage>('GET', `/admin/recognitions?by=title&q=${encodeURIComponent(q)}`)).body.items.map((row) => row.id);

describe('an old local data directory', () => {
  const legacy = makeProfile({ displayName: 'Hedy Lamarr', username: 'hlamarr' });
  const proof = makeRecognition({ ownerUserId: legacy.id, title: 'Frequency hopping prototype' });

  it('gets its search indexes and its proofs\' credentials on their public pages at the next start', async () => {
    // This process's data layer points at the first runtime's table from here on.
    const before = (await opsPeople(first, 'old')).admin;
    const owner = await signedInClient(first.url, { name: 'Olga Older', email: 'olga.older@acme.com' });
    const published = await proofFlow(first.url, apiClient(first.url)).published(owner, { title: 'Public before credentials were on the page' });
    const pageCredential = async (url: string) => (await apiClient(url).request<PublicProofLookup>('GET', `/public/proofs/${published.proofNumber}`)).body.credential;
    const issued = await pageCredential(first.url);
    expect(issued?.status).toBe('active');
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.publicProofView(published.proofNumber!), UpdateExpression: 'REMOVE credential' }));
    expect(await pageCredential(first.url)).toBeNull();
    // What a version before the indexes and the migrations left in the table.
    const createdAt = canonicalIso(legacy.createdAt);
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...legacy, createdAt, ...keys.profile(legacy.id), ...keys.profileList(createdAt, legacy.id), type: ITEM_TYPES.profile } }));
    await db().send(new PutCommand({ TableName: tableName(), Item: recognitionItem(proof, 1) }));
    for (const migration of MIGRATIONS) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.migration(migration.id) }));
    expect(await userIds(before, 'hedy lam')).toEqual([]);
    expect(await proofIds(before, 'frequency hop')).toEqual([]);

    await first.stop();
    // Its DynamoDB Local listens on a new port: its admin comes from ADMIN_EMAILS, over HTTP only.
    second = await startTestRuntime({ dataDir: first.dataDir, env: { LOCAL_DEMO: 'off', LOCAL_SCHEDULE: 'off', ADMIN_EMAILS: SECOND_ADMIN.email } });
    const after = await signedInClient(second.url, SECOND_ADMIN);
    expect(await userIds(after, 'hedy lam')).toEqual([legacy.id]);
    expect(await proofIds(after, 'frequency hop')).toEqual([proof.id]);
    expect(await pageCredential(second.url)).toMatchObject({ credentialId: issued!.credentialId, status: 'active', url: `${second.url}/api/public/credentials/${issued!.credentialId}` });
  });
});
