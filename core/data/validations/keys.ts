// The keys of validations (decisions), their co-signer claims, withdrawal links and co-sign pairs.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, ownerPartition, proofPartition } from '../plumbing/key-parts';

/** The item kinds of validations (the `type` attribute). */
export const validationItemTypes = {
  validation: 'Validation',
  cosignerClaim: 'CosignerClaim',
  withdrawKey: 'WithdrawKey',
  cosignPair: 'CosignPair',
} as const;

export const validationKeys = {
  validation: (proofId: string, createdAt: string, validationId: string): Key => ({
    pk: proofPartition(proofId),
    sk: `VALIDATION#${canonicalIso(createdAt)}#${validationId}`,
  }),
  validationPrefix: 'VALIDATION#',
  /** One co-signature per person and content: by mailbox, and by LinkedIn identity (each by its pseudonym). */
  cosignerByMailbox: (proofId: string, contentHash: string, mailboxPseudonym: string): Key => ({ pk: proofPartition(proofId), sk: `COSIGNER#${contentHash}#EMAIL#${mailboxPseudonym}` }),
  cosignerByLinkedin: (proofId: string, contentHash: string, memberPseudonym: string): Key => ({ pk: proofPartition(proofId), sk: `COSIGNER#${contentHash}#LINKEDIN#${memberPseudonym}` }),
  /** A private withdrawal link, by the SHA-256 of its token. */
  withdrawKey: (tokenHash: string): Key => ({ pk: `WITHDRAW#${tokenHash}`, sk: 'WITHDRAW' }),
  validationOwnerList: (ownerUserId: string, createdAt: string, validationId: string) => ({
    gsi1pk: ownerPartition(ownerUserId),
    gsi1sk: `VALIDATION#${canonicalIso(createdAt)}#${validationId}`,
  }),

  /**
   * A decision on the list of its validator's mailbox (gsi2), newest last: an admin's "co-signatures
   * given". The list is named by the mailbox's pseudonym (core/data/personal-data), not the address:
   * once that person's key is shredded, nothing links the list to them.
   */
  validationByValidator: (mailboxPseudonym: string, createdAt: string, validationId: string) => ({
    gsi2pk: `GIVENBY#${mailboxPseudonym}`,
    gsi2sk: `${canonicalIso(createdAt)}#${validationId}`,
  }),
  validationByValidatorPartition: (mailboxPseudonym: string) => `GIVENBY#${mailboxPseudonym}`,

  /** Signer (a user) co-signed a proof of owner (a user): read back to see co-signers who sign each other's proofs. */
  cosignPair: (signerUserId: string, ownerUserId: string): Key => ({ pk: `COSIGNPAIR#${signerUserId}`, sk: `OWNER#${ownerUserId}` }),
} as const;
