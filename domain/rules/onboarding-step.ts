// The dashboard's onboarding progress (spec section 2, Dashboard).
import { ONBOARDING_STEPS } from '../constants';

export interface OnboardingFacts {
  linkedinConnected: boolean;
  hasProofs: boolean;
  hasVerifiedProofs: boolean;
  hasPublishedProofs: boolean;
}

export const ONBOARDING_CHIPS = [
  { key: 'linkedinConnected', label: 'Connect LinkedIn' },
  { key: 'hasProofs', label: 'Create first proof' },
  { key: 'hasVerifiedProofs', label: 'Invite validator' },
  { key: 'hasPublishedProofs', label: 'Publish' },
] as const satisfies readonly { key: keyof OnboardingFacts; label: string }[];

export interface OnboardingProgress {
  /** 1..4, shown as 'Step n of 4'. */
  step: number;
  total: number;
  /** step / 4 x 100. */
  percent: number;
  chips: { label: string; done: boolean }[];
}

/**
 * Our reading of the spec: the step is the number of the four milestones completed, at least 1.
 * Counting (rather than taking the furthest milestone) keeps a skipped milestone, such as an
 * unconnected LinkedIn account, from showing 100%.
 */
export function onboardingProgress(facts: OnboardingFacts): OnboardingProgress {
  const chips = ONBOARDING_CHIPS.map((chip) => ({ label: chip.label, done: facts[chip.key] }));
  const step = Math.max(1, chips.filter((chip) => chip.done).length);
  return { step, total: ONBOARDING_STEPS, percent: (step / ONBOARDING_STEPS) * 100, chips };
}
