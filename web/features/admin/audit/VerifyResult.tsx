// What a Verify chain answered, as a status line (announced when it appears).
import { chainVerdict, type ChainVerificationAnswer } from '../../../../domain/api/admin/audit';
import { formatWhen } from '../kit/dates';

export function VerifyResult({ answer, noun }: { answer: ChainVerificationAnswer | undefined; noun: 'event' | 'entry' }) {
  return (
    <p role="status" className={answer ? `rounded-lg border p-3 text-sm ${answer.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 font-semibold text-red-900'}` : 'sr-only'}>
      {answer ? (
        <>
          {chainVerdict(answer, noun)} <span className="font-normal text-slate-600">Checked {formatWhen(answer.checkedAt)}.</span>
        </>
      ) : null}
    </p>
  );
}
