// The connection as the share dialog sees it, with Disconnect and the three checks. A check's
// failure toasts the spec's words; a LinkedIn error about a token, auth or permission shows the
// connection as lost.
import { useState } from 'react';
import type { LinkedinStatus } from '../../../../domain/api/linkedin';
import { sharing } from '../../../../domain/messages/sharing';
import { buttonSizes, ghostButton, secondaryButton } from '../../../components/button-styles';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api';
import { useDebugAccount, useDiagnose, useDisconnect, useForgetBrokenConnection, useVerifyPost } from './api/linkedin';
import { debugReport, diagnosisReport, verifyReport, type CheckReport } from './check-results';
import { CheckReportView } from './CheckReportView';

interface LastPost {
  readonly shareUrn: string;
  readonly webUrl: string | null;
}

interface IntegrationStatusProps {
  readonly status: LinkedinStatus;
  /** Whose posts Verify Post looks at. */
  readonly proofId: string;
  /** The post just made from this dialog, if any. */
  readonly lastPost: LastPost | null;
}

const small = buttonSizes.sm;

/** The three checks, each its own action for the toasts. */
type Check = 'diagnostics' | 'debug' | 'verify';

function daysLeft(expiresAt: string | null): string | null {
  if (!expiresAt) return null;
  const days = Math.floor((Date.parse(expiresAt) - Date.now()) / 86_400_000);
  return days >= 1 ? `Connection valid for ${days} more ${days === 1 ? 'day' : 'days'}.` : 'Connection expires today.';
}

export function IntegrationStatus({ status, proofId, lastPost }: IntegrationStatusProps) {
  const toast = useToast();
  const forgetBroken = useForgetBrokenConnection();
  const diagnose = useDiagnose();
  const debug = useDebugAccount();
  const verify = useVerifyPost();
  const disconnect = useDisconnect();
  const [report, setReport] = useState<CheckReport | null>(null);
  const busy = diagnose.isPending || debug.isPending || verify.isPending || disconnect.isPending;

  /**
   * Runs a check; its failure toasts `failedTitle`, or the spec's words for a lost session, until
   * the same check succeeds (each check is its own action for the toasts).
   */
  const run = async <T,>(check: Check, call: () => Promise<T>, failedTitle: string, toReport: (result: T, actionId: string) => CheckReport | null) => {
    const actionId = `linkedin-check:${check}`;
    setReport(null);
    try {
      const result = await call();
      toast.clearErrors(actionId);
      setReport(toReport(result, actionId));
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      if (error instanceof ApiError && error.status === 401) toast({ title: sharing.authenticationRequired, variant: 'destructive', actionId });
      else if (forgetBroken(message)) toast({ title: sharing.connectionIssue, description: message, variant: 'destructive', actionId });
      else toast({ title: failedTitle, description: message, variant: 'destructive', actionId });
    }
  };

  /** The post just made, else this proof's newest post Provenly made (from the account's debug). */
  const postToVerify = async (): Promise<LastPost | null> => {
    if (lastPost) return lastPost;
    const recent = (await debug.mutateAsync()).debug.recentPosts.elements.find((post) => post.recognitionId === proofId);
    return recent ? { shareUrn: recent.shareUrn, webUrl: recent.webUrl } : null;
  };

  const onVerify = () =>
    void run(
      'verify',
      async () => {
        const post = await postToVerify();
        return post ? { post, result: await verify.mutateAsync(post.shareUrn) } : null;
      },
      sharing.verificationFailed,
      (found, actionId) => {
        if (found) return verifyReport(found.result, found.post.webUrl);
        toast({ title: sharing.noRecentPost, actionId });
        return null;
      },
    );

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
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || void run('diagnostics', () => diagnose.mutateAsync(), sharing.diagnosticsFailed, diagnosisReport)} className={`${secondaryButton} ${small}`}>
          Diagnostics
        </button>
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || void run('debug', () => debug.mutateAsync(), sharing.debugFailed, debugReport)} className={`${secondaryButton} ${small}`}>
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
