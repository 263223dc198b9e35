import type { OwnProof } from '../../../../domain/api/proofs';
import { CheckIcon } from '../../../components/icons';

const SEALS = {
  manager: { name: 'Manager seal', text: 'A manager co-signed this proof.' },
  'project-member': { name: 'Project member seal', text: 'A peer from the project co-signed this proof.' },
} as const;

/** The seal the proof carries, and the number anyone can check it by. */
export function SealPanel({ proof }: { proof: Pick<OwnProof, 'sealVariant' | 'proofNumber'> }) {
  const seal = SEALS[proof.sealVariant ?? 'project-member'];
  return (
    <section aria-labelledby="seal-panel-title" className="flex items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white ring-4 ring-emerald-200">
        <CheckIcon className="h-5 w-5" />
      </span>
      <div className="min-w-0 text-sm">
        <h3 id="seal-panel-title" className="font-semibold text-emerald-950">
          {seal.name}
        </h3>
        <p className="text-emerald-900">
          {seal.text} Proof number <span className="font-mono font-medium">{proof.proofNumber}</span>.
        </p>
      </div>
    </section>
  );
}
