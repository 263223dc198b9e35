// The route table serves exactly the routes of the contract: each table entry is one contract
// entry with the same name, method and path, and no contract entry is left without a function.
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../domain/api/route-contract';
import { allRoutes } from '../../domain/api/routes/all';
import { imageRoute, routes, type RouteDefinition } from '../../lambdas/routes';

const served: readonly RouteDefinition[] = [...routes, imageRoute];
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route contract', () => {
  it('names each route once', () => {
    expect(new Set(allRoutes.map((route) => route.name)).size).toBe(allRoutes.length);
    expect(new Set(allRoutes.map(key)).size).toBe(allRoutes.length);
  });

  it('has exactly one entry for every route the table serves, and the table serves every entry', () => {
    expect(new Set(served.map((route) => route.name)).size).toBe(served.length);
    const contract = new Map(allRoutes.map((route) => [route.name, key(route)]));
    expect(new Map(served.map((route) => [route.name, key(route)]))).toEqual(contract);
  });

  it('fills in path parameters as single encoded segments', () => {
    const route = allRoutes.find((candidate) => candidate.name === 'RemindValidator')!;
    expect(pathOf(route, { id: 'p/1', requestId: 'r 2' } as never)).toBe('/api/proofs/p%2F1/validation-requests/r%202/remind');
    expect(() => pathOf(route, { id: 'p1' } as never)).toThrow('requestId');
  });
});
