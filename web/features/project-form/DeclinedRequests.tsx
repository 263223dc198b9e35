// On the edit page: the validators who declined this proof and have not been asked again, each
// with their comment, so the owner can change what they pointed at and ask them again (the proof
// as saved), or invite someone else (the dashboard's invitation dialog, ?invite={id}). Live
// updates keep the list fresh: a decline arriving while the page is open shows at once.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OwnProof } from '../../../domain/api/proofs';
import { DAILY_INVITE_LIMIT } from '../../../domain/constants';
import { invitations } from '../../../domain/messages/invitations';
import { declines as messages } from '../../../domain/messages/declines';
import { standingDeclines } from '../../../domain/rules/standing-declines';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../components/button-styles';
import { UserPlusIcon } from '../../components/icons';
import { DeclineDetails } from '../../components/proof/DeclineDetails';
import { useValidationRequests, useValidations } from '../../lib/server-state/validation-activity';
import { useAskDeclinerAgain } from './useAskDeclinerAgain';

interface DeclinedRequestsProps {
  readonly proof: OwnProof;
  /** The form holds changes not saved yet: asking again would show the validator the old version. */
  readonly unsaved: boolean;
}

export function DeclinedRequests({ proof, unsaved }: DeclinedRequestsProps) {
  const requests = useValidationRequests();
  const validations = useValidations();
  const askAgain = useAskDeclinerAgain();
  const navigate = useNavigate();
  const ids = useId();
  const declined = standingDeclines(requests.data?.items ?? [], validations.data?.items ?? []).filter((decline) => decline.validation.recognitionId === proof.id);
  if (declined.length === 0) return null;
  const limitReached = (requests.data?.sentToday ?? 0) >= DAILY_INVITE_LIMIT;
  const now = new Date();

  return (
    <section aria-labelledby={`${ids}-title`} className={`${panel} mt-6`}>
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
        {messages.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{messages.editPageIntro}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {declined.map((decline) => (
          <li key={decline.validation.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 flex-1">
              <DeclineDetails decline={decline} now={now} showProof={false} />
            </div>
            <button
              type="button"
              className={`${primaryButton} ${buttonSizes.sm} shrink-0`}
              disabled={unsaved || limitReached || askAgain.busyId !== null}
              title={limitReached ? invitations.dailyLimitReachedButton : undefined}
              aria-label={`${messages.askAgain}: ${decline.invitedEmail}`}
              onClick={() => void askAgain.send(decline)}
            >
              {messages.askAgain}
            </button>
          </li>
        ))}
      </ul>
      {unsaved && <p className="mt-2 text-sm font-medium text-amber-900">{messages.saveFirst}</p>}
      {limitReached && <p className="mt-2 text-sm font-medium text-amber-900">{invitations.dailyLimitReachedButton}</p>}
      <button type="button" className={`${secondaryButton} ${buttonSizes.sm} mt-3`} onClick={() => void navigate(`/dashboard?invite=${encodeURIComponent(proof.id)}`)}>
        <UserPlusIcon />
        {messages.inviteSomeoneElse}
      </button>
    </section>
  );
}
