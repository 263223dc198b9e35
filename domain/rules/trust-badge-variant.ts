// The badge style for a trust value (spec section 9).
import { TRUST_BADGE_DEFAULT_FROM, TRUST_BADGE_SECONDARY_FROM } from '../constants';

export type TrustBadgeVariant = 'default' | 'secondary' | 'outline';

export function trustBadgeVariant(value: number | null | undefined): TrustBadgeVariant {
  if (value === null || value === undefined || Number.isNaN(value)) return 'secondary';
  if (value >= TRUST_BADGE_DEFAULT_FROM) return 'default';
  if (value >= TRUST_BADGE_SECONDARY_FROM) return 'secondary';
  return 'outline';
}
