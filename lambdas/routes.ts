// The route table: the one list of HTTP endpoints. The CDK stack creates one function per entry
// and the local gateway serves the same entries, so neither can drift from the other.
// This file is data only: it must not import handler code (the CDK app reads it at synth time).
import { VERIFY_CREDENTIAL_MAX_BYTES } from '../domain/constants';
import { PAGE_PATH_PREFIXES } from '../domain/rules/edge-cache-paths';

export type Access = 'public' | 'user' | 'admin';
export type TableAccess = 'none' | 'read' | 'readwrite';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  /** Unique, stable, PascalCase: names the function and its logical id. */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/proofs/{id}`. */
  readonly path: string;
  /** Entry file, relative to the repository root, exporting `handler`. */
  readonly entry: string;
  /** Who may call it; enforced by the authorizer and again inside the handler. */
  readonly access: Access;
  readonly table: TableAccess;
  /** May send mail through SES. */
  readonly sendsMail?: boolean;
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
  /** Reads ADMIN_EMAILS (the bootstrap grant at sign-in, docs/admin.md). */
  readonly readsAdminEmails?: boolean;
  /** Enables users in the Cognito user pool an earlier version of suspensions disabled (restores, docs/suspension.md). */
  readonly managesAccounts?: boolean;
  /**
   * Answers a suspended account too: its own status and appeal (docs/suspension.md). Every other
   * signed-in route refuses a suspended account (403, lambdas/shared/middleware/authorize.ts).
   */
  readonly allowsSuspended?: boolean;
  /** Reads the client's IP address (per-client limits): gets the origin-verification secret (docs/admin-moderation.md). */
  readonly readsClientAddress?: boolean;
}

export interface Throttle {
  readonly rate: number;
  readonly burst: number;
}

/**
 * A route's shared allowance must hold this many clients at once, each sending as much as it may
 * (its per-client limit: PER_CLIENT_THROTTLE, or the route's tighter `clientThrottle`): a handful
 * of addresses at their limit then cannot use up a route for every other visitor. Every throttled
 * route that is also limited per client is sized so (tests/infra/waf.test.ts checks each one), with
 * headroom for the cloud's coarser per-client counting (docs/deploy.md, "Fair throttling").
 */
export const FAIR_SHARE_CLIENTS = 10;

/** An appeal is at most 2,000 characters (APPEAL_TEXT_MAX), a few bytes each in UTF-8 JSON: room enough, and no more. */
export const APPEAL_MAX_BODY_BYTES = 16 * 1024;

/**
 * Anonymous reads: the public pages, their link previews and proof images (docs/public-pages.md).
 * FAIR_SHARE_CLIENTS x PER_CLIENT_THROTTLE: 10 clients at 10 requests/s (burst 30) each.
 */
export const PUBLIC_READ_THROTTLE: Throttle = { rate: 100, burst: 300 };

// Portable credentials: wallets and verifiers read credentials and status lists far more often than
// people read pages (100/s, burst 300: FAIR_SHARE_CLIENTS at PER_CLIENT_THROTTLE, as above).
export const CREDENTIAL_READ_THROTTLE: Throttle = { rate: 100, burst: 300 };
// Checking a pasted credential costs JSON-LD canonicalization, so the route stays small (10/s) and
// each client may use a tenth of it: one check a second, four at once (60 a minute in the cloud).
export const VERIFY_THROTTLE: Throttle = { rate: 10, burst: 40 };
export const VERIFY_CLIENT_THROTTLE: ClientThrottle = { rate: 1, burst: 4, windowSeconds: 60 };

/**
 * Reports of public pages (docs/admin-moderation.md): people send few; a flood is refused. Each
 * client may use a tenth of the route: one report every 2 s, four at once (30 a minute in the cloud).
 */
export const REPORT_THROTTLE: Throttle = { rate: 5, burst: 40 };
export const REPORT_CLIENT_THROTTLE: ClientThrottle = { rate: 0.5, burst: 4, windowSeconds: 60 };

/** The issuer's DID document lives here (did:web); CloudFront sends this prefix to the API too. */
export const WELL_KNOWN_PREFIX = '/.well-known/';

/** The throwaway-domain list a decision's signals read (core/validation/decision-signals.ts): 2.4 MB. */
export const DECISION_DATA_PACKAGES: readonly string[] = ['disposable-email-domains'];

/**
 * Functions that sign credentials or status lists (they issue and revoke as a proof changes): the
 * only ones the KMS signing key's policy lets sign. Named here so lib/ and the local runtime agree.
 */
export const CREDENTIAL_SIGNING_ROUTES: readonly string[] = [
  'DecideValidation',
  'DecideValidationSignedIn',
  'PublishProof',
  'UpdateProof',
  'WithdrawCosignature',
  'RevokeOwnProofCredential',
  'ReissueOwnProofCredential',
  // Moderation: hiding a proof revokes its credential; showing it again issues one.
  'AdminHideRecognition',
  'AdminUnhideRecognition',
  'AdminDecideReport',
];

export interface ClientThrottle extends Throttle {
  /** The cloud's counting window, in seconds (a WAF rate-based rule allows 60, 120, 300 or 600). */
  readonly windowSeconds: 60 | 120 | 300 | 600;
}

/**
 * What one client (one IP address) may send, across all the paths below together, on top of each
 * route's own throttle: a route's allowance is shared by everyone, so without this one client
 * could use it all up and every other visitor would get 429. The local gateway keeps a token bucket
 * per client address (`rate` per second, `burst`); in the cloud a WAF rate-based rule on the
 * CloudFront distribution blocks an IP past `rate x windowSeconds` requests in `windowSeconds`
 * (lib/waf.ts). Each route's shared throttle holds FAIR_SHARE_CLIENTS clients at this limit.
 */
export const PER_CLIENT_THROTTLE: ClientThrottle = { rate: 10, burst: 30, windowSeconds: 60 };

/**
 * The paths PER_CLIENT_THROTTLE covers: every public route (tests/infra/waf.test.ts checks that
 * each one is under a prefix here) and the validation-link routes, signed in or not.
 */
export const PER_CLIENT_PATH_PREFIXES = ['/api/health', '/api/public/', '/api/validation/', '/og/', '/proof/', '/project/', '/portfolio/', '/.well-known/'] as const;

export const isPerClientThrottled = (path: string): boolean => PER_CLIENT_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The most one client may send to a route (a rate and a burst), or undefined where clients are not limited. */
export function clientLimitsOf(route: Pick<RouteDefinition, 'path' | 'clientThrottle'>): Throttle | undefined {
  if (!isPerClientThrottled(route.path)) return route.clientThrottle;
  const own = route.clientThrottle;
  return own ? { rate: Math.min(own.rate, PER_CLIENT_THROTTLE.rate), burst: Math.min(own.burst, PER_CLIENT_THROTTLE.burst) } : PER_CLIENT_THROTTLE;
}

/**
 * Paths outside /api/ that CloudFront sends to the HTTP API (the public pages). The local runtime
 * sends exactly the route-table shapes under them to its gateway.
 */
export { PAGE_PATH_PREFIXES };

export const routes = [
  { name: 'Health', method: 'GET', path: '/api/health', entry: 'lambdas/health.ts', access: 'public', table: 'read' },
  { name: 'GetMe', method: 'GET', path: '/api/me', entry: 'lambdas/me/get-me.ts', access: 'user', table: 'readwrite', readsAdminEmails: true },
  { name: 'ListMyProofs', method: 'GET', path: '/api/proofs', entry: 'lambdas/proofs/list-mine.ts', access: 'user', table: 'read' },
  { name: 'CreateProof', method: 'POST', path: '/api/proofs', entry: 'lambdas/proofs/create.ts', access: 'user', table: 'readwrite' },
  { name: 'GetProof', method: 'GET', path: '/api/proofs/{id}', entry: 'lambdas/proofs/get.ts', access: 'user', table: 'read' },
  { name: 'UpdateProof', method: 'PUT', path: '/api/proofs/{id}', entry: 'lambdas/proofs/update.ts', access: 'user', table: 'readwrite' },
  { name: 'PublishProof', method: 'POST', path: '/api/proofs/{id}/publish', entry: 'lambdas/proofs/publish.ts', access: 'user', table: 'readwrite' },
  { name: 'GenerateSuggestions', method: 'POST', path: '/api/suggestions', entry: 'lambdas/suggestions/generate.ts', access: 'user', table: 'readwrite', usesBedrock: true },
  { name: 'VerifyCompanyDomain', method: 'POST', path: '/api/validators/verify-domain', entry: 'lambdas/validation/verify-domain.ts', access: 'user', table: 'read' },
  { name: 'SendValidationRequests', method: 'POST', path: '/api/validation-requests', entry: 'lambdas/validation/send-requests.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'ListValidationRequests', method: 'GET', path: '/api/validation-requests', entry: 'lambdas/validation/list-requests.ts', access: 'user', table: 'read' },
  { name: 'ListValidations', method: 'GET', path: '/api/validations', entry: 'lambdas/validation/list-validations.ts', access: 'user', table: 'read' },
  { name: 'AskCosignersAgain', method: 'POST', path: '/api/proofs/{id}/revalidation-requests', entry: 'lambdas/validation/ask-again.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'RemindValidator', method: 'POST', path: '/api/proofs/{id}/validation-requests/{requestId}/remind', entry: 'lambdas/validation/remind.ts', access: 'user', table: 'readwrite', sendsMail: true },
  { name: 'OpenValidationRequest', method: 'POST', path: '/api/validation/open', entry: 'lambdas/validation/open.ts', access: 'public', table: 'readwrite' },
  { name: 'OpenValidationRequestSignedIn', method: 'POST', path: '/api/validation/open-signed-in', entry: 'lambdas/validation/open-signed-in.ts', access: 'user', table: 'readwrite' },
  { name: 'DecideValidation', method: 'POST', path: '/api/validation/decide', entry: 'lambdas/validation/decide.ts', access: 'public', table: 'readwrite', dataPackages: DECISION_DATA_PACKAGES },
  { name: 'DecideValidationSignedIn', method: 'POST', path: '/api/validation/decide-signed-in', entry: 'lambdas/validation/decide-signed-in.ts', access: 'user', table: 'readwrite', dataPackages: DECISION_DATA_PACKAGES },
  { name: 'OpenWithdrawal', method: 'POST', path: '/api/validation/withdraw/open', entry: 'lambdas/validation/withdraw-open.ts', access: 'public', table: 'read' },
  { name: 'WithdrawCosignature', method: 'POST', path: '/api/validation/withdraw', entry: 'lambdas/validation/withdraw.ts', access: 'public', table: 'readwrite' },
  { name: 'RequestNewValidationLink', method: 'POST', path: '/api/validation/new-link', entry: 'lambdas/validation/new-link.ts', access: 'public', table: 'readwrite', sendsMail: true },
  { name: 'GetProofImagePreview', method: 'GET', path: '/api/proofs/{id}/image.png', entry: 'lambdas/proofs/image.ts', access: 'user', table: 'read', rendersImages: true },
  { name: 'GetPublicPortfolio', method: 'GET', path: '/api/public/portfolios/{handle}', entry: 'lambdas/public/portfolio.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'GetPublicProject', method: 'GET', path: '/api/public/projects/{id}', entry: 'lambdas/public/project.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'LookupPublicProof', method: 'GET', path: '/api/public/proofs/{number}', entry: 'lambdas/public/proof.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'VerifyProvenlyId', method: 'GET', path: '/api/public/verify/{productId}', entry: 'lambdas/public/verify-id.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'ResolveProofCode', method: 'GET', path: '/api/public/proof-codes/{code}', entry: 'lambdas/public/proof-code.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  // Link previews: one handler for the three page shapes (lambdas/pages/page-meta.ts).
  { name: 'ProofPageMeta', method: 'GET', path: '/proof/{number}', entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'ProjectPageMeta', method: 'GET', path: '/project/{id}', entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'PortfolioPageMeta', method: 'GET', path: '/portfolio/{handle}', entry: 'lambdas/pages/page-meta.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  // Sharing on LinkedIn (docs/linkedin.md; wire shapes in domain/api/linkedin.ts).
  { name: 'LinkedinOauthStart', method: 'POST', path: '/api/linkedin/oauth-start', entry: 'lambdas/linkedin/oauth-start.ts', access: 'user', table: 'readwrite', callsLinkedin: true },
  { name: 'LinkedinOauthCallback', method: 'GET', path: '/api/public/linkedin/callback', entry: 'lambdas/linkedin/callback.ts', access: 'public', table: 'readwrite', usesTokenKey: true, usesLinkedinSecret: true, throttle: PUBLIC_READ_THROTTLE, callsLinkedin: true },
  { name: 'LinkedinStatus', method: 'GET', path: '/api/linkedin/status', entry: 'lambdas/linkedin/status.ts', access: 'user', table: 'readwrite' },
  { name: 'LinkedinPost', method: 'POST', path: '/api/linkedin/post', entry: 'lambdas/linkedin/post.ts', access: 'user', table: 'readwrite', usesTokenKey: true, rendersImages: true, timeoutSeconds: 29, callsLinkedin: true },
  { name: 'LinkedinVerifyPost', method: 'POST', path: '/api/linkedin/verify-post', entry: 'lambdas/linkedin/verify-post.ts', access: 'user', table: 'readwrite', usesTokenKey: true, callsLinkedin: true },
  { name: 'LinkedinDiagnose', method: 'POST', path: '/api/linkedin/diagnose', entry: 'lambdas/linkedin/diagnose.ts', access: 'user', table: 'readwrite', usesTokenKey: true, usesLinkedinSecret: true, callsLinkedin: true },
  { name: 'LinkedinDebugAccount', method: 'POST', path: '/api/linkedin/debug-account', entry: 'lambdas/linkedin/debug-account.ts', access: 'user', table: 'readwrite', usesTokenKey: true, callsLinkedin: true },
  { name: 'LinkedinCardImage', method: 'GET', path: '/api/linkedin/card-image/{id}', entry: 'lambdas/linkedin/card-image.ts', access: 'user', table: 'read', rendersImages: true },
  { name: 'LinkedinDisconnect', method: 'DELETE', path: '/api/linkedin/connection', entry: 'lambdas/linkedin/disconnect.ts', access: 'user', table: 'readwrite' },
  // Portable credentials (docs/credentials.md): the issuer's DID document, credentials, baked
  // badges, status lists and the verify check are public; the owner reads and revokes their own.
  { name: 'GetIssuerDidDocument', method: 'GET', path: '/.well-known/did.json', entry: 'lambdas/credentials/did-document.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { name: 'GetCredential', method: 'GET', path: '/api/public/credentials/{id}', entry: 'lambdas/credentials/credential.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { name: 'GetEndorsement', method: 'GET', path: '/api/public/credentials/{id}/endorsements/{validationId}', entry: 'lambdas/credentials/endorsement.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { name: 'GetBakedBadge', method: 'GET', path: '/api/public/credentials/{id}/badge.png', entry: 'lambdas/credentials/baked-badge.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE, rendersImages: true },
  { name: 'GetStatusList', method: 'GET', path: '/api/public/status-lists/{id}', entry: 'lambdas/credentials/status-list.ts', access: 'public', table: 'read', throttle: CREDENTIAL_READ_THROTTLE },
  { name: 'GetPublicProofCredential', method: 'GET', path: '/api/public/proofs/{number}/credential', entry: 'lambdas/credentials/public-proof-credential.ts', access: 'public', table: 'read', throttle: PUBLIC_READ_THROTTLE },
  { name: 'VerifyCredential', method: 'POST', path: '/api/public/credentials/verify', entry: 'lambdas/credentials/verify.ts', access: 'public', table: 'read', throttle: VERIFY_THROTTLE, clientThrottle: VERIFY_CLIENT_THROTTLE, maxBodyBytes: VERIFY_CREDENTIAL_MAX_BYTES },
  { name: 'GetOwnProofCredential', method: 'GET', path: '/api/proofs/{id}/credential', entry: 'lambdas/credentials/own-credential.ts', access: 'user', table: 'read' },
  { name: 'RevokeOwnProofCredential', method: 'POST', path: '/api/proofs/{id}/credential/revoke', entry: 'lambdas/credentials/revoke.ts', access: 'user', table: 'readwrite' },
  { name: 'ReissueOwnProofCredential', method: 'POST', path: '/api/proofs/{id}/credential', entry: 'lambdas/credentials/reissue.ts', access: 'user', table: 'readwrite' },
  // The admin panel (docs/admin.md; wire shapes in domain/api/admin/): admins only, checked again in each function.
  { name: 'AdminGetStats', method: 'GET', path: '/api/admin/stats', entry: 'lambdas/admin/stats.ts', access: 'admin', table: 'read' },
  { name: 'AdminListUsers', method: 'GET', path: '/api/admin/users', entry: 'lambdas/admin/list-users.ts', access: 'admin', table: 'read' },
  { name: 'AdminGetUser', method: 'GET', path: '/api/admin/users/{id}', entry: 'lambdas/admin/get-user.ts', access: 'admin', table: 'read' },
  { name: 'AdminSuspendUser', method: 'POST', path: '/api/admin/users/{id}/suspend', entry: 'lambdas/admin/suspend-user.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { name: 'AdminRestoreUser', method: 'POST', path: '/api/admin/users/{id}/restore', entry: 'lambdas/admin/restore-user.ts', access: 'admin', table: 'readwrite', sendsMail: true, managesAccounts: true },
  { name: 'AdminListRoles', method: 'GET', path: '/api/admin/roles', entry: 'lambdas/admin/list-roles.ts', access: 'admin', table: 'read' },
  { name: 'AdminGrantRole', method: 'POST', path: '/api/admin/roles', entry: 'lambdas/admin/grant-role.ts', access: 'admin', table: 'readwrite' },
  { name: 'AdminRevokeRole', method: 'DELETE', path: '/api/admin/roles/{userId}', entry: 'lambdas/admin/revoke-role.ts', access: 'admin', table: 'readwrite' },
  { name: 'AdminListLog', method: 'GET', path: '/api/admin/log', entry: 'lambdas/admin/list-log.ts', access: 'admin', table: 'read' },
  // Operations console of the admin panel (docs/admin-operations.md): the organisation registry
  // behind the company-domain check, audit chains, mails, scheduled jobs, analytics, settings.
  { name: 'AdminListDomains', method: 'GET', path: '/api/admin/domains', entry: 'lambdas/admin/list-domains.ts', access: 'admin', table: 'read' },
  { name: 'AdminAddDomain', method: 'POST', path: '/api/admin/domains', entry: 'lambdas/admin/add-domain.ts', access: 'admin', table: 'readwrite' },
  { name: 'AdminUpdateDomain', method: 'PUT', path: '/api/admin/domains/{id}', entry: 'lambdas/admin/update-domain.ts', access: 'admin', table: 'readwrite' },
  { name: 'AdminDeleteDomain', method: 'DELETE', path: '/api/admin/domains/{id}', entry: 'lambdas/admin/delete-domain.ts', access: 'admin', table: 'readwrite' },
  { name: 'AdminCheckDomain', method: 'GET', path: '/api/admin/domain-check', entry: 'lambdas/admin/check-domain.ts', access: 'admin', table: 'read' },
  { name: 'AdminProofAudit', method: 'GET', path: '/api/admin/audit/proofs/{ref}', entry: 'lambdas/admin/proof-audit.ts', access: 'admin', table: 'read' },
  { name: 'AdminVerifyProofChain', method: 'POST', path: '/api/admin/audit/proofs/{ref}/verify', entry: 'lambdas/admin/verify-proof-chain.ts', access: 'admin', table: 'read' },
  { name: 'AdminVerifyActionLog', method: 'POST', path: '/api/admin/log/verify', entry: 'lambdas/admin/verify-admin-log.ts', access: 'admin', table: 'read' },
  { name: 'AdminListEmails', method: 'GET', path: '/api/admin/emails', entry: 'lambdas/admin/list-emails.ts', access: 'admin', table: 'read' },
  { name: 'AdminRetryEmail', method: 'POST', path: '/api/admin/emails/{id}/retry', entry: 'lambdas/admin/retry-email.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { name: 'AdminListJobs', method: 'GET', path: '/api/admin/jobs', entry: 'lambdas/admin/list-jobs.ts', access: 'admin', table: 'read' },
  // Run now: the same job code as the schedule, so the same permissions (the reminders send mail).
  { name: 'AdminRunJob', method: 'POST', path: '/api/admin/jobs/{name}/run', entry: 'lambdas/admin/run-job.ts', access: 'admin', table: 'readwrite', sendsMail: true, timeoutSeconds: 29 },
  { name: 'AdminAnalytics', method: 'GET', path: '/api/admin/analytics', entry: 'lambdas/admin/analytics.ts', access: 'admin', table: 'read' },
  { name: 'AdminSettings', method: 'GET', path: '/api/admin/settings', entry: 'lambdas/admin/settings.ts', access: 'admin', table: 'read', readsSettings: true },
  // Moderation (docs/admin-moderation.md): the public report form, and the admin's recognitions,
  // content-report queue and validations pages.
  { name: 'ReportContent', method: 'POST', path: '/api/public/reports', entry: 'lambdas/public/report.ts', access: 'public', table: 'readwrite', throttle: REPORT_THROTTLE, clientThrottle: REPORT_CLIENT_THROTTLE, readsClientAddress: true },
  { name: 'AdminSearchRecognitions', method: 'GET', path: '/api/admin/recognitions', entry: 'lambdas/admin/search-recognitions.ts', access: 'admin', table: 'read' },
  { name: 'AdminGetRecognition', method: 'GET', path: '/api/admin/recognitions/{id}', entry: 'lambdas/admin/get-recognition.ts', access: 'admin', table: 'read' },
  { name: 'AdminHideRecognition', method: 'POST', path: '/api/admin/recognitions/{id}/hide', entry: 'lambdas/admin/hide-recognition.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { name: 'AdminUnhideRecognition', method: 'POST', path: '/api/admin/recognitions/{id}/unhide', entry: 'lambdas/admin/unhide-recognition.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { name: 'AdminListReports', method: 'GET', path: '/api/admin/reports', entry: 'lambdas/admin/list-reports.ts', access: 'admin', table: 'read' },
  { name: 'AdminDecideReport', method: 'POST', path: '/api/admin/reports/{id}/decision', entry: 'lambdas/admin/decide-report.ts', access: 'admin', table: 'readwrite', sendsMail: true },
  { name: 'AdminListValidations', method: 'GET', path: '/api/admin/validations', entry: 'lambdas/admin/list-validations.ts', access: 'admin', table: 'read' },
  { name: 'AdminListSignals', method: 'GET', path: '/api/admin/validation-signals', entry: 'lambdas/admin/list-signals.ts', access: 'admin', table: 'read' },
  // Suspensions (docs/suspension.md): the suspended person reads why and appeals, the only calls
  // their account may make; admins work through the appeal queue (a restore enables sign-in, as above).
  { name: 'GetAccountStatus', method: 'GET', path: '/api/account/status', entry: 'lambdas/account/status.ts', access: 'user', table: 'read', allowsSuspended: true },
  { name: 'AppealSuspension', method: 'POST', path: '/api/account/appeal', entry: 'lambdas/account/appeal.ts', access: 'user', table: 'readwrite', allowsSuspended: true, maxBodyBytes: APPEAL_MAX_BODY_BYTES },
  { name: 'AdminListAppeals', method: 'GET', path: '/api/admin/appeals', entry: 'lambdas/admin/list-appeals.ts', access: 'admin', table: 'read' },
  { name: 'AdminDecideAppeal', method: 'POST', path: '/api/admin/appeals/{id}/decision', entry: 'lambdas/admin/decide-appeal.ts', access: 'admin', table: 'readwrite', sendsMail: true, managesAccounts: true },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];
export type Route<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>;

/**
 * The proof-image function (GET /og/{proxy+}): beside the table rather than in it, because the
 * CDK builds it in its own construct (lib/images.ts: arm64 resvg packaging, CloudFront caching).
 * The local gateway serves it with the table's routes.
 */
export const imageRoute = {
  name: 'OgImage',
  method: 'GET',
  path: '/og/{proxy+}',
  entry: 'lambdas/og-image.ts',
  access: 'public',
  table: 'read',
  throttle: PUBLIC_READ_THROTTLE,
  rendersImages: true,
} as const satisfies RouteDefinition;

/** Functions run by a schedule rather than by HTTP. */
export interface ScheduledJobDefinition {
  readonly name: string;
  readonly entry: string;
  /** How often it runs, in minutes (EventBridge rate; the local runtime's interval). */
  readonly everyMinutes: number;
  readonly table: TableAccess;
  /** May send mail through SES. */
  readonly sendsMail?: boolean;
}

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  { name: 'ExpirySweeper', entry: 'lambdas/expiry-sweeper.ts', everyMinutes: 15, table: 'readwrite' },
  // Sharing on LinkedIn: e-mails a week and a day before a connection expires (docs/linkedin.md).
  { name: 'LinkedinExpiryReminders', entry: 'lambdas/linkedin/expiry-reminders.ts', everyMinutes: 30, table: 'readwrite', sendsMail: true },
];

/**
 * The data migrations (core/data/migrations/): run by the local runtime at start, and in the cloud
 * by a function the deployment invokes once the table and the API functions are in place, and a
 * schedule between deploys (lib/migrations.ts). It writes index and read-model items across the table.
 */
export const dataMigrations = {
  name: 'DataMigrations',
  entry: 'lambdas/migrations.ts',
  table: 'readwrite',
  /** The function's timeout; the run stops starting new steps a minute before it. */
  timeoutMinutes: 13,
  /** A schedule invokes it this often too, to finish a run that stopped at its time limit. */
  continueEveryMinutes: 30,
} as const satisfies { readonly name: string; readonly entry: string; readonly table: TableAccess; readonly timeoutMinutes: number; readonly continueEveryMinutes: number };
