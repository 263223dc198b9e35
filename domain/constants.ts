// Business constants and limits (spec section 9).
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DAILY_INVITE_LIMIT = 10;
export const VALIDATION_LINK_LIFETIME_MS = 72 * HOUR_MS;
export const VALIDATION_FETCH_TIMEOUT_MS = 10_000;
export const VALIDATION_SUBMIT_TIMEOUT_MS = 15_000;
export const LINKEDIN_TOKEN_LIFETIME_MS = 60 * DAY_MS;
export const REMINDER_INTERVAL_MS = DAY_MS;

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
