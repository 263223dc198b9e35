// API Gateway's route throttling, locally: a token bucket per route that holds `burst` tokens and
// refills at `rate` per second, shared by all callers (as the stage's route settings are). Routes
// without a `throttle` in the route table are not throttled here.
import type { Throttle } from '../../lambdas/routes';

export type ThrottleCheck = (routeKey: string, limits: Throttle | undefined) => boolean;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Returns whether a request on `routeKey` may pass now (and takes its token). */
export function createThrottle(now: () => number = () => performance.now()): ThrottleCheck {
  const buckets = new Map<string, Bucket>();
  return (routeKey, limits) => {
    if (!limits) return true;
    const time = now();
    const bucket = buckets.get(routeKey) ?? { tokens: limits.burst, updatedAt: time };
    bucket.tokens = Math.min(limits.burst, bucket.tokens + ((time - bucket.updatedAt) / 1000) * limits.rate);
    bucket.updatedAt = time;
    buckets.set(routeKey, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}

/** For benchmarks (LOCAL_THROTTLE=off): everything passes. */
export const noThrottle: ThrottleCheck = () => true;
