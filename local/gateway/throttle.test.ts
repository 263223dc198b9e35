import { describe, expect, it } from 'vitest';
import { clientAddress, createThrottle, noThrottle } from './throttle';

const limits = { rate: 20, burst: 40 };

describe('the local route throttle', () => {
  it('lets the burst through, then refuses until tokens refill at the rate', () => {
    let now = 0;
    const allow = createThrottle({ now: () => now });
    const first = Array.from({ length: 50 }, () => allow({ routeKey: 'GET /x', route: limits }));
    expect(first.filter(Boolean)).toHaveLength(40);
    now += 100; // 0.1 s at 20/s: two tokens
    expect([1, 2, 3].map(() => allow({ routeKey: 'GET /x', route: limits }))).toEqual([true, true, false]);
    now += 10_000;
    expect(Array.from({ length: 45 }, () => allow({ routeKey: 'GET /x', route: limits })).filter(Boolean)).toHaveLength(40);
  });

  it('keeps one bucket per route and leaves unthrottled routes alone', () => {
    const allow = createThrottle({ now: () => 0 });
    for (let n = 0; n < 5; n += 1) allow({ routeKey: 'GET /a', route: { rate: 1, burst: 5 } });
    expect(allow({ routeKey: 'GET /a', route: { rate: 1, burst: 5 } })).toBe(false);
    expect(allow({ routeKey: 'GET /b', route: { rate: 1, burst: 5 } })).toBe(true);
    expect(Array.from({ length: 1000 }, () => allow({ routeKey: 'GET /c', route: undefined })).every(Boolean)).toBe(true);
    expect(noThrottle({ routeKey: 'GET /a', route: { rate: 1, burst: 1 } })).toBe(true);
  });
});

describe('the per-client throttle', () => {
  const perClient = { rate: 10, burst: 30 };
  const from = (address: string) => ({ routeKey: 'GET /p', route: limits, client: { address, limits: perClient } });

  it('stops one client at its own burst, before it can empty the route for everyone', () => {
    let now = 0;
    const allow = createThrottle({ now: () => now });
    const flood = Array.from({ length: 100 }, () => allow(from('10.0.0.1')));
    expect(flood.filter(Boolean)).toHaveLength(30);
    // The refused requests took nothing from the route: another client still gets through.
    expect(Array.from({ length: 10 }, () => allow(from('10.0.0.2'))).every(Boolean)).toBe(true);
    // A second of flooding at the client's rate leaves the route's refill to the others.
    for (let tick = 0; tick < 10; tick += 1) {
      now += 100;
      allow(from('10.0.0.1'));
      allow(from('10.0.0.1'));
      expect(allow(from('10.0.0.2'))).toBe(true);
    }
  });

  it('counts a client across routes, and refuses when the route is empty even for a fresh client', () => {
    const allow = createThrottle({ now: () => 0 });
    for (let n = 0; n < 30; n += 1) allow({ routeKey: `GET /r${n % 3}`, route: undefined, client: { address: 'a', limits: perClient } });
    expect(allow({ routeKey: 'GET /other', route: undefined, client: { address: 'a', limits: perClient } })).toBe(false);
    for (let n = 0; n < 40; n += 1) allow({ routeKey: 'GET /busy', route: limits, client: { address: `c${n}`, limits: perClient } });
    expect(allow({ routeKey: 'GET /busy', route: limits, client: { address: 'fresh', limits: perClient } })).toBe(false);
  });

  it("holds a route's tighter limit per client on that route only, and lets ten such clients share the route", () => {
    let now = 0;
    const allow = createThrottle({ now: () => now });
    const verify = { rate: 10, burst: 40 };
    const perRoute = { rate: 1, burst: 4 };
    const check = (address: string, routeKey = 'POST /verify') =>
      allow({ routeKey, route: routeKey === 'POST /verify' ? verify : undefined, client: { address, limits: perClient, routeLimits: routeKey === 'POST /verify' ? perRoute : undefined } });
    expect(Array.from({ length: 10 }, () => check('a')).filter(Boolean)).toHaveLength(4);
    // The same client elsewhere still has its general allowance.
    expect(check('a', 'GET /elsewhere')).toBe(true);
    // Ten clients at their limit fit in the route's burst and rate; an eleventh would not.
    for (let n = 1; n < 10; n += 1) expect(Array.from({ length: 4 }, () => check(`c${n}`)).every(Boolean)).toBe(true);
    expect(check('c10')).toBe(false);
    now += 1000;
    for (let n = 0; n < 10; n += 1) expect(check(n === 0 ? 'a' : `c${n}`)).toBe(true);
  });

  it('keeps a bounded number of client buckets, dropping the least recently seen', () => {
    const allow = createThrottle({ now: () => 0, maxClients: 100 });
    for (let n = 0; n < 30; n += 1) allow(from('busy'));
    expect(allow(from('busy'))).toBe(false);
    // 99 other clients: the busy one is still remembered (and still empty).
    for (let n = 0; n < 99; n += 1) allow({ routeKey: 'GET /q', route: undefined, client: { address: `other${n}`, limits: perClient } });
    expect(allow(from('busy'))).toBe(false);
    // 100 more: it is the least recently seen, so it is dropped, and comes back with a full bucket
    // although no time has passed.
    for (let n = 0; n < 100; n += 1) allow({ routeKey: 'GET /q', route: undefined, client: { address: `new${n}`, limits: perClient } });
    expect(allow(from('busy'))).toBe(true);
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientAddress('127.0.0.2')).toBe('127.0.0.2');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
