// Sharing on LinkedIn (spec sections 3, 4 and 7): connecting the account for posting, its state,
// posting a verified proof and the share dialog's three checks. docs/linkedin.md tells the flow.
// Routes: domain/api/routes/linkedin.ts.
//
// The access token never leaves the server: no answer here carries it.
import * as z from 'zod';
import { DEFAULT_SHARE_MESSAGE } from '../constants';
import type { ConnectionState } from '../rules/connection-state';
import type { ApiErrorBody } from './errors';

/** POST /api/linkedin/oauth-start: LinkedIn's authorize page, to open in the 600x700 popup. */
export interface OAuthStartResponse {
  readonly authUrl: string;
}

/**
 * What the callback page in the popup sends to `window.opener` with postMessage (targetOrigin:
 * the product's origin), then it closes itself. `error` is the reason in plain words, shown under
 * the spec's 'LinkedIn Connection Failed'.
 */
export const LINKEDIN_CONNECT_MESSAGE_TYPE = 'provenly:linkedin-connect';
export const connectMessageSchema = z.object({
  type: z.literal(LINKEDIN_CONNECT_MESSAGE_TYPE),
  status: z.enum(['success', 'error']),
  error: z.string().optional(),
});
export type ConnectMessage = z.infer<typeof connectMessageSchema>;

/**
 * GET /api/linkedin/status (and DELETE /api/linkedin/connection's answer). `state` is the header
 * badge's (Not Connected, Limited Access, Connected); `connected` is the share flow's test: an
 * unexpired posting token exists.
 */
export interface LinkedinStatus {
  readonly state: ConnectionState;
  readonly connected: boolean;
  /** The scopes LinkedIn granted the posting token; empty when there is none. */
  readonly scopes: readonly string[];
  /** When the posting token expires (ISO-8601); null without one. */
  readonly expiresAt: string | null;
  /** The member id (`sub`) the token belongs to; null without one. */
  readonly personId: string | null;
}

/** The owner's own words above the post (LinkedIn's commentary holds at most 3000 characters). */
export const SHARE_MESSAGE_MAX_LENGTH = 1000;
export const IMAGE_GENERATION_METHODS = ['card', 'none'] as const;

/** POST /api/linkedin/post (spec section 7, linkedin-post). */
export const linkedinPostBodySchema = z.object({
  recognitionId: z.string().trim().min(1).max(64),
  /** Optional; blank posts DEFAULT_SHARE_MESSAGE. */
  message: z.string().max(SHARE_MESSAGE_MAX_LENGTH).optional().default(''),
  shareType: z.literal('achievement').default('achievement'),
  /** The post links the public proof page (an article post); false posts the card without a link preview. */
  includeProjectLink: z.boolean().default(true),
  /** Accepted for the spec's shape; the card is always the product's own rendered card. */
  useAICard: z.boolean().default(false),
  /** `card`: the 1200x627 proof card as the post's image; `none`: text only. */
  imageGenerationMethod: z.enum(IMAGE_GENERATION_METHODS).default('card'),
});
export type LinkedinPostBody = z.input<typeof linkedinPostBodySchema>;
export type LinkedinPostRequest = z.output<typeof linkedinPostBodySchema>;
export { DEFAULT_SHARE_MESSAGE };

/**
 * Where a post failed: each step of the image upload, or creating the post. (`token` is kept for
 * the spec's shape: a missing or unreadable token is refused before anything is sent, as 409
 * 'LinkedIn not connected'.)
 */
export const SHARE_STAGES = ['token', 'image-init', 'image-upload', 'image-processing', 'post'] as const;
export type ShareStage = (typeof SHARE_STAGES)[number];

/** The answer of POST /api/linkedin/post when the post exists (200). */
export interface LinkedinPostResult {
  readonly success: true;
  /** `urn:li:share:…` or `urn:li:ugcPost:…`, from LinkedIn's x-restli-id header. */
  readonly shareUrn: string;
  /** https://www.linkedin.com/feed/update/{urn}/ (locally, the stand-in's feed). */
  readonly webUrl: string;
  /** True when this content had been shared before: the existing post is answered, none is made. */
  readonly alreadyShared: boolean;
}

/**
 * The answer of POST /api/linkedin/post when LinkedIn refused or failed (502): the usual error
 * body (`error.message` why in plain words, `error.reason` linkedin_reconnect or linkedin_failed),
 * plus the spec's post-result fields with the stage and LinkedIn's status. The toast's title is
 * the spec's 'Failed to share to LinkedIn'. Refusals of the product's own are plain ApiErrorBody:
 * 400 'Cannot share unverified project', 409 'LinkedIn not connected' (reason
 * linkedin_not_connected), 404 for a proof that is not the caller's.
 */
export interface LinkedinPostFailure extends ApiErrorBody {
  readonly success: false;
  readonly shareUrn: null;
  readonly webUrl: null;
  readonly details: {
    readonly stage: ShareStage;
    /** LinkedIn's HTTP status; null when LinkedIn did not answer (a timeout, a network error). */
    readonly status: number | null;
    /** LinkedIn's error code when it gave one (DUPLICATE_POST, NONEXISTENT_VERSION, PROCESSING_FAILED…). */
    readonly code: string | null;
    readonly message: string;
    /** The connection no longer works (401, 403, a revoked token): it is now disconnected; reconnect. */
    readonly reconnect: boolean;
  };
}

/** POST /api/linkedin/verify-post. */
export const verifyPostBodySchema = z.object({ shareUrn: z.string().trim().min(1).max(200) });
export type VerifyPostBody = z.input<typeof verifyPostBodySchema>;

/** Spec section 3, verify result. */
export interface VerifyPostResult {
  /** LinkedIn showed us the post. */
  readonly verified: boolean;
  readonly message: string;
  readonly post?: { readonly status?: string; readonly visibility?: string; readonly created?: string };
  /** The post's page, when we know it: where LinkedIn will not let apps read posts, the person checks there. */
  readonly webUrl?: string | null;
}

export const TOKEN_STATUSES = ['active', 'expired', 'revoked', 'missing', 'invalid'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

/** Spec section 3, diagnose result. */
export interface DiagnoseResult {
  readonly connected: boolean;
  readonly tokenStatus: TokenStatus;
  /** Whole hours until the token expires (negative once expired); null without a token. */
  readonly hoursUntilExpiry: number | null;
  /** A cheap versioned call with the token succeeded: posting should work. */
  readonly ugcCapability: boolean;
  readonly hasRequiredScope: boolean;
  readonly error?: string;
  readonly ugcError?: string;
  /** The spec's hint when LinkedIn's profile call (/v2/me) failed: the app needs developer access. */
  readonly hint?: string;
}

/** Spec section 3, debug result. */
export interface DebugResult {
  readonly debug: {
    readonly recommendations: readonly string[];
    readonly tokenInfo: { readonly expires: string | null; readonly scope: string; readonly personId: string | null } | null;
    readonly profile: { readonly localizedFirstName: string; readonly localizedLastName: string } | null;
    /** The posts Provenly made for this person, newest first. */
    readonly recentPosts: { readonly elements: readonly SharedPost[] };
    /** Legacy UGC posts: Provenly makes none, always empty. */
    readonly ugcPosts: { readonly elements: readonly SharedPost[] };
  };
}

/** One post Provenly made: which proof, the post and when. */
export interface SharedPost {
  readonly recognitionId: string;
  readonly proofNumber: string | null;
  readonly shareUrn: string;
  readonly webUrl: string;
  readonly sharedAt: string;
}
