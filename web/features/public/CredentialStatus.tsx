// The public proof page's portable credential: its status, as fresh as the rest of the page, and
// the downloads. Nothing shows when the proof has no credential.
import type { CredentialView } from '../../../domain/api/credentials';
import { CredentialLinks, CredentialStatusBadge } from '../../components/credential/CredentialLinks';

export function CredentialStatus({ credential }: { credential: CredentialView | null }) {
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
