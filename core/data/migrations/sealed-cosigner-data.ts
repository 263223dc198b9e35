// Personal data written before it was sealed (docs/data-rights.md, crypto-shredding): each
// profile (its address's index moved to the pseudonym), and for each profile's proofs the proof's own texts, its validations, invitations and admin feed
// entries get their personal values sealed, and the claims, invitation locks, "co-signatures given" index and validator profiles
// that named a person in their keys move to the person's pseudonym; each invitation is put on its
// invitee's list. Events recorded before stay as
// they are: their hashes cover their values in the clear, and rewriting them would break the chain.
// Version 3 seals the copies of what an owner owns too: the identity set, the admin search's word
// lists, the approvals listed on each proof (each under its co-signer's key) and the credentials'
// documents (the public views are rebuilt sealed by the read model's own migration).
import { GetCommand, PutCommand, UpdateCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { everyPage, queryAll, type Item } from '../plumbing/items';
import { normalizeEmail, proofPartition } from '../plumbing/key-parts';
import { db, storedDb, tableName } from '../plumbing/client';
import { isConditionFailed } from '../plumbing/transact';
import { invitationToMailboxPut } from '../validation-requests/validation-requests';
import { endorsedValidationIdsIn } from '../../credentials/urls';
import { credentialItemKeys } from '../credentials/keys';
import { linkedinKeys } from '../linkedin/keys';
import { personKeyById } from '../personal-data/person-keys';
import { openItem, openItems, sealElementLists } from '../personal-data/sealed-items';
import { isSealed, openValue } from '../personal-data/sealing';
import { profileWords } from '../read-models/name-words';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { linkedinSubject, mailboxSubject } from '../personal-data/subjects';
import { profileKeys } from '../profiles/keys';
import { listProofsByOwner } from '../proofs/proofs';
import { adminFeedKeys, nameWordKeys } from '../read-models/keys';
import { validationKeys } from '../validations/keys';
import type { Migration } from './migration';
import { eachProfile } from './profile-pages';
import { moveItem, sealInPlace } from './reseal';

/** A proof's partition (and its feed) holds at most this many items for the migration to go through. */
const PROOF_ITEMS_AT_MOST = 100_000;

/** Brings one item of a proof's partition (or its feed) up to date; true when it wrote. */
/** What the items of one proof are brought up to date with: its owner, and each validation's address by id. */
interface ProofContext {
  readonly ownerUserId: string;
  readonly validatorAddresses: ReadonlyMap<string, string>;
}

async function bringUpToDate(item: Item, proof: ProofContext): Promise<boolean> {
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
    case 'Recognition':
      return sealInPlace(item, sealedApprovals(proof.validatorAddresses));
    case 'AdminFeedEntry':
      return sealInPlace(await withOwnerNamed(item, proof.ownerUserId));
    case 'ProofCredentials':
      return (await sealCredentials(item)) > 0;
    case 'ValidationEvent':
      // Their hashes cover their values in the clear: sealing them would break the proof's chain.
      return false;
    default:
      return sealInPlace(item);
  }
}

/**
 * A proof's approvals each sealed under its co-signer's key: an approval listed before it named the
 * address its invitation went to is given it from its validation, also one a later write sealed
 * (under the owner's key, for want of an address) before this step reached it.
 */
const sealedApprovals = (validatorAddresses: ReadonlyMap<string, string>) => async (current: Item): Promise<Record<string, unknown>> => {
  const approvals = current.approvals;
  if (!Array.isArray(approvals)) return {};
  let named = false;
  const elements = await Promise.all(
    approvals.map(async (approval: unknown) => {
      const opened = isSealed(approval) ? await openValue(approval) : { value: approval };
      const plain = typeof opened === 'object' ? opened.value : null;
      if (!plain || typeof plain !== 'object' || (plain as Item).validatorEmail !== undefined) return approval;
      const address = validatorAddresses.get(String((plain as Item).validationId));
      if (!address) return approval;
      named = true;
      return { ...(plain as Item), validatorEmail: address };
    }),
  );
  if (!named && elements.every(isSealed)) return {};
  return { approvals: (await sealElementLists({ ...current, approvals: elements })).approvals };
};

/**
 * An admin feed entry written before entries named the proof's owner keeps its proof's title under
 * nobody's key: it is given the owner, so the title can be sealed under theirs.
 */
async function withOwnerNamed(entry: Item, ownerUserId: string): Promise<Item> {
  const named = entry.ownerUserId !== undefined || (entry.detail as Item | undefined)?.ownerUserId !== undefined;
  if (named || typeof entry.proofTitle !== 'string' || isSealed(entry.proofTitle)) return entry;
  try {
    await storedDb().send(new UpdateCommand({ TableName: tableName(), Key: { pk: entry.pk, sk: entry.sk }, UpdateExpression: 'SET ownerUserId = :owner', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(ownerUserId)', ExpressionAttributeValues: { ':owner': ownerUserId } }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  return { ...entry, ownerUserId };
}

/**
 * The documents of every credential issued for a proof, sealed under its owner's key, with the
 * validations its endorsements are of beside them (their URLs are retired without opening it).
 */
async function sealCredentials(pointer: Item): Promise<number> {
  let processed = 0;
  for (const credentialId of (pointer.credentialIds as string[] | undefined) ?? []) {
    const { Item } = await storedDb().send(new GetCommand({ TableName: tableName(), Key: credentialItemKeys.credential(credentialId), ConsistentRead: true }));
    const endorsed = (current: Item) =>
      current.endorsedValidationIds === undefined && typeof current.document === 'string' && !isSealed(current.document) ? { endorsedValidationIds: endorsedValidationIdsIn(current.document, credentialId) } : {};
    if (Item && (await sealInPlace(Item, endorsed))) processed += 1;
  }
  return processed;
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
  const copies = await sealOwnerCopies(userId, await openItem(Item));
  // An older version's lower-cased copies of the name and username for its search: gone.
  if (Item.searchName === undefined && Item.searchUsername === undefined) return sealed || copies;
  await storedDb().send(new UpdateCommand({ TableName: tableName(), Key: profileKeys.profile(userId), UpdateExpression: 'REMOVE searchName, searchUsername', ConditionExpression: 'attribute_exists(pk)' }));
  return true;
}

/** The identity set, the LinkedIn token and the admin search's word items of a profile, sealed in place. */
async function sealOwnerCopies(userId: string, profile: Item): Promise<boolean> {
  const keys = [
    profileKeys.identitySet(userId),
    linkedinKeys.linkedinToken(userId, 'marketing'),
    ...profileWords({ displayName: String(profile.displayName ?? ''), username: String(profile.username ?? '') }).map((word) => nameWordKeys.nameWord(word, String(profile.createdAt), userId)),
  ];
  let wrote = false;
  for (const key of keys) {
    const { Item } = await storedDb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (Item && (await sealInPlace(Item))) wrote = true;
  }
  return wrote;
}

async function sealProof(proofId: string, ownerUserId: string): Promise<number> {
  const items = [
    ...(await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': proofPartition(proofId) } }, PROOF_ITEMS_AT_MOST, storedDb())),
    ...(await queryAll({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': adminFeedKeys.adminFeedOfProofPartition(proofId) } }, PROOF_ITEMS_AT_MOST, storedDb())),
  ];
  let processed = 0;
  const addresses = new Set<string>();
  // Each validation's address by its id, read through the sealing client (sealed or not).
  const validatorAddresses = new Map<string, string>();
  for (const validation of await openItems(items.filter((item) => item.type === 'Validation'))) {
    if (typeof validation.validatorEmail === 'string' && validation.validatorEmail.includes('@')) validatorAddresses.set(String(validation.id), validation.validatorEmail);
  }
  for (const item of items) {
    if (item.type === 'Validation' && typeof item.validatorEmail === 'string' && item.validatorEmail.includes('@')) addresses.add(item.validatorEmail);
    if (item.type === 'ValidationRequest' && (await listOnInvitee(item))) processed += 1;
    if (await bringUpToDate(item, { ownerUserId, validatorAddresses })) processed += 1;
  }
  for (const address of addresses) processed += await moveValidatorProfile(address);
  return processed;
}

export const sealedCosignerDataMigration: Migration = {
  id: 'sealed-cosigner-data',
  version: 3,
  backfill: true,
  description: 'Seals the personal data of every profile and proof (its texts, its co-signers\u2019 data, its copies) and keys it by pseudonym',
  step: eachProfile(async (userId) => {
    let processed = (await sealProfile(userId)) ? 1 : 0;
    for (const proof of await everyPage((page) => listProofsByOwner(userId, page))) processed += await sealProof(proof.id, userId);
    return processed;
  }),
};
