// fast-check against every route of the table (and the image route): random path parameters,
// queries and bodies, nearly valid or not at all, sent by any of the five personas. No answer is a
// 5xx, and a route that may write answers a 4xx only when it has written nothing. The routes come
// from lambdas/routes.ts and their real values from route-plans.ts, so a new route is fuzzed too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { watchedRuntime } from './watched-runtime';
import { allRoutes, pathParameters, planFor, requestFor, send, type RoutePlan } from './route-plans';

/** Runs per route: 20 in `npm test`, 5 in `npm run test:fast`; FUZZ_RUNS=500 searches deeper (a few minutes). */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

const watched = watchedRuntime();

/** A URL can carry any text but a lone surrogate: those become U+FFFD, as a browser would send. */
const urlSafe = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom(
  '', ' ', '.', '..', '../..', '%', '%00', '%zz', '\u0000', '\u202e', '\u200b', '\r\n', 'null', 'undefined', 'NaN', '-1', '0', '1e309',
  '__proto__', 'constructor', 'PJ-AAAAAA', 'pj-aaaaaa', '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '😀', 'x'.repeat(3_000),
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), loneSurrogate), { maxLength: 6 }).map((parts) => parts.join('')),
  nasty,
);

/** The plan's value or anything else, per path parameter (a greedy `{name+}` may hold slashes). */
const pathArbitrary = (route: (typeof allRoutes)[number], plan: RoutePlan) =>
  fc.record(
    Object.fromEntries(
      pathParameters(route.path).map((name) => [
        name,
        fc.oneof(fc.constant(plan.path![name]!), text.filter((value) => value !== '').map(urlSafe), fc.array(text, { minLength: 2, maxLength: 4 }).map((parts) => urlSafe(parts.join('/')))),
      ]),
    ),
  );

/** Page cursors as a forger would make them: base64url JSON of key-like attributes. */
const forgedCursor = fc
  .dictionary(fc.constantFrom('pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'id'), fc.oneof(text, fc.integer(), fc.constant(null)), { maxKeys: 6 })
  .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url'));

const queryArbitrary = (plan: RoutePlan) =>
  fc.oneof(
    fc.constant({ ...plan.query }),
    fc.record({ limit: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), text.map(urlSafe)), cursor: fc.oneof(forgedCursor, text.map(urlSafe)) }, { requiredKeys: [] }),
    fc.dictionary(fc.oneof(fc.constantFrom('limit', 'cursor', 'v', 'token', 'id'), fc.string({ maxLength: 8 })), text.map(urlSafe), { maxKeys: 4 }),
  );

/** Bodies: none, the plan's with fields swapped for anything, any JSON value, or text that is not JSON. */
const bodyArbitrary = (valid: Record<string, unknown> | undefined) => {
  const nearlyValid = valid
    ? fc.record(Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), fc.anything(), text)])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    fc.constant(undefined),
    nearlyValid.map((body) => JSON.stringify(body)),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    fc.oneof(text, fc.constantFrom('{', '{"token": ', '[1,', 'true false', '{"__proto__": {"admin": true}}')),
  );
};

describe.each(allRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
  it(`never answers 5xx${route.table === 'readwrite' ? ', and writes nothing when it answers 4xx' : ''}`, async () => {
    const plan = planFor(route, watched.fixture);
    // The plan's body with the validator's real link in it, so fuzzed fields reach the handler.
    const validator = watched.fixture.personas.find((persona) => persona.holdsLinks)!;
    const validBody = requestFor(route, plan, validator, watched.fixture).body as Record<string, unknown> | undefined;
    const requests = fc.record({
      persona: fc.constantFrom(...watched.fixture.personas.map((persona) => persona.name)),
      path: pathArbitrary(route, plan),
      query: queryArbitrary(plan),
      body: route.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(validBody),
    });
    await fc.assert(
      fc.asyncProperty(requests, async ({ persona: name, path, query, body }) => {
        const persona = watched.fixture.personas.find((candidate) => candidate.name === name)!;
        const request = requestFor(route, plan, persona, watched.fixture, { path, query, body });
        expect(await watched.refusals.before(), 'a refused request before this one wrote after it answered').toEqual([]);
        const answer = await send(watched.runtime.url, request);
        const written = await watched.refusals.after(route.table === 'readwrite' && answer.status >= 400);
        const what = `${request.method} ${request.target.slice(0, 200)} as ${persona.name} with ${String(body).slice(0, 200)}: ${answer.status} ${answer.text.slice(0, 200)}`;
        expect(answer.status, what).toBeLessThan(500);
        expect(written, `${what}: a refused request changed the table`).toEqual([]);
      }),
      { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: 60_000 },
    );
  });
});
