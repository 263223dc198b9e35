// A suggestion's placeholders ([X]%, $[N]) where they sit in the form: marked in the text of an
// added item, and named in a hint beside the field, so a person sees what is left to fill in.
import { Fragment } from 'react';
import { projectForm as messages } from '../../../../domain/messages/project-form';
import { placeholdersIn } from '../../../../domain/rules/placeholders';

/** `text` with each placeholder in a <mark>. */
export function MarkedPlaceholders({ text }: { text: string }) {
  const placeholders = placeholdersIn(text);
  if (placeholders.length === 0) return <>{text}</>;
  const escaped = placeholders.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`));
  return (
    <>
      {parts.map((part, index) =>
        placeholders.includes(part) ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 font-semibold text-amber-900">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** "Replace [X] and [N] with your real figures.", for the field's aria-describedby; nothing when none is left. */
export function PlaceholderHint({ id, placeholders }: { id: string; placeholders: readonly string[] }) {
  if (placeholders.length === 0) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-amber-800">
      <span aria-hidden="true" className="mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-amber-100 text-[10px] font-bold text-amber-900 ring-1 ring-amber-300">
        ?
      </span>
      <span>{messages.placeholderHint(placeholders)}</span>
    </p>
  );
}
