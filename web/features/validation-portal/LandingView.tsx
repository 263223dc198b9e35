// Identity confirmation (spec section 2): who asks, what for, and how the validator goes on:
// with LinkedIn (required for some requests), or without it when the request allows.
import { useId, useState } from 'react';
import { signIn as signInMessages } from '../../../domain/messages/sign-in';
import { Avatar } from '../../components/Avatar';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { LinkedInIcon } from '../../components/LinkedInIcon';
import { PortalCard, ViewHeading } from './PortalChrome';
import { ProofSummary } from './ProofDetails';
import { LockIcon } from '../../components/icons';
import { ROLE_LABELS, type PortalIdentity, type OpenPortalRequest } from './portal-types';
import { formatDateTime } from '../../lib/format-date-time';

export const linkedInButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-[#0a66c2] px-4 py-3 font-semibold text-white shadow-sm hover:bg-[#004182] disabled:cursor-not-allowed disabled:opacity-70';

interface LandingViewProps {
  readonly request: OpenPortalRequest;
  readonly identity: PortalIdentity | null;
  readonly sessionLoading: boolean;
  readonly onSignIn: () => Promise<boolean>;
  readonly onContinue: () => void;
}

export function LandingView({ request, identity, sessionLoading, onSignIn, onContinue }: LandingViewProps) {
  const identityHeading = useId();
  const { ownerName } = request;
  const role = ROLE_LABELS[request.role];
  return (
    <PortalCard>
      <p className="inline-flex items-center gap-2 rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold tracking-wide text-blue-800 uppercase">
        Validation request
      </p>
      <ViewHeading className="mt-3">Validate {ownerName}&apos;s work</ViewHeading>
      <p className="mt-2 text-slate-600">
        {ownerName} has asked you, as their {role}, to confirm that this project is described accurately. It takes about two minutes.
      </p>

      <div className="mt-6">
        <ProofSummary recognition={request.recognition} />
      </div>

      <section aria-labelledby={identityHeading} className="mt-6 border-t border-slate-200 pt-6">
        <h2 id={identityHeading} className="text-base font-semibold text-slate-900">
          Confirm your identity
        </h2>
        {identity ? (
          <>
            <div className="mt-3 flex items-center gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3">
              <Avatar name={identity.name ?? identity.email ?? 'LinkedIn member'} />
              <div className="min-w-0">
                <p className="text-sm text-slate-600">Signed in with LinkedIn as</p>
                <p className="truncate font-semibold text-slate-900">{identity.name ?? identity.email}</p>
                {identity.name && identity.email && <p className="truncate text-sm text-slate-600">{identity.email}</p>}
              </div>
            </div>
            <button type="button" onClick={onContinue} className={`mt-4 w-full ${primaryLarge}`}>
              Continue to review
            </button>
          </>
        ) : request.requiresLinkedinAuth ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              As {ownerName}&apos;s {role}, please sign in with LinkedIn so your validation carries a verified professional identity. You will come
              straight back here.
            </p>
            <SignInButton onSignIn={onSignIn} disabled={sessionLoading} />
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Signing in with LinkedIn adds a verified professional identity to your validation. You can also continue as{' '}
              <span className="font-medium text-slate-900">{request.inviteeEmail}</span>, the address this link was sent to.
            </p>
            <SignInButton onSignIn={onSignIn} disabled={sessionLoading} />
            <button type="button" onClick={onContinue} className={`mt-3 w-full ${secondaryButton} ${buttonSizes.md} py-3 text-base`}>
              Continue without LinkedIn
            </button>
          </>
        )}
      </section>

      <p className="mt-6 flex items-start gap-2 text-xs text-slate-500">
        <LockIcon className="mt-0.5 h-3.5 w-3.5 shrink-0" />
        <span>
          This private link was sent to {request.inviteeEmail} and is valid until {formatDateTime(request.expiresAt)}.
        </span>
      </p>
    </PortalCard>
  );
}

const primaryLarge =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-3 text-base font-semibold text-white shadow-sm hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60';

/** 'Continue with LinkedIn': 'Connecting...' while the browser leaves for LinkedIn; usable again if that fails. */
export function SignInButton({ onSignIn, disabled }: { onSignIn: () => Promise<boolean>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    if (!(await onSignIn())) setBusy(false);
  };
  return (
    <button type="button" onClick={() => void start()} disabled={disabled || busy} className={`mt-4 ${linkedInButton}`}>
      <LinkedInIcon />
      {busy ? signInMessages.connecting : signInMessages.continueWithLinkedIn}
    </button>
  );
}
