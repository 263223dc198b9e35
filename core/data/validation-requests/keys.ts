// The keys of validation requests, their links, invite counters and expiry entries.
// docs/data-model.md lists the layout and the access pattern each key serves.
import { canonicalIso, type Key, ownerPartition, proofPartition, userPartition, utcDay } from '../plumbing/key-parts';

/** The item kinds of validation requests (the `type` attribute). */
export const requestItemTypes = {
  validationRequest: 'ValidationRequest',
  requestLink: 'RequestLink',
  inviteCounter: 'InviteCounter',
  invitationToMailbox: 'InvitationToMailbox',
  expiry: 'RequestExpiry',
  expiryWatermark: 'ExpiryWatermark',
  pendingInvitation: 'PendingInvitation',
} as const;

export const requestKeys = {
  validationRequest: (proofId: string, requestId: string): Key => ({ pk: proofPartition(proofId), sk: `REQUEST#${requestId}` }),
  requestPrefix: 'REQUEST#',
  requestOwnerList: (ownerUserId: string, createdAt: string, requestId: string) => ({
    gsi1pk: ownerPartition(ownerUserId),
    gsi1sk: `REQUEST#${canonicalIso(createdAt)}#${requestId}`,
  }),
  requestToken: (tokenHash: string) => ({ gsi2pk: `TOKEN#${tokenHash}`, gsi2sk: 'REQUEST' }),
  tokenPartition: (tokenHash: string) => `TOKEN#${tokenHash}`,
  /** A reminder's link to a request, by the SHA-256 of its token; in the same index partition as a request's own token. */
  requestLink: (tokenHash: string): Key => ({ pk: `REQUESTLINK#${tokenHash}`, sk: 'LINK' }),
  requestLinkToken: (tokenHash: string) => ({ gsi2pk: `TOKEN#${tokenHash}`, gsi2sk: 'LINK' }),
  inviteCounter: (ownerUserId: string, day: string): Key => ({ pk: userPartition(ownerUserId), sk: `INVITES#${day}` }),
  expiry: (expiresAt: string, requestId: string): Key => ({
    pk: `EXPIRY#${utcDay(expiresAt)}`,
    sk: `${canonicalIso(expiresAt)}#${requestId}`,
  }),
  expiryPartition: (day: string) => `EXPIRY#${day}`,
  expiryWatermark: { pk: 'EXPIRY', sk: 'WATERMARK' } as Key,
  /** The invitations sent to one mailbox (by its pseudonym), for that person's archive and own page. */
  invitationToMailbox: (mailboxPseudonym: string, createdAt: string, requestId: string): Key => ({ pk: `INVITED#${mailboxPseudonym}`, sk: `${canonicalIso(createdAt)}#${requestId}` }),
  invitationsToMailboxPartition: (mailboxPseudonym: string) => `INVITED#${mailboxPseudonym}`,
  /** One live request per proof and mailbox (the mailbox key of domain/rules/mailbox.ts). */
  pendingInvitation: (proofId: string, mailboxPseudonym: string): Key => ({ pk: proofPartition(proofId), sk: `PENDING#${mailboxPseudonym}` }),
} as const;
