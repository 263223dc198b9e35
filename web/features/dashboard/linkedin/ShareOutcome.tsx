import { buttonSizes, secondaryButton } from '../../../components/button-styles';
import type { ShareState } from './useShareToLinkedIn';

/** Posting's progress, its link once posted, or why it failed (with a reconnect where it helps). */
export function ShareOutcome({ state, onReconnect }: { state: ShareState; onReconnect: () => void }) {
  switch (state.name) {
    case 'idle':
      return <div aria-live="polite" />;
    case 'posting':
      return (
        <div aria-live="polite" className="space-y-2">
          <p className="text-sm text-slate-700">Posting to LinkedIn: rendering the card, uploading it and creating the post…</p>
          <div role="progressbar" aria-label="Posting to LinkedIn" className="h-1.5 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-blue-700" />
          </div>
        </div>
      );
    case 'posted':
      return (
        <div aria-live="polite" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
          <p className="font-semibold">{state.alreadyShared ? 'Already on LinkedIn' : 'Posted to LinkedIn'}</p>
          {state.alreadyShared && <p className="mt-1">You shared this proof with the same words before, so no second post was made.</p>}
          <a href={state.webUrl} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block font-medium text-blue-800 underline">
            View your post on LinkedIn
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{state.failure.title}</p>
          <p className="mt-1">{state.failure.reason}</p>
          {state.failure.detail && <p className="mt-1 text-xs">{state.failure.detail}</p>}
          {state.failure.reconnect && (
            <button type="button" onClick={onReconnect} className={`${secondaryButton} ${buttonSizes.sm} mt-2`}>
              Reconnect LinkedIn
            </button>
          )}
        </div>
      );
  }
}
