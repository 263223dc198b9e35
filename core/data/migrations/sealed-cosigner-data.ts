// Personal data written before it was sealed (docs/data-rights.md, crypto-shredding): each
// profile (its address's index moved to the pseudonym), and for each profile's proofs the proof's own texts, its validations, invitations and admin feed
// entries get their personal values sealed, and the claims, invitation locks, "co-signatures given" index and validator profiles
// that named a person in their keys move to the person's pseudonym; each invitation is put on its
// invitee's list. Events recorded before stay as
// they are: their hashes cover their values in the clear, and rewriting them would break the chain.
import { GetCommand, PutCommand, UpdateCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { everyPage, queryAll, type Item } from '../plumbing/items';
import { normalizeEmail, proofPartition } from '../plumbing/key-parts';
import { db, storedDb, tableName } from '../plumbing/client';
import { isConditionFailed } from '../plumbing/transact';
import { invitationToMailboxPut } from '../validation-requests/validation-requests';
import { personKeyById } from '../personal-data/person-keys';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { linkedinSubject, mailboxSubject } from '../personal-data/subjects';
import { profileKeys } from '../profiles/keys';
import { listProofsByOwner } from '../proofs/proofs';
import { adminFeedKeys } from '../read-models/keys';
import { validationKeys } from '../validations/keys';
import type { Migration } from './migration';
import { eachProfile } from './profile-pages';
import { moveItem, sealInPlace } from './reseal';

/** A proof's partition (and its feed) holds at most this many items for the migration to go through. */
const PROOF_ITEMS_AT_MOST = 100_000;

/** Brings one item of a proof's partition (or its feed) up to date; true when it wrote. */
async function bringUpToDate(item: Item): Promise<boolean> {
  const sk = String(item.sk);
  switch (item.type) {
    case 'Validation': {
      return sealInPlace(item, async (current) => {
        const clearIndex = typeof current.gsi2pk === 'string' && current.gsi2pk.includes('@') && typeof current.validatorEmail === 'string' && current.validatorEmail.includes('@');
        return clearIndex ? validationKeys.validationByValidator(await pseudonymFor(mailboxSubject(String(current.validatorEmail))), String(current.createdAt), String(current.id)) : {};
      });
    }
    case 'CosignerClaim': {
      const [, contentHash, kind, who] = sk.split('#') as [string, string, string, string];
      if (kind === 'EMAIL' && who.includes('@')) return moveItem(item, { ...item, sk: `COSIGNER#${contentHash}#EMAIL#${await pseudonymFor(mailboxSubject(who))}` });
      if (kind === 'LINKEDIN' && !(await personKeyById(who))) return moveItem(item, { ...item, sk: `COSIGNER#${contentHash}#LINKEDIN#${await pseudonymFor(linkedinSubject(who))}` });
      return false;
    }
    case 'PendingInvitation': {
      const mailbox = sk.slice('PENDING#'.length);
      return mailbox.includes('@') ? moveItem(item, { ...item, sk: `PENDING#${await pseudonymFor(mailboxSubject(mailbox))}` }) : false;
    }
    case 'ValidationEvent':
      // Their hashes cover their values in the clear: sealing them would break the proof's chain.
      return false;
    default:
      return sealInPlace(item);
  }
}

/** The validator profile an address kept under its address, moved under its pseudonym. */
async function moveValidatorProfile(address: string): Promise<number> {
  const { Item } = await storedDb().send(new GetCommand({ TableName: tableName(), Key: { pk: `VALIDATOR#${normalizeEmail(address)}`, sk: 'VALIDATOR' }, ConsistentRead: true }));
  if (!Item) return 0;
  return (await moveItem(Item, { ...Item, pk: `VALIDATOR#${await pseudonymFor(mailboxSubject(address))}` })) ? 1 : 0;
}

/** Puts a request written before the invitees' lists on its invitee's list; false when it is there already. */
async function listOnInvitee(request: Item): Promise<boolean> {
  const address = String(request.inviteeEmail);
  if (!address.includes('@')) return false;
  const { Put } = (await invitationToMailboxPut({ id: String(request.id), recognitionId: String(request.recognitionId), inviteeEmail: address, createdAt: String(request.createdAt) })) as { Put: PutCommandInput };
  try {
    await db().send(new PutCommand({ ...Put, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The profile's personal values sealed in place, and its address's index by pseudonym. */
async function sealProfile(userId: string): Promise<boolean> {
  const { Item } = await storedDb().send(new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ConsistentRead: true }));
  if (!Item) return false;
  const sealed = await sealInPlace(Item, async (current) => {
    const clearIndex = typeof current.gsi2pk === 'string' && current.gsi2pk.includes('@') && typeof current.email === 'string' && current.email.includes('@');
    return clearIndex ? profileKeys.profileEmail(await pseudonymFor(mailboxSubject(String(current.email))), userId) : {};
  });
  // An older version's lower-cased copies of the name and username for its search: gone.
  if (Item.searchName === undefined && Item.searchUsername === undefined) return sealed;
  await storedDb().send(new UpdateCommand({ TableName: tableName(), Key: profileKeys.profile(userId), UpdateExpression: 'REMOVE searchName, searchUsername', ConditionExpression: 'attribute_exists(pk)' }));
  return true;
}

async function sealProof(proofId: string): Promise<number> {
  const items = [
    ...(await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': proofPartition(proofId) } }, PROOF_ITEMS_AT_MOST, storedDb())),
    ...(await queryAll({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': adminFeedKeys.adminFeedOfProofPartition(proofId) } }, PROOF_ITEMS_AT_MOST, storedDb())),
  ];
  let processed = 0;
  const addresses = new Set<string>();
  for (const item of items) {
    if (item.type === 'Validation' && typeof item.validatorEmail === 'string' && item.validatorEmail.includes('@')) addresses.add(item.validatorEmail);
    if (item.type === 'ValidationRequest' && (await listOnInvitee(item))) processed += 1;
    if (await bringUpToDate(item)) processed += 1;
  }
  for (const address of addresses) processed += await moveValidatorProfile(address);
  return processed;
}

export const sealedCosignerDataMigration: Migration = {
  id: 'sealed-cosigner-data',
  version: 2,
  backfill: true,
  description: 'Seals the personal data of every profile and proof (its texts, its co-signers\u2019 data) and keys it by pseudonym',
  step: eachProfile(async (userId) => {
    let processed = (await sealProfile(userId)) ? 1 : 0;
    for (const proof of await everyPage((page) => listProofsByOwner(userId, page))) processed += await sealProof(proof.id);
    return processed;
  }),
};
