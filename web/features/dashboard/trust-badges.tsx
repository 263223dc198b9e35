// A validator's trust as two badges: the level's label ('Verified Company') and the score ('95/100').
// Style: trustBadgeVariant (spec section 9: 8 or more default, 6 or more secondary, otherwise
// outline) applied to the score's tens, so 80..100 is solid, 60..79 filled grey, below 60 outlined.
import { validatorTrustLevelLabel } from '../../../domain/rules/validator-trust-level';
import { trustBadgeVariant, type TrustBadgeVariant } from '../../../domain/rules/trust-badge-variant';

const VARIANT_CLASSES: Record<TrustBadgeVariant, string> = {
  default: 'border-blue-700 bg-blue-700 text-white',
  secondary: 'border-slate-200 bg-slate-100 text-slate-800',
  outline: 'border-slate-300 bg-white text-slate-700',
};

/** The badge style for a 0..100 trust score: its tens on the spec's 10-point badge scale. */
export function scoreBadgeVariant(score: number | null | undefined): TrustBadgeVariant {
  return trustBadgeVariant(score === null || score === undefined ? null : Math.floor(score / 10));
}

export function TrustBadges({ trustLevel, trustScore }: { trustLevel: number; trustScore: number }) {
  const style = VARIANT_CLASSES[scoreBadgeVariant(trustScore)];
  const badge = `inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${style}`;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={badge} data-trust-level={trustLevel}>
        {validatorTrustLevelLabel(trustLevel)}
      </span>
      <span className={badge}>
        <span className="sr-only">Trust score </span>
        {trustScore}/100
      </span>
    </span>
  );
}
