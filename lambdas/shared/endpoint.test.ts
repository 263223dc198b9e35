import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { RECENT_SIGN_IN_S } from '../../domain/constants';
import { conflict, notFound, rateLimited } from '../../core/errors';
import { createLogger, setLogSink } from '../../core/log';
import type { AccountStanding } from '../../core/data/profiles/account-status';
import type { Access, RouteDefinition } from '../routes';
import { endpoint, respond } from './endpoint';
import type { HttpEvent } from './http';
import { INTERNAL_ERROR_MESSAGE } from './middleware/error-response';
import { INVALID_JSON_MESSAGE } from './middleware/parse-input';

// The standing check reads the table; here a user is suspended when this set says so, and an
// account's other standing (sessions ended, closing) is what this map says.
const suspended = new Set<string>();
const standings = new Map<string, Partial<AccountStanding>>();
vi.mock('../../core/data/profiles/account-status', () => ({
  accountStanding: async (id: string): Promise<AccountStanding> => ({ suspended: suspended.has(id), sessionsEndedAt: null, closingSince: null, closed: false, ...standings.get(id) }),
}));

const probe = { name: 'Probe', method: 'POST', path: '/api/probe/{id}', entry: 'none.ts', table: 'none' } as const;
const routes = {
  public: { ...probe, access: 'public' },
  user: { ...probe, access: 'user' },
  admin: { ...probe, access: 'admin' },
} as const satisfies Record<Access, RouteDefinition>;
const route = <A extends Access>(access: A): (typeof routes)[A] => routes[access];

const claims = { sub: 'user-1', email: 'Ada@Example.com', email_verified: 'true', name: 'Ada Lovelace' };

function event(overrides: Partial<HttpEvent> & { claims?: Record<string, string> } = {}): HttpEvent {
  const { claims: jwtClaims, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /api/probe/{id}',
    rawPath: '/api/probe/abc',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    pathParameters: { id: 'abc' },
    requestContext: {
      requestId: 'req-123',
      http: { method: 'POST', path: '/api/probe/abc', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      ...(jwtClaims ? { authorizer: { jwt: { claims: jwtClaims, scopes: null } } } : {}),
    },
    ...rest,
  } as HttpEvent;
}

const context = {
  awsRequestId: 'aws-1',
  functionName: 'provenly-probe',
  functionVersion: '$LATEST',
  memoryLimitInMB: '512',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:provenly-probe',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;
const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? 'null');

const schemas = {
  body: z.object({ title: z.string().trim().min(1, 'Project title is required'), count: z.number().int().max(5, 'At most 5') }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  path: z.object({ id: z.string().min(1) }),
};

describe('the endpoint chain', () => {
  const logs: Record<string, unknown>[] = [];
  setLogSink((line) => logs.push(JSON.parse(line)));
  afterEach(() => {
    logs.length = 0;
  });

  it('hands the handler parsed body, query, path and the normalised caller', async () => {
    const handler = endpoint(route('user'), schemas, async (input) => ({
      body: input.body,
      query: input.query,
      path: input.path,
      caller: { id: input.caller.id, email: input.caller.email, emailVerified: input.caller.emailVerified },
    }));
    const result = await handler(event({ body: JSON.stringify({ title: '  Launch  ', count: 2 }), claims }), context);
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      body: { title: 'Launch', count: 2 },
      query: { page: 1 },
      path: { id: 'abc' },
      caller: { id: 'user-1', email: 'ada@example.com', emailVerified: true },
    });
  });

  it('answers 400 with each field message for bad input, without calling the handler', async () => {
    const fn = vi.fn();
    const handler = endpoint(route('user'), schemas, fn);
    const result = await handler(event({ body: JSON.stringify({ title: ' ', count: 9 }), claims }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      error: {
        code: 'bad_request',
        message: 'Project title is required',
        fields: { title: ['Project title is required'], count: ['At most 5'] },
      },
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const fn = vi.fn();
    const result = await endpoint(route('user'), schemas, fn)(event({ body: '{"title":', claims }), context);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.message).toBe(INVALID_JSON_MESSAGE);
    expect(fn).not.toHaveBeenCalled();
  });

  it('answers 400, not 500, for a query that does not parse', async () => {
    const fn = vi.fn();
    const result = await endpoint(route('user'), schemas, fn)(
      event({ body: JSON.stringify({ title: 'x', count: 1 }), queryStringParameters: { page: 'zero' }, claims }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).error.fields).toHaveProperty('page');
  });

  it('refuses a signed-in route without a caller (401) and an admin route to a non-admin (403)', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    expect((await endpoint(route('user'), {}, fn)(event(), context)).statusCode).toBe(401);
    expect((await endpoint(route('admin'), {}, fn)(event(), context)).statusCode).toBe(401);
    const notAdmin = endpoint(route('admin'), {}, fn, { isAdmin: async () => false });
    expect((await notAdmin(event({ claims }), context)).statusCode).toBe(403);
    expect(fn).not.toHaveBeenCalled();
    const admin = endpoint(route('admin'), {}, fn, { isAdmin: async (id) => id === 'user-1' });
    expect((await admin(event({ claims }), context)).statusCode).toBe(200);
  });

  it('refuses every signed-in call of a suspended account with the reason, admin or not', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    suspended.add('user-1');
    try {
      const result = await endpoint(route('user'), {}, fn)(event({ claims }), context);
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result).error).toMatchObject({ message: 'This account is suspended. Sign in to Provenly to read why and to appeal.', reason: 'account_suspended' });
      expect((await endpoint(route('admin'), {}, fn, { isAdmin: async () => true })(event({ claims }), context)).statusCode).toBe(403);
      expect(fn).not.toHaveBeenCalled();
    } finally {
      suspended.delete('user-1');
    }
    expect((await endpoint(route('user'), {}, fn)(event({ claims }), context)).statusCode).toBe(200);
  });

  it('answers a suspended account on the routes that allow it (its own status and appeal), and only for a user route', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    suspended.add('user-1');
    try {
      expect((await endpoint({ ...route('user'), allowsSuspended: true }, {}, fn)(event({ claims }), context)).statusCode).toBe(200);
      expect((await endpoint({ ...route('admin'), allowsSuspended: true }, {}, fn, { isAdmin: async () => true })(event({ claims }), context)).statusCode).toBe(403);
      expect((await endpoint({ ...route('user'), allowsSuspended: true }, {}, fn)(event(), context)).statusCode).toBe(401);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      suspended.delete('user-1');
    }
  });

  it('asks for a fresh reading of the suspension on admin routes, whose actions last', async () => {
    const asked: { route: Access; fresh: boolean }[] = [];
    const check = (access: Access) => async (_id: string, options?: { fresh?: boolean }): Promise<AccountStanding> => {
      asked.push({ route: access, fresh: options?.fresh === true });
      return { suspended: false, sessionsEndedAt: null, closingSince: null, closed: false };
    };
    const fn = async () => ({ ok: true });
    await endpoint(route('user'), {}, fn, { standing: check('user') })(event({ claims }), context);
    await endpoint(route('admin'), {}, fn, { isAdmin: async () => true, standing: check('admin') })(event({ claims }), context);
    expect(asked).toEqual([
      { route: 'user', fresh: false },
      { route: 'admin', fresh: true },
    ]);
  });

  it('refuses a token issued before the account signed out everywhere, and one that cannot say when it was', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    const endedAt = 1_800_000_000;
    standings.set('user-1', { sessionsEndedAt: new Date(endedAt * 1000).toISOString() });
    try {
      const call = (issuedAt?: number) => endpoint({ ...route('user'), allowsSuspended: true }, {}, fn)(event({ claims: { ...claims, auth_time: String(endedAt - 3600), ...(issuedAt ? { iat: String(issuedAt) } : {}) } }), context);
      for (const before of [endedAt - 60, endedAt, undefined]) {
        const refused = await call(before);
        expect(refused.statusCode).toBe(401);
        expect(bodyOf(refused)).toMatchObject({ error: { reason: 'session_ended' } });
      }
      expect((await call(endedAt + 1)).statusCode).toBe(200);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      standings.delete('user-1');
    }
  });

  it('lets only the route that opens the app through while the account is closing', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    standings.set('user-1', { closingSince: '2026-11-01T00:00:00.000Z' });
    try {
      const refused = await endpoint(route('user'), {}, fn)(event({ claims }), context);
      expect(refused.statusCode).toBe(403);
      expect(bodyOf(refused)).toMatchObject({ error: { reason: 'account_closing' } });
      expect((await endpoint({ ...route('user'), cancelsClosure: true }, {}, fn)(event({ claims }), context)).statusCode).toBe(200);
      standings.set('user-1', { closingSince: '2026-11-01T00:00:00.000Z', closed: true });
      expect((await endpoint({ ...route('user'), cancelsClosure: true }, {}, fn)(event({ claims }), context)).statusCode).toBe(401);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      standings.delete('user-1');
    }
  });

  it('asks for a recent sign-in where the route needs one, by the identity provider\'s clock', async () => {
    const fn = vi.fn(async () => ({ ok: true }));
    const now = Math.floor(Date.now() / 1000);
    const call = (authTime: number) => endpoint({ ...route('user'), needsRecentSignIn: true }, {}, fn)(event({ claims: { ...claims, auth_time: String(authTime) } }), context);
    const old = await call(now - RECENT_SIGN_IN_S - 60);
    expect(old.statusCode).toBe(403);
    expect(bodyOf(old)).toMatchObject({ error: { reason: 'sign_in_again' } });
    expect((await endpoint({ ...route('user'), needsRecentSignIn: true }, {}, fn)(event({ claims }), context)).statusCode).toBe(403);
    expect((await call(now - 60)).statusCode).toBe(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('lets anonymous callers through public routes', async () => {
    const result = await endpoint(route('public'), {}, async (input) => ({ signedIn: input.caller !== null }))(event(), context);
    expect(bodyOf(result)).toEqual({ signedIn: false });
  });

  it.each([
    [notFound('Project Not Found'), 404],
    [conflict('User is already an admin'), 409],
    [rateLimited('Daily invite limit reached. Try again tomorrow.'), 429],
  ])('maps %s to its status with its message', async (error, status) => {
    const result = await endpoint(route('public'), {}, async () => {
      throw error;
    })(event(), context);
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result).error.message).toBe(error.message);
  });

  it('hides unexpected failures behind a 500 and logs them with the request id', async () => {
    const result = await endpoint(route('public'), {}, async () => {
      throw new Error('database exploded');
    })(event(), context);
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ error: { code: 'internal', message: INTERNAL_ERROR_MESSAGE } });
    expect(result.body).not.toContain('exploded');
    const logged = logs.find((line) => line.level === 'ERROR');
    expect(logged).toMatchObject({ requestId: 'req-123', route: 'Probe', message: 'unhandled error' });
    expect(JSON.stringify(logged)).toContain('database exploded');
  });

  it('writes one structured request line carrying the request id and status', async () => {
    await endpoint(route('public'), {}, async () => respond(201, { created: true }))(event(), context);
    const lines = logs.filter((entry) => entry.message === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'INFO', requestId: 'req-123', route: 'Probe', method: 'POST', path: '/api/probe/abc', status: 201 });
    expect(typeof lines[0]?.durationMs).toBe('number');
  });

  it("carries Lambda's context on every line of the request, also from modules that log on their own", async () => {
    const moduleLog = createLogger({ component: 'elsewhere' });
    await endpoint(route('public'), {}, async () => {
      moduleLog.info('working');
      return { ok: true };
    })(event(), context);
    const expected = {
      requestId: 'req-123',
      function_request_id: 'aws-1',
      function_name: 'provenly-probe',
      function_memory_size: '512',
      service: 'provenly',
      cold_start: false,
    };
    expect(logs.find((line) => line.message === 'working')).toMatchObject({ ...expected, component: 'elsewhere' });
    expect(logs.find((line) => line.message === 'request')).toMatchObject(expected);
  });

  it('keeps concurrent requests apart: each line carries its own request id', async () => {
    const handler = endpoint(route('public'), {}, async (input) => {
      await new Promise((done) => setTimeout(done, input.requestId === 'first' ? 20 : 1));
      createLogger().info('inside', { expected: input.requestId });
      return {};
    });
    const withId = (requestId: string) => event({ requestContext: { ...event().requestContext, requestId } });
    await Promise.all([handler(withId('first'), { ...context, awsRequestId: 'aws-first' }), handler(withId('second'), { ...context, awsRequestId: 'aws-second' })]);
    const inside = logs.filter((line) => line.message === 'inside');
    expect(inside).toHaveLength(2);
    for (const line of inside) {
      expect(line.requestId).toBe(line.expected);
      expect(line.function_request_id).toBe(`aws-${String(line.expected)}`);
    }
  });

  it('logs no token, Authorization header or body, even when the request fails', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
    const secretToken = 'tok_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9';
    const request = event({ headers: { authorization: `Bearer ${jwt}` }, body: JSON.stringify({ title: 'x', count: 1, token: secretToken }), claims });
    await endpoint(route('user'), schemas, async (input) => {
      throw new Error(`lost ${JSON.stringify(input.body)} for Bearer ${jwt}`);
    })(request, context);
    const written = JSON.stringify(logs);
    expect(logs.some((line) => line.message === 'request' && line.status === 500)).toBe(true);
    expect(written).not.toContain(jwt);
    expect(written).not.toContain('Bearer eyJ');
  });

  it('counts a refusal for one of its own limits (429) in the Throttles metric of its route', async () => {
    await endpoint(route('public'), {}, async () => {
      throw rateLimited('Daily invite limit reached. Try again tomorrow.');
    })(event(), context);
    await endpoint(route('public'), {}, async () => {
      throw notFound('Project Not Found');
    })(event(), context);
    const documents = logs.filter((line) => '_aws' in line);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'Provenly', Dimensions: [['service'], ['service', 'route']], Metrics: [{ Name: 'Throttles', Unit: 'Count' }] }] },
      service: 'provenly',
      route: 'Probe',
      Throttles: 1,
    });
  });
});

describe('data-layer outcomes', () => {
  it('are answered with their meaning, not a 500', async () => {
    const { NotFoundError, AlreadyUsedError } = await import('../../core/data/plumbing/errors');
    const notFoundResult = await endpoint(route('public'), {}, async () => {
      throw new NotFoundError('recognition');
    })(event(), context);
    expect(notFoundResult.statusCode).toBe(404);
    const usedResult = await endpoint(route('public'), {}, async () => {
      throw new AlreadyUsedError();
    })(event(), context);
    expect(usedResult.statusCode).toBe(409);
  });
});
