// The portal's short views: success, a link already used (completed), expired and error.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import type { Decision } from '../../../domain/entities';
import { portal } from '../../../domain/messages/portal';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../domain/product';
import { buttonSizes, primaryButton, secondaryButton } from '../../components/button-styles';
import { CheckCircleIcon, ClockIcon, MailIcon, WarningIcon, XCircleIcon } from '../../components/icons';
import { PortalCard, ViewHeading } from './PortalChrome';
import { DECISION_LABELS, type OpenPortalRequest, type PortalDecision } from './portal-types';
import { formatDateTime } from '../../lib/format-date-time';

const LINK_LIFETIME_HOURS = VALIDATION_LINK_LIFETIME_MS / 3_600_000;

function Emblem({ tone, children }: { tone: 'green' | 'slate' | 'amber' | 'red'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-100 text-emerald-700',
    slate: 'bg-slate-100 text-slate-700',
    amber: 'bg-amber-100 text-amber-700',
    red: 'bg-red-100 text-red-700',
  } as const;
  return <div className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${tones[tone]}`}>{children}</div>;
}

function DecisionBadge({ decision }: { decision: Decision }) {
  const approved = decision === 'approved';
  return (
    <p
      className={`mx-auto mt-4 inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-semibold ${
        approved ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-900'
      }`}
    >
      <span className="sr-only">Your decision: </span>
      {approved ? <CheckCircleIcon className="h-4 w-4" /> : <XCircleIcon className="h-4 w-4" />}
      <span>{DECISION_LABELS[decision]}</span>
    </p>
  );
}

const createOwnProof = (
  <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-600">
    Want verified proof of your own work?{' '}
    <Link to="/" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
      Create your first proof free
    </Link>
  </p>
);

export function SuccessView({ request, decision }: { request: OpenPortalRequest; decision: Decision }) {
  const approved = decision === 'approved';
  return (
    <PortalCard>
      <div className="text-center">
        <Emblem tone={approved ? 'green' : 'slate'}>
          {approved ? <CheckCircleIcon className="h-8 w-8" /> : <XCircleIcon className="h-8 w-8" />}
        </Emblem>
        <ViewHeading className="mt-4">Thank you for your validation</ViewHeading>
        <DecisionBadge decision={decision} />
        <p className="mt-4 text-slate-600">
          {approved
            ? `Your approval of “${request.recognition.title}” has been recorded. ${request.ownerName}'s proof now carries your co-signature.`
            : `Your decision on “${request.recognition.title}” has been recorded. ${request.ownerName}'s proof will not carry your co-signature.`}
        </p>
        <p className="mt-2 text-sm text-slate-500">You can close this page.</p>
        {createOwnProof}
      </div>
    </PortalCard>
  );
}

/**
 * A link that was already used: one decision per link. It shows what the link recorded (the
 * title as decided, who signed, a withdrawal), never the proof as it is now.
 */
export function CompletedView({ ownerName, decision }: { ownerName: string | null; decision: PortalDecision | null }) {
  return (
    <PortalCard>
      <div className="text-center">
        <Emblem tone={decision?.withdrawnAt ? 'slate' : 'green'}>
          <CheckCircleIcon className="h-8 w-8" />
        </Emblem>
        <ViewHeading className="mt-4">This validation is complete</ViewHeading>
        {decision && <DecisionBadge decision={decision.status} />}
        <p className="mt-4 text-slate-600">{portal.linkAlreadyUsed}</p>
        {decision && (
          <dl className="mx-auto mt-5 max-w-sm space-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm">
            {decision.proofTitle && <Entry term="Proof">{decision.proofTitle}</Entry>}
            {ownerName && <Entry term="Owner">{ownerName}</Entry>}
            <Entry term={decision.status === 'approved' ? 'Approved on' : 'Declined on'}>{formatDateTime(decision.decidedAt)}</Entry>
            {decision.signerName && <Entry term="Signed with LinkedIn by">{decision.signerName}</Entry>}
            {decision.withdrawnAt && <Entry term="Withdrawn on">{formatDateTime(decision.withdrawnAt)}</Entry>}
          </dl>
        )}
        {decision?.withdrawnAt && <p className="mt-3 text-sm text-slate-600">This co-signature was withdrawn: the proof no longer counts it.</p>}
        {createOwnProof}
      </div>
    </PortalCard>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** An expired link: no proof content, only who can send a new one. */
export function ExpiredView({ ownerName, onRequestNewLink }: { ownerName: string | null; onRequestNewLink: () => Promise<string> }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({ busy: false, message: null, failed: false });
  const requestLink = async () => {
    setState({ busy: true, message: null, failed: false });
    try {
      setState({ busy: false, message: await onRequestNewLink(), failed: false });
    } catch {
      setState({ busy: false, message: 'We could not send your request. Please try again.', failed: true });
    }
  };
  const done = state.message !== null && !state.failed;
  return (
    <PortalCard>
      <div className="text-center">
        <Emblem tone="amber">
          <ClockIcon className="h-8 w-8" />
        </Emblem>
        <ViewHeading className="mt-4">This validation link has expired</ViewHeading>
        <p className="mt-3 text-slate-600">
          Validation links are only valid for {LINK_LIFETIME_HOURS} hours for security purposes.
          {ownerName ? ` ${ownerName} can send you a new one.` : ' The person who invited you can send you a new one.'}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => void requestLink()} disabled={state.busy || done} className={`${primaryButton} ${buttonSizes.md}`}>
            {state.busy ? 'Requesting...' : 'Request new link'}
          </button>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${secondaryButton} ${buttonSizes.md}`}>
            <MailIcon />
            Contact support
          </a>
        </div>
        <div role="status" className="mt-4 min-h-6">
          {state.message && (
            <p className={`rounded-lg px-3 py-2 text-sm font-medium ${state.failed ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}>{state.message}</p>
          )}
        </div>
      </div>
    </PortalCard>
  );
}

export function ErrorView({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <PortalCard>
      <div className="text-center">
        <Emblem tone="red">
          <WarningIcon className="h-8 w-8" />
        </Emblem>
        <ViewHeading className="mt-4">Validation link unavailable</ViewHeading>
        <p role="alert" className="mt-3 text-slate-600">
          {message}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {onRetry && (
            <button type="button" onClick={onRetry} className={`${primaryButton} ${buttonSizes.md}`}>
              Try again
            </button>
          )}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={`${secondaryButton} ${buttonSizes.md}`}>
            <MailIcon />
            Contact support
          </a>
          <Link to="/" className={`${secondaryButton} ${buttonSizes.md}`}>
            Go to {PRODUCT_NAME}
          </Link>
        </div>
      </div>
    </PortalCard>
  );
}
