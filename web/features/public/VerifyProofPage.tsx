// /verify-proof?code= (spec: Redirect pages): a proof code leads to its public project page;
// no code, or one that is not verified and published, leads to /404. History is replaced.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { normaliseProofSearch } from '../../../domain/rules/proof-number';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { publicCopy } from '../../../domain/messages/public-copy';
import { MessageCard } from './MessageCard';
import { fetchProofCode } from './api/public-api';
import { statusOf } from './failures';
import { PublicLayout } from './PublicLayout';

export default function VerifyProofPage() {
  const code = normaliseProofSearch(useSearchParams()[0].get('code'));
  const navigate = useNavigate();
  const [throttled, setThrottled] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle('Verifying proof');

  useEffect(() => {
    if (!code) {
      navigate('/404', { replace: true });
      return;
    }
    const controller = new AbortController();
    fetchProofCode(code, controller.signal).then(
      ({ projectId }) => navigate(`/project/${encodeURIComponent(projectId)}`, { replace: true }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Throttling passes: say so rather than claim the proof does not exist.
        if (statusOf(error) === 429) setThrottled(code);
        else navigate('/404', { replace: true });
      },
    );
    return () => controller.abort();
  }, [code, attempt, navigate]);

  return (
    <PublicLayout width="md">
      {throttled === code ? (
        <MessageCard title={publicCopy.loadFailedHeading} onRetry={() => {
            setThrottled(null);
            setAttempt((n) => n + 1);
          }}>
          <p>{publicCopy.throttled}</p>
        </MessageCard>
      ) : (
        <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-slate-700">
          <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-blue-700" />
          <p className="font-medium">{publicCopy.verifyingProof}</p>
        </div>
      )}
    </PublicLayout>
  );
}
