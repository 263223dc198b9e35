// The trust label and seal kind shown on a proof card (spec section 4).
// Only approved validations count: a declined validation co-signs nothing.
import type { SealVariant, Validation } from '../entities';

export const CARD_TRUST_LABELS = ['Manager-verified', 'Peer-verified', 'Domain-verified', 'Self-reported'] as const;
export type CardTrustLabel = (typeof CARD_TRUST_LABELS)[number];

type DecidedValidation = Pick<Validation, 'role' | 'status'>;

export function cardTrustLabel(validations: readonly DecidedValidation[], orgName: string | null): CardTrustLabel {
  const approved = validations.filter((v) => v.status === 'approved');
  if (approved.some((v) => v.role === 'manager')) return 'Manager-verified';
  if (approved.some((v) => v.role === 'peer')) return 'Peer-verified';
  if (orgName?.trim()) return 'Domain-verified';
  return 'Self-reported';
}

export function sealKind(validations: readonly DecidedValidation[]): SealVariant {
  return validations.some((v) => v.status === 'approved' && v.role === 'manager') ? 'manager' : 'project-member';
}
