import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../../core/data/plumbing/client';
import { AlreadyExistsError, InvalidCursorError, NotFoundError } from '../../../core/data/plumbing/errors';
import {
  changeUsername,
  createProfile,
  getProfile,
  getProfileByProductId,
  getProfileByUsername,
  getProfilesByEmail,
  getPublicProfile,
  getUsernameOwner,
  updateProfile,
} from '../../../core/data/profiles/profiles';
import { listProfiles, searchProfiles } from '../../../core/data/profiles/admin-user-list';
import { getPublicPortfolioView } from '../../../core/data/read-models/public-read-model';
import { readStats } from '../../../core/data/read-models/stats';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { makeProfile } from '../../support/factories/profile';
import { uid } from '../../support/factories/uid';
import { settle, tick } from './fixtures';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('profiles');
});
afterAll(async () => {
  await table?.stop();
});

describe('profiles', () => {
  it('inserts a profile and reads it by id without storage attributes', async () => {
    const profile = makeProfile({ email: 'Ada@Example.com', linkedinAccessTokenEncrypted: 'enc:secret' });
    await createProfile(profile);
    const read = await getProfile(profile.id);
    expect(read).toEqual(profile);
    expect(read).not.toHaveProperty('pk');
    expect(read).not.toHaveProperty('searchName');
    expect(await getProfile(uid())).toBeNull();
  });

  it('gives the public subset without tokens or e-mail', async () => {
    const profile = makeProfile({ email: 'x@example.com', linkedinAccessTokenEncrypted: 'enc:secret' });
    await createProfile(profile);
    const publicProfile = await getPublicProfile(profile.id);
    expect(publicProfile).toMatchObject({ id: profile.id, username: profile.username, displayName: profile.displayName });
    expect(publicProfile).not.toHaveProperty('email');
    expect(publicProfile).not.toHaveProperty('linkedinAccessTokenEncrypted');
  });

  it('reads by username and by product id, case-insensitively', async () => {
    const profile = makeProfile({ username: 'GraceHopper', productId: 'PVGRACE1' });
    await createProfile(profile);
    expect((await getProfileByUsername('gracehopper'))?.id).toBe(profile.id);
    expect((await getProfileByUsername('GRACEHOPPER'))?.id).toBe(profile.id);
    expect((await getProfileByProductId('pvgrace1'))?.id).toBe(profile.id);
    expect(await getProfileByUsername('nobody-here')).toBeNull();
    expect(await getProfileByProductId('PVNOPE')).toBeNull();
  });

  it('finds profiles by e-mail and follows e-mail changes', async () => {
    const profile = makeProfile({ email: 'Linus@Example.com' });
    await createProfile(profile);
    expect((await getProfilesByEmail('linus@example.com')).map((p) => p.id)).toEqual([profile.id]);
    await updateProfile(profile.id, { email: 'linus@new.example' });
    expect(await getProfilesByEmail('linus@example.com')).toEqual([]);
    expect((await getProfilesByEmail('LINUS@new.example')).map((p) => p.id)).toEqual([profile.id]);
    await updateProfile(profile.id, { email: null });
    expect(await getProfilesByEmail('linus@new.example')).toEqual([]);
  });

  it('updates fields of an existing profile and refuses a missing one', async () => {
    const profile = makeProfile();
    await createProfile(profile);
    const updated = await updateProfile(profile.id, { linkedinConnected: true, linkedinScopes: ['openid', 'w_member_social'], displayName: 'Ada King' });
    expect(updated).toMatchObject({ linkedinConnected: true, linkedinScopes: ['openid', 'w_member_social'], displayName: 'Ada King', username: profile.username });
    expect(await getProfile(profile.id)).toEqual(updated);
    await expect(updateProfile(uid(), { displayName: 'Ghost' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await getProfile(profile.id)).toEqual(updated);
  });

  it('shows a new display name, picture and headline on the public portfolio at once', async () => {
    const profile = makeProfile({ displayName: 'Member 1' });
    await createProfile(profile);
    expect((await getPublicPortfolioView(profile.username))?.profile.displayName).toBe('Member 1');
    // The name and the picture change together, as when a LinkedIn sign-in repairs a profile.
    await updateProfile(profile.id, { displayName: 'Ada King', avatarUrl: 'https://media.example/ada.jpg', headline: 'Engineer' });
    expect((await getPublicPortfolioView(profile.username))?.profile).toMatchObject({ displayName: 'Ada King', avatarUrl: 'https://media.example/ada.jpg', headline: 'Engineer' });
  });

  it('refuses a taken username or product id and writes nothing', async () => {
    const first = makeProfile({ username: 'taken-name', productId: 'PVTAKEN1' });
    await createProfile(first);
    const second = makeProfile({ username: 'Taken-Name' });
    await expect(createProfile(second)).rejects.toMatchObject({ code: 'ALREADY_EXISTS', what: 'username' });
    const third = makeProfile({ productId: 'pvtaken1' });
    await expect(createProfile(third)).rejects.toMatchObject({ code: 'ALREADY_EXISTS', what: 'productId' });
    expect(await getProfile(second.id)).toBeNull();
    expect(await getProfile(third.id)).toBeNull();
    // The failed inserts did not leave claims behind.
    expect(await getProfileByProductId(second.productId)).toBeNull();
    expect(await getUsernameOwner(third.username)).toBeNull();
  });

  it('changes a username by swapping the claims in one transaction', async () => {
    const profile = makeProfile({ username: 'old-handle' });
    const other = makeProfile({ username: 'occupied-handle' });
    await createProfile(profile);
    await createProfile(other);
    const renamed = await changeUsername(profile.id, 'New-Handle');
    expect(renamed.username).toBe('New-Handle');
    expect((await getProfileByUsername('new-handle'))?.id).toBe(profile.id);
    expect(await getProfileByUsername('old-handle')).toBeNull();
    expect(await getUsernameOwner('old-handle')).toBeNull();
    await expect(changeUsername(profile.id, 'OCCUPIED-handle')).rejects.toMatchObject({ what: 'username' });
    expect((await getProfile(profile.id))?.username).toBe('New-Handle');
    // A change of case only keeps the claim.
    await changeUsername(profile.id, 'new-handle');
    expect(await getUsernameOwner('NEW-HANDLE')).toBe(profile.id);
    await expect(changeUsername(uid(), 'whatever')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('creates exactly one profile when 10 creations with the same id race', async () => {
    const id = uid();
    const { ok, errors } = await settle(Array.from({ length: 10 }, (_, i) => createProfile(makeProfile({ id, username: `racer-${id.slice(0, 6)}-${i}` }))));
    expect(ok).toHaveLength(1);
    expect(errors).toHaveLength(9);
    for (const error of errors) expect(error).toMatchObject({ code: 'ALREADY_EXISTS', what: 'profile' });
    const stored = await getProfile(id);
    expect(stored?.username).toBe(ok[0]?.username);
    // Only the winner's username is claimed.
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => getUsernameOwner(`racer-${id.slice(0, 6)}-${i}`)));
    expect(claims.filter((claim) => claim !== null)).toEqual([id]);
  });

  it('lets exactly one of two profiles racing for one username win', async () => {
    for (let round = 0; round < 5; round++) {
      const username = `contested-${round}-${uid().slice(0, 6)}`;
      const a = makeProfile({ username });
      const b = makeProfile({ username: username.toUpperCase() });
      const { ok, errors } = await settle([createProfile(a), createProfile(b)]);
      expect(ok).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(AlreadyExistsError);
      const owner = await getUsernameOwner(username);
      expect(owner).toBe(ok[0]?.id);
      expect(await getProfile(owner === a.id ? b.id : a.id)).toBeNull();
    }
  });

  it('races two renames to one username: one wins', async () => {
    const a = makeProfile();
    const b = makeProfile();
    await createProfile(a);
    await createProfile(b);
    const target = `wanted-${uid().slice(0, 6)}`;
    const { ok, errors } = await settle([changeUsername(a.id, target), changeUsername(b.id, target)]);
    expect(ok).toHaveLength(1);
    expect(errors[0]).toMatchObject({ what: 'username' });
    expect(await getUsernameOwner(target)).toBe(ok[0]?.id);
    const loser = ok[0]?.id === a.id ? b : a;
    expect((await getProfile(loser.id))?.username).toBe(loser.username);
    expect(await getUsernameOwner(loser.username)).toBe(loser.id);
  });
});

describe('admin user list and search', () => {
  const created: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) {
      const profile = makeProfile({ createdAt: tick(), displayName: i % 2 === 0 ? `Searchable Person ${i}` : `Other ${i}`, username: `listing-${i}-u${uid().slice(0, 4)}` });
      await createProfile(profile);
      created.push(profile.id);
    }
  });

  it('lists profiles newest first, page by page, without private fields', async () => {
    const first = await listProfiles({ limit: 3 });
    expect(first.items.map((row) => row.id)).toEqual(created.slice(-3).reverse());
    expect(first.items[0]).not.toHaveProperty('linkedinAccessTokenEncrypted');
    expect(first.items[0]).not.toHaveProperty('email');
    expect(first.items[0]?.plan).toBe('free');
    const second = await listProfiles({ limit: 3, cursor: first.cursor });
    expect(second.items.map((row) => row.id)).toEqual(created.slice(-6, -3).reverse());
  });

  it('searches display names and usernames case-insensitively, bounded, with a cursor', async () => {
    const page = await searchProfiles('SEARCHABLE person', { limit: 2 });
    const expected = [created[6], created[4], created[2], created[0]];
    expect(page.items.map((row) => row.id)).toEqual(expected.slice(0, 2));
    const next = await searchProfiles('searchable person', { limit: 2, cursor: page.cursor });
    expect(next.items.map((row) => row.id)).toEqual(expected.slice(2, 4));
    const byUsername = await searchProfiles('LISTING-3');
    expect(byUsername.items.map((row) => row.id)).toEqual([created[3]]);
    // Part of a name finds it too ("sear" starts "searchable"), and a word no one has finds nobody.
    expect((await searchProfiles('pers sear', { limit: 10 })).items.map((row) => row.id)).toEqual(expected);
    expect((await searchProfiles('searchable nobody')).items).toEqual([]);
    // A tight bound returns a partial page with a cursor instead of reading on.
    const bounded = await searchProfiles('searchable person', { limit: 10, maxEvaluated: 1 });
    expect(bounded.items.map((row) => row.id)).toEqual([created[6]]);
    expect(bounded.cursor).not.toBeNull();
    const rest = await searchProfiles('searchable person', { limit: 10, cursor: bounded.cursor });
    expect(rest.items.map((row) => row.id)).toEqual(expect.arrayContaining([created[4], created[2], created[0]]));
  });

  it('keeps the search index in step when a display name or username changes', async () => {
    const profile = makeProfile({ displayName: 'Mabel Oldname', username: `mabel-${uid().slice(0, 6)}` });
    await createProfile(profile);
    expect((await searchProfiles('oldname')).items.map((row) => row.id)).toEqual([profile.id]);
    await updateProfile(profile.id, { displayName: 'Mabel Newname', headline: 'Moved' });
    expect((await searchProfiles('oldname')).items).toEqual([]);
    expect((await searchProfiles('NEWN mab')).items.map((row) => row.id)).toEqual([profile.id]);
    await changeUsername(profile.id, `quokka-${uid().slice(0, 6)}`);
    expect((await searchProfiles('quokka')).items.map((row) => row.id)).toEqual([profile.id]);
    expect((await searchProfiles('mabel')).items.map((row) => row.id)).toEqual([profile.id]);
  });

  it('refuses a forged cursor', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE', gsi1pk: 'ROLE#admin', gsi1sk: 'x' })).toString('base64url');
    await expect(listProfiles({ cursor: forged })).rejects.toBeInstanceOf(InvalidCursorError);
    await expect(listProfiles({ cursor: 'not-json' })).rejects.toBeInstanceOf(InvalidCursorError);
  });

  it('counts exactly the stored profiles in the stats (checked here with a test-only scan)', async () => {
    const stats = await readStats();
    const scan = await db().send(
      new ScanCommand({ TableName: tableName(), FilterExpression: '#type = :profile', ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':profile': 'Profile' }, Select: 'COUNT' }),
    );
    expect(stats.profiles).toBe(25);
    expect(stats.profiles).toBe(scan.Count);
  });
});
