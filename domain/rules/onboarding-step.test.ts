import { describe, expect, it } from 'vitest';
import { onboardingProgress, type OnboardingFacts } from './onboarding-step';

const none: OnboardingFacts = { linkedinConnected: false, hasProofs: false, hasVerifiedProofs: false, hasPublishedProofs: false };

describe('onboardingProgress', () => {
  it('is at least step 1 (25%) with nothing done', () => {
    expect(onboardingProgress(none)).toMatchObject({ step: 1, total: 4, percent: 25 });
  });
  it('counts completed milestones', () => {
    expect(onboardingProgress({ ...none, linkedinConnected: true })).toMatchObject({ step: 1, percent: 25 });
    expect(onboardingProgress({ ...none, linkedinConnected: true, hasProofs: true })).toMatchObject({ step: 2, percent: 50 });
    expect(onboardingProgress({ ...none, linkedinConnected: true, hasProofs: true, hasVerifiedProofs: true })).toMatchObject({
      step: 3,
      percent: 75,
    });
    expect(
      onboardingProgress({ linkedinConnected: true, hasProofs: true, hasVerifiedProofs: true, hasPublishedProofs: true }),
    ).toMatchObject({ step: 4, percent: 100 });
  });
  it('does not reach 100% while LinkedIn is not connected', () => {
    expect(onboardingProgress({ ...none, hasProofs: true, hasVerifiedProofs: true, hasPublishedProofs: true })).toMatchObject({
      step: 3,
      percent: 75,
    });
  });
  it('lists the four chips in order with their state', () => {
    expect(onboardingProgress({ ...none, hasProofs: true }).chips).toEqual([
      { label: 'Connect LinkedIn', done: false },
      { label: 'Create first proof', done: true },
      { label: 'Invite validator', done: false },
      { label: 'Publish', done: false },
    ]);
  });
});
