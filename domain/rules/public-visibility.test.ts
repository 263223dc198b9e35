import { describe, expect, it } from 'vitest';
import { isAwaitingRevalidationPublicly, isOwnerPubliclyShown, isPortfolioVisible, isPubliclyShown } from './public-visibility';

const published = { verified: true, visibility: 'public' as const, status: 'published' as const, hiddenAt: null, proofNumber: 'PJ-7KQ2MX', publishedAt: '2026-01-02T00:00:00.000Z' };

describe('public visibility', () => {
  it('shows a verified, published, public proof', () => {
    expect(isPubliclyShown(published)).toBe(true);
    expect(isPortfolioVisible(published)).toBe(true);
  });

  it('a hidden proof is on no public surface, whatever else holds', () => {
    const hidden = { ...published, hiddenAt: '2026-02-01T00:00:00.000Z' };
    expect(isPubliclyShown(hidden)).toBe(false);
    expect(isPortfolioVisible(hidden)).toBe(false);
    expect(isAwaitingRevalidationPublicly({ ...hidden, verified: false })).toBe(false);
  });

  it('a private, unverified or unpublished proof is not on the portfolio', () => {
    expect(isPortfolioVisible({ ...published, visibility: 'private' })).toBe(false);
    expect(isPortfolioVisible({ ...published, verified: false })).toBe(false);
    expect(isPortfolioVisible({ ...published, status: 'pending' })).toBe(false);
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
