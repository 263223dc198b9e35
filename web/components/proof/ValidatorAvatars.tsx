import { CARD_MAX_VALIDATOR_AVATARS } from '../../../domain/constants';
import type { ApprovalSummary } from '../../../domain/entities';
import { Avatar } from '../Avatar';

const ROLE_NAMES = { manager: 'Manager', peer: 'Peer' } as const;

/** Up to three validators who approved the proof, then '+N' for the rest. */
export function ValidatorAvatars({ approvals }: { approvals: readonly ApprovalSummary[] | undefined }) {
  const all = approvals ?? [];
  if (all.length === 0) return null;
  const shown = all.slice(0, CARD_MAX_VALIDATOR_AVATARS);
  const more = all.length - shown.length;
  return (
    <ul aria-label="Validators" className="flex items-center -space-x-1.5">
      {shown.map((approval) => (
        <li key={approval.validationId} title={`${approval.displayName} (${ROLE_NAMES[approval.role]})`} className="inline-flex rounded-full ring-2 ring-white">
          <Avatar name={approval.displayName} url={approval.avatarUrl} size="sm" />
          <span className="sr-only">
            {approval.displayName}, {ROLE_NAMES[approval.role]}
          </span>
        </li>
      ))}
      {more > 0 && (
        <li className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 ring-2 ring-white">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">and {more} more</span>
        </li>
      )}
    </ul>
  );
}
