import { useId, type ReactNode } from 'react';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { ShareIcon } from '../../components/icons';

interface UnavailableShareButtonProps {
  /** The button's text, which says that sharing is unavailable. */
  readonly label: string;
  /** Why, in the tooltip. */
  readonly tip: string;
  /** The icon of the action it stands for (sharing, unless said). */
  readonly icon?: ReactNode;
}

/**
 * Sharing that is not possible now: a button that says it is unavailable (aria-disabled) yet keeps
 * its place in the tab order, so keyboard users reach it and hear why, from its tooltip.
 */
export function UnavailableShareButton({ label, tip, icon = <ShareIcon /> }: UnavailableShareButtonProps) {
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <button type="button" aria-disabled="true" title={tip} aria-describedby={tipId} className={`${secondaryButton} ${buttonSizes.sm}`}>
        {icon}
        {label}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow group-has-focus-visible:block"
      >
        {tip}
      </span>
    </span>
  );
}

/** Sharing an unverified proof (the spec's words). */
export function PendingShareButton() {
  return <UnavailableShareButton label="Share (Pending Verification)" tip="Project must be verified to share" />;
}
