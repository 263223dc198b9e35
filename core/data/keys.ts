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
  usernameClaim: 'UsernameClaim',
  productIdClaim: 'ProductIdClaim',
  linkedinToken: 'LinkedinToken',
  userRole: 'UserRole',
  recognition: 'Recognition',
  proofNumberClaim: 'ProofNumberClaim',
  validationRequest: 'ValidationRequest',
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
  // The public read model (docs/data-model.md, "Public read model").
  publicProofView: 'PublicProofView',
  publicProjectView: 'PublicProjectView',
  publicPortfolioProfile: 'PublicPortfolioProfile',
  publicPortfolioProof: 'PublicPortfolioProof',
  publicModelMarker: 'PublicModelMarker',
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

const user = (userId: string) => `USER#${userId}`;
const proof = (recognitionId: string) => `PROOF#${recognitionId}`;
const owner = (ownerUserId: string) => `OWNER#${ownerUserId}`;

export const keys = {
  // Profiles and their uniqueness claims.
  profile: (userId: string): Key => ({ pk: user(userId), sk: 'PROFILE' }),
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
} as const;

/** Prefixes used with begins_with on gsi1 (owner lists). */
export const OWNER_LIST_PREFIX = { proofs: 'PROOF#', requests: 'REQUEST#', validations: 'VALIDATION#' } as const;
