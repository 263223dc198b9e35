// Stopping and starting again on the same data directory, as a developer does every day: the
// runtime stops everything it started, keeps the data, and at the next start migrates what an
// older version left behind. That older data: profiles and proofs without their search-index items,
// a public proof view without its credential, and no migration markers. The admin cannot find
// them and the proof's page shows no credential; after the restart the admin user search and title
// search find them, and the page shows the proof's credential.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../../core/data/plumbing/client';
import { canonicalIso } from '../../../core/data/plumbing/key-parts';
import { migrationKeys } from '../../../core/data/migrations/keys';
import { profileItemTypes as ITEM_TYPES, profileKeys } from '../../../core/data/profiles/keys';
import { publicViewKeys } from '../../../core/data/read-models/keys';
import { MIGRATIONS } from '../../../core/data/migrations/all';
import { proofItem } from '../../../core/data/proofs/proof-items';
import type { AdminProofPage } from '../../../domain/api/admin/moderation';
import type { AdminUsersPage } from '../../../domain/api/admin/users';
import type { PublicProofLookup } from '../../../domain/api/public';
import { makeProfile } from '../../support/factories/profile';
import { makeProof } from '../../support/factories/proof';
import { opsPeople } from '../../integration/admin/ops-support';
import { apiClient, signedInClient, type ApiClient } from '../../support/api-client';
import { useRuntimeTable } from '../../support/table-snapshot';
import { proofFlow } from '../../support/proof-flow';
import type { TestRuntime } from '../../support/runtime';
import { exited, javaProcessesFor } from '../support/processes';

const userIds = async (admin: ApiClient, q: string) => (await admin.request<AdminUsersPage>('GET', `/admin/users?q=${encodeURIComponent(q)}`)).body.items.map((row) => row.id);
const proofIds = async (admin: ApiClient, q: string) =>
  (await admin.request<AdminProofPage>('GET', `/admin/recognitions?by=title&q=${encodeURIComponent(q)}`)).body.items.map((row) => row.id);

/** `startAgain` starts a runtime on the same data directory with these settings added. */
export function restartChecks(current: () => TestRuntime, startAgain: (env: Record<string, string>) => Promise<TestRuntime>): void {
  describe('stopping and starting again on an old data directory', () => {
    const legacy = makeProfile({ displayName: 'Hedy Lamarr', username: 'hlamarr' });
    const proof = makeProof({ ownerUserId: legacy.id, title: 'Frequency hopping prototype' });
    const secondAdmin = { name: 'Ada Admin', email: 'ada.admin.restart@example.com' };

    it('stops everything it started, keeps the data, and migrates it at the next start', async () => {
      const first = current();
      // This process's data layer points at the runtime's table from here on.
      const before = (await opsPeople(first, 'old')).admin;
      const owner = await signedInClient(first.url, { name: 'Olga Older', email: 'olga.older@acme.com' });
      const published = await proofFlow(first.url, apiClient(first.url)).published(owner, { title: 'Public before credentials were on the page' });
      const pageCredential = async (url: string) => (await apiClient(url).request<PublicProofLookup>('GET', `/public/proofs/${published.proofNumber}`)).body.credential;
      const issued = await pageCredential(first.url);
      expect(issued?.status).toBe('active');
      await db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'TEST#restart', sk: 'TEST', kept: true } }));
      // What a version before the indexes and the migrations left in the table.
      await db().send(new UpdateCommand({ TableName: tableName(), Key: publicViewKeys.publicProofView(published.proofNumber!), UpdateExpression: 'REMOVE credential' }));
      expect(await pageCredential(first.url)).toBeNull();
      const createdAt = canonicalIso(legacy.createdAt);
      await db().send(new PutCommand({ TableName: tableName(), Item: { ...legacy, createdAt, ...profileKeys.profile(legacy.id), ...profileKeys.profileList(createdAt, legacy.id), type: ITEM_TYPES.profile } }));
      await db().send(new PutCommand({ TableName: tableName(), Item: proofItem(proof, 1) }));
      for (const migration of MIGRATIONS) await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration(migration.id) }));
      expect(await userIds(before, 'hedy lam')).toEqual([]);
      expect(await proofIds(before, 'frequency hop')).toEqual([]);

      const stopping = first.stop();
      expect(await exited(first.process, 20_000)).toBe(true);
      expect(await stopping).toBe(0);
      expect(javaProcessesFor(first.dataDir)).toBe(0);
      await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

      // Its DynamoDB Local listens on a new port: its admin comes from ADMIN_EMAILS, over HTTP only.
      const second = await startAgain({ ADMIN_EMAILS: secondAdmin.email });
      await useRuntimeTable(second.url);
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'TEST#restart', sk: 'TEST' } }));
      expect(Item).toMatchObject({ kept: true });
      const after = await signedInClient(second.url, secondAdmin);
      expect(await userIds(after, 'hedy lam')).toEqual([legacy.id]);
      expect(await proofIds(after, 'frequency hop')).toEqual([proof.id]);
      expect(await pageCredential(second.url)).toMatchObject({ credentialId: issued!.credentialId, status: 'active', url: `${second.url}/api/public/credentials/${issued!.credentialId}` });
    });
  });
}
