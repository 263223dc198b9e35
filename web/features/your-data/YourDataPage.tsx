// /your-data and /your-data/{token}: where anyone Provenly mailed (a co-signer, an invitee) sees
// what Provenly holds about their address and removes it (docs/data-rights.md). Without a token the
// page asks for the address and says the same whatever it is; the private link mailed there opens
// what is held, with Remove my data behind a confirmation.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { YourDataAnswer } from '../../../domain/api/your-data';
import { yourData as text } from '../../../domain/messages/your-data';
import { buttonSizes, dangerButton, dangerOutlineButton, primaryButton, secondaryButton } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { textLink } from '../../components/link-styles';
import { PageSpinner } from '../../components/PageSpinner';
import { FocusedHeading, PrivateLinkPage } from '../../components/PrivateLinkPage';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date-time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { askYourDataLink, openYourData, removeYourData } from './api';
import { HeldSection } from './HeldSection';
import { textField } from '../../components/field-styles';

function AskForLink() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ name: 'idle' | 'sending' | 'sent' } | { name: 'refused'; message: string; invalidInput: boolean }>({ name: 'idle' });
  const id = useId();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState({ name: 'sending' });
    try {
      await askYourDataLink(email);
      setState({ name: 'sent' });
    } catch (error) {
      const refused = error instanceof ApiError && error.status < 500;
      setState({ name: 'refused', message: refused ? error.message : text.sendFailed, invalidInput: refused && error.status === 400 });
    }
  };
  return (
    <>
      <FocusedHeading>{text.title}</FocusedHeading>
      <p className="mt-3 text-slate-700">{text.askIntro}</p>
      <form noValidate onSubmit={(event) => void send(event)} className="mt-5 space-y-3">
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-900">
            {text.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={state.name === 'refused' && state.invalidInput ? true : undefined}
            aria-describedby={state.name === 'refused' && state.invalidInput ? `${id}-problem` : undefined}
            className={textField}
          />
        </div>
        <div role="status">{state.name === 'sent' && <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">{text.sent}</p>}</div>
        <div role="alert">
          {state.name === 'refused' && (
            <p id={`${id}-problem`} className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {state.message}
            </p>
          )}
        </div>
        <button type="submit" disabled={state.name === 'sending'} className={`${primaryButton} ${buttonSizes.md}`}>
          {state.name === 'sending' ? text.sending : text.send}
        </button>
      </form>
    </>
  );
}

function Held({ token, data }: { token: string; data: YourDataAnswer }) {
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<{ name: 'idle' | 'removing' | 'failed' | 'expired' } | { name: 'removed'; withdrawn: number }>({ name: 'idle' });
  const opener = useRef<HTMLButtonElement>(null);
  const remove = async () => {
    setState({ name: 'removing' });
    try {
      const removed = await removeYourData(token);
      setState({ name: 'removed', withdrawn: removed.withdrawn });
      setConfirming(false);
    } catch (error) {
      setState({ name: error instanceof ApiError && error.status === 404 ? 'expired' : 'failed' });
      if (error instanceof ApiError && error.status === 404) setConfirming(false);
    }
  };
  // Each outcome's heading takes focus (a new element: the opener it would return to is gone).
  if (state.name === 'removed') {
    return (
      <>
        <FocusedHeading key="removed">{text.title}</FocusedHeading>
        <p className="mt-3 text-slate-700">{text.removed(state.withdrawn)}</p>
      </>
    );
  }
  if (state.name === 'expired') return <DeadLink />;
  return (
    <>
      <FocusedHeading>{text.title}</FocusedHeading>
      <p className="mt-3 text-slate-700">{text.heldIntro(data.address)}</p>
      <HeldSection id="held-cosignatures" heading={text.cosignaturesHeading} empty={text.noCosignatures} items={data.cosignatures} keyOf={(cosignature) => `${cosignature.decidedAt}-${cosignature.proofTitle}-${cosignature.role}`}>
        {(cosignature) => (
          <>
            <p className="font-medium text-slate-900">{cosignature.proofTitle}</p>
            <p>
              {cosignature.status === 'approved' ? 'Approved' : 'Declined'} as {cosignature.role} on {formatDateTime(cosignature.decidedAt)}
              {cosignature.withdrawnAt ? `, withdrawn on ${formatDateTime(cosignature.withdrawnAt)}` : ''}
            </p>
            {cosignature.comment ? <p className="mt-1 whitespace-pre-line">“{cosignature.comment}”</p> : null}
          </>
        )}
      </HeldSection>
      <HeldSection id="held-invitations" heading={text.invitationsHeading} empty={text.noInvitations} items={data.invitations} keyOf={(invitation) => `${invitation.sentAt}-${invitation.proofTitle}`}>
        {(invitation) => (
          <>
            <span className="font-medium text-slate-900">{invitation.proofTitle}</span>, as {invitation.role}, {formatDateTime(invitation.sentAt)}
          </>
        )}
      </HeldSection>
      <section aria-labelledby="held-profile" className="mt-6">
        <h2 id="held-profile" className="text-lg font-semibold text-slate-900">
          {text.profileHeading}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{data.validatorProfile ? (data.validatorProfile.displayName ?? data.address) : text.noProfile}</p>
      </section>
      <HeldSection id="held-mails" heading={text.mailsHeading} empty={text.noMails} items={data.mails} keyOf={(mail) => `${mail.sentAt}-${mail.subject}`}>
        {(mail) => (
          <>
            <span className="font-medium text-slate-900">{mail.subject}</span>, {formatDateTime(mail.sentAt)}
          </>
        )}
      </HeldSection>
      <HeldSection id="held-reports" heading={text.reportsHeading} empty={text.noReports} items={data.reports} keyOf={(report) => `${report.createdAt}-${report.page}`}>
        {(report) => (
          <>
            <span className="font-medium break-all text-slate-900">{report.page}</span>, {formatDateTime(report.createdAt)}
          </>
        )}
      </HeldSection>
      <section aria-labelledby="held-remove" className="mt-8">
        <h2 id="held-remove" className="text-lg font-semibold text-slate-900">
          {text.removeHeading}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{text.removeIntro}</p>
        <button ref={opener} type="button" onClick={() => setConfirming(true)} className={`${dangerOutlineButton} ${buttonSizes.md} mt-3`}>
          {text.removeButton}
        </button>
      </section>
      <Dialog
        open={confirming}
        onClose={() => {
          if (state.name === 'removing') return;
          setConfirming(false);
          setState({ name: 'idle' });
        }} title={text.removeConfirmTitle} description={text.removeIntro} returnFocusRef={opener}>
        <div role="alert">{state.name === 'failed' && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{text.removeFailed}</p>}</div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" data-autofocus onClick={() => setConfirming(false)} disabled={state.name === 'removing'} className={`${secondaryButton} ${buttonSizes.md}`}>
            Cancel
          </button>
          <button type="button" onClick={() => void remove()} disabled={state.name === 'removing'} className={`${dangerButton} ${buttonSizes.md}`}>
            {state.name === 'removing' ? text.removing : text.removeConfirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function OpenLink({ token }: { token: string }) {
  const [state, setState] = useState<{ name: 'loading' | 'invalid' } | { name: 'loaded'; data: YourDataAnswer }>({ name: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    openYourData(token, controller.signal).then(
      (data) => setState({ name: 'loaded', data }),
      () => {
        if (!controller.signal.aborted) setState({ name: 'invalid' });
      },
    );
    return () => controller.abort();
  }, [token]);
  if (state.name === 'loaded') return <Held token={token} data={state.data} />;
  if (state.name === 'loading') return <PageSpinner label="Loading what is held about you" />;
  return <DeadLink />;
}

/** A link unknown, used or past its hour. */
function DeadLink() {
  return (
    <>
      <FocusedHeading key="dead">{text.title}</FocusedHeading>
      <p role="alert" className="mt-3 text-slate-700">
        {text.invalidLink}
      </p>
      <Link to="/your-data" className={`${textLink} mt-4 inline-block`}>
        {text.askAgain}
      </Link>
    </>
  );
}

export default function YourDataPage() {
  useDocumentTitle(text.title);
  const token = useParams().token;
  return (
    <PrivateLinkPage cardKey={token ?? 'ask'}>{token ? <OpenLink token={token} /> : <AskForLink />}</PrivateLinkPage>
  );
}
