// The dialog's list of validators to invite: each address with its role, how far its domain
// vouches (or that the check is running or failed), the server's refusal beside it, and the
// day's count against the limit.
import { DAILY_INVITE_LIMIT, DEFAULT_TRUST_LEVEL, DEFAULT_TRUST_SCORE } from '../../../domain/constants';
import type { DomainMatchType, ValidatorRole } from '../../../domain/entities';
import { invitations } from '../../../domain/messages/invitations';
import { CloseIcon } from '../../components/icons';
import { TrustBadges } from './trust-badges';

export type TrustCheck = { readonly state: 'checking' } | { readonly state: 'done'; readonly trustLevel: number; readonly trustScore: number; readonly matchType: DomainMatchType } | { readonly state: 'failed' };

export interface NewInvitee {
  readonly email: string;
  readonly role: ValidatorRole;
}

export interface Invitee {
  readonly email: string;
  readonly role: ValidatorRole;
  readonly trust: TrustCheck;
  /** Why the server refused this address (a 400's `validators.{i}.email`), until the list is sent again. */
  readonly refusal?: string | undefined;
}

export interface InviteeListProps {
  /** The dialog's id prefix (useId), for the heading and the refusals. */
  readonly ids: string;
  readonly invitees: readonly Invitee[];
  /** Sent today plus this list. */
  readonly counted: number;
  readonly limitReached: boolean;
  readonly sending: boolean;
  readonly onRemove: (email: string) => void;
}

export function InviteeList({ ids, invitees, counted, limitReached, sending, onRemove }: InviteeListProps) {
  return (
    <section aria-labelledby={`${ids}-list`}>
      <div className="flex items-center justify-between">
        <h3 id={`${ids}-list`} className="text-sm font-semibold text-slate-900">
          Validators to invite
        </h3>
        <p className="text-sm text-slate-600">
          <span className="sr-only">Invitations today, including this list: </span>
          <span className={`font-semibold tabular-nums ${limitReached ? 'text-red-700' : 'text-slate-900'}`}>
            {counted}/{DAILY_INVITE_LIMIT}
          </span>
          <span aria-hidden="true"> today</span>
        </p>
      </div>
      {invitees.length === 0 ? (
        <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">No validators added yet.</p>
      ) : (
        <ul aria-live="polite" className="mt-2 max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {invitees.map((invitee, index) => (
            <li key={invitee.email} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{invitee.email}</p>
                {invitee.refusal && (
                  <p id={`${ids}-refusal-${index}`} className="mt-0.5 text-sm break-words text-red-700">
                    {invitee.refusal}
                  </p>
                )}
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{invitee.role === 'manager' ? 'Manager' : 'Peer'}</span>
                  {invitee.trust.state === 'checking' ? (
                    <span className="text-xs text-slate-500">Checking domain…</span>
                  ) : invitee.trust.state === 'done' ? (
                    <TrustBadges trustLevel={invitee.trust.trustLevel} trustScore={invitee.trust.trustScore} />
                  ) : (
                    <>
                      <TrustBadges trustLevel={DEFAULT_TRUST_LEVEL} trustScore={DEFAULT_TRUST_SCORE} />
                      <span className="text-xs text-slate-500">(domain not checked)</span>
                    </>
                  )}
                </div>
              </div>
              <button
                type="button"
                onClick={() => onRemove(invitee.email)}
                aria-label={`Remove ${invitee.email}`}
                aria-describedby={invitee.refusal ? `${ids}-refusal-${index}` : undefined}
                disabled={sending}
                className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {limitReached && (
        <p role="status" className="mt-2 text-sm font-medium text-red-700">
          {invitations.dailyLimitReachedButton}
        </p>
      )}
    </section>
  );
}
