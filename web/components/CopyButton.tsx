import { CheckIcon, LinkIcon } from './icons';
import { buttonSizes, secondaryButton } from './button-styles';
import { useCopy } from './useCopy';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  readonly text: string;
  readonly label?: string;
  /** The toast shown when the clipboard refuses. */
  readonly failureMessage: string;
  readonly describedBy?: string;
  readonly className?: string;
}

/** Copies `text`; says "Copied!" for 2 s (also to screen readers); a failure toasts. */
export function CopyButton({ text, label = 'Copy link', failureMessage, describedBy, className = `${secondaryButton} ${buttonSizes.sm}` }: CopyButtonProps) {
  const { copied, copy } = useCopy(failureMessage);
  return (
    <>
      <button type="button" onClick={() => void copy(text)} aria-describedby={describedBy} className={className}>
        {copied ? <CheckIcon className="h-4 w-4 text-green-700" /> : <LinkIcon />}
        {copied ? 'Copied!' : label}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </>
  );
}
