// A call by route: the path with its parameters filled in, the query after it, and the route's
// method, handed to the API helper below /api.
import { describe, expect, it, vi } from 'vitest';
import { defineRoutes, shape } from '../../domain/api/route-contract';
import { callRoute, routeUrl } from './api';

const routes = defineRoutes({
  ListNotes: { method: 'GET', path: '/api/notes', answer: shape<{ items: string[] }>() },
  RemoveNote: { method: 'DELETE', path: '/api/notes/{id}' },
  Health: { method: 'GET', path: '/health' },
});

describe('routeUrl', () => {
  it('fills in the parameters and adds the query, each value encoded', () => {
    expect(routeUrl(routes.RemoveNote, { params: { id: 'a/b' }, query: { reason: 'not mine & old' } })).toBe('/api/notes/a%2Fb?reason=not+mine+%26+old');
    expect(routeUrl(routes.ListNotes)).toBe('/api/notes');
  });
});

describe('callRoute', () => {
  it("asks for the path below /api with the query, the route's method and the signal", async () => {
    const api = vi.fn().mockResolvedValue({ items: [] });
    const signal = new AbortController().signal;
    await expect(callRoute(api, routes.ListNotes, { query: { state: 'open', cursor: 'c1' }, signal })).resolves.toEqual({ items: [] });
    expect(api).toHaveBeenCalledWith('/notes?state=open&cursor=c1', { method: 'GET', body: undefined, signal });
  });

  it('refuses a route that is not below /api', () => {
    expect(() => callRoute(vi.fn(), routes.Health)).toThrow('Health is not below /api');
  });
});
