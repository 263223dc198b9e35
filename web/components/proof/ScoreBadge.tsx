import { scoreTier } from '../../../domain/rules/score-tier';
import type { ScoreTier } from '../../../domain/rules/score-tier';

const TIER_CLASSES: Record<ScoreTier['color'], string> = {
  orange: 'border-orange-300 bg-orange-50 text-orange-800',
  blue: 'border-blue-300 bg-blue-50 text-blue-800',
  green: 'border-green-300 bg-green-50 text-green-800',
  purple: 'border-purple-300 bg-purple-50 text-purple-800',
};

const SIZES = {
  sm: { badge: 'gap-1 px-2 py-0.5 text-xs', score: 'font-bold' },
  md: { badge: 'gap-1.5 px-2.5 py-1 text-sm', score: 'font-bold' },
  lg: { badge: 'flex-col px-4 py-2 text-xs leading-tight', score: 'text-2xl font-extrabold' },
} as const;

/** The proof score and its tier (Emerging, Developing, Proficient, Expert) in the tier's colour. */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: keyof typeof SIZES }) {
  const tier = scoreTier(score);
  return (
    <span
      role="img"
      aria-label={`Proof score ${score}, ${tier.name}`}
      title={`Proof score ${score} (${tier.name})`}
      className={`inline-flex shrink-0 items-center rounded-full border ${size === 'lg' ? 'rounded-xl' : ''} ${TIER_CLASSES[tier.color]} ${SIZES[size].badge}`}
    >
      <span className={`tabular-nums ${SIZES[size].score}`}>{score}</span>
      <span className="font-medium">{tier.name}</span>
    </span>
  );
}
