// Validator trust levels 1..5 (spec section 6).
import { DEFAULT_TRUST_LEVEL } from '../constants';
import type { DomainMatchType } from '../entities';

export const VALIDATOR_TRUST_LEVEL_LABELS = {
  1: 'Verified Company',
  2: 'Company Domain',
  3: 'External Validator',
  4: 'Alumni/Former',
  5: 'Unverified',
} as const;
export type ValidatorTrustLevel = keyof typeof VALIDATOR_TRUST_LEVEL_LABELS;
export type ValidatorTrustLevelLabel = (typeof VALIDATOR_TRUST_LEVEL_LABELS)[ValidatorTrustLevel];

/** A missing or unknown level reads as the default level 5, Unverified. */
export function validatorTrustLevelLabel(level: number | null | undefined): ValidatorTrustLevelLabel {
  const known = VALIDATOR_TRUST_LEVEL_LABELS[level as ValidatorTrustLevel];
  return known ?? VALIDATOR_TRUST_LEVEL_LABELS[DEFAULT_TRUST_LEVEL];
}

const LEVEL_BY_MATCH: Record<DomainMatchType, ValidatorTrustLevel> = {
  exact: 1,
  subsidiary: 2,
  external: 3,
  alumni: 4,
  unverified: 5,
};

/** The level a company-domain match earns: exact 1, subsidiary 2, external 3, alumni 4, unverified 5. */
export function trustLevelForDomainMatch(match: DomainMatchType): ValidatorTrustLevel {
  return LEVEL_BY_MATCH[match];
}
