import { onboardingProgress, type OnboardingFacts } from '../../../domain/rules/onboarding-step';

/** 'Step n of 4', a progress bar and the four milestones. */
export function OnboardingWidget({ facts }: { facts: OnboardingFacts }) {
  const progress = onboardingProgress(facts);
  const label = `Step ${progress.step} of ${progress.total}`;
  return (
    <section aria-labelledby="onboarding-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between">
        <h2 id="onboarding-title" className="font-semibold text-slate-900">
          Getting started
        </h2>
        <p className="text-sm text-slate-600">{label}</p>
      </div>
      <div role="progressbar" aria-label="Onboarding progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.percent} aria-valuetext={label} className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-blue-700 transition-all" style={{ width: `${progress.percent}%` }} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        {progress.chips.map((chip) => (
          <li key={chip.label} className={`rounded-full border px-3 py-1 text-sm ${chip.done ? 'border-green-300 bg-green-50 text-green-800' : 'border-slate-300 text-slate-700'}`}>
            <span aria-hidden="true">{chip.done ? '✓ ' : ''}</span>
            {chip.label}
            <span className="sr-only">{chip.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
