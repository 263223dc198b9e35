// Offers of a proof's credential to a wallet, and the nonces of its proofs of possession. An offer
// moves once from `offered` to `redeemed` (its pre-authorized code exchanged for an access token)
// and once from `redeemed` to `claimed` (the credential issued), or, in a VC-API exchange, once from
// `offered` to `claimed`; each is a conditional write, so a code
// or a token replayed, expired or raced issues nothing. DynamoDB's TTL removes them eventually; the
// conditions are what refuse a late one.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../clock';
import { db, tableName } from '../plumbing/client';
import { isConditionFailed } from '../plumbing/transact';
import { walletItemTypes, walletKeys } from './keys';

export type WalletOfferState = 'offered' | 'redeemed' | 'claimed';

export interface WalletOffer {
  readonly recognitionId: string;
  readonly ownerUserId: string;
  readonly state: WalletOfferState;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly tokenExpiresAt: string | null;
  readonly claimedAt: string | null;
}

/** Whether the offer can still be redeemed or exchanged: not used, not expired. */
export const isOfferOpen = (offer: Pick<WalletOffer, 'state' | 'expiresAt'>): boolean => offer.state === 'offered' && offer.expiresAt > clock.nowIso();

/** Kept an hour past its expiry: the owner's screen can still say it expired or was claimed. */
const ttlOf = (expiresAt: string) => Math.ceil(Date.parse(expiresAt) / 1000) + 3600;

export async function putWalletOffer(codeHash: string, offer: Pick<WalletOffer, 'recognitionId' | 'ownerUserId' | 'expiresAt'>): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...walletKeys.walletOffer(codeHash),
        type: walletItemTypes.walletOffer,
        ...offer,
        state: 'offered',
        createdAt: clock.nowIso(),
        tokenExpiresAt: null,
        claimedAt: null,
        ttl: ttlOf(offer.expiresAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const offerOf = (item: Record<string, unknown>): WalletOffer => {
  const { recognitionId, ownerUserId, state, createdAt, expiresAt, tokenExpiresAt, claimedAt } = item as unknown as WalletOffer;
  return { recognitionId, ownerUserId, state, createdAt, expiresAt, tokenExpiresAt: tokenExpiresAt ?? null, claimedAt: claimedAt ?? null };
};

export async function getWalletOffer(codeHash: string): Promise<WalletOffer | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: walletKeys.walletOffer(codeHash), ConsistentRead: true }));
  return Item ? offerOf(Item) : null;
}

async function move(codeHash: string, update: { set: string; condition: string; values: Record<string, unknown> }): Promise<WalletOffer | null> {
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: walletKeys.walletOffer(codeHash),
        UpdateExpression: `SET ${update.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${update.condition}`,
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':now': clock.nowIso(), ...update.values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as WalletOffer;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Exchanges the code, once and before the offer expires: the offer, or null. */
export function redeemWalletOffer(codeHash: string, accessTokenHash: string, tokenExpiresAt: string): Promise<WalletOffer | null> {
  return move(codeHash, {
    set: '#state = :redeemed, accessTokenHash = :token, tokenExpiresAt = :tokenExpiresAt',
    condition: '#state = :offered AND expiresAt > :now',
    values: { ':offered': 'offered', ':redeemed': 'redeemed', ':token': accessTokenHash, ':tokenExpiresAt': tokenExpiresAt },
  });
}

/** The offer whose access token this is, while it may still claim: redeemed, unexpired, unclaimed. */
export async function offerForToken(codeHash: string, accessTokenHash: string): Promise<WalletOffer | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: walletKeys.walletOffer(codeHash), ConsistentRead: true }));
  if (!Item || Item.state !== 'redeemed' || Item.accessTokenHash !== accessTokenHash || !(String(Item.tokenExpiresAt) > clock.nowIso())) return null;
  return offerOf(Item);
}

/** Claims the credential, once, with the token the code was exchanged for: the offer, or null. */
export function claimWalletOffer(codeHash: string, accessTokenHash: string): Promise<WalletOffer | null> {
  return move(codeHash, {
    set: '#state = :claimed, claimedAt = :now REMOVE accessTokenHash',
    condition: '#state = :redeemed AND accessTokenHash = :token AND tokenExpiresAt > :now',
    values: { ':redeemed': 'redeemed', ':claimed': 'claimed', ':token': accessTokenHash },
  });
}

/** Claims the credential straight from the offer, once and before it expires (a VC-API exchange: no token): the offer, or null. */
export function claimOfferedWalletOffer(codeHash: string): Promise<WalletOffer | null> {
  return move(codeHash, {
    set: '#state = :claimed, claimedAt = :now',
    condition: '#state = :offered AND expiresAt > :now',
    values: { ':offered': 'offered', ':claimed': 'claimed' },
  });
}

/** `answers`: what the nonce may be used for (an OpenID4VCI proof, or one offer's VC-API exchange). */
export async function putWalletNonce(nonceHash: string, expiresAt: string, answers: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...walletKeys.walletNonce(nonceHash), type: walletItemTypes.walletNonce, expiresAt, answers, ttl: ttlOf(expiresAt) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Uses the nonce up for what it was given for: true once, while it has not expired. */
export async function consumeWalletNonce(nonceHash: string, answers: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: walletKeys.walletNonce(nonceHash),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND answers = :answers',
        ExpressionAttributeValues: { ':now': clock.nowIso(), ':answers': answers },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
