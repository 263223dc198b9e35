// The small items around a co-signature, shared by decisions and withdrawals: the claims that let
// one person co-sign one content once, the check that a decline saw the current content, and the
// private withdrawal links.
import type { Validation } from '../../../domain/entities';
import { mailboxKey } from '../../../domain/rules/mailbox';
import { pseudonymFor } from '../personal-data/pseudonyms';
import { linkedinSubject, mailboxSubject } from '../personal-data/subjects';
import { tableName } from '../plumbing/client';
import { canonicalIso, type Key } from '../plumbing/key-parts';
import { proofKeys } from '../proofs/keys';
import { validationItemTypes, validationKeys } from './keys';
import type { TransactItem } from '../plumbing/transact';

/** The person behind an approval, as far as it was proven: one co-signature per content each. */
export interface Cosigner {
  /** The mailbox key (domain/rules/mailbox.ts) of the address that vouched. */
  readonly mailbox: string;
  /** The LinkedIn subject, when they signed in. */
  readonly linkedinSub: string | null;
}

/** The recognition still has the attested content `contentHash` (and exists). */
export function contentCheck(proofId: string, contentHash: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: proofKeys.recognition(proofId),
      // Not deleted: a deleting write keeps the hash, and nothing may join a proof on its way out.
      ConditionExpression: 'contentHash = :hash AND attribute_not_exists(deletedAt)',
      ExpressionAttributeValues: { ':hash': contentHash },
    },
  };
}

/** One co-signature per person and content: the claim names the validation that holds it. */
export function claimPut(key: Key, validation: Validation): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key, type: validationItemTypes.cosignerClaim, validationId: validation.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Who an approval counts as: the mailbox that vouched, and the LinkedIn identity that signed. */
export const cosignerOf = (validation: Pick<Validation, 'validatorEmail' | 'signer'>): Cosigner => ({
  mailbox: mailboxKey(validation.validatorEmail),
  linkedinSub: validation.signer?.linkedinSub ?? null,
});

/**
 * The claims an approval holds (taken with it, released when it is withdrawn), by name. A claim
 * names the mailbox and the LinkedIn member by their pseudonyms (core/data/personal-data).
 */
export async function cosignerClaimKeys(validation: Pick<Validation, 'recognitionId' | 'contentHash' | 'validatorEmail' | 'signer'>): Promise<{ mailbox: Key; linkedin: Key | null }> {
  const cosigner = cosignerOf(validation);
  return {
    mailbox: validationKeys.cosignerByMailbox(validation.recognitionId, validation.contentHash, await pseudonymFor(mailboxSubject(validation.validatorEmail))),
    linkedin: cosigner.linkedinSub
      ? validationKeys.cosignerByLinkedin(validation.recognitionId, validation.contentHash, await pseudonymFor(linkedinSubject(cosigner.linkedinSub)))
      : null,
  };
}

/**
 * A private withdrawal link, by the SHA-256 of its token: it names the validation it withdraws
 * (by its key, so the lookup is two GetItems).
 */
export function withdrawKeyPut(tokenHash: string, validation: Pick<Validation, 'id' | 'recognitionId' | 'createdAt'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...validationKeys.withdrawKey(tokenHash),
        type: validationItemTypes.withdrawKey,
        recognitionId: validation.recognitionId,
        validationId: validation.id,
        validationCreatedAt: canonicalIso(validation.createdAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
