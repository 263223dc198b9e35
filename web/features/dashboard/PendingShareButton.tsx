import { useId } from 'react';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { ShareIcon } from '../../components/icons';

const TIP = 'Project must be verified to share';

/**
 * Sharing an unverified proof: a button that says it is unavailable (aria-disabled) yet keeps
 * its place in the tab order, so keyboard users reach it and hear why, from its tooltip.
 */
export function PendingShareButton() {
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <button type="button" aria-disabled="true" title={TIP} aria-describedby={tipId} className={`${secondaryButton} ${buttonSizes.sm}`}>
        <ShareIcon />
        Share (Pending Verification)
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow group-has-focus-visible:block"
      >
        {TIP}
      </span>
    </span>
  );
}
