// The Validation and Invites side card (spec section 2): counts, today's invitations, pending
// requests with Remind, recent approvals, and the way to invite more.
import { useState } from 'react';
import { DAILY_INVITE_LIMIT, RECENT_APPROVALS_SHOWN } from '../../../domain/constants';
import { invitations, validationCard as messages } from '../../../domain/messages';
import { relativeAge } from '../../../domain/rules/relative-age';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../components/button-styles';
import type { OwnerValidationRequest, ValidationWithTitle } from '../../../domain/api/validation';
import { useRemind } from './useRemind';

interface ValidationCardProps {
  readonly requests: readonly OwnerValidationRequest[];
  readonly validations: readonly ValidationWithTitle[];
  readonly sentToday: number;
  readonly onInviteMore: (() => void) | null;
}

export function ValidationCard({ requests, validations, sentToday, onInviteMore }: ValidationCardProps) {
  const [showAll, setShowAll] = useState(false);
  const remind = useRemind();
  const pending = requests.filter((request) => request.status === 'pending');
  const approvals = validations.filter((validation) => validation.status === 'approved');
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
              <h3 className="mt-5 text-sm font-semibold text-slate-800">Pending approvals</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {pending.map((request) => (
                  <li key={request.id} className="flex items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-slate-900">{request.inviteeEmail}</p>
                      <p className="truncate text-xs text-slate-600">
                        {request.role === 'manager' ? 'Manager' : 'Peer'} · {request.recognitionTitle}
                      </p>
                    </div>
                    <button
                      type="button"
                      className={`${secondaryButton} ${buttonSizes.sm}`}
                      disabled={limitReached || remind.busyId === request.id}
                      title={limitReached ? invitations.dailyLimitReachedButton : undefined}
                      aria-label={`Remind ${request.inviteeEmail}`}
                      onClick={() => void remind.send(request)}
                    >
                      Remind
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {approvals.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-slate-800">Recent approvals</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {shownApprovals.map((validation) => (
                  <li key={validation.id} className="py-2">
                    <p className="truncate text-sm font-medium text-slate-900">{validation.validatorEmail}</p>
                    <p className="truncate text-xs text-slate-600">
                      {validation.role === 'manager' ? 'Manager' : 'Peer'} · {validation.recognitionTitle} · {relativeAge(validation.createdAt, now)}
                    </p>
                  </li>
                ))}
              </ul>
              {approvals.length > RECENT_APPROVALS_SHOWN && (
                <button type="button" className="mt-2 text-sm font-medium text-blue-700 hover:underline" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
                  {showAll ? 'Show fewer' : messages.viewAll(approvals.length)}
                </button>
              )}
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
