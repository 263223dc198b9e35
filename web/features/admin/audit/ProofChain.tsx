// Pick a proof (proof number or id), see its events in chain order, and verify the chain.
import { useId, useState, type FormEvent } from 'react';
import type { ProofAuditTrail } from '../../../../domain/api/admin/audit';
import { buttonSizes, panel, primaryButton, secondaryButton } from '../../../components/button-styles';
import { useProofTrail, useVerifyProofChain } from '../api/audit';
import { AdminTable } from '../kit/AdminTable';
import { formatWhen } from '../kit/dates';
import { LoadError } from '../kit/LoadError';
import { Loading } from '../kit/Loading';
import { cell } from '../kit/table-styles';
import { TextField } from '../kit/TextField';
import { VerifyResult } from './VerifyResult';
import { shownAddress } from '../../../../domain/messages/erased';

export function ProofChain() {
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [ref, setRef] = useState<string | null>(null);
  const trail = useProofTrail(ref);
  const verify = useVerifyProofChain();

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
        <TextField id={fieldId} label="Proof number or proof id" value={typed} onChange={setTyped} placeholder="PJ-7KQ2MX" autoComplete="off" className="min-w-64 flex-1" />
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
  return (
    <AdminTable
      caption={`Validation events of ${trail.proof.title}, in chain order`}
      columns={['#', 'Event', 'When', 'Validator', 'Hash']}
      status={{ loading: false, error: null, rowCount: trail.events.length }}
      empty="No validation events yet."
    >
      {trail.events.map((event) => (
        <tr key={event.sequence}>
          <td className={cell}>{event.sequence}</td>
          <td className={cell}>{event.eventType}</td>
          <td className={cell}>{formatWhen(event.metadata.timestamp)}</td>
          <td className={`${cell} break-all`}>{event.validatorEmail ? shownAddress(event.validatorEmail) : '—'}</td>
          <td className={`${cell} font-mono text-xs`} title={event.hash}>
            {event.hash.slice(0, 12)}…
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
