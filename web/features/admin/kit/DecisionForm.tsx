// A decision on a queued item (a report, an appeal): a required note and one button per outcome.
// The note is checked here, so an empty one says why at the field instead of reaching the server.
import { useId, useState } from 'react';
import { buttonSizes, primaryButton, secondaryButton } from '../../../components/button-styles';
import { NoteField } from './NoteField';

export interface Outcome<A extends string> {
  readonly action: A;
  readonly label: string;
  /** The outcome the form leads to (a primary button); the others are secondary. */
  readonly primary?: boolean;
}

export function DecisionForm<A extends string>({
  noteLabel,
  noteMax,
  noteRequired,
  outcomes,
  pending,
  onDecide,
}: {
  noteLabel: string;
  noteMax: number;
  /** What an empty note is told. */
  noteRequired: string;
  outcomes: readonly Outcome<A>[];
  pending: boolean;
  onDecide: (action: A, note: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = (action: A) => {
    if (note.trim() === '') {
      setProblem(noteRequired);
      return;
    }
    setProblem(null);
    onDecide(action, note.trim());
  };
  return (
    <div className="mt-4 space-y-2">
      <NoteField id={`${id}-note`} label={noteLabel} rows={2} maxLength={noteMax} value={note} onChange={setNote} problem={problem} />
      <div className="flex flex-wrap gap-2">
        {outcomes.map((outcome) => (
          <button
            key={outcome.action}
            type="button"
            disabled={pending}
            onClick={() => decide(outcome.action)}
            className={`${outcome.primary ? primaryButton : secondaryButton} ${buttonSizes.sm}`}
          >
            {outcome.label}
          </button>
        ))}
      </div>
    </div>
  );
}
