// A validator's decline as the owner sees it: who declined (and who signed in, when someone else
// used the link), when, and their comment, which the portal promised them the owner would read.
// The Validation and Invites card, the proof cards and the edit page show declines with these.
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { validationCard } from '../../../domain/messages/invitations';
import { declines as messages } from '../../../domain/messages/declines';
import { ago, signerLines } from './signer-lines';
import { shownAddress } from '../../../domain/messages/erased';

const ROLE_NAMES = { manager: 'Manager', peer: 'Peer' } as const;

interface DeclineDetailsProps {
  readonly decline: StandingDecline;
  readonly now: Date;
  /** Whether to name the proof (lists of several proofs' declines). */
  readonly showProof: boolean;
}

/** The decline's lines, to sit in a list item. */
export function DeclineDetails({ decline, now, showProof }: DeclineDetailsProps) {
  const { validation, invitedEmail } = decline;
  const signedBy = signerLines(validation, invitedEmail, null);
  return (
    <>
      <p className="truncate text-sm font-medium text-slate-900">{shownAddress(validation.validatorEmail)}</p>
      <p className="truncate text-xs text-slate-600">
        {ROLE_NAMES[validation.role]} · {showProof && `${validation.recognitionTitle} · `}
        <span className="font-medium text-red-800">{messages.declinedOn(ago(validation.createdAt, now))}</span>
      </p>
      {signedBy.map((line, index) => (
        <p key={line} className={`text-xs break-words ${index === 0 ? 'text-slate-600' : 'font-medium text-amber-800'}`}>
          {line}
        </p>
      ))}
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{validation.comment ? validationCard.comment(validation.comment) : messages.noComment}</p>
    </>
  );
}

/** On a proof card: each decline not yet answered, with its comment, and what the owner can do. */
export function DeclineNotice({ declines, now }: { readonly declines: readonly StandingDecline[]; readonly now: Date }) {
  if (declines.length === 0) return null;
  return (
    <div className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-950">
      <ul className="space-y-1">
        {declines.map(({ validation }) => (
          <li key={validation.id}>
            <p className="font-medium break-words">
              {messages.declinedBy(shownAddress(validation.validatorEmail))} · {ago(validation.createdAt, now)}
            </p>
            <p className="break-words whitespace-pre-line">{validation.comment ? validationCard.comment(validation.comment) : messages.noComment}</p>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs">{messages.nextSteps}</p>
    </div>
  );
}
