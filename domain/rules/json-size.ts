// How much structure a JSON value holds, counted without recursion and without going further than
// asked: a verifier's work on a JSON-LD document grows with its values, not with its bytes.

export interface JsonSize {
  /** Objects, arrays and primitives, the root included; counting stops once past `limit`. */
  readonly values: number;
  /** The deepest nesting seen (the root is 1). */
  readonly depth: number;
  /** Whether counting stopped at the limit (`values` is then `limit + 1`). */
  readonly overLimit: boolean;
}

export function jsonSize(value: unknown, limit: number): JsonSize {
  const pending: [unknown, number][] = [[value, 1]];
  let values = 0;
  let depth = 0;
  while (pending.length > 0) {
    const [next, level] = pending.pop()!;
    values += 1;
    depth = Math.max(depth, level);
    if (values > limit) return { values, depth, overLimit: true };
    if (next && typeof next === 'object') {
      for (const child of Array.isArray(next) ? next : Object.values(next)) pending.push([child, level + 1]);
    }
  }
  return { values, depth, overLimit: false };
}
