// A page-level message: not found, failed to load, verification failed.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { primaryButton, buttonSizes, secondaryButton } from '../../components/button-styles';

interface MessageCardProps {
  readonly title: string;
  readonly children: ReactNode;
  /** h1 when the message is the page; h2 under the page's own heading. */
  readonly headingLevel?: 1 | 2;
  readonly tone?: 'error' | 'neutral';
  /** Shown as a Try again button (failures that may pass). */
  readonly onRetry?: () => void;
  readonly homeLink?: boolean;
}

export function MessageCard({ title, children, headingLevel = 1, tone = 'error', onRetry, homeLink = true }: MessageCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();
  const iconTone = tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-600';
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <span aria-hidden="true" className={`mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full ${iconTone}`}>
        <svg viewBox="0 0 20 20" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M10 2.5 4 5v4.4c0 3.9 2.6 7.2 6 8.1 3.4-.9 6-4.2 6-8.1V5l-6-2.5Z" />
          <path d="M10 6.5v4M10 13.5v.01" strokeWidth="2.2" />
        </svg>
      </span>
      <Heading id={titleId} className="mt-4 text-2xl font-bold text-slate-900">
        {title}
      </Heading>
      <div className="mt-2 text-slate-600">{children}</div>
      {(onRetry || homeLink) && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry && (
            <button type="button" onClick={onRetry} className={`${primaryButton} ${buttonSizes.md}`}>
              Try again
            </button>
          )}
          {homeLink && (
            <Link to="/" className={`${onRetry ? secondaryButton : primaryButton} ${buttonSizes.md}`}>
              Return Home
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
