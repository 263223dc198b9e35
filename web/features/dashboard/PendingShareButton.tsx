import { useId } from 'react';
import { buttonSizes, secondaryButton } from '../../components/button-styles';
import { ShareIcon } from '../../components/icons';

const TIP = 'Project must be verified to share';

/**
 * Sharing an unverified proof: a disabled button. A disabled button cannot take focus, so the
 * wrapper does, and carries the tooltip as its title and as an accessible description.
 */
export function PendingShareButton() {
  const tipId = useId();
  return (
    <span tabIndex={0} title={TIP} aria-describedby={tipId} className="group relative inline-flex rounded-lg">
      <button type="button" disabled className={`${secondaryButton} ${buttonSizes.sm}`}>
        <ShareIcon />
        Share (Pending Verification)
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow group-focus-visible:block"
      >
        {TIP}
      </span>
    </span>
  );
}
