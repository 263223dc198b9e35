// Business constants and limits (spec section 9).
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const DAILY_INVITE_LIMIT = 10;
export const VALIDATION_LINK_LIFETIME_MS = 72 * HOUR_MS;
export const VALIDATION_FETCH_TIMEOUT_MS = 10_000;
export const VALIDATION_SUBMIT_TIMEOUT_MS = 15_000;
export const LINKEDIN_TOKEN_LIFETIME_MS = 60 * DAY_MS;
/** The name of LinkedIn as the user pool's identity provider; Cognito names a federated user `LinkedIn_<member id>`. */
export const LINKEDIN_IDENTITY_PROVIDER = 'LinkedIn';
export const REMINDER_INTERVAL_MS = DAY_MS;
/**
 * Links of one request that work at once: the invitation's and its reminders'. A reminder adds a
 * link and keeps the earlier ones; at one reminder a day over a 72-hour life a request holds at
 * most 4 (reminders at 0, 24 and 48 hours), so the cap only guards that arithmetic.
 */
export const MAX_LIVE_LINKS_PER_REQUEST = 4;

export const ONBOARDING_STEPS = 4;

export const SCORE_TIERS = [
  { name: 'Emerging', color: 'orange', below: 150 },
  { name: 'Developing', color: 'blue', below: 250 },
  { name: 'Proficient', color: 'green', below: 350 },
  { name: 'Expert', color: 'purple', below: Number.POSITIVE_INFINITY },
] as const;

export const DEFAULT_TRUST_SCORE = 50;
export const DEFAULT_TRUST_LEVEL = 5;
export const TRUST_SCORE_THRESHOLD = 80;
export const TRUST_BADGE_DEFAULT_FROM = 8;
export const TRUST_BADGE_SECONDARY_FROM = 6;

export const DESCRIPTION_MIN_LENGTH = 10;
export const MINIMUM_USER_AGE = 16;

export const RECENT_APPROVALS_SHOWN = 3;
export const CARD_MAX_OUTCOMES = 3;
export const CARD_MAX_SKILLS = 6;
export const CARD_MAX_VALIDATOR_AVATARS = 3;
export const POST_PREVIEW_OUTCOMES = 3;
export const POST_PREVIEW_HASHTAGS = 3;

export const CONNECTION_POPUP = { width: 600, height: 700 } as const;
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const QR_CODE_SIZE = 200;
export const PROOF_IMAGE = { width: 1200, height: 627 } as const;
export const POPUP_POLL_MS = 1_000;
export const POPUP_RECHECK_MS = 2_000;
export const POPUP_FALLBACK_RECHECK_MS = 30_000;
export const COPIED_INDICATOR_MS = 2_000;
export const STATS_SKELETON_CARDS = 4;
export const ADMIN_USERS_SKELETON_ROWS = 5;

export const PROOF_NUMBER_PREFIX = 'PJ-';
export const PROOF_NUMBER_LENGTH = 6;
/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
export const UNAMBIGUOUS_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const DEFAULT_VALIDATOR_DISPLAY_NAME = 'LinkedIn User';

export const REQUIRED_LINKEDIN_SCOPES = ['openid', 'profile', 'email', 'w_member_social'] as const;
export const POSTING_SCOPE = 'w_member_social';
export const DEFAULT_SHARE_MESSAGE = 'Excited to share my verified achievement!';

/** Provenly IDs: 8 characters from UNAMBIGUOUS_ALPHABET, no prefix (31^8 ≈ 8.5e11 values). */
export const PROVENLY_ID_LENGTH = 8;
export const DAY_IN_MS = DAY_MS;

// Project form limits (the spec is silent; chosen so a proof card and post stay readable).
export const PROJECT_TITLE_MAX_LENGTH = 200;
export const PROJECT_ROLE_MAX_LENGTH = 120;
export const ORG_NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_SKILLS = 30;
export const SKILL_MAX_LENGTH = 60;
export const MAX_OUTCOMES = 20;
export const OUTCOME_DESCRIPTION_MAX_LENGTH = 500;
export const OUTCOME_METRIC_MAX_LENGTH = 200;
export const MAX_LINKS = 20;
export const LINK_TITLE_MAX_LENGTH = 200;
export const LINK_URL_MAX_LENGTH = 2048;
export const VALIDATION_COMMENT_MAX_LENGTH = 2000;

// Portable credentials (docs/credentials.md, "Limits of the verify page").
/** Signed endorsements one credential carries: the first co-signers (by decision time) who agreed to be named. */
export const MAX_ENDORSEMENTS = 5;
/** Co-signatures a credential's evidence lists one by one; past them, one entry counts the rest (the proof page lists all). */
export const MAX_EVIDENCE_COSIGNERS = 80;
/** The largest request the verify page's check accepts: a credential with MAX_ENDORSEMENTS of the longest, in any script, and its description and skills at their maximum is about 75 KB. */
export const VERIFY_CREDENTIAL_MAX_BYTES = 128 * 1024;
/**
 * JSON values (objects, arrays, primitives) and nesting a credential to verify may hold: a
 * verifier's JSON-LD work grows with values, not bytes. One with MAX_ENDORSEMENTS and 30 skills
 * holds about 300 values, 7 levels deep, and each co-signer's evidence adds 5 (MAX_EVIDENCE_COSIGNERS
 * of them at most): the largest the issuer signs holds about 700 (core/credentials/open-badge.test.ts).
 */
export const VERIFY_CREDENTIAL_MAX_VALUES = 800;
export const VERIFY_CREDENTIAL_MAX_DEPTH = 16;
export const WITHDRAWAL_REASON_MAX_LENGTH = 2000;

// Content suggestions (the spec is silent on limits; docs/suggestions.md).
/** Suggestions a user may ask for per clock hour (a fixed window, counted on the server). */
export const SUGGESTIONS_PER_HOUR = 20;
export const SUGGESTION_WINDOW_MS = HOUR_MS;
/** How long the server waits for the suggestion provider before it answers 503. */
export const SUGGESTION_TIMEOUT_MS = 20_000;
export const SUGGESTED_SKILLS_MAX = 8;
export const SUGGESTED_OUTCOMES_MAX = 5;
export const SUGGESTED_DESCRIPTION_MAX_LENGTH = DESCRIPTION_MAX_LENGTH;

// Suspensions (docs/admin.md, docs/suspension.md).
/**
 * How long a server function trusts its last reading of whether an account is suspended: a
 * suspension, or a restore, reaches every call within this bound. The web app waits this long
 * before it asks again after a refusal it no longer expects (just after a restore).
 */
export const SUSPENSION_CHECK_MAX_AGE_MS = 5_000;

/** Proofs one bulk check may ask about (/verify-proofs): a CV's worth, and a bounded request. */
export const MAX_CHECKED_ITEMS = 50;
/** Proofs one bundle link may hold. */
export const MAX_BUNDLE_PROOFS = 10;
/** Bundle links an owner keeps at once, revoked ones included (the oldest revoked one makes room for a new one). */
export const MAX_BUNDLES_KEPT = 50;
/** Bundle links one bulk check reads at most (each up to 22 reads). */
export const MAX_BUNDLE_LINKS_CHECKED = 3;
/** The longest item a bulk check reads: a proof, project or credential link with room to spare. */
export const CHECKED_ITEM_MAX_LENGTH = 300;
/** A bulk check's body: MAX_CHECKED_ITEMS items at their longest, each character escaped as JSON may escape it. */
export const VERIFY_PROOFS_MAX_BYTES = 100 * 1024;

/** A deletion still queued after this long stopped: the sweep finishes it (core/proofs/proof-deletion.ts). */
export const ERASURE_SWEEP_AFTER_MS = 2 * 60_000;

// Closing an account (docs/data-rights.md).
/** Days between asking to close an account and its erasure; signing in meanwhile cancels it. */
export const ACCOUNT_CLOSURE_GRACE_DAYS = 14;
/** Days a closed account's suspension records and appeals are kept, for the defence of moderation decisions. */
export const SUSPENSION_RECORDS_KEPT_DAYS = 2 * 365;
/** Days a closed account's username stays taken, so a kept link shows nobody else. */
export const USERNAME_HOLD_DAYS = 90;
/**
 * How recent a sign-in closing an account or asking for its archive needs (seconds on the identity
 * provider's clock): an unattended signed-in browser cannot do either.
 */
export const RECENT_SIGN_IN_S = 15 * 60;

/**
 * What an address reads as once its person is erased and their key shredded (docs/data-rights.md):
 * `.invalid` is reserved (RFC 2606), so it can never reach a real mailbox.
 */
export const ERASED_ADDRESS = 'erased@erased.invalid';
