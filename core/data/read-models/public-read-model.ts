// The public read model: exactly what the public pages, the link previews and the card images show,
// stored ready to answer, so each public read is one GetItem or one bounded Query
// (docs/data-model.md, "Public read model"). It is written by `publicViewItems`, inside the same
// transaction as every change of a proof that affects it (an approval, an edit, publishing, a
// withdrawal, hiding), so it is never stale and never shows what is not public: the one rule is
// `publicStateOf` (domain/rules/public-visibility.ts). Owner fields (name, headline, picture,
// username) are refreshed by `refreshOwnerPublicViews` right after a profile changes. The proof's
// view also holds its latest credential, written with each issue and revocation of one.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicPortfolio, PublicPortfolioProfile, PublicProject, PublicProof, PublicProofAwaitingRevalidation, PublicProofLookup, PublicProofLookupAnswer, PublicValidation } from '../../../domain/api/public';
import type { Profile, Proof, Validation } from '../../../domain/entities';
import { approvalsOf } from '../../../domain/rules/approvals';
import { isOwnerPubliclyShown, publicStateOf } from '../../../domain/rules/public-visibility';
import { credentialViewOf } from '../../credentials/credential-view';
import type { ProofCard } from '../../images/proof-card';
import { awaitingRevalidationAnswer, publicProofDocument, toPortfolioProfile } from './public-views';
import { db, tableName } from '../plumbing/client';
import { fromItem, MAX_PAGE_SIZE, queryAll, type Item } from '../plumbing/items';
import { publicCredentialOf } from './public-credential';
import { type Key, OWNER_LIST_PREFIX, ownerPartition } from '../plumbing/key-parts';
import { profileKeys } from '../profiles/keys';
import { publicViewItemTypes, publicViewKeys } from './keys';
import type { NamedItems, TransactItem } from '../plumbing/transact';

/** Bump when the stored shape changes: the data migration rebuilds the model from the entities. */
export const PUBLIC_MODEL_VERSION = 6; // 4: co-signers who agreed to be named carry their name; 5: image versions include the card's design; 6: sealed (the owner's and each co-signer's key)

/** A public proof as read: the lookup answer (with its credential), plus the card of a verified one. */
export interface PublicProofView {
  readonly answer: PublicProofLookupAnswer;
  readonly recognitionId: string;
  /** The card the image draws, and its version (`?v=`); null while awaiting re-validation. */
  readonly card: ProofCard | null;
  readonly imageVersion: string | null;
}

/** The answer as the proof's changes write it; the credential beside it follows the credential's changes. */
type StoredProofAnswer = Omit<PublicProofLookup, 'credential'> | PublicProofAwaitingRevalidation;
type StoredProofView = Omit<PublicProofView, 'answer'> & { readonly answer: StoredProofAnswer };

export interface PublicViewInputs {
  /** The proof as it will be once the transaction commits. */
  readonly proof: Proof;
  /** Its owner now; null (a missing profile) shows nothing. */
  readonly owner: Profile | null;
  /** Every validation of the proof as it will be once the transaction commits. */
  readonly validations: readonly Validation[];
}

const newestFirst = (a: Validation, b: Validation) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
const put = (item: Item): TransactItem => ({ Put: { TableName: tableName(), Item: item } });
const del = (key: { pk: string; sk: string }): TransactItem => ({ Delete: { TableName: tableName(), Key: key } });

const VIEW_NAMES = { '#type': 'type', '#answer': 'answer', '#recognitionId': 'recognitionId', '#card': 'card', '#imageVersion': 'imageVersion', '#ownerUserId': 'ownerUserId' };

/**
 * The proof's view fields, as an update: the credential the item also holds is written by the
 * credential's own changes, so a proof's change neither erases nor rewrites it.
 */
function setProofView(key: Key, ownerUserId: string, view: StoredProofView): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #type = :type, #ownerUserId = :ownerUserId, #answer = :answer, #recognitionId = :recognitionId, #card = :card, #imageVersion = :imageVersion',
      ExpressionAttributeNames: VIEW_NAMES,
      ExpressionAttributeValues: { ':type': publicViewItemTypes.publicProofView, ':ownerUserId': ownerUserId, ':answer': view.answer, ':recognitionId': view.recognitionId, ':card': view.card, ':imageVersion': view.imageVersion },
    },
  };
}

/** The proof is not public: its view fields go (a read then finds nothing), its credential stays for when it is again. */
function clearProofView(key: Key): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #type = :type REMOVE #answer, #recognitionId, #card, #imageVersion, #ownerUserId',
      ExpressionAttributeNames: VIEW_NAMES,
      ExpressionAttributeValues: { ':type': publicViewItemTypes.publicProofView },
    },
  };
}

/**
 * A co-signer's words as the views store them: with the address the invitation went to, under
 * whose key the middleware seals the element (the view itself is sealed under the owner's), so
 * erasing a co-signer takes their words out of every copy of the owner's views. Readers drop the
 * address (shownValidations).
 */
type StoredValidation = PublicValidation & { readonly cosignerAddress: string };
const storedValidations = (approvals: readonly Validation[], shown: readonly PublicValidation[]): StoredValidation[] =>
  shown.map((validation, index) => ({ ...validation, cosignerAddress: approvals[index]!.validatorEmail }));
const shownValidations = (stored: readonly StoredValidation[]): PublicValidation[] => stored.map(({ cosignerAddress: _address, ...shown }) => shown);

/**
 * The read model's items for one proof, to join the transaction that changes it: its lookup by
 * number, its project page by id and its portfolio entry, each written or removed as the
 * visibility rule says. Empty for a proof that never had a number (it was never public).
 */
export function publicViewItems(input: PublicViewInputs): NamedItems {
  const { proof, owner } = input;
  if (!proof.proofNumber) return {};
  const approvals = approvalsOf(input.validations, proof.contentHash).sort(newestFirst);
  const state = publicStateOf(proof, { hasApprovals: approvals.length > 0, ownerVisible: isOwnerPubliclyShown(owner) });
  const proofKey = publicViewKeys.publicProofView(proof.proofNumber);
  const projectKey = publicViewKeys.publicProjectView(proof.id);
  const entryKey = publicViewKeys.publicPortfolioProof(proof.ownerUserId, proof.createdAt, proof.id);
  if (state === 'public' && owner) {
    const document = publicProofDocument(proof, owner, approvals);
    const validations = storedValidations(approvals, document.lookup.validations);
    const answer = { ...document.lookup, validations };
    return {
      publicProof: setProofView(proofKey, proof.ownerUserId, { answer, recognitionId: proof.id, card: document.card, imageVersion: document.imageVersion }),
      publicProject: put({ ...projectKey, type: publicViewItemTypes.publicProjectView, ownerUserId: proof.ownerUserId, answer: { project: document.lookup.proof, owner: document.lookup.owner, validations }, trustLevel: document.lookup.trustLevel }),
      publicPortfolio: put({ ...entryKey, ...publicViewKeys.publicPortfolioHandle(owner.username, entryKey.sk), type: publicViewItemTypes.publicPortfolioProof, proof: document.lookup.proof }),
    };
  }
  const awaiting = state === 'awaiting-revalidation' && owner
    ? setProofView(proofKey, proof.ownerUserId, { answer: awaitingRevalidationAnswer(proof, owner), recognitionId: proof.id, card: null, imageVersion: null })
    : null;
  return { publicProof: awaiting ?? clearProofView(proofKey), publicProject: del(projectKey), publicPortfolio: del(entryKey) };
}

/** A proof's view items, its owner read now (consistent): for the transactions that change a proof. */
export async function planPublicViews(proof: Proof, validations: readonly Validation[]): Promise<NamedItems> {
  if (!proof.proofNumber) return {};
  return publicViewItems({ proof, owner: await readOwner(proof.ownerUserId), validations });
}

const PROFILE_INTERNAL = ['searchName', 'searchUsername'];

/** A profile as the views need it (read here so that profiles.ts can refresh views without a cycle). */
export async function readOwner(userId: string): Promise<Profile | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: profileKeys.profile(userId), ConsistentRead: true }));
  return Item ? fromItem<Profile>(Item, PROFILE_INTERNAL) : null;
}

/** The portfolio's profile entry (every profile has a portfolio, possibly empty; none while suspended or closing). */
export function portfolioProfileItem(profile: Profile): TransactItem {
  const key = publicViewKeys.publicPortfolioProfile(profile.id);
  if (!isOwnerPubliclyShown(profile)) return del(key);
  return put({ ...key, ...publicViewKeys.publicPortfolioHandle(profile.username, key.sk), type: publicViewItemTypes.publicPortfolioProfile, profile: toPortfolioProfile(profile) });
}

// Reads -------------------------------------------------------------------------------------------

/** The proof lookup (verified, with its credential, or awaiting re-validation) by number: one GetItem. */
export async function getPublicProofView(proofNumber: string): Promise<PublicProofView | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: publicViewKeys.publicProofView(proofNumber) }));
  if (!Item?.answer) return null;
  const kept = Item.answer as StoredProofAnswer;
  const stored: StoredProofAnswer = kept.state === 'verified' ? { ...kept, validations: shownValidations(kept.validations as StoredValidation[]) } : kept;
  const credential = publicCredentialOf(Item.credential);
  const answer: PublicProofLookupAnswer = stored.state === 'verified' ? { ...stored, credential: credential && credentialViewOf(credential) } : stored;
  return { answer, recognitionId: String(Item.recognitionId), card: (Item.card as ProofCard | null) ?? null, imageVersion: (Item.imageVersion as string | null) ?? null };
}

export interface PublicProjectView {
  readonly answer: { readonly project: PublicProof; readonly owner: PublicPortfolio['profile'] | PublicProofLookupAnswer['owner']; readonly validations: PublicProject['validations'] };
  readonly trustLevel: Extract<PublicProofLookupAnswer, { state: 'verified' }>['trustLevel'];
}

/** A public project by id: one GetItem. */
export async function getPublicProjectView(proofId: string): Promise<PublicProjectView | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: publicViewKeys.publicProjectView(proofId) }));
  if (!Item?.answer) return null;
  const answer = Item.answer as PublicProjectView['answer'];
  return { answer: { ...answer, validations: shownValidations(answer.validations as StoredValidation[]) }, trustLevel: Item.trustLevel as PublicProjectView['trustLevel'] };
}

/**
 * A portfolio by username (any case; gsi1) or, failing that, by user id: one bounded Query each
 * (the profile entry and the newest MAX_PAGE_SIZE proofs). Null when there is no such portfolio.
 */
export async function getPublicPortfolioView(handle: string): Promise<PublicPortfolio | null> {
  const byHandle = await portfolioQuery({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': publicViewKeys.publicPortfolioHandlePartition(handle) } });
  return byHandle ?? (handle.includes('#') ? null : portfolioQuery({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': publicViewKeys.publicPortfolioPartition(handle) } }));
}

async function portfolioQuery(input: { IndexName?: string; KeyConditionExpression: string; ExpressionAttributeValues: Record<string, string> }): Promise<PublicPortfolio | null> {
  const { Items = [] } = await db().send(new QueryCommand({ ...input, TableName: tableName(), ScanIndexForward: false, Limit: MAX_PAGE_SIZE + 1 }));
  const [first, ...rest] = Items;
  if (first?.type !== publicViewItemTypes.publicPortfolioProfile || !first.profile) return null;
  return { profile: first.profile as PublicPortfolioProfile, proofs: rest.map((item) => item.proof as PublicProof) };
}

// Refreshing outside a proof's transaction ---------------------------------------------------------

/** Writes the items of one proof's views (backfill, owner changes). */
export async function writePublicViewItems(items: NamedItems): Promise<void> {
  for (const item of Object.values(items)) {
    if (item?.Put) await db().send(new PutCommand({ TableName: item.Put.TableName, Item: item.Put.Item }));
    else if (item?.Update) await db().send(new UpdateCommand(item.Update));
    else if (item?.Delete) await db().send(new DeleteCommand({ TableName: item.Delete.TableName, Key: item.Delete.Key }));
  }
}

/** The ids of a user's proofs that carry a number (only those ever have views), read page by page. */
export async function numberedProofsOf(userId: string): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': ownerPartition(userId), ':prefix': OWNER_LIST_PREFIX.proofs },
    ProjectionExpression: 'id, proofNumber',
  }, 5_000);
  return items.filter((item) => typeof item.proofNumber === 'string' && item.proofNumber !== '').map((item) => String(item.id));
}
