// The Validation and Invites side card (spec section 2): counts, today's invitations, pending
// requests with Remind, declines with their comments and what to do next, expired ones with Send
// new link, recent approvals with who signed them, withdrawn co-signatures (which no longer
// count), and the way to invite more.
import { useState } from 'react';
import { DAILY_INVITE_LIMIT, RECENT_APPROVALS_SHOWN } from '../../../domain/constants';
import { invitations, validationCard as messages } from '../../../domain/messages/invitations';
import { declines } from '../../../domain/messages/declines';
import { buttonSizes, panel, primaryButton } from '../../components/button-styles';
import type { OwnerValidation, OwnerValidationRequest } from '../../../domain/api/validation';
import { useRemind } from './useRemind';
import { validationCardModel } from './validation-card-model';
import { ApprovalRow, DeclinedRow, ExpiredRow, PendingRow, WithdrawnRow } from './ValidationCardItems';

interface ValidationCardProps {
  readonly requests: readonly OwnerValidationRequest[];
  readonly validations: readonly OwnerValidation[];
  readonly sentToday: number;
  readonly onInviteMore: (() => void) | null;
  /** Invite someone else for a proof a validator declined; null when the dialog cannot open here. */
  readonly onInviteOther?: ((proofId: string) => void) | null;
}

export function ValidationCard({ requests, validations, sentToday, onInviteMore, onInviteOther = null }: ValidationCardProps) {
  const [showAll, setShowAll] = useState(false);
  const remind = useRemind();
  const { pending, expired, approvals, withdrawn, declined } = validationCardModel(requests, validations);
  const invitedEmail = new Map(requests.map((request) => [request.id, request.inviteeEmail]));
  const send = (request: OwnerValidationRequest) => void remind.send(request);
  const shownApprovals = showAll ? approvals : approvals.slice(0, RECENT_APPROVALS_SHOWN);
  const limitReached = sentToday >= DAILY_INVITE_LIMIT;
  const now = new Date();

  return (
    <section aria-labelledby="validation-card-title" className={panel}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="validation-card-title" className="font-semibold text-slate-900">
          {messages.title}
        </h2>
        <p className="text-sm text-slate-600" aria-label={`${sentToday} of ${DAILY_INVITE_LIMIT} invitations sent today`}>
          {sentToday}/{DAILY_INVITE_LIMIT} today
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-lg bg-amber-50 p-3">
          <dt className="text-xs font-medium text-amber-900">Pending</dt>
          <dd className="text-2xl font-bold text-amber-900">{pending.length}</dd>
        </div>
        <div className="rounded-lg bg-green-50 p-3">
          <dt className="text-xs font-medium text-green-900">Approved</dt>
          <dd className="text-2xl font-bold text-green-900">{approvals.length}</dd>
        </div>
      </dl>

      {requests.length === 0 && validations.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-medium text-slate-900">{messages.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{messages.emptyDescription}</p>
        </div>
      ) : (
        <>
          {pending.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">{messages.pendingHeading}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {pending.map((request) => (
                  <PendingRow key={request.id} request={request} limitReached={limitReached} busy={remind.busyId === request.id} onSend={send} />
                ))}
              </ul>
            </>
          )}
          {declined.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">{declines.heading}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {declined.map((decline) => (
                  <DeclinedRow key={decline.validation.id} decline={decline} now={now} onInviteOther={onInviteOther} />
                ))}
              </ul>
            </>
          )}
          {expired.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">{messages.expiredHeading}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {expired.map((request) => (
                  <ExpiredRow key={request.id} request={request} limitReached={limitReached} busy={remind.busyId === request.id} onSend={send} now={now} />
                ))}
              </ul>
            </>
          )}
          {approvals.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">{messages.approvalsHeading}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {shownApprovals.map((validation) => (
                  <ApprovalRow key={validation.id} validation={validation} invitedEmail={invitedEmail.get(validation.validationRequestId) ?? null} now={now} />
                ))}
              </ul>
              {approvals.length > RECENT_APPROVALS_SHOWN && (
                <button type="button" className="mt-2 text-sm font-medium text-blue-700 hover:underline" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
                  {showAll ? 'Show fewer' : messages.viewAll(approvals.length)}
                </button>
              )}
            </>
          )}
          {withdrawn.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">{messages.withdrawnHeading}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {withdrawn.map((validation) => (
                  <WithdrawnRow key={validation.id} validation={validation} now={now} />
                ))}
              </ul>
            </>
          )}
        </>
      )}

      {onInviteMore && (
        <button
          type="button"
          className={`${primaryButton} ${buttonSizes.md} mt-5 w-full`}
          disabled={limitReached}
          onClick={onInviteMore}
        >
          {limitReached ? invitations.dailyLimitReachedButton : messages.inviteMore}
        </button>
      )}
    </section>
  );
}
