// What a route table entry says: its contract entry (domain/api/routes/) and how it runs. Data
// only, like the table (lambdas/routes.ts, which the CDK app reads).
import type { RouteContract } from '../domain/api/route-contract';
import type { ClientThrottle, Throttle } from './route-throttles';

export type Access = 'public' | 'user' | 'admin';
export type TableAccess = 'none' | 'read' | 'readwrite';
export type AccountManagement = 'restore' | 'close' | 'erase';
export interface RouteDefinition extends RouteContract {
  /** Entry file, relative to the repository root, exporting `handler`. */
  readonly entry: string;
  /** Who may call it; enforced by the authorizer and again inside the handler. */
  readonly access: Access;
  readonly table: TableAccess;
  /** May send mail through SES. */
  readonly sendsMail?: boolean;
  /**
   * Signs credentials or status lists (it issues and revokes as a proof changes): only these
   * functions may sign with the KMS signing key (lib/credentials.ts), and they share its stack.
   */
  readonly signsCredentials?: boolean;
  /** Encrypts or decrypts stored LinkedIn tokens. */
  readonly usesTokenKey?: boolean;
  /** Calls Amazon Bedrock for content suggestions. */
  readonly usesBedrock?: boolean;
  /**
   * Requests per second and burst allowed on this route, across all callers. The CDK stage's
   * route settings and the local gateway's token bucket both read it; without it the cloud uses
   * the stage's default limits and the local gateway does not throttle the route as a whole.
   * Public and validation-link paths are also limited per client (PER_CLIENT_THROTTLE).
   */
  readonly throttle?: Throttle;
  /**
   * What one client may send to this route alone, when that must be less than PER_CLIENT_THROTTLE
   * (an expensive or writing route whose shared `throttle` is small): the local gateway keeps a
   * bucket per client and route, the cloud's web ACL a rate-based rule per IP on this path.
   */
  readonly clientThrottle?: ClientThrottle;
  /** Renders images with Satori + resvg: packaged with the native resvg binary and fonts, 1 GB. */
  readonly rendersImages?: boolean;
  /** Uses the private archives bucket: `write` puts archives there, `read` makes download links. */
  readonly archives?: 'read' | 'write';
  /**
   * Packages of data, not code, that the function reads on first use with `import()`: kept out of
   * its bundle and shipped beside it in node_modules (lib/bundling.ts `dataPackageBundling`), so the
   * bundle stays within its start-up budget (bench/lambda-bundles.ts).
   */
  readonly dataPackages?: readonly string[];
  /** Calls LinkedIn: gets the LinkedIn app's client id, API base and LinkedIn-Version. */
  readonly callsLinkedin?: boolean;
  /**
   * Shows the effective configuration (the admin's Settings page): gets the mail sender and the
   * LinkedIn app's id and version in its environment, and none of the permissions that use them.
   */
  readonly readsSettings?: boolean;
  /** Reads the LinkedIn app's client secret (Secrets Manager in the cloud). */
  readonly usesLinkedinSecret?: boolean;
  /** The function's timeout when it must outlast the default (a call chain to LinkedIn); API Gateway stops at 30. */
  readonly timeoutSeconds?: number;
  /**
   * The largest request body the function accepts, in bytes (default 256 KiB, MAX_BODY_BYTES in
   * lambdas/shared/middleware/parse-input.ts). The function refuses a larger one with 413 before
   * it parses anything, in both runtimes: an HTTP API has no per-route payload limit of its own
   * (10 MB for every route), so the function is where the route's limit holds.
   */
  readonly maxBodyBytes?: number;
  /** The body may be a form (`application/x-www-form-urlencoded`), as OAuth's token requests are; other routes take JSON only. */
  readonly acceptsForm?: true;
  /** Reads ADMIN_EMAILS (the bootstrap grant at sign-in, docs/admin.md). */
  readonly readsAdminEmails?: boolean;
  /**
   * What it does to users of the Cognito user pool: `restore` enables those an earlier version of
   * suspensions disabled (docs/suspension.md); `close` signs one out everywhere; `erase` deletes one
   * (docs/data-rights.md). Each finds the user by id first.
   */
  readonly managesAccounts?: AccountManagement;
  /** Erases people: deletes their keys, so what was sealed under them cannot be read (docs/data-rights.md). */
  readonly shredsPersonalData?: boolean;
  /**
   * Answers a suspended account too: its own status and appeal (docs/suspension.md). Every other
   * signed-in route refuses a suspended account (403, lambdas/shared/middleware/authorize.ts).
   */
  readonly allowsSuspended?: boolean;
  /**
   * Needs a sign-in of the last RECENT_SIGN_IN_S, not a renewed session (closing the account, asking
   * for its archive): an older one is refused with 403 `sign_in_again` (docs/data-rights.md).
   */
  readonly needsRecentSignIn?: boolean;
  /** Opens the app after a sign-in: a closing account's new session reaches it, and it keeps the account (GET /api/me). */
  readonly cancelsClosure?: boolean;
  /** Reads the client's IP address (per-client limits): gets the origin-verification secret (docs/admin-moderation.md). */
  readonly readsClientAddress?: boolean;
}
