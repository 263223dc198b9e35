import { describe, expect, it } from 'vitest';
import { isCodeOf, randomCode, type RandomBytes } from './random-code';

/** Hands out the given bytes in order, however many are asked for. */
function scripted(bytes: number[]): RandomBytes {
  let next = 0;
  return (length) => Uint8Array.from({ length }, () => bytes[next++ % bytes.length] ?? 0);
}

describe('randomCode', () => {
  it('maps accepted bytes onto the alphabet', () => {
    expect(randomCode(4, scripted([0, 1, 30, 31]))).toBe('23Z2');
    expect(randomCode(3, scripted([247, 62, 93]))).toBe('Z22');
  });

  it('rejects bytes from 248 up, so every character is equally likely', () => {
    expect(randomCode(2, scripted([248, 255, 250, 5, 249, 6]))).toBe('78');
  });

  it('is exactly uniform over all 248 accepted byte values', () => {
    const counts = new Map<string, number>();
    const bytes = Array.from({ length: 256 }, (_, i) => i);
    const source = scripted(bytes);
    for (let i = 0; i < 248; i++) {
      const char = randomCode(1, source);
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(31);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('throws instead of looping forever on a source with no usable bytes', () => {
    expect(() => randomCode(6, () => new Uint8Array(6).fill(255))).toThrow('The random source returned no usable bytes');
    expect(() => randomCode(6, () => new Uint8Array(0))).toThrow('The random source returned no usable bytes');
  });

  it('rejects a degenerate alphabet', () => {
    expect(() => randomCode(6, scripted([1]), 'A')).toThrow(RangeError);
  });
});

describe('isCodeOf', () => {
  it('checks length and alphabet', () => {
    expect(isCodeOf('ABC234', 6)).toBe(true);
    expect(isCodeOf('ABC23', 6)).toBe(false);
    expect(isCodeOf('ABC230', 6)).toBe(false);
    expect(isCodeOf('abc234', 6)).toBe(false);
  });
});
