// A fresh fake API for each test of a file, and the rendered DOM and stubbed fetch undone after it.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi, type FakeApi, type Handler, type Reply } from './fake-api';

/** Call once at the top of a test file; the object it returns always speaks to the current test's fake API. */
export function fakeApiEachTest(): FakeApi {
  let current: FakeApi;
  beforeEach(() => {
    current = fakeApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    get calls() {
      return current.calls;
    },
    on: (route: string, handler: Handler | Reply) => current.on(route, handler),
    count: (route: string) => current.count(route),
    routes: () => current.routes(),
  };
}
