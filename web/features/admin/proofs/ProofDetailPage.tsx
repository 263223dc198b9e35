// /admin/recognitions/:id: one proof with its owner, its validation requests, co-signatures and
// audit-trail events, whether the public sees it, and the hide / show-again form.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminProofDetail } from '../../../../domain/api/admin/moderation';
import { useProofDetail } from '../api/proofs';
import { AdminPage } from '../kit/AdminPage';
import { formatWhen } from '../kit/dates';
import { LoadError } from '../kit/LoadError';
import { Skeleton } from '../kit/Skeleton';
import { HideForm } from './HideForm';
import { shownAddress } from '../../../../domain/messages/erased';

export default function ProofDetailPage() {
  const id = useParams().id ?? '';
  const detail = useProofDetail(id);
  const proof = detail.data?.recognition;
  return (
    <AdminPage
      title={proof?.title ?? 'Recognition'}
      description={
        proof ? (
          <>
            {proof.proofNumber ?? 'No proof number'} · {proof.status}
            {proof.verified ? ' · verified' : ''}
          </>
        ) : null
      }
      back={{ to: '/admin/recognitions', label: 'Back to recognitions' }}
    >
      {detail.isPending ? <Skeleton /> : detail.isError ? <LoadError error={detail.error} /> : <Detail detail={detail.data} />}
    </AdminPage>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

function Detail({ detail }: { detail: AdminProofDetail }) {
  const { recognition: proof, owner } = detail;
  return (
    <div className="space-y-4">
      <Panel title="Visibility">
        {proof.hiddenAt ? (
          <p className="rounded-lg bg-red-50 p-3 text-red-900">
            Hidden on {formatWhen(proof.hiddenAt)}. Reason: <span className="whitespace-pre-line">{proof.hiddenReason}</span>
          </p>
        ) : (
          <p>{detail.publiclyVisible ? 'The public can see this proof.' : 'The public cannot see this proof (not published or not verified).'}</p>
        )}
        <div className="mt-3">
          <HideForm recognitionId={proof.id} hidden={Boolean(proof.hiddenAt)} />
        </div>
      </Panel>
      <Panel title="Owner">
        {owner ? (
          <p>
            {owner.displayName} (@{owner.username}) · {owner.email ?? 'no e-mail'}
          </p>
        ) : (
          <p>Unknown owner</p>
        )}
      </Panel>
      <Panel title={`Validation requests (${detail.requests.length})`}>
        <ul className="divide-y divide-slate-200">
          {detail.requests.map((request) => (
            <li key={request.id} className="py-2">
              {shownAddress(request.inviteeEmail)} · {request.role} · {request.status} · sent {formatWhen(request.createdAt)}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={`Co-signatures and decisions (${detail.validations.length})`}>
        <ul className="divide-y divide-slate-200">
          {detail.validations.map((validation) => (
            <li key={validation.id} className="py-2">
              {shownAddress(validation.validatorEmail)} · {validation.role} · {validation.withdrawnAt ? `withdrawn ${formatWhen(validation.withdrawnAt)}` : validation.status} · {formatWhen(validation.createdAt)}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={`Audit trail (${detail.events.length} events)`}>
        <ol className="divide-y divide-slate-200">
          {detail.events.map((event) => (
            <li key={event.sequence} className="py-2">
              #{event.sequence} {event.eventType} · {event.validatorEmail ? shownAddress(event.validatorEmail) : 'unknown'} · {formatWhen(event.metadata.timestamp)}
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
