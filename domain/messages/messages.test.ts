import { describe, expect, it } from 'vitest';
import { DAILY_INVITE_LIMIT, VALIDATION_LINK_LIFETIME_MS } from '../constants';
import { dashboard } from './dashboard';
import { invitations } from './invitations';
import { portal } from './portal';
import { projectForm } from './project-form';
import { verifyById } from './public-pages';

const messages = { dashboard, invitations, portal, projectForm, verifyById };

describe('messages', () => {
  it('puts the product name where the spec says {product}', () => {
    expect(messages.dashboard.copyProductIdFailed).toBe('Failed to copy Provenly ID');
    expect(messages.verifyById).toEqual({
      heading: 'Verification Failed',
      invalidId: 'Invalid Provenly ID',
      verifyFailed: 'Failed to verify Provenly ID',
      idNotFound: 'Provenly ID not found',
      profileIncomplete: 'User profile incomplete',
    });
  });

  it('keeps numbers in step with the constants', () => {
    expect(messages.invitations.dailyLimitReached.description).toBe(`You can only send ${DAILY_INVITE_LIMIT} invitations per day.`);
    expect(messages.portal.invalidOrExpiredLink).toContain(`${VALIDATION_LINK_LIFETIME_MS / 3_600_000} hours`);
    expect(messages.projectForm.descriptionTooShort).toBe('Description must be at least 10 characters');
  });

  it('builds the filtered empty state', () => {
    expect(messages.dashboard.noFilteredProofs('pending')).toBe('No pending proofs');
  });

  it('leaves no {product} placeholder and no blank message', () => {
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      // An array of one stands for a string too, as messages that list several things take one.
      else if (typeof value === 'function') texts.push(String(value(['x'])));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(messages);
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.filter((text) => text.includes('{') || text.trim() === '' || text !== text.trim())).toEqual([]);
  });
});
