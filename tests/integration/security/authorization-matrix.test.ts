// Every route of lambdas/routes.ts (and the image route) x every persona: anonymous, the owner,
// another signed-in user, the validator holding a link (signed out), an admin. What each must get
// follows from the route's `access` and from whose data the request names (route-plans.ts): a 2xx
// when allowed; else 401 signed out on a signed-in route, 403 for a non-admin on an admin route,
// 404 for anyone else's data or a link they do not hold. A refusal changes nothing in the table
// and repeats none of the owner's private text. A route added to the table is in this matrix.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../support/api-client';
import { proofContent } from '../../support/factories/proof-content';
import type { PersonaName } from './fixture';
import { allRoutes, expectedOutcome, plansWithoutRoute, planFor, requestFor, send } from './route-plans';
import { watchedRuntime } from './watched-runtime';

const PERSONAS: readonly PersonaName[] = ['anonymous', 'owner', 'other', 'validator', 'admin'];

const watched = watchedRuntime();

it('sees what a request writes, so a refusal that wrote something would fail', async () => {
  await watched.table.sinceLastRead();
  const owner = apiClient(watched.runtime.url, watched.fixture.personas.find((persona) => persona.isOwner)!.idToken);
  const created = await owner.request<{ id: string }>('POST', '/proofs', proofContent({ title: 'Written while the table is watched' }));
  expect(created.status).toBe(201);
  expect(await watched.table.sinceLastRead()).toContainEqual(expect.stringMatching(new RegExp(`^INSERT .*${created.body.id}`)));
  expect(await watched.table.sinceLastRead()).toEqual([]);
});

it('has a plan for every route and no plan for a route that is gone', () => {
  for (const route of allRoutes) expect(() => planFor(route, watched.fixture), route.name).not.toThrow();
  expect(plansWithoutRoute()).toEqual([]);
});

describe.each(allRoutes.map((route) => [`${route.method} ${route.path} (${route.access})`, route] as const))('%s', (_name, route) => {
  it.each(PERSONAS)('as %s', async (name) => {
    const persona = watched.fixture.personas.find((candidate) => candidate.name === name)!;
    const plan = planFor(route, watched.fixture);
    const expected = expectedOutcome(route, plan, persona);
    expect(await watched.refusals.before(), 'the refused request before this one wrote after it answered').toEqual([]);
    const answer = await send(watched.runtime.url, requestFor(route, plan, persona, watched.fixture));
    const written = await watched.refusals.after(expected !== 'allowed');

    const what = `${route.name} as ${name}: ${answer.status} ${answer.text.slice(0, 300)}`;
    if (expected === 'allowed') {
      expect(answer.status, what).toBeGreaterThanOrEqual(200);
      expect(answer.status, what).toBeLessThan(300);
      return;
    }
    expect(answer.status, what).toBe(expected);
    for (const secret of watched.fixture.secrets) expect(answer.text, what).not.toContain(secret);
    expect(written, `${what}: the refused request changed the table`).toEqual([]);
  });
});
