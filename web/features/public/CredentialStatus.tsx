// The public proof page's portable credential: its live status (read on every visit, never
// cached) and the downloads. Nothing shows while it loads or when the proof has no credential.
import { useEffect, useState } from 'react';
import type { CredentialView, ProofCredentialAnswer } from '../../../domain/api/credentials';
import { apiFetch } from '../../lib/api';
import { CredentialLinks, CredentialStatusBadge } from '../../components/credential/CredentialLinks';

export function CredentialStatus({ proofNumber }: { proofNumber: string }) {
  const [credential, setCredential] = useState<CredentialView | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ProofCredentialAnswer>(`/public/proofs/${encodeURIComponent(proofNumber)}/credential`, { signal: controller.signal })
      .then((answer) => setCredential(answer.credential))
      .catch(() => setCredential(null));
    return () => controller.abort();
  }, [proofNumber]);
  if (!credential) return null;
  return (
    <section aria-labelledby="portable-credential" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="portable-credential" className="text-lg font-bold text-slate-900">
          Portable credential
        </h2>
        <CredentialStatusBadge credential={credential} />
      </div>
      <p className="mt-1 text-sm text-slate-600">An Open Badges 3.0 credential signed by Provenly: anyone can check it, even without Provenly.</p>
      <div className="mt-4">
        <CredentialLinks credential={credential} />
      </div>
    </section>
  );
}
