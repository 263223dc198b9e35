// The connection as the share dialog sees it, with Disconnect and the three checks. A check's
// failure toasts the spec's words; a LinkedIn error about a token, auth or permission shows the
// connection as lost.
import { useState } from 'react';
import { sharing } from '../../../../domain/messages';
import { buttonSizes, ghostButton, secondaryButton } from '../../../components/button-styles';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import type { LinkedInStatus } from './api/contract';
import { useDebugAccount, useDiagnose, useDisconnect, useForgetBrokenConnection, useVerifyPost } from './api/linkedin';
import { debugReport, diagnosisReport, verifyReport, type CheckReport } from './check-results';
import { CheckReportView } from './CheckReportView';

interface IntegrationStatusProps {
  readonly status: LinkedInStatus;
  /** The post to verify: the one just made, or the proof's last share. */
  readonly lastPost: { readonly shareUrn: string; readonly webUrl: string | null } | null;
}

const small = buttonSizes.sm;

function daysLeft(expiresAt: string | null): string | null {
  if (!expiresAt) return null;
  const days = Math.floor((Date.parse(expiresAt) - Date.now()) / 86_400_000);
  return days >= 1 ? `Connection valid for ${days} more ${days === 1 ? 'day' : 'days'}.` : 'Connection expires today.';
}

export function IntegrationStatus({ status, lastPost }: IntegrationStatusProps) {
  const toast = useToast();
  const forgetBroken = useForgetBrokenConnection();
  const diagnose = useDiagnose();
  const debug = useDebugAccount();
  const verify = useVerifyPost();
  const disconnect = useDisconnect();
  const [report, setReport] = useState<CheckReport | null>(null);
  const busy = diagnose.isPending || debug.isPending || verify.isPending || disconnect.isPending;

  /** Runs a check; its failure toasts `failedTitle`, or the spec's words for a lost session. */
  const run = async <T,>(call: () => Promise<T>, failedTitle: string, toReport: (result: T) => CheckReport) => {
    setReport(null);
    try {
      setReport(toReport(await call()));
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      if (error instanceof ApiError && error.status === 401) toast({ title: sharing.authenticationRequired, variant: 'destructive' });
      else if (forgetBroken(message)) toast({ title: sharing.connectionIssue, description: message, variant: 'destructive' });
      else toast({ title: failedTitle, description: message, variant: 'destructive' });
    }
  };

  const onVerify = () => {
    if (!lastPost) {
      toast({ title: sharing.noRecentPost });
      return;
    }
    void run(() => verify.mutateAsync(lastPost.shareUrn), sharing.verificationFailed, (result) => verifyReport(result, lastPost.webUrl));
  };

  return (
    <section aria-labelledby="integration-status-title" className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="integration-status-title" className="text-sm font-semibold text-slate-900">
            LinkedIn integration
          </h3>
          <p className="text-sm text-green-800">
            Connected. <span className="text-slate-600">{daysLeft(status.expiresAt)}</span>
          </p>
        </div>
        <button type="button" onClick={() => busy || disconnect.mutate()} aria-disabled={busy || undefined} className={`${ghostButton} ${small}`}>
          {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || void run(() => diagnose.mutateAsync(), sharing.diagnosticsFailed, diagnosisReport)} className={`${secondaryButton} ${small}`}>
          Diagnostics
        </button>
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || void run(() => debug.mutateAsync(), sharing.debugFailed, debugReport)} className={`${secondaryButton} ${small}`}>
          Debug Account
        </button>
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || onVerify()} className={`${secondaryButton} ${small}`}>
          Verify Post
        </button>
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {busy && !disconnect.isPending && <p className="text-sm text-slate-600">Checking with LinkedIn…</p>}
        {report && <CheckReportView report={report} />}
      </div>
    </section>
  );
}
