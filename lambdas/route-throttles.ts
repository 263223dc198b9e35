// How much may be sent to a route: its shared allowance, and what one client may send. The CDK
// stage, its web ACL (lib/waf.ts) and the local gateway read these through lambdas/routes.ts.

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
 * Wallets claiming a proof's credential (docs/wallets.md): a claim writes (a token, a nonce) and
 * signs a credential, so these routes stay small; each client may claim one credential a second,
 * a few at once (a claim is three requests: token, nonce, credential).
 */
export const WALLET_THROTTLE: Throttle = { rate: 10, burst: 100 };
export const WALLET_CLIENT_THROTTLE: ClientThrottle = { rate: 1, burst: 10, windowSeconds: 60 };
/**
 * The VC-API exchange: its path names the offer, so no WAF rule can single it out per client; each
 * client has the general limit (PER_CLIENT_THROTTLE) and the route holds FAIR_SHARE_CLIENTS of them.
 * An offer issues once, so what one offer can cost stays bounded.
 */
export const WALLET_EXCHANGE_THROTTLE: Throttle = { rate: 100, burst: 300 };

/**
 * Reports of public pages (docs/admin-moderation.md): people send few; a flood is refused. Each
 * client may use a tenth of the route: one report every 2 s, four at once (30 a minute in the cloud).
 */
export const REPORT_THROTTLE: Throttle = { rate: 5, burst: 40 };
export const REPORT_CLIENT_THROTTLE: ClientThrottle = { rate: 0.5, burst: 4, windowSeconds: 60 };

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
export function clientLimitsOf(route: { readonly path: string; readonly clientThrottle?: ClientThrottle }): Throttle | undefined {
  if (!isPerClientThrottled(route.path)) return route.clientThrottle;
  const own = route.clientThrottle;
  return own ? { rate: Math.min(own.rate, PER_CLIENT_THROTTLE.rate), burst: Math.min(own.burst, PER_CLIENT_THROTTLE.burst) } : PER_CLIENT_THROTTLE;
}
