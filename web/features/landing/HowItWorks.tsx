import { DAILY_INVITE_LIMIT, VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import { sectionInner, sectionTitle } from './ui';

const LINK_HOURS = VALIDATION_LINK_LIFETIME_MS / (60 * 60 * 1000);

const steps = [
  {
    title: 'Add your project details',
    text: 'Title, your role, the organisation, what you delivered and the outcomes it moved.',
  },
  {
    title: 'Get validation from your manager or peers',
    text: `Invite up to ${DAILY_INVITE_LIMIT} validators a day by e-mail. Each gets a private link, valid for ${LINK_HOURS} hours, to review and co-sign your proof.`,
  },
  {
    title: 'Share on LinkedIn',
    text: 'Post your verified proof card with a proof number anyone can check, and collect it in your public portfolio.',
  },
];

/** The 3-step flow, as an ordered list. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-white">
      <div className={sectionInner}>
        <h2 id="how-title" className={sectionTitle}>
          From project to proof in 3 steps
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
