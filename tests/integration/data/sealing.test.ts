// Personal data at rest (core/data/personal-data): what the data layer writes is sealed in the table,
// every way of reading it back opens it, an update may not slip a personal value in the clear, a
// value moved to another key does not open, and a shredded key leaves the erased value.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_ADDRESS } from '../../../domain/constants';
import { personKeyFor, shredPersonKey } from '../../../core/data/personal-data/person-keys';
import { mailboxSubject } from '../../../core/data/personal-data/subjects';
import { db, storedDb, tableName } from '../../../core/data/plumbing/client';
import { startTestTable, type TestTable } from '../../support/dynamodb';
import { uid } from '../../support/factories/uid';
import { makeProfile } from '../../support/factories/profile';
import { changeUsername, createProfile, getProfilesByEmail, updateProfile } from '../../../core/data/profiles/profiles';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable('sealing');
});
afterAll(async () => {
  await table?.stop();
});

const validation = (address: string) => ({
  pk: `PROOF#${uid()}`,
  sk: `VALIDATION#2026-11-01T10:00:00.000Z#${uid()}`,
  type: 'Validation',
  validatorEmail: address,
  comment: 'I was there.',
  signer: { linkedinSub: 'member-1', name: 'Sam Signer', email: address, emailVerified: true },
  status: 'approved',
});
const keyOf = (item: { pk: string; sk: string }) => ({ pk: item.pk, sk: item.sk });

describe('sealed personal data', () => {
  it('is stored sealed, and opened by every read, the attributes a write returns included', async () => {
    const item = validation('sam@acme.com');
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    const stored = JSON.stringify((await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item);
    for (const clear of ['sam@acme.com', 'I was there.', 'Sam Signer', 'member-1']) expect(stored).not.toContain(clear);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item).toMatchObject({ validatorEmail: 'sam@acme.com', comment: 'I was there.', signer: { name: 'Sam Signer' } });
    const updated = await db().send(new UpdateCommand({ TableName: tableName(), Key: keyOf(item), UpdateExpression: 'SET #status = :s', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':s': 'approved' }, ReturnValues: 'ALL_NEW' }));
    expect(updated.Attributes).toMatchObject({ validatorEmail: 'sam@acme.com', comment: 'I was there.' });
    const deleted = await db().send(new DeleteCommand({ TableName: tableName(), Key: keyOf(item), ReturnValues: 'ALL_OLD' }));
    expect(deleted.Attributes).toMatchObject({ validatorEmail: 'sam@acme.com' });
  });

  it('takes text that merely looks sealed for text: sealed where it is personal, left alone elsewhere', async () => {
    const lookalike = 'pd1.AAAAAAAAAAAAAAAAAAAAAA.not-really-a-sealed-value-at-all-but-long';
    const item = { ...validation('lena@acme.com'), comment: lookalike };
    const profile = { pk: `USER#${uid()}`, sk: 'PROFILE', type: 'Profile', displayName: 'pd1.x' };
    for (const written of [item, profile]) await db().send(new PutCommand({ TableName: tableName(), Item: written }));
    const stored = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item!;
    expect(stored.comment).not.toBe(lookalike);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item?.comment).toBe(lookalike);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(profile) }))).Item?.displayName).toBe('pd1.x');
  });

  it('refuses an update that would set a personal attribute in the clear, and writes nothing', async () => {
    const item = validation('ria@acme.com');
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    const before = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item;
    await expect(db().send(new UpdateCommand({ TableName: tableName(), Key: keyOf(item), UpdateExpression: 'SET withdrawalReason = :r', ExpressionAttributeValues: { ':r': 'In the clear' } }))).rejects.toThrow(/in the clear/);
    expect((await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item).toEqual(before);
  });

  it('seals an update that names its item type like a put, and refuses one that does not say whose values they are', async () => {
    const ownerUserId = uid();
    const key = { pk: `PUBLIC#PROOF#PJ-${uid().slice(0, 6)}`, sk: 'VIEW' };
    const answer = { state: 'verified', proof: { title: 'Private title' }, validations: [{ comment: 'Their words', cosignerAddress: 'nia@acme.com' }] };
    const set = (names: Record<string, string>, values: Record<string, unknown>) =>
      db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `SET ${Object.entries(names).map(([placeholder, attribute]) => `${placeholder} = :${attribute}`).join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }));
    await expect(set({ '#type': 'type', '#answer': 'answer' }, { ':type': 'PublicProofView', ':answer': answer })).rejects.toThrow(/in the clear/);
    expect((await storedDb().send(new GetCommand({ TableName: tableName(), Key: key }))).Item).toBeUndefined();
    await set({ '#type': 'type', '#ownerUserId': 'ownerUserId', '#answer': 'answer' }, { ':type': 'PublicProofView', ':ownerUserId': ownerUserId, ':answer': answer });
    const stored = JSON.stringify((await storedDb().send(new GetCommand({ TableName: tableName(), Key: key }))).Item);
    for (const clear of ['Private title', 'Their words', 'nia@acme.com']) expect(stored).not.toContain(clear);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item?.answer).toEqual(answer);
    // The co-signer's words are sealed under their own key inside the owner's: gone with it.
    await shredPersonKey(mailboxSubject('nia@acme.com'));
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item?.answer).toEqual({ ...answer, validations: [] });
  });

  it('does not open a value moved onto another person\u2019s item', async () => {
    const mine = validation('mia@acme.com');
    const theirs = validation('theo@acme.com');
    for (const item of [mine, theirs]) await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    const stolen = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(mine) }))).Item!.comment as string;
    // The key id inside the value is Mia's; rewriting it to Theo's key id fails authentication.
    const theirsStored = (await storedDb().send(new GetCommand({ TableName: tableName(), Key: keyOf(theirs) }))).Item!.comment as string;
    const forged = `pd1.${theirsStored.split('.')[1]}.${stolen.split('.')[2]}`;
    await storedDb().send(new UpdateCommand({ TableName: tableName(), Key: keyOf(theirs), UpdateExpression: 'SET #c = :c', ExpressionAttributeNames: { '#c': 'comment' }, ExpressionAttributeValues: { ':c': forged } }));
    await expect(db().send(new GetCommand({ TableName: tableName(), Key: keyOf(theirs) }))).rejects.toThrow();
  });

  it('keeps a profile\u2019s name and address sealed, finds it by any spelling of its mailbox, and renames it', async () => {
    const profile = makeProfile({ displayName: 'Paz Private', email: 'paz.private@gmail.com' });
    await createProfile(profile);
    const stored = JSON.stringify((await storedDb().send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${profile.id}`, sk: 'PROFILE' } }))).Item);
    for (const clear of ['Paz Private', 'paz.private']) expect(stored).not.toContain(clear);
    expect((await getProfilesByEmail('PazPrivate+jobs@googlemail.com')).map((found) => found.id)).toEqual([profile.id]);
    expect((await updateProfile(profile.id, { displayName: 'Paz Renamed' })).displayName).toBe('Paz Renamed');
    expect((await changeUsername(profile.id, `paz${uid().slice(0, 6)}`)).displayName).toBe('Paz Renamed');
    expect(JSON.stringify((await storedDb().send(new GetCommand({ TableName: tableName(), Key: { pk: `USER#${profile.id}`, sk: 'PROFILE' } }))).Item)).not.toContain('Paz Renamed');
  });

  it('makes one key per person, however many writers ask for it at once', async () => {
    const subject = mailboxSubject(`racing${uid()}@acme.com`);
    const keys = await Promise.all(Array.from({ length: 10 }, () => personKeyFor(subject)));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(new Set(keys.map((key) => key.key.toString('hex'))).size).toBe(1);
  });

  it('reads as erased once its person\u2019s key is shredded, for every spelling of the mailbox', async () => {
    const item = validation('Leo.Leaver+cosign@acme.com');
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    expect(await shredPersonKey(mailboxSubject('leo.leaver@ACME.com'))).toBe(true);
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(item) }))).Item).toMatchObject({ validatorEmail: ERASED_ADDRESS, comment: null, signer: null, status: 'approved' });
  });
});
