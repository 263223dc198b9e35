// Which attributes of which item types are personal data, and whose (docs/data-rights.md, "Where
// personal data lives"). Each listed value is sealed under its subject's key on its way into the
// table and opened on its way out (sealing-middleware.ts); a path `a.b` is member b of map a. A
// value whose key is shredded reads as its `erased` value (null by default).
import { ERASED_ADDRESS } from '../../../domain/constants';
import { reportItemTypes } from '../content-reports/keys';
import { linkedinItemTypes } from '../linkedin/keys';
import { mailItemTypes } from '../mail-log/keys';
import type { Item } from '../plumbing/items';
import { profileItemTypes } from '../profiles/keys';
import { proofItemTypes } from '../proofs/keys';
import { credentialItemTypes } from '../credentials/keys';
import { adminFeedItemTypes, nameWordItemTypes, publicViewItemTypes } from '../read-models/keys';
import { validationEventItemTypes } from '../validation-events/keys';
import { requestItemTypes } from '../validation-requests/keys';
import { validatorProfileItemTypes } from '../validator-profiles/keys';
import { validationItemTypes } from '../validations/keys';
import { yourDataItemTypes } from '../your-data/keys';
import { linkedinSubjectOf, mailboxSubjectOf, userSubjectOf } from './subjects';

export interface SealedGroup {
  readonly paths: readonly string[];
  /** Whose they are, read from the plain item; null seals nothing (nobody's data). */
  readonly subject: (item: Item) => string | null;
  /** What a path reads as once its key is shredded, where null would break its shape. */
  readonly erased?: Readonly<Record<string, unknown>>;
}

const member = (item: Item, map: string, name: string): unknown => (item[map] as Record<string, unknown> | undefined)?.[name];

/** The owner a public portfolio's entry belongs to, from its partition `PUBLIC#PORTFOLIO#{userId}`. */
const portfolioOwner = (item: Item): unknown => (typeof item.pk === 'string' && item.pk.startsWith('PUBLIC#PORTFOLIO#') ? item.pk.slice('PUBLIC#PORTFOLIO#'.length) : null);
const ownerOf = (item: Item) => userSubjectOf(item.ownerUserId);

/** A profile's personal values (an update of the profile seals them itself: core/data/profiles/profiles.ts). */
export const PROFILE_SEALED_PATHS = ['displayName', 'email', 'headline', 'bio', 'avatarUrl', 'portfolioUrl', 'linkedinProfileId', 'companyDomain'] as const;

export const SEALED_TYPES: Readonly<Record<string, readonly SealedGroup[]>> = {
  [profileItemTypes.profile]: [{ paths: PROFILE_SEALED_PATHS, subject: (item) => userSubjectOf(item.id), erased: { displayName: '' } }],
  [proofItemTypes.recognition]: [
    {
      paths: ['title', 'role', 'orgName', 'description', 'skills', 'outcomes', 'links', 'projectUrl', 'hiddenReason'],
      subject: (item) => userSubjectOf(item.ownerUserId),
      erased: { title: '', role: '', description: '', skills: [], outcomes: [], links: [] },
    },
  ],
  [validationItemTypes.validation]: [
    {
      paths: ['validatorEmail', 'comment', 'withdrawalReason', 'signer'],
      subject: (item) => mailboxSubjectOf(item.validatorEmail),
      erased: { validatorEmail: ERASED_ADDRESS },
    },
    // The owner's words: the proof's title, as it is and as the co-signer saw it.
    { paths: ['recognitionTitle', 'attestedTitle'], subject: (item) => userSubjectOf(item.ownerUserId), erased: { recognitionTitle: '' } },
  ],
  [validationEventItemTypes.validationEvent]: [
    { paths: ['validatorEmail', 'validatorProfileId', 'metadata.userAgent', 'metadata.reason'], subject: (item) => mailboxSubjectOf(item.validatorEmail), erased: { validatorEmail: ERASED_ADDRESS } },
    // Someone signed in with LinkedIn and named by no address.
    { paths: ['validatorProfileId', 'metadata.userAgent', 'metadata.reason'], subject: (item) => linkedinSubjectOf(item.validatorProfileId) },
  ],
  [requestItemTypes.validationRequest]: [
    { paths: ['inviteeEmail'], subject: (item) => mailboxSubjectOf(item.inviteeEmail), erased: { inviteeEmail: ERASED_ADDRESS } },
    { paths: ['recognitionTitle'], subject: (item) => userSubjectOf(item.ownerUserId), erased: { recognitionTitle: '' } },
  ],
  [mailItemTypes.mailRecord]: [
    { paths: ['recipient', 'subject', 'content', 'error'], subject: (item) => mailboxSubjectOf(item.recipient), erased: { recipient: ERASED_ADDRESS, subject: '' } },
  ],
  [validatorProfileItemTypes.validatorProfile]: [{ paths: ['email', 'displayName', 'avatarUrl', 'linkedinProfileId'], subject: (item) => mailboxSubjectOf(item.email), erased: { email: ERASED_ADDRESS } }],
  [reportItemTypes.contentReport]: [{ paths: ['reporterEmail', 'details'], subject: (item) => mailboxSubjectOf(item.reporterEmail), erased: { reporterEmail: ERASED_ADDRESS } }],
  [yourDataItemTypes.yourDataLink]: [{ paths: ['address'], subject: (item) => mailboxSubjectOf(item.address), erased: { address: ERASED_ADDRESS } }],
  // Copies of what an owner owns: the public views of their proofs and portfolio, the credentials
  // issued for them, the identities they hold, the words of their name the admin search reads.
  [publicViewItemTypes.publicProofView]: [{ paths: ['answer', 'card'], subject: ownerOf }],
  [publicViewItemTypes.publicProjectView]: [{ paths: ['answer'], subject: ownerOf }],
  [publicViewItemTypes.publicPortfolioProof]: [{ paths: ['proof'], subject: (item) => userSubjectOf(portfolioOwner(item)) }],
  [publicViewItemTypes.publicPortfolioProfile]: [{ paths: ['profile'], subject: (item) => userSubjectOf(portfolioOwner(item)) }],
  [credentialItemTypes.credential]: [{ paths: ['document'], subject: ownerOf }],
  [profileItemTypes.identitySet]: [{ paths: ['addresses', 'linkedinMembers'], subject: (item) => userSubjectOf(item.userId), erased: { addresses: [], linkedinMembers: [] } }],
  // The LinkedIn member an account posts as, and its token (encrypted already, by the token key).
  [linkedinItemTypes.linkedinToken]: [{ paths: ['personId', 'accessToken'], subject: (item) => userSubjectOf(item.userId) }],
  [nameWordItemTypes.nameWord]: [{ paths: ['words'], subject: (item) => userSubjectOf(item.userId), erased: { words: [] } }],
  [adminFeedItemTypes.adminFeedEntry]: [
    // The proof's title, under its owner where the entry names them (a withdrawal's does not).
    { paths: ['proofTitle'], subject: (item) => userSubjectOf(item.ownerUserId ?? member(item, 'detail', 'ownerUserId')) },
    { paths: ['detail.validatorEmail', 'detail.reason'], subject: (item) => mailboxSubjectOf(member(item, 'detail', 'validatorEmail')) },
    { paths: ['detail.inviteeEmail'], subject: (item) => mailboxSubjectOf(member(item, 'detail', 'inviteeEmail')) },
    { paths: ['detail.email', 'detail.identitySub'], subject: (item) => mailboxSubjectOf(member(item, 'detail', 'email')) },
    { paths: ['detail.signerEmail', 'detail.signerName', 'detail.signerSub'], subject: (item) => mailboxSubjectOf(member(item, 'detail', 'signerEmail')) },
    { paths: ['detail.signerName', 'detail.signerSub'], subject: (item) => linkedinSubjectOf(member(item, 'detail', 'signerSub')) },
    { paths: ['detail.identitySub'], subject: (item) => linkedinSubjectOf(member(item, 'detail', 'identitySub')) },
    { paths: ['detail.signerName', 'detail.signerUsername'], subject: (item) => userSubjectOf(member(item, 'detail', 'signerUserId')) },
    { paths: ['detail.ownerName', 'detail.ownerUsername'], subject: (item) => userSubjectOf(member(item, 'detail', 'ownerUserId')) },
  ],
};

export interface SealedElements {
  /** The list: an attribute, or `a.b` for list b in map a (opened after a). */
  readonly list: string;
  /** Whose an element is, from the plain element. */
  readonly subject: (element: Item) => string | null;
  /** Whose an element is when it names nobody (stored before it did, or an erased person's); none: it is refused. */
  readonly fallback?: (item: Item) => string | null;
}

/**
 * Lists in one person's item whose elements are each another person's (a co-signer's approval on
 * an owner's proof, their words on its public page): each element is sealed whole under its own
 * person's key, so shredding that key takes the element out of every copy, backups included; an
 * element whose key is shredded is left out when the list is read.
 */
export const SEALED_ELEMENT_LISTS: Readonly<Record<string, readonly SealedElements[]>> = {
  [proofItemTypes.recognition]: [{ list: 'approvals', subject: (element) => mailboxSubjectOf(element.validatorEmail), fallback: ownerOf }],
  [publicViewItemTypes.publicProofView]: [{ list: 'answer.validations', subject: (element) => mailboxSubjectOf(element.cosignerAddress), fallback: ownerOf }],
  [publicViewItemTypes.publicProjectView]: [{ list: 'answer.validations', subject: (element) => mailboxSubjectOf(element.cosignerAddress), fallback: ownerOf }],
};

/**
 * Attributes an update may never set in the clear (an update carries no type to look them up
 * by): the data layer seals their values itself (sealValue) before it updates them.
 */
export const SEALED_BY_NAME: ReadonlySet<string> = new Set(['approvals', 'addresses', 'linkedinMembers', 'document', 'personId', 'accessToken', 'validatorEmail', 'inviteeEmail', 'withdrawalReason', 'recipient', 'comment', 'error', 'reporterEmail', 'details', 'recognitionTitle', 'attestedTitle', 'title', 'description', 'orgName', 'skills', 'outcomes', 'links', 'projectUrl', 'hiddenReason', 'displayName', 'headline', 'bio', 'email', 'avatarUrl', 'portfolioUrl', 'linkedinProfileId', 'companyDomain']);
