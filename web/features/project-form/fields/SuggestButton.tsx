import { SparklesIcon } from '../../../components/icons';

interface SuggestButtonProps {
  /** 'description', 'outcomes' or 'skills': names the button ("Suggest skills"). */
  readonly what: string;
  readonly busy: boolean;
  /** No title yet: suggestions need one. */
  readonly needsTitle: boolean;
  readonly onClick: () => void;
}

/** Asks the assistant for suggestions; busy while it thinks. */
export function SuggestButton({ what, busy, needsTitle, onClick }: SuggestButtonProps) {
  return (
    <button
      type="button"
      onClick={() => {
        if (!busy) onClick();
      }}
      disabled={needsTitle}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={needsTitle ? 'Add a project title first' : undefined}
      className="inline-flex items-center gap-1.5 rounded-full border border-violet-300 bg-violet-50 px-3 py-1 text-xs font-semibold text-violet-800 hover:bg-violet-100 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400 aria-disabled:cursor-wait"
    >
      {busy ? <span aria-hidden="true" className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-violet-200 border-t-violet-700" /> : <SparklesIcon className="h-3.5 w-3.5" />}
      {busy ? `Suggesting ${what}…` : `Suggest ${what}`}
    </button>
  );
}
