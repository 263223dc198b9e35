// Pick a proof (proof number or id), see its events in chain order, and verify the chain.
import { useId, useState, type FormEvent } from 'react';
import type { ChainVerificationAnswer, ProofAuditTrail } from '../../../../domain/api/admin/audit';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { LoadError, Loading } from '../ops/AdminPage';
import { useAdminChange, useAdminQuery } from '../ops/admin-api';
import { dateTime } from '../ops/format';
import { input, label, table, tableWrap, td, th } from '../ops/styles';
import { VerifyResult } from './VerifyResult';

export function ProofChain() {
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const trail = useAdminQuery<ProofAuditTrail>(['audit', 'proof', ref], `/audit/proofs/${encodeURIComponent(ref ?? '')}`, ref !== null);
  const verify = useAdminChange<string, ChainVerificationAnswer>((proof) => ({ path: `/audit/proofs/${encodeURIComponent(proof)}/verify`, method: 'POST' }));

  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) return;
    verify.reset();
    setRef(value);
  };

  return (
    <section aria-labelledby="proof-chain-title" className={panel}>
      <h2 id="proof-chain-title" className="text-lg font-semibold text-slate-900">
        A proof’s validation events
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={open}>
        <div className="min-w-64 flex-1">
          <label htmlFor={fieldId} className={label}>
            Proof number or proof id
          </label>
          <input id={fieldId} className={input} value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="PJ-7KQ2MX" autoComplete="off" />
        </div>
        <button type="submit" className={`${secondaryButton} ${buttonSizes.md}`} disabled={!typed.trim()}>
          Show events
        </button>
      </form>
      <div className="mt-4 space-y-3">
        {ref && trail.isPending ? <Loading what="the events" /> : null}
        {trail.isError ? <LoadError error={trail.error} /> : null}
        {trail.data ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                <strong>{trail.data.proof.title}</strong> {trail.data.proof.proofNumber ? `(${trail.data.proof.proofNumber})` : '(no proof number yet)'} · {trail.data.events.length} event
                {trail.data.events.length === 1 ? '' : 's'}
              </p>
              <button type="button" className={`${primaryButton} ${buttonSizes.sm}`} onClick={() => verify.mutate(trail.data.proof.id)} disabled={verify.isPending}>
                {verify.isPending ? 'Verifying…' : 'Verify chain'}
              </button>
            </div>
            <VerifyResult answer={verify.data} noun="event" />
            {verify.isError ? <LoadError error={verify.error} /> : null}
            <EventsTable trail={trail.data} />
          </>
        ) : null}
      </div>
    </section>
  );
}

function EventsTable({ trail }: { trail: ProofAuditTrail }) {
  if (trail.events.length === 0) return <p className="text-sm text-slate-600">No validation events yet.</p>;
  return (
    <div className={tableWrap}>
      <table className={table}>
        <caption className="sr-only">Validation events of {trail.proof.title}, in chain order</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>#</th>
            <th scope="col" className={th}>Event</th>
            <th scope="col" className={th}>When</th>
            <th scope="col" className={th}>Validator</th>
            <th scope="col" className={th}>Hash</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {trail.events.map((event) => (
            <tr key={event.sequence}>
              <td className={td}>{event.sequence}</td>
              <td className={td}>{event.eventType}</td>
              <td className={td}>{dateTime(event.metadata.timestamp)}</td>
              <td className={`${td} break-all`}>{event.validatorEmail ?? '—'}</td>
              <td className={`${td} font-mono text-xs`} title={event.hash}>
                {event.hash.slice(0, 12)}…
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
