// The data migrations (core/data/migrations/) on a table an older version wrote: profiles and
// proofs stored without their search-index items become findable by the admin user search and
// title search, the organisation registry is seeded, a second run changes nothing, a run that
// stopped part way continues from its saved cursor, and two runners at once do the work once.
import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/migrations';
import { db, storedDb, tableName } from '../../../core/data/plumbing/client';
import { openItems } from '../../../core/data/personal-data/sealed-items';
import { pseudonymFor } from '../../../core/data/personal-data/pseudonyms';
import { mailboxSubject, userSubject } from '../../../core/data/personal-data/subjects';
import { sealValue } from '../../../core/data/personal-data/sealing';
import { credentialItemKeys } from '../../../core/data/credentials/keys';
import { getCredential } from '../../../core/data/credentials/credentials';
import { identitySetOf } from '../../../core/data/profiles/identity-sets';
import { linkedinKeys } from '../../../core/data/linkedin/keys';
import { getLinkedinToken } from '../../../core/data/linkedin/linkedin-tokens';
import { listMailRecords } from '../../../core/data/mail-log/mail-log';
import { validationEventKeys } from '../../../core/data/validation-events/keys';
import { hashEvent, verifyChain } from '../../../core/data/validation-events/validation-events';
import { getValidatorProfile } from '../../../core/data/validator-profiles/validator-profiles';
import { listValidationsGivenBy } from '../../../core/data/validations/validations';
import { canonicalIso } from '../../../core/data/plumbing/key-parts';
import { migrationKeys } from '../../../core/data/migrations/keys';
import { profileItemTypes as ITEM_TYPES, profileKeys } from '../../../core/data/profiles/keys';
import { feedEntryKeysOfProof, listFeed } from '../../../core/data/read-models/admin-feed';
import { adminFeedKeys, publicViewKeys } from '../../../core/data/read-models/keys';
import { profileNameWordsMigration } from '../../../core/data/migrations/profile-name-words';
import { allComplete, runMigrations, type MigrationOutcome } from '../../../core/data/migrations/runner';
import { MIGRATIONS } from '../../../core/data/migrations/all';
import { listOrganisations } from '../../../core/data/organisations/organisations';
import { searchProfiles } from '../../../core/data/profiles/admin-user-list';
import { proofItem } from '../../../core/data/proofs/proof-items';
import { getProof } from '../../../core/data/proofs/proofs';
import { searchProofs } from '../../../core/moderation/recognitions';
import type { Profile, Proof } from '../../../domain/entities';
import { SEEDED_ORGANISATIONS } from '../../../domain/rules/domain-registry';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeProfile } from '../../support/factories/profile';
import { makeProof } from '../../support/factories/proof';
import { listDeletedProofsOf } from '../../../core/data/proofs/proof-removal';
import { recordAdminAction } from '../../../core/data/admin-log/admin-log';
import { proofKeys } from '../../../core/data/proofs/keys';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('migrations');
});
afterAll(async () => {
  await table?.stop();
});

/** A profile as a version before the name-word index stored it: the item alone, no index items. */
async function putLegacyProfile(profile: Profile): Promise<void> {
  const createdAt = canonicalIso(profile.createdAt);
  await storedDb().send(new PutCommand({
    TableName: tableName(),
    Item: { ...profile, createdAt, ...profileKeys.profile(profile.id), ...profileKeys.profileList(createdAt, profile.id), type: ITEM_TYPES.profile, searchName: profile.displayName.toLowerCase(), searchUsername: profile.username },
  }));
}

/** A proof as a version before the title index stored it: the item alone, no title words. */
async function putLegacyProof(proof: Proof): Promise<void> {
  await storedDb().send(new PutCommand({ TableName: tableName(), Item: proofItem(proof, 1) }));
}

/** Every item as stored. */
async function storedItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await storedDb().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Every item but the migrations' markers, in key order: as stored, or `opened` (a value sealed
 * again is sealed with a fresh nonce, so a rewrite that changes nothing is told by what it holds).
 */
async function dataItems(options: { opened?: boolean } = {}): Promise<string> {
  const stored = await storedItems();
  const items = options.opened ? await openItems(stored) : stored;
  const key = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
  return JSON.stringify(items.filter((item) => item.pk !== migrationKeys.migrationsPartition).sort((a, b) => key(a).localeCompare(key(b))));
}

const userIds = async (query: string) => (await searchProfiles(query, { limit: 100 })).items.map((row) => row.id);
const proofIds = async (q: string) => (await searchProofs({ by: 'title', q, limit: 100 })).items.map((row) => row.id);
const outcomes = (list: readonly MigrationOutcome[]) => Object.fromEntries(list.map((outcome) => [outcome.id, outcome.outcome]));

describe('data migrations on data an older version wrote', () => {
  const grace = makeProfile({ displayName: 'Grace Hopper', username: 'ghopper' });
  const quantum = makeProof({ ownerUserId: grace.id, title: 'Quantum ledger rollout' });
  const fleet = makeProof({ ownerUserId: grace.id, title: 'Compiler for the fleet' });
  const portfolioEntry = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: publicViewKeys.publicPortfolioProfile(grace.id), ConsistentRead: true }))).Item;

  it('makes legacy profiles and proofs findable, seeds the registry and builds the public views', async () => {
    await putLegacyProfile(grace);
    // Her proofs list approvals as an older version did: the co-signer's name, not the address.
    // One was sealed since by a write before the migration reached it (under her key, for want of
    // the address); the other's co-signature is not found among its proof's validations.
    const legacyApproval = { validationId: 'legacy-validation', role: 'peer' as const, displayName: 'Lee Legacy', avatarUrl: null, approvedAt: '2026-03-01T10:00:00.000Z' };
    await putLegacyProof({ ...quantum, approvals: [legacyApproval] });
    await storedDb().send(new UpdateCommand({ TableName: tableName(), Key: proofKeys.recognition(quantum.id), UpdateExpression: 'SET approvals = :approvals', ExpressionAttributeValues: { ':approvals': [await sealValue(userSubject(grace.id), legacyApproval)] } }));
    await putLegacyProof({ ...fleet, approvals: [{ ...legacyApproval, validationId: 'unknown-validation', displayName: 'Una Unknown' }] });
    expect(await userIds('grace hop')).toEqual([]);
    expect(await proofIds('quantum')).toEqual([]);
    expect(await portfolioEntry()).toBeUndefined();
    expect((await listOrganisations({ limit: 100 })).items).toEqual([]);
    // An admin feed entry about a proof, written before the feed was indexed by proof.
    const decidedAt = '2026-03-02T10:00:00.000Z';
    const legacyEntry = { ...adminFeedKeys.adminFeedEntry('decision', decidedAt, 'legacy-decision'), type: 'AdminFeedEntry', kind: 'decision', id: 'legacy-decision', at: decidedAt, recognitionId: quantum.id, proofTitle: quantum.title, detail: {} };
    await db().send(new PutCommand({ TableName: tableName(), Item: legacyEntry }));
    expect(await feedEntryKeysOfProof(quantum.id)).toEqual([]);
    // What is kept of a proof its owner deleted, sealed before it was on the owner's lists.
    const deletedAt = '2026-03-03T10:00:00.000Z';
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...proofKeys.recognition('gone-proof'), type: 'DeletedProof', id: 'gone-proof', ownerUserId: grace.id, proofNumber: 'PJ-GONE01', deletedAt } }));
    await recordAdminAction({ action: 'proof-deleted', actor: grace.id, target: 'proof:gone-proof', at: deletedAt, details: { proofNumber: 'PJ-GONE01' } });
    expect((await listDeletedProofsOf(grace.id)).items).toEqual([]);

    // A co-signer's data as it was stored before it was sealed: the address in the clear in
    // values and in keys (the co-signatures-given index, the claim, the invitation lock, the
    // validator profile), and a mail to them.
    const peer = 'Legacy.Peer@acme.com';
    const approvedAt = '2026-03-01T10:00:00.000Z';
    const legacy = [
      { pk: `PROOF#${quantum.id}`, sk: `VALIDATION#${approvedAt}#legacy-validation`, gsi2pk: 'GIVENBY#legacy.peer@acme.com', gsi2sk: `${approvedAt}#legacy-validation`, type: 'Validation', id: 'legacy-validation', recognitionId: quantum.id, validationRequestId: 'legacy-request', validatorEmail: peer, role: 'peer', status: 'approved', trustScore: 60, verificationConfidence: 'medium', domainVerificationMethod: 'email_domain', comment: 'Grace led the rollout.', contentHash: quantum.contentHash, createdAt: approvedAt },
      { pk: `PROOF#${quantum.id}`, sk: `COSIGNER#${quantum.contentHash}#EMAIL#legacy.peer@acme.com`, type: 'CosignerClaim', validationId: 'legacy-validation' },
      { pk: `PROOF#${quantum.id}`, sk: 'PENDING#legacy.peer@acme.com', type: 'PendingInvitation', requestId: 'legacy-request-2', expiresAt: '2026-03-05T10:00:00.000Z' },
      { pk: 'VALIDATOR#legacy.peer@acme.com', sk: 'VALIDATOR', type: 'ValidatorProfile', email: 'legacy.peer@acme.com', linkedinProfileId: null, displayName: 'Lee Legacy', avatarUrl: null, domainVerified: true },
      { pk: 'MAILS', sk: 'MAIL#00001772359200000-legacy', type: 'MailRecord', id: '00001772359200000-legacy', template: 'cosigned', recipient: peer, subject: 'You co-signed Quantum ledger rollout', sentAt: approvedAt, status: 'sent', attempts: 1, lastAttemptAt: approvedAt, error: null, messageId: 'm-1' },
    ];
    for (const item of legacy) await storedDb().send(new PutCommand({ TableName: tableName(), Item: item }));
    // And its trail's event, hashed over its values in the clear as an older version did.
    const event = { recognitionId: quantum.id, sequence: 1, validationRequestId: 'legacy-request', eventType: 'approve' as const, validatorEmail: peer, validatorProfileId: null, metadata: { userAgent: 'Legacy/1.0', timestamp: approvedAt }, previousHash: '' };
    const eventHash = hashEvent(event);
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...validationEventKeys.validationEvent(quantum.id, 1), type: 'ValidationEvent', ...event, hash: eventHash } }));
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...validationEventKeys.eventHead(quantum.id), type: 'ValidationEventHead', sequence: 1, hash: eventHash } }));

    // Copies of what Grace owns, as an older version stored them: the identities she signed in
    // with (in DynamoDB sets) and a credential issued for her proof, with its signed document.
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...profileKeys.identitySet(grace.id), type: 'IdentitySet', userId: grace.id, addresses: new Set(['grace@navy.mil']), linkedinMembers: new Set(['li-grace']) } }));
    const token = { userId: grace.id, kind: 'marketing' as const, accessToken: 'token-encrypted-by-kms', scope: 'w_member_social', expiresAt: '2099-01-01T00:00:00.000Z', personId: 'li-grace' };
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...linkedinKeys.linkedinToken(grace.id, 'marketing'), type: 'LinkedinToken', ...token } }));
    const document = JSON.stringify({ credentialSubject: { achievement: { name: quantum.title } }, name: 'Grace Hopper', endorsement: [{ id: 'https://provenly.example/api/public/credentials/legacy-credential/endorsements/legacy-validation' }] });
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...credentialItemKeys.credential('legacy-credential'), type: 'Credential', credentialId: 'legacy-credential', recognitionId: quantum.id, ownerUserId: grace.id, proofNumber: 'PJ-LEGACY', issuedAt: approvedAt, statusListId: 'legacy-list', statusIndexes: [1], document } }));
    await storedDb().send(new PutCommand({ TableName: tableName(), Item: { ...credentialItemKeys.proofCredentials(quantum.id), type: 'ProofCredentials', recognitionId: quantum.id, activeCredentialId: 'legacy-credential', credentialIds: ['legacy-credential'], version: 1 } }));

    const first = await runMigrations({ owner: 'test' });
    expect(outcomes(first)).toEqual({
      'organisation-registry': 'completed',
      'profile-name-words': 'completed',
      'proof-title-words': 'completed',
      'public-read-model': 'completed',
      'private-mail-content': 'completed',
      'admin-feed-by-proof': 'completed',
      'deleted-proofs-by-owner': 'completed',
      'sealed-cosigner-data': 'completed',
      'sealed-logs': 'completed',
    });
    // Nothing holds the co-signer in the clear any more but the event hashed over its values in the
    // clear, left as it was so that the proof's chain still verifies; the product reads everything.
    expect((await storedItems()).filter((item) => /legacy\.peer|Lee Legacy|Grace led/i.test(JSON.stringify(item))).map((item) => item.type)).toEqual(['ValidationEvent']);
    expect(await verifyChain(quantum.id)).toEqual({ ok: true, length: 1, headHash: eventHash });
    expect((await listValidationsGivenBy('legacy.peer+work@acme.com')).items).toEqual([expect.objectContaining({ id: 'legacy-validation', validatorEmail: peer, comment: 'Grace led the rollout.' })]);
    expect(await getValidatorProfile(peer)).toMatchObject({ displayName: 'Lee Legacy' });
    // The profile's name is sealed under its person's key, and read as before.
    const storedProfile = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: profileKeys.profile(grace.id) }))).Item!;
    expect(storedProfile.displayName).not.toBe('Grace Hopper');
    expect(storedProfile.searchName).toBeUndefined();
    // The proof's own texts are sealed under its owner's key, and read as before.
    const storedProof = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: proofKeys.recognition(quantum.id) }))).Item!;
    expect(JSON.stringify(storedProof)).not.toContain(quantum.description);
    expect(storedProof.title).not.toBe(quantum.title);
    expect(await getProof(quantum.id)).toMatchObject({ title: quantum.title, description: quantum.description });
    // So are the copies of what she owns: nothing holds her name, her address or her proof's title
    // in the clear (the old feed entry was given her as its owner), and each reads as before; the
    // approval is sealed under its co-signer's key, found from its validation.
    expect((await storedItems()).filter((item) => /Grace Hopper|grace@navy\.mil|li-grace|token-encrypted|Quantum ledger rollout/.test(JSON.stringify(item))).map((item) => item.type)).toEqual([]);
    expect(await identitySetOf(grace.id)).toMatchObject({ addresses: ['grace@navy.mil'], linkedinMembers: ['li-grace'] });
    expect(await getLinkedinToken(grace.id)).toMatchObject({ personId: 'li-grace', accessToken: token.accessToken });
    expect(String((storedProof.approvals as string[])[0])).toMatch(new RegExp(`^pd1\\.${await pseudonymFor(mailboxSubject(peer))}\\.`));
    expect((await getProof(quantum.id))?.approvals).toEqual([expect.objectContaining({ displayName: 'Lee Legacy', validatorEmail: peer })]);
    const storedFleet = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: proofKeys.recognition(fleet.id) }))).Item!;
    expect(JSON.stringify(storedFleet)).not.toContain('Una Unknown');
    expect((await getProof(fleet.id))?.approvals).toEqual([expect.objectContaining({ displayName: 'Una Unknown' })]);
    // Its endorsements' validations are kept beside it, so their URLs are retired without opening it.
    expect(await getCredential('legacy-credential')).toMatchObject({ document, endorsedValidationIds: ['legacy-validation'] });
    expect((await listFeed('decision')).items).toEqual([expect.objectContaining({ id: 'legacy-decision', proofTitle: quantum.title })]);
    expect((await listMailRecords('all', {})).items).toEqual([expect.objectContaining({ recipient: peer, subject: 'You co-signed Quantum ledger rollout' })]);
    expect(await feedEntryKeysOfProof(quantum.id)).toEqual([{ pk: legacyEntry.pk, sk: legacyEntry.sk }]);
    expect((await listDeletedProofsOf(grace.id)).items).toEqual([{ id: 'gone-proof', proofNumber: 'PJ-GONE01', deletedAt }]);
    expect(allComplete(first)).toBe(true);

    expect(await userIds('grace hop')).toEqual([grace.id]);
    expect(await userIds('GHOPP')).toEqual([grace.id]);
    expect(await proofIds('quantum led')).toEqual([quantum.id]);
    expect(await proofIds('fleet')).toEqual([fleet.id]);
    // The public read model: every profile has its (here empty) public portfolio.
    expect((await portfolioEntry())?.profile).toMatchObject({ displayName: 'Grace Hopper' });
    const registry = (await listOrganisations({ limit: 100 })).items.map((organisation) => organisation.name).sort();
    expect(registry).toEqual(SEEDED_ORGANISATIONS.map((organisation) => organisation.name).sort());
  });

  it('records each migration as complete with its version, so the next run does nothing', async () => {
    const marker = await db().send(new GetCommand({ TableName: tableName(), Key: migrationKeys.migration('profile-name-words'), ConsistentRead: true }));
    expect(marker.Item).toMatchObject({ type: 'Migration', version: 1, state: 'done', cursor: null, leaseOwner: null });
    const before = await dataItems();
    const second = await runMigrations({ owner: 'test' });
    expect(second.map((outcome) => outcome.outcome)).toEqual(MIGRATIONS.map(() => 'already-done'));
    expect(await dataItems()).toBe(before);
  });

  it('changes nothing when every step runs again over data already migrated', async () => {
    const before = await dataItems({ opened: true });
    for (const migration of MIGRATIONS) await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration(migration.id) }));
    // The registry's own marker says it is seeded; the other migrations rewrite the same items.
    const again = await runMigrations({ owner: 'test' });
    expect(allComplete(again)).toBe(true);
    expect(await dataItems({ opened: true })).toBe(before);
    expect(await userIds('grace')).toEqual([grace.id]);
  });
});

describe('resuming and running side by side', () => {
  it('continues a run that stopped part way from its saved cursor', async () => {
    const people = Array.from({ length: 30 }, (_, n) => makeProfile({ displayName: `Resumable Person${n}`, createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)).toISOString() }));
    for (const person of people) await putLegacyProfile(person);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration('profile-name-words') }));

    let steps = 0;
    const failsOnSecondStep = {
      ...profileNameWordsMigration,
      async step(cursor: string | null) {
        steps += 1;
        if (steps === 2) throw new Error('the function ran out of time');
        return profileNameWordsMigration.step(cursor);
      },
    };
    await expect(runMigrations({ owner: 'first', migrations: [failsOnSecondStep] })).rejects.toThrow('ran out of time');
    const stopped = await db().send(new GetCommand({ TableName: tableName(), Key: migrationKeys.migration('profile-name-words'), ConsistentRead: true }));
    expect(stopped.Item).toMatchObject({ state: 'running', processed: 25, leaseOwner: null });
    expect(typeof stopped.Item?.cursor).toBe('string');

    const resumed = await runMigrations({ owner: 'second', migrations: [profileNameWordsMigration] });
    expect(resumed).toEqual([{ id: 'profile-name-words', version: 1, outcome: 'completed', processed: expect.any(Number) }]);
    // Only what the first run had not reached: the rest of the 31 profiles (Grace and the 30).
    expect(resumed[0]!.processed).toBe(31 - 25);
    expect(await userIds('resumable')).toHaveLength(30);
  });

  it('stops at the deadline and lets the next run continue', async () => {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration('profile-name-words') }));
    const late = await runMigrations({ owner: 'late', deadline: Date.now() - 1, migrations: [profileNameWordsMigration] });
    expect(late[0]?.outcome).toBe('incomplete');
    const next = await runMigrations({ owner: 'next', migrations: [profileNameWordsMigration] });
    expect(next[0]?.outcome).toBe('completed');
  });

  it('lets one of two runners at once do each migration; the other leaves it alone', async () => {
    for (const migration of MIGRATIONS) await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration(migration.id) }));
    const ada = makeProfile({ displayName: 'Ada Byron', username: 'abyron' });
    await putLegacyProfile(ada);
    const [a, b] = await Promise.all([runMigrations({ owner: 'a' }), runMigrations({ owner: 'b' })]);
    for (const [index, migration] of MIGRATIONS.entries()) {
      const pair = [a[index]!.outcome, b[index]!.outcome].sort();
      // One ran it; the other found it held (busy) or already done by the time it looked.
      expect(pair.some((outcome) => outcome === 'completed' || outcome === 'already-done'), migration.id).toBe(true);
      expect(pair.filter((outcome) => outcome === 'completed').length, migration.id).toBeLessThanOrEqual(1);
    }
    expect(await userIds('ada byr')).toEqual([ada.id]);
  });

  it('leaves a migration that another runner holds to it', async () => {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...migrationKeys.migration('profile-name-words'), type: 'Migration', migrationId: 'profile-name-words', version: 1, state: 'running', cursor: null, processed: 0, leaseOwner: 'someone-else', leaseExpiresAt: new Date(Date.now() + 60_000).toISOString(), startedAt: new Date().toISOString(), completedAt: null, revision: 7 },
    }));
    const held = await runMigrations({ owner: 'me', migrations: [profileNameWordsMigration] });
    expect(held[0]?.outcome).toBe('busy');
    // Once the holder's lease has run out, the migration is taken over.
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...migrationKeys.migration('profile-name-words'), type: 'Migration', migrationId: 'profile-name-words', version: 1, state: 'running', cursor: null, processed: 0, leaseOwner: 'someone-else', leaseExpiresAt: new Date(Date.now() - 1).toISOString(), startedAt: new Date().toISOString(), completedAt: null, revision: 8 },
    }));
    const taken = await runMigrations({ owner: 'me', migrations: [profileNameWordsMigration] });
    expect(taken[0]?.outcome).toBe('completed');
  });
});

describe('the deploy-time function', () => {
  const context = (remainingMs: number) => ({ awsRequestId: `req-${remainingMs}`, getRemainingTimeInMillis: () => remainingMs }) as unknown as Context;

  it('starts no step in its last minute and says the migrations are not complete', async () => {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: migrationKeys.migration('proof-title-words') }));
    const answer = await handler(undefined, context(30_000));
    expect(answer.complete).toBe(false);
    expect(answer.migrations.find((migration) => migration.id === 'proof-title-words')?.outcome).toBe('incomplete');
  });

  it('finishes with time to spare and answers complete; the next invocation finds nothing to do', async () => {
    const answer = await handler(undefined, context(10 * 60_000));
    expect(answer.complete).toBe(true);
    expect(answer.migrations.find((migration) => migration.id === 'proof-title-words')?.outcome).toBe('completed');
    const again = await handler(undefined, context(10 * 60_000));
    expect(again.migrations.map((migration) => migration.outcome)).toEqual(MIGRATIONS.map(() => 'already-done'));
  });
});
