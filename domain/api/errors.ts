// The one shape of every refusal the product's functions send (docs/decisions.md, the handler
// chain). API Gateway's own refusals (an unmatched path, a refused token) are `{ message }`.

/**
 * Why the server refused a request, where a screen must do more than show the message. The
 * status code says what kind of refusal it is; the reason says which one (two 409s of the
 * validation portal lead to different views: a used link shows the completed view, a changed
 * proof reloads the new content for review).
 */
export const REFUSAL_REASONS = [
  /** The owner tried to invite or act as a validator of their own proof (400/403). */
  'self_validation',
  /** The link was opened with another LinkedIn identity, which it is now bound to (403). */
  'signed_by_another',
  /** This person (same mailbox or same LinkedIn identity) already co-signed this content (409). */
  'already_cosigned',
  /** The proof changed since the portal showed it: reload it and review again (409). */
  'content_changed',
  /** The link already recorded its one decision (409). */
  'link_used',
  /** This link needs a LinkedIn sign-in (a manager's) (403). */
  'linkedin_required',
  /** The co-signature was already withdrawn (409). */
  'already_withdrawn',
  // Sharing on LinkedIn (domain/api/linkedin.ts).
  /** No live LinkedIn connection for posting: connect first (409). */
  'linkedin_not_connected',
  /** LinkedIn refused the connection's token (expired, revoked, missing permission): reconnect (502). */
  'linkedin_reconnect',
  /** LinkedIn refused or failed the request for another reason; the message says which (502). */
  'linkedin_failed',
  // The admin panel (docs/admin.md).
  /** An admin suspended the caller's account (403). */
  'account_suspended',
  /** The proof's owner is suspended: the validation link is paused until they are restored (403). */
  'link_paused',
  // Your data is yours (docs/data-rights.md).
  /** The action needs a recent sign-in: sign in again, then ask again (403). */
  'sign_in_again',
  /** The session was ended (the person signed out everywhere, or closed the account): sign in (401). */
  'session_ended',
  /** The account is closing; opening the app (GET /api/me) with a new sign-in keeps it (403). */
  'account_closing',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    /** The first problem, in the spec's words. */
    readonly message: string;
    /** Each field path's messages, so a form can show them beside their controls. */
    readonly fields?: Readonly<Record<string, readonly string[]>>;
    /** Which refusal it is, where a screen reacts to it. */
    readonly reason?: RefusalReason;
  };
}

export interface GatewayErrorBody {
  readonly message: string;
}
