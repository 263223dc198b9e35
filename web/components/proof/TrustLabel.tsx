import type { ApprovalSummary } from '../../../domain/entities';
import { cardTrustLabel, type CardTrustLabel } from '../../../domain/rules/card-trust-label';
import { ShieldIcon } from '../icons';

const TONES: Record<CardTrustLabel, string> = {
  'Manager-verified': 'text-blue-800',
  'Peer-verified': 'text-emerald-800',
  'Domain-verified': 'text-slate-700',
  'Self-reported': 'text-slate-600',
};

/** The card's trust label from its approvals: Manager-, Peer-, Domain-verified or Self-reported. */
export function trustLabelOf(approvals: readonly ApprovalSummary[] | undefined, orgName: string | null): CardTrustLabel {
  return cardTrustLabel((approvals ?? []).map((approval) => ({ role: approval.role, status: 'approved' as const })), orgName);
}

export function TrustLabel({ approvals, orgName }: { approvals: readonly ApprovalSummary[] | undefined; orgName: string | null }) {
  const label = trustLabelOf(approvals, orgName);
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-semibold ${TONES[label]}`}>
      <ShieldIcon className="h-3.5 w-3.5" />
      <span className="sr-only">Trust: </span>
      <span>{label}</span>
    </span>
  );
}
