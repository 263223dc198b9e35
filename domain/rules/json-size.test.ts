import { describe, expect, it } from 'vitest';
import { jsonSize } from './json-size';

describe('jsonSize', () => {
  it('counts every object, array and primitive, and the deepest nesting', () => {
    expect(jsonSize({ a: [1, 'two', { b: null }] }, 100)).toEqual({ values: 6, depth: 4, overLimit: false });
    expect(jsonSize('text', 100)).toEqual({ values: 1, depth: 1, overLimit: false });
  });

  it('stops counting once past the limit, however large the value', () => {
    const huge = { tag: Array.from({ length: 100_000 }, (_, n) => n) };
    expect(jsonSize(huge, 1_000)).toMatchObject({ values: 1_001, overLimit: true });
  });

  it('walks deep nesting without recursion', () => {
    let nested: unknown = 0;
    for (let n = 0; n < 50_000; n += 1) nested = [nested];
    expect(jsonSize(nested, 100_000)).toEqual({ values: 50_001, depth: 50_001, overLimit: false });
  });
});
