// What the owner reads on a proof an administrator hid, wherever they see it (their dashboard's
// card, the edit page): that it is hidden, the reason they were given, and what that turns off.
// The places that show it offer none of the actions it turns off.
import type { Proof } from '../../../domain/entities';
import { hiddenProofCard as text } from '../../../domain/messages/moderation';

export function HiddenProofNotice({ proof }: { proof: Pick<Proof, 'hiddenAt' | 'hiddenReason'> }) {
  if (!proof.hiddenAt) return null;
  return (
    <div className="mt-3 space-y-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-semibold">{text.heading}</p>
      {proof.hiddenReason && (
        <p>
          {text.reasonLabel} <span className="break-words whitespace-pre-line">{proof.hiddenReason}</span>
        </p>
      )}
      <p>{text.effects}</p>
    </div>
  );
}
