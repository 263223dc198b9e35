// Every key of the single table, built in one place. No other module writes a `pk`, `sk` or
// index key by hand. docs/data-model.md lists the layout and the access pattern each key serves.
//
// Rules that keep string order meaningful and lookups case-insensitive where the product is:
// - timestamps inside sort keys are canonical UTC ISO-8601 (`Date#toISOString`), so string order
//   is time order even when a caller passed an offset like +02:00;
// - usernames and e-mail addresses are lower-cased; proof numbers and product ids upper-cased.

export interface Key {
  readonly pk: string;
  readonly sk: string;
}

export const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** The item kinds stored in the table (the `type` attribute). */
export const ITEM_TYPES = {
  profile: 'Profile',
  identitySet: 'IdentitySet',
  ownerSessions: 'OwnerSessions',
  usernameClaim: 'UsernameClaim',
  productIdClaim: 'ProductIdClaim',
  linkedinToken: 'LinkedinToken',
  userRole: 'UserRole',
  recognition: 'Recognition',
  proofNumberClaim: 'ProofNumberClaim',
  validationRequest: 'ValidationRequest',
  requestLink: 'RequestLink',
  inviteCounter: 'InviteCounter',
  expiry: 'RequestExpiry',
  expiryWatermark: 'ExpiryWatermark',
  validation: 'Validation',
  validationEvent: 'ValidationEvent',
  eventHead: 'ValidationEventHead',
  validatorProfile: 'ValidatorProfile',
  statsShard: 'StatsShard',
  suggestionCounter: 'SuggestionCounter',
  webSocketConnection: 'WebSocketConnection',
  pendingInvitation: 'PendingInvitation',
  cosignerClaim: 'CosignerClaim',
  withdrawKey: 'WithdrawKey',
  // Sharing on LinkedIn.
  linkedinOauthState: 'LinkedinOauthState',
  linkedinShare: 'LinkedinShare',
  linkedinReminder: 'LinkedinReminder',
  // Portable credentials (docs/credentials.md).
  credential: 'Credential',
  proofCredentials: 'ProofCredentials',
  statusList: 'StatusList',
  statusIndexClaim: 'StatusIndexClaim',
  currentStatusList: 'CurrentStatusList',
  credentialKey: 'CredentialKey',
  // The admin panel (docs/admin.md).
  adminLogEntry: 'AdminLogEntry',
  adminLogHead: 'AdminLogHead',
  adminCount: 'AdminCount',
  nameWord: 'ProfileNameWord',
  // Operations console (docs/admin-operations.md).
  organisation: 'Organisation',
  organisationName: 'OrganisationName',
  organisationRegistry: 'OrganisationRegistry',
  mailRecord: 'MailRecord',
  jobRun: 'JobRun',
  dailyCounter: 'DailyCounter',
  funnelShard: 'FunnelShard',
  milestone: 'Milestone',
  // Moderation (docs/admin-moderation.md).
  proofTitleWord: 'ProofTitleWord',
  contentReport: 'ContentReport',
  adminFeedEntry: 'AdminFeedEntry',
  cosignPair: 'CosignPair',
  reportCounter: 'ReportCounter',
  // The public read model (docs/data-model.md, "Public read model").
  publicProofView: 'PublicProofView',
  publicProjectView: 'PublicProjectView',
  publicPortfolioProfile: 'PublicPortfolioProfile',
  publicPortfolioProof: 'PublicPortfolioProof',
  publicModelMarker: 'PublicModelMarker',
  // Reports counted per client address (docs/admin-moderation.md).
  reportClientCounter: 'ReportClientCounter',
  // Suspensions and appeals against them (docs/suspension.md).
  suspension: 'Suspension',
  suspensionAppeal: 'SuspensionAppeal',
  // Data migrations (docs/data-model.md, "Data migrations").
  migration: 'Migration',
} as const;

/**
 * Open WebSocket connections live in partitions under this prefix, one per user. The realtime
 * functions' table permissions are limited to it (lambdas/realtime-routes.ts hands it to the CDK).
 */
export const CONNECTION_KEY_PREFIX = 'WSCONN#';

/** Canonical UTC form of an ISO timestamp (throws on an unparsable one). */
export function canonicalIso(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return date.toISOString();
}

/** YYYY-MM-DD of an instant, in UTC. */
export function utcDay(instant: Date | string): string {
  return (typeof instant === 'string' ? new Date(canonicalIso(instant)) : instant).toISOString().slice(0, 10);
}

export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizeProofNumber = (proofNumber: string): string => proofNumber.trim().toUpperCase();
export const normalizeProductId = (productId: string): string => productId.trim().toUpperCase();

/** A user's own partition: their profile and what belongs to it. */
export const USER_KEY_PREFIX = 'USER#';
const user = (userId: string) => `${USER_KEY_PREFIX}${userId}`;
const proof = (recognitionId: string) => `PROOF#${recognitionId}`;
const owner = (ownerUserId: string) => `OWNER#${ownerUserId}`;

export const keys = {
  // Profiles and their uniqueness claims.
  profile: (userId: string): Key => ({ pk: user(userId), sk: 'PROFILE' }),
  identitySet: (userId: string): Key => ({ pk: user(userId), sk: 'IDENTITIES' }),
  ownerSessions: (userId: string): Key => ({ pk: user(userId), sk: 'SESSIONS' }),
  profileList: (createdAt: string, userId: string) => ({ gsi1pk: 'PROFILES', gsi1sk: `${canonicalIso(createdAt)}#${userId}` }),
  profilesPartition: 'PROFILES',
  profileEmail: (email: string, userId: string) => ({ gsi2pk: `EMAIL#${normalizeEmail(email)}`, gsi2sk: user(userId) }),
  profileEmailPartition: (email: string) => `EMAIL#${normalizeEmail(email)}`,
  username: (username: string): Key => ({ pk: `USERNAME#${normalizeUsername(username)}`, sk: 'USERNAME' }),
  productId: (productId: string): Key => ({ pk: `PRODUCTID#${normalizeProductId(productId)}`, sk: 'PRODUCTID' }),

  // LinkedIn tokens, one per user and kind.
  linkedinToken: (userId: string, kind: string): Key => ({ pk: user(userId), sk: `LINKEDIN_TOKEN#${kind}` }),

  // Admin roles.
  userRole: (userId: string, role: string): Key => ({ pk: user(userId), sk: `ROLE#${role}` }),
  roleList: (role: string, grantedAt: string, userId: string) => ({ gsi1pk: `ROLE#${role}`, gsi1sk: `${canonicalIso(grantedAt)}#${userId}` }),
  rolePartition: (role: string) => `ROLE#${role}`,

  // Recognitions (proofs).
  recognition: (recognitionId: string): Key => ({ pk: proof(recognitionId), sk: 'PROOF' }),
  recognitionOwnerList: (ownerUserId: string, createdAt: string, recognitionId: string) => ({
    gsi1pk: owner(ownerUserId),
    gsi1sk: `PROOF#${canonicalIso(createdAt)}#${recognitionId}`,
  }),
  portfolio: (ownerUserId: string, createdAt: string, recognitionId: string) => ({
    gsi2pk: `PORTFOLIO#${ownerUserId}`,
    gsi2sk: `${canonicalIso(createdAt)}#${recognitionId}`,
  }),
  portfolioPartition: (ownerUserId: string) => `PORTFOLIO#${ownerUserId}`,
  proofNumber: (proofNumber: string): Key => ({ pk: `PROOFNUM#${normalizeProofNumber(proofNumber)}`, sk: 'PROOFNUM' }),
  proofPartition: proof,
  ownerPartition: owner,

  // Validation requests, their invite counters and expiry entries.
  validationRequest: (recognitionId: string, requestId: string): Key => ({ pk: proof(recognitionId), sk: `REQUEST#${requestId}` }),
  requestPrefix: 'REQUEST#',
  requestOwnerList: (ownerUserId: string, createdAt: string, requestId: string) => ({
    gsi1pk: owner(ownerUserId),
    gsi1sk: `REQUEST#${canonicalIso(createdAt)}#${requestId}`,
  }),
  requestToken: (tokenHash: string) => ({ gsi2pk: `TOKEN#${tokenHash}`, gsi2sk: 'REQUEST' }),
  tokenPartition: (tokenHash: string) => `TOKEN#${tokenHash}`,
  /** A reminder's link to a request, by the SHA-256 of its token; in the same index partition as a request's own token. */
  requestLink: (tokenHash: string): Key => ({ pk: `REQUESTLINK#${tokenHash}`, sk: 'LINK' }),
  requestLinkToken: (tokenHash: string) => ({ gsi2pk: `TOKEN#${tokenHash}`, gsi2sk: 'LINK' }),
  inviteCounter: (ownerUserId: string, day: string): Key => ({ pk: user(ownerUserId), sk: `INVITES#${day}` }),
  expiry: (expiresAt: string, requestId: string): Key => ({
    pk: `EXPIRY#${utcDay(expiresAt)}`,
    sk: `${canonicalIso(expiresAt)}#${requestId}`,
  }),
  expiryPartition: (day: string) => `EXPIRY#${day}`,
  expiryWatermark: { pk: 'EXPIRY', sk: 'WATERMARK' } as Key,
  /** One live request per proof and mailbox (the mailbox key of domain/rules/mailbox.ts). */
  pendingInvitation: (recognitionId: string, mailbox: string): Key => ({ pk: proof(recognitionId), sk: `PENDING#${mailbox}` }),

  // Validations (decisions).
  validation: (recognitionId: string, createdAt: string, validationId: string): Key => ({
    pk: proof(recognitionId),
    sk: `VALIDATION#${canonicalIso(createdAt)}#${validationId}`,
  }),
  validationPrefix: 'VALIDATION#',
  /** One co-signature per person and content: by mailbox, and by LinkedIn identity. */
  cosignerByMailbox: (recognitionId: string, contentHash: string, mailbox: string): Key => ({ pk: proof(recognitionId), sk: `COSIGNER#${contentHash}#EMAIL#${mailbox}` }),
  cosignerByLinkedin: (recognitionId: string, contentHash: string, linkedinSub: string): Key => ({ pk: proof(recognitionId), sk: `COSIGNER#${contentHash}#LINKEDIN#${linkedinSub}` }),
  /** A private withdrawal link, by the SHA-256 of its token. */
  withdrawKey: (tokenHash: string): Key => ({ pk: `WITHDRAW#${tokenHash}`, sk: 'WITHDRAW' }),
  validationOwnerList: (ownerUserId: string, createdAt: string, validationId: string) => ({
    gsi1pk: owner(ownerUserId),
    gsi1sk: `VALIDATION#${canonicalIso(createdAt)}#${validationId}`,
  }),

  // The append-only, hash-chained audit trail of a proof.
  validationEvent: (recognitionId: string, sequence: number): Key => ({
    pk: proof(recognitionId),
    sk: `EVENT#${String(sequence).padStart(10, '0')}`,
  }),
  eventPrefix: 'EVENT#',
  eventHead: (recognitionId: string): Key => ({ pk: proof(recognitionId), sk: 'EVENTHEAD' }),

  // Validators, by e-mail.
  validatorProfile: (email: string): Key => ({ pk: `VALIDATOR#${normalizeEmail(email)}`, sk: 'VALIDATOR' }),

  // Content-suggestion counters: one per user and fixed window (window start, canonical UTC ISO).
  suggestionCounter: (userId: string, windowStart: string): Key => ({ pk: user(userId), sk: `SUGGESTIONS#${canonicalIso(windowStart)}` }),

  // Open WebSocket connections, one partition per user (the notifier lists a user's with one Query).
  connection: (userId: string, connectionId: string): Key => ({ pk: `${CONNECTION_KEY_PREFIX}${userId}`, sk: `CONN#${connectionId}` }),
  connectionPartition: (userId: string) => `${CONNECTION_KEY_PREFIX}${userId}`,

  // Admin overview counters, spread over a few shards.
  statsPartition: 'STATS',
  statsShard: (shard: number): Key => ({ pk: 'STATS', sk: `SHARD#${String(shard).padStart(2, '0')}` }),

  // Sharing on LinkedIn (docs/linkedin.md).
  /** A pending authorization, by the SHA-256 of its `state`: single use, expires (ttl). */
  linkedinOauthState: (stateHash: string): Key => ({ pk: `LINKEDIN_STATE#${stateHash}`, sk: 'STATE' }),
  /** A post made for a user, by the hash of what was posted: the same content is posted once. */
  linkedinShare: (userId: string, shareHash: string): Key => ({ pk: user(userId), sk: `LINKEDIN_SHARE#${shareHash}` }),
  /** The user's posts, newest first, on the owner list (gsi1). */
  linkedinShareOwnerList: (userId: string, sharedAt: string, shareHash: string) => ({ gsi1pk: owner(userId), gsi1sk: `LINKEDIN_SHARE#${canonicalIso(sharedAt)}#${shareHash}` }),
  linkedinShareListPrefix: 'LINKEDIN_SHARE#',
  /** An e-mail reminder that a token expires soon, in the day bucket it is due. */
  linkedinReminder: (dueAt: string, userId: string, which: string): Key => ({ pk: `LINKEDIN_REMINDER#${utcDay(dueAt)}`, sk: `${canonicalIso(dueAt)}#${userId}#${which}` }),
  linkedinReminderPartition: (day: string) => `LINKEDIN_REMINDER#${day}`,
  // Portable credentials (docs/credentials.md): each credential by id, a proof's credential
  // pointer, status lists with their index claims, and the issuer's published signing keys.
  credential: (credentialId: string): Key => ({ pk: `CREDENTIAL#${credentialId}`, sk: 'CREDENTIAL' }),
  proofCredentials: (recognitionId: string): Key => ({ pk: proof(recognitionId), sk: 'CREDENTIALS' }),
  statusList: (listId: string): Key => ({ pk: `STATUSLIST#${listId}`, sk: 'LIST' }),
  statusIndexClaim: (listId: string, index: number): Key => ({ pk: `STATUSLIST#${listId}`, sk: `INDEX#${String(index).padStart(7, '0')}` }),
  currentStatusList: { pk: 'STATUSLISTS', sk: 'CURRENT' } as Key,
  credentialKeysPartition: 'CREDENTIAL_KEYS',
  credentialKey: (keyName: string): Key => ({ pk: 'CREDENTIAL_KEYS', sk: `KEY#${keyName}` }),
  // The admin panel (docs/admin.md): the hash-chained admin action log (entry n, and its head),
  // the number of admins (the last one cannot be revoked), and the user-search word index.
  adminLogEntry: (seq: number): Key => ({ pk: 'ADMINLOG', sk: `ENTRY#${String(seq).padStart(10, '0')}` }),
  adminLogPartition: 'ADMINLOG',
  adminLogEntryPrefix: 'ENTRY#',
  adminLogHead: { pk: 'ADMINLOG', sk: 'HEAD' } as Key,
  adminCount: { pk: 'ADMINS', sk: 'COUNT' } as Key,
  /**
   * One item per word of a user's display name or username, in the partition of its first
   * character; within a word, newest account first (the sort key carries the inverted join time).
   */
  nameWord: (word: string, createdAt: string, userId: string): Key => ({
    pk: `NAMEWORD#${word.slice(0, 1)}`,
    sk: `${word}#${String(9_999_999_999_999 - new Date(canonicalIso(createdAt)).getTime()).padStart(13, '0')}#${userId}`,
  }),
  nameWordPartition: (prefix: string) => `NAMEWORD#${prefix.slice(0, 1)}`,
  /** A decision on the list of its validator's mailbox (gsi2), newest last: an admin's "co-signatures given". */
  validationByValidator: (validatorEmail: string, createdAt: string, validationId: string) => ({
    gsi2pk: `GIVENBY#${normalizeEmail(validatorEmail)}`,
    gsi2sk: `${canonicalIso(createdAt)}#${validationId}`,
  }),
  validationByValidatorPartition: (validatorEmail: string) => `GIVENBY#${normalizeEmail(validatorEmail)}`,

  // Operations console (docs/admin-operations.md).
  /** An organisation of the company-domain registry, and the registry's list (by name) on gsi1. */
  organisation: (organisationId: string): Key => ({ pk: `ORG#${organisationId}`, sk: 'ORG' }),
  organisationList: (nameKey: string, organisationId: string) => ({ gsi1pk: 'ORGANISATIONS', gsi1sk: `${nameKey}#${organisationId}` }),
  organisationsPartition: 'ORGANISATIONS',
  /** One per name and alias (organisationKey of domain/rules/company-domain.ts): the check's lookup. */
  organisationName: (nameKey: string): Key => ({ pk: `ORGNAME#${nameKey}`, sk: 'ORGNAME' }),
  /** Present once the registry was given its seeded organisations. */
  organisationRegistrySeeded: { pk: 'ORGREGISTRY', sk: 'SEEDED' } as Key,
  /** Every mail sent, newest first in one partition (a mail id starts with its time); failed ones also on gsi1 until resent. */
  mailRecord: (mailId: string): Key => ({ pk: 'MAILS', sk: `MAIL#${mailId}` }),
  mailsPartition: 'MAILS',
  mailPrefix: 'MAIL#',
  failedMailList: (mailId: string) => ({ gsi1pk: 'MAILS_FAILED', gsi1sk: mailId }),
  failedMailsPartition: 'MAILS_FAILED',
  /** A scheduled job's runs, newest first, one partition per job. */
  jobRun: (job: string, startedAt: string, runId: string): Key => ({ pk: `JOBRUNS#${job}`, sk: `${canonicalIso(startedAt)}#${runId}` }),
  jobRunsPartition: (job: string) => `JOBRUNS#${job}`,
  /** Analytics: per-day counters in a few shards, and the all-time funnel's shards. */
  dailyCounter: (day: string, shard: number): Key => ({ pk: 'ANALYTICS', sk: `DAY#${day}#${String(shard).padStart(2, '0')}` }),
  dailyCounterDay: (day: string) => `DAY#${day}#`,
  analyticsPartition: 'ANALYTICS',
  funnelShard: (shard: number): Key => ({ pk: 'ANALYTICS', sk: `FUNNEL#${String(shard).padStart(2, '0')}` }),
  funnelPrefix: 'FUNNEL#',
  /** A user reached a funnel step (first proof, first invitation...): counted once. */
  milestone: (userId: string, step: string): Key => ({ pk: user(userId), sk: `MILESTONE#${step}` }),
  // Moderation (docs/admin-moderation.md).
  /** A word of a proof's title, lower-cased, for the admin's word-prefix search (one item per word). */
  proofTitleWord: (word: string, recognitionId: string): Key => ({ pk: `TITLEWORD#${Array.from(word)[0] ?? ''}`, sk: `${word}#${recognitionId}` }),
  proofTitleWordPartition: (prefix: string) => `TITLEWORD#${Array.from(prefix)[0] ?? ''}`,
  /** A report of a public proof, by id. */
  contentReport: (reportId: string): Key => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  /** The moderation queue (gsi1): reports by state, oldest first. */
  contentReportList: (state: string, createdAt: string, reportId: string) => ({ gsi1pk: `REPORTS#${state}`, gsi1sk: `${canonicalIso(createdAt)}#${reportId}` }),
  contentReportPartition: (state: string) => `REPORTS#${state}`,
  /** What the admin's validations page lists, by kind (decisions, expired requests, integrity signals), newest first. */
  adminFeedEntry: (kind: string, at: string, entryId: string): Key => ({ pk: `ADMINFEED#${kind}`, sk: `${canonicalIso(at)}#${entryId}` }),
  adminFeedPartition: (kind: string) => `ADMINFEED#${kind}`,
  /** Signer (a user) co-signed a proof of owner (a user): read back to see co-signers who sign each other's proofs. */
  cosignPair: (signerUserId: string, ownerUserId: string): Key => ({ pk: `COSIGNPAIR#${signerUserId}`, sk: `OWNER#${ownerUserId}` }),
  /** Reports sent from one reporter address in one UTC day (a fixed-window counter with ttl). */
  reportCounter: (email: string, day: string): Key => ({ pk: `REPORTCOUNT#${normalizeEmail(email)}`, sk: `DAY#${day}` }),
  // The public read model: what the public pages show, one read each (docs/data-model.md).
  publicProofView: (proofNumber: string): Key => ({ pk: `PUBLIC#PROOF#${normalizeProofNumber(proofNumber)}`, sk: 'VIEW' }),
  publicProjectView: (recognitionId: string): Key => ({ pk: `PUBLIC#PROJECT#${recognitionId}`, sk: 'VIEW' }),
  publicPortfolioPartition: (userId: string) => `PUBLIC#PORTFOLIO#${userId}`,
  /** Sorts after every proof entry, so a descending Query reads the profile first. */
  publicPortfolioProfile: (userId: string): Key => ({ pk: `PUBLIC#PORTFOLIO#${userId}`, sk: '~PROFILE' }),
  publicPortfolioProof: (userId: string, createdAt: string, recognitionId: string): Key => ({ pk: `PUBLIC#PORTFOLIO#${userId}`, sk: `PROOF#${canonicalIso(createdAt)}#${recognitionId}` }),
  /** The portfolio by username (gsi1): every entry of the portfolio carries its owner's handle. */
  publicPortfolioHandle: (username: string, sk: string) => ({ gsi1pk: `PUBLIC#HANDLE#${normalizeUsername(username)}`, gsi1sk: sk }),
  publicPortfolioHandlePartition: (username: string) => `PUBLIC#HANDLE#${normalizeUsername(username)}`,
  /** Which version of the read model the table holds (the local runtime backfills older data). */
  publicModelMarker: { pk: 'PUBLIC#MODEL', sk: 'VERSION' } as Key,
  /** Reports sent from one client address in one UTC day: the address only as a hash salted with the day. */
  reportClientCounter: (clientHash: string, day: string): Key => ({ pk: `REPORTCLIENT#${clientHash}`, sk: `DAY#${day}` }),
  // Suspensions (docs/suspension.md).
  /** One suspension of an account: the reason given, by whom, its appeal, and how it ended. */
  suspension: (userId: string, suspendedAt: string): Key => ({ pk: user(userId), sk: `SUSPENSION#${canonicalIso(suspendedAt)}` }),
  /** An appeal against a suspension, by id. */
  suspensionAppeal: (appealId: string): Key => ({ pk: `APPEAL#${appealId}`, sk: 'APPEAL' }),
  /** The appeal queue (gsi1): appeals by state, in time order. */
  suspensionAppealList: (state: string, at: string, appealId: string) => ({ gsi1pk: `APPEALS#${state}`, gsi1sk: `${canonicalIso(at)}#${appealId}` }),
  suspensionAppealPartition: (state: string) => `APPEALS#${state}`,
  // Data migrations (core/data/migrations/): one marker per migration, all in one partition.
  migration: (migrationId: string): Key => ({ pk: 'MIGRATIONS', sk: `MIGRATION#${migrationId}` }),
  migrationsPartition: 'MIGRATIONS',
} as const;

/** Prefixes used with begins_with on gsi1 (owner lists). */
export const OWNER_LIST_PREFIX = { proofs: 'PROOF#', requests: 'REQUEST#', validations: 'VALIDATION#' } as const;
