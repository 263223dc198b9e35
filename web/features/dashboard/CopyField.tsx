import { useCopy } from '../../components/useCopy';

/** A read-only value with a copy button that confirms for 2 seconds. */
export function CopyField({ label, value, failureMessage }: { label: string; value: string; failureMessage: string }) {
  const { copied, copy } = useCopy(failureMessage);
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-900">{value}</code>
        <button
          type="button"
          onClick={() => void copy(value)}
          aria-label={`Copy ${label}`}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50"
        >
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <span role="status" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </div>
  );
}
