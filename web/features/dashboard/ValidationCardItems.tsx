// The rows of the Validation and Invites card: a live link (Remind), an expired one (Send new
// link), an approval with who signed it and their comment, a withdrawn co-signature with its
// reason, and a decline with its comment and what to do next (edit and ask again, or invite
// someone else).
import { Link } from 'react-router-dom';
import type { OwnerValidation, OwnerValidationRequest } from '../../../domain/api/validation';
import { invitations, validationCard as messages } from '../../../domain/messages/invitations';
import { declines } from '../../../domain/messages/declines';
import { relativeAge } from '../../../domain/rules/relative-age';
import type { StandingDecline } from '../../../domain/rules/standing-declines';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { DeclineDetails } from '../../components/proof/DeclineDetails';
import { ago, signerLines } from '../../components/proof/signer-lines';

const roleName = (role: OwnerValidationRequest['role']) => (role === 'manager' ? 'Manager' : 'Peer');

interface RequestRowProps {
  readonly request: OwnerValidationRequest;
  /** Reminders and new links count against the day's invitations. */
  readonly limitReached: boolean;
  readonly busy: boolean;
  readonly onSend: (request: OwnerValidationRequest) => void;
}

function RequestRow({ request, limitReached, busy, onSend, detail, action, actionLabel }: RequestRowProps & { detail: string; action: string; actionLabel: string }) {
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{request.inviteeEmail}</p>
        <p className="truncate text-xs text-slate-600">{detail}</p>
      </div>
      <button
        type="button"
        className={`${secondaryButton} ${buttonSizes.sm} shrink-0`}
        disabled={limitReached || busy}
        title={limitReached ? invitations.dailyLimitReachedButton : undefined}
        aria-label={actionLabel}
        onClick={() => onSend(request)}
      >
        {action}
      </button>
    </li>
  );
}

export function PendingRow(props: RequestRowProps) {
  const { request } = props;
  return <RequestRow {...props} detail={`${roleName(request.role)} · ${request.recognitionTitle}`} action="Remind" actionLabel={`Remind ${request.inviteeEmail}`} />;
}

export function ExpiredRow(props: RequestRowProps & { readonly now: Date }) {
  const { request, now } = props;
  return (
    <RequestRow
      {...props}
      detail={`${roleName(request.role)} · ${request.recognitionTitle} · ${messages.expiredOn(ago(request.expiresAt, now))}`}
      action={messages.sendNewLink}
      actionLabel={`${messages.sendNewLink} to ${request.inviteeEmail}`}
    />
  );
}

export function ApprovalRow({ validation, invitedEmail, now }: { validation: OwnerValidation; invitedEmail: string | null; now: Date }) {
  const [signedAs, ...warnings] = signerLines(validation, invitedEmail);
  return (
    <li className="py-2">
      <p className="truncate text-sm font-medium text-slate-900">{validation.validatorEmail}</p>
      <p className="truncate text-xs text-slate-600">
        {roleName(validation.role)} · {validation.recognitionTitle} · {relativeAge(validation.createdAt, now)}
      </p>
      <p className="text-xs break-words text-slate-600">{signedAs}</p>
      {warnings.map((warning) => (
        <p key={warning} className="text-xs font-medium break-words text-amber-800">
          {warning}
        </p>
      ))}
      {validation.comment && <p className="text-xs break-words whitespace-pre-line text-slate-700">{messages.comment(validation.comment)}</p>}
    </li>
  );
}

export function WithdrawnRow({ validation, now }: { validation: OwnerValidation; now: Date }) {
  return (
    <li className="py-2">
      <p className="truncate text-sm font-medium text-slate-900">{validation.validatorEmail}</p>
      <p className="truncate text-xs text-slate-600">
        {roleName(validation.role)} · {validation.recognitionTitle} ·{' '}
        <span className="font-medium text-red-800">{messages.withdrawnOn(ago(validation.withdrawnAt!, now))}</span>
      </p>
      {validation.withdrawalReason && <p className="text-xs break-words whitespace-pre-line text-slate-700">{messages.withdrawalReason(validation.withdrawalReason)}</p>}
    </li>
  );
}

interface DeclinedRowProps {
  readonly decline: StandingDecline;
  readonly now: Date;
  /** Opens the invitation dialog for the declined proof; null when it cannot be opened here. */
  readonly onInviteOther: ((proofId: string) => void) | null;
}

export function DeclinedRow({ decline, now, onInviteOther }: DeclinedRowProps) {
  const { validation, invitedEmail } = decline;
  return (
    <li className="py-2">
      <DeclineDetails decline={decline} now={now} showProof />
      <div className="mt-2 flex flex-wrap gap-2">
        <Link
          to={`/edit-project/${encodeURIComponent(validation.recognitionId)}`}
          aria-label={`${declines.editAndAskAgain}: ${invitedEmail}`}
          className={`${secondaryButton} ${buttonSizes.sm}`}
        >
          {declines.editAndAskAgain}
        </Link>
        {onInviteOther && (
          <button
            type="button"
            aria-label={`${declines.inviteSomeoneElse} instead of ${invitedEmail}`}
            className={`${secondaryButton} ${buttonSizes.sm}`}
            onClick={() => onInviteOther(validation.recognitionId)}
          >
            {declines.inviteSomeoneElse}
          </button>
        )}
      </div>
    </li>
  );
}
