// The one trust scale of the public pages: the proof page's Trust Level (spec section 4) and, under
// it, one line of what it means (domain/messages/trust.ts). The owner's own card says the card label
// instead (TrustLabel.tsx).
import { trustWords } from '../../../domain/messages/trust';
import type { ProofTrustLevel } from '../../../domain/rules/proof-trust-level';
import { ShieldIcon } from '../icons';

/** The level as a small label, as a card shows it. */
export function TrustLevelBadge({ level }: { level: ProofTrustLevel }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-800">
      <ShieldIcon className="h-3.5 w-3.5" />
      <span className="sr-only">{trustWords.trustLevel}: </span>
      <span>{level}</span>
    </span>
  );
}

/** What the level means, in one line of visible text. */
export function TrustLevelMeaning({ level, className = '' }: { level: ProofTrustLevel; className?: string }) {
  return <span className={`block text-xs font-normal text-slate-600 ${className}`}>{trustWords.meaning[level]}</span>;
}
