// Throttling in the local gateway, with token buckets (each holds `burst` tokens and refills at
// `rate` per second):
// - per route, shared by all callers, as API Gateway's stage route settings are (the route
//   table's `throttle`; routes without one are not limited as a whole);
// - per client address on the public and validation-link paths (PER_CLIENT_THROTTLE in
//   lambdas/routes.ts), as the cloud's WAF rate-based rule limits each IP, so that one client
//   cannot empty a route's shared bucket and starve everyone else; and per client and route where
//   the route table gives a route a tighter `clientThrottle` of its own. Each route's shared bucket
//   holds FAIR_SHARE_CLIENTS clients at their limit (lambdas/routes.ts), so a few cannot empty it.
// A request takes a token from each bucket that applies, and only when all of them have one.
// Client buckets are kept for the most recently seen `maxClients` addresses: an address that
// falls out had been quiet the longest, and a quiet client's bucket is full anyway.
import type { Throttle } from '../../lambdas/routes';

export interface ThrottledRequest {
  readonly routeKey: string;
  /** The route's own limits, shared by everyone; undefined: not limited as a whole. */
  readonly route: Throttle | undefined;
  /**
   * The caller's address and its limits across routes (`limits`) and on this route alone
   * (`routeLimits`); undefined: not limited per client.
   */
  readonly client?: { readonly address: string; readonly limits?: Throttle | undefined; readonly routeLimits?: Throttle | undefined } | undefined;
}

/** Whether a request may pass now (taking its tokens if so). */
export type ThrottleCheck = (request: ThrottledRequest) => boolean;

export interface ThrottleOptions {
  readonly now?: () => number;
  /** Client buckets kept at most (least recently used dropped first). */
  readonly maxClients?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createThrottle({ now = () => performance.now(), maxClients = 10_000 }: ThrottleOptions = {}): ThrottleCheck {
  const routes = new Map<string, Bucket>();
  const clients = new Map<string, Bucket>(); // insertion order = least recently used first

  const refill = (bucket: Bucket | undefined, limits: Throttle, time: number): Bucket => {
    if (!bucket) return { tokens: limits.burst, updatedAt: time };
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((time - bucket.updatedAt) / 1000) * limits.rate);
    bucket.updatedAt = time;
    return bucket;
  };

  const clientBucket = (address: string, limits: Throttle, time: number): Bucket => {
    const bucket = refill(clients.get(address), limits, time);
    clients.delete(address);
    clients.set(address, bucket);
    if (clients.size > maxClients) clients.delete(clients.keys().next().value!);
    return bucket;
  };

  return ({ routeKey, route, client }) => {
    const time = now();
    const buckets: Bucket[] = [];
    if (client?.limits) buckets.push(clientBucket(client.address, client.limits, time));
    if (client?.routeLimits) buckets.push(clientBucket(`${client.address} ${routeKey}`, client.routeLimits, time));
    if (route) {
      const bucket = refill(routes.get(routeKey), route, time);
      routes.set(routeKey, bucket);
      buckets.push(bucket);
    }
    if (buckets.some((bucket) => bucket.tokens < 1)) return false;
    for (const bucket of buckets) bucket.tokens -= 1;
    return true;
  };
}

/** For benchmarks (LOCAL_THROTTLE=off): everything passes. */
export const noThrottle: ThrottleCheck = () => true;

/** The client address of a connection: IPv4-mapped IPv6 (`::ffff:127.0.0.2`) as plain IPv4. */
export const clientAddress = (remoteAddress: string | undefined): string => (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
