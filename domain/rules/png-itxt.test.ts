import { describe, expect, it } from 'vitest';
import { bakeCredential, crc32, readBakedCredential } from './png-itxt';

/** A valid 1x1 PNG (signature, IHDR, IDAT, IEND) built with the module's own CRC. */
function tinyPng(): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const crc = crc32(body);
    return [0, 0, (data.length >> 8) & 0xff, data.length & 0xff, ...body, (crc >>> 24) & 0xff, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff];
  };
  const idat = [0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]), ...chunk('IDAT', idat), ...chunk('IEND', [])]);
}

describe('baking a credential into a PNG', () => {
  it('computes the CRC-32 PNG uses', () => {
    // The CRC of the IEND chunk type is fixed: AE 42 60 82.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('writes an iTXt chunk with keyword openbadgecredential before IEND, and reads it back', () => {
    const credential = JSON.stringify({ id: 'https://example.com/c/1', name: 'Caf\u00e9 \u2713' });
    const baked = bakeCredential(tinyPng(), credential);
    const text = new TextDecoder('latin1').decode(baked);
    expect(text.indexOf('iTXtopenbadgecredential')).toBeGreaterThan(0);
    expect(text.indexOf('iTXt')).toBeLessThan(text.indexOf('IEND'));
    expect(readBakedCredential(baked)).toBe(credential);
  });

  it('replaces a credential baked before, and finds none in a plain PNG or in something else', () => {
    const once = bakeCredential(tinyPng(), '{"v":1}');
    const twice = bakeCredential(once, '{"v":2}');
    expect(readBakedCredential(twice)).toBe('{"v":2}');
    expect(new TextDecoder('latin1').decode(twice).split('openbadgecredential')).toHaveLength(2);
    expect(readBakedCredential(tinyPng())).toBeNull();
    expect(readBakedCredential(new TextEncoder().encode('{"not":"a png"}'))).toBeNull();
    expect(() => bakeCredential(new Uint8Array([1, 2, 3]), '{}')).toThrow(/Not a PNG/);
  });
});
