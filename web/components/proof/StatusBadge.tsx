import { statusBadge } from '../../../domain/rules/status-badge';
import { CheckIcon, ClockIcon } from '../icons';

const TONES: Record<string, string> = {
  Verified: 'border-green-300 bg-green-50 text-green-800',
  Pending: 'border-amber-300 bg-amber-50 text-amber-900',
};

/** Verified, Pending, Draft (or the raw status), as the spec's status badge says. */
export function StatusBadge({ proof }: { proof: { status: string | null; verified: boolean } }) {
  const label = statusBadge(proof);
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[label] ?? 'border-slate-300 bg-slate-100 text-slate-700'}`}>
      {label === 'Verified' && <CheckIcon className="h-3.5 w-3.5" />}
      {label === 'Pending' && <ClockIcon className="h-3.5 w-3.5" />}
      <span className="sr-only">Status: </span>
      <span>{label}</span>
    </span>
  );
}
