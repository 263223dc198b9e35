import { describe, expect, it } from 'vitest';
import { isAwaitingRevalidationPublicly, isOwnerPubliclyShown, isPubliclyListed, isPubliclyShown, publicStateOf, shareRefusalOf } from './public-visibility';

const published = { verified: true, visibility: 'public' as const, status: 'published' as const, hiddenAt: null, proofNumber: 'PJ-7KQ2MX', publishedAt: '2026-01-02T00:00:00.000Z' };

describe('public visibility', () => {
  it('shows a verified, published, public proof', () => {
    expect(isPubliclyShown(published)).toBe(true);
    expect(isPubliclyListed(published)).toBe(true);
  });

  it('a hidden proof is on no public surface, whatever else holds', () => {
    const hidden = { ...published, hiddenAt: '2026-02-01T00:00:00.000Z' };
    expect(isPubliclyShown(hidden)).toBe(false);
    expect(isPubliclyListed(hidden)).toBe(false);
    expect(isAwaitingRevalidationPublicly({ ...hidden, verified: false })).toBe(false);
  });

  it('a private, unverified or unpublished proof is not on the portfolio', () => {
    expect(isPubliclyListed({ ...published, visibility: 'private' })).toBe(false);
    expect(isPubliclyListed({ ...published, verified: false })).toBe(false);
    expect(isPubliclyListed({ ...published, status: 'pending' })).toBe(false);
  });

  it('a published proof that lost its verification awaits re-validation, unless hidden or private', () => {
    expect(isAwaitingRevalidationPublicly({ ...published, verified: false })).toBe(true);
    expect(isAwaitingRevalidationPublicly({ ...published, verified: false, visibility: 'private' })).toBe(false);
    expect(isAwaitingRevalidationPublicly({ ...published, verified: false, publishedAt: null })).toBe(false);
    expect(isAwaitingRevalidationPublicly(published)).toBe(false);
  });
});

describe('the owner', () => {
  it('a suspended or unknown account shows nothing publicly', () => {
    expect(isOwnerPubliclyShown({ suspendedAt: null })).toBe(true);
    expect(isOwnerPubliclyShown({})).toBe(true);
    expect(isOwnerPubliclyShown({ suspendedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(isOwnerPubliclyShown(null)).toBe(false);
  });
});

describe('sharing outward', () => {
  const owner = { suspendedAt: null };
  const verified = { ...published, status: 'verified' as const, publishedAt: null };

  it('may share a verified, public, shown proof of an active owner, published or not', () => {
    expect(shareRefusalOf(verified, owner)).toBeNull();
    expect(shareRefusalOf(published, owner)).toBeNull();
  });

  it('refuses what the public could not see once published, saying why', () => {
    expect(shareRefusalOf({ ...published, hiddenAt: '2026-02-01T00:00:00.000Z' }, owner)).toBe('hidden');
    expect(shareRefusalOf({ ...published, visibility: 'private' }, owner)).toBe('private');
    expect(shareRefusalOf({ ...published, verified: false }, owner)).toBe('unverified');
    expect(shareRefusalOf({ ...published, proofNumber: null }, owner)).toBe('unverified');
    expect(shareRefusalOf(published, { suspendedAt: '2026-02-01T00:00:00.000Z' })).toBe('owner-suspended');
    expect(shareRefusalOf(published, null)).toBe('owner-suspended');
  });

  it('agrees with the public state the proof would have once published', () => {
    const cases = [published, verified, { ...published, hiddenAt: '2026-02-01T00:00:00.000Z' }, { ...published, visibility: 'private' as const }, { ...published, verified: false }];
    for (const proof of cases) {
      for (const suspendedAt of [null, '2026-02-01T00:00:00.000Z']) {
        const once = publicStateOf({ ...proof, status: 'published', publishedAt: proof.publishedAt ?? '2026-03-01T00:00:00.000Z' }, { ownerVisible: !suspendedAt });
        expect(shareRefusalOf(proof, { suspendedAt }) === null, JSON.stringify({ proof, suspendedAt })).toBe(once === 'public');
      }
    }
  });
});
