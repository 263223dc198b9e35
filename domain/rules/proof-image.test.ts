import { describe, expect, it } from 'vitest';
import { imageCacheControl, parseImagePath, proofImagePath, proofImageVersion } from './proof-image';

const hash = 'a'.repeat(8) + 'b'.repeat(56);

describe('proof image URLs', () => {
  it('versions the URL by the first 12 characters of the content hash', () => {
    expect(proofImageVersion(hash)).toBe('aaaaaaaabbbb');
    expect(proofImagePath('PJ-7KQ2MX', hash)).toBe('/og/proof/PJ-7KQ2MX.png?v=aaaaaaaabbbb');
  });

  it('reads what /og/{proxy+} asks for', () => {
    expect(parseImagePath('proof/PJ-7KQ2MX.png')).toEqual({ kind: 'proof', proofNumber: 'PJ-7KQ2MX', canonical: true });
    // Another spelling finds the proof, and says it is not the product's own link (not cached for a year).
    expect(parseImagePath('proof/pj-7kq2mx.png')).toEqual({ kind: 'proof', proofNumber: 'PJ-7KQ2MX', canonical: false });
    expect(parseImagePath('product.png')).toEqual({ kind: 'product' });
    for (const bad of ['proof/PJ-7KQ2MX.jpg', 'proof/../x.png', 'proof/a/b.png', 'proof/.png', 'other.png', '']) {
      expect(parseImagePath(bad), bad).toBeNull();
    }
  });

  it('caches the current version for a year and anything else for five minutes', () => {
    expect(imageCacheControl('aaaaaaaabbbb', 'aaaaaaaabbbb')).toBe('public, max-age=31536000, immutable');
    expect(imageCacheControl('000000000000', 'aaaaaaaabbbb')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(imageCacheControl(undefined, 'aaaaaaaabbbb')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  });
});
