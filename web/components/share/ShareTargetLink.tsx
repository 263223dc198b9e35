import type { MouseEvent } from 'react';
import { SHARE_POPUP } from '../../../domain/constants';
import { sharing } from '../../../domain/messages/sharing';
import { useToast } from '../toast/toast-context';
import type { PopupTarget } from './share-targets';

/** Each site's colour (white text on each has a contrast of at least 4.5:1). */
const COLOURS: Record<PopupTarget['name'], string> = {
  LinkedIn: 'bg-[#0a66c2] hover:bg-[#004182]',
  X: 'bg-black hover:bg-slate-800',
  Facebook: 'bg-[#1565d8] hover:bg-[#0b4fb3]',
};

/** Opens a 600x400 popup centred on the window; false when the browser blocked it. */
function openPopup(href: string, name: string): boolean {
  const left = Math.max(0, window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2);
  const popup = window.open(href, `share-${name}`, `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},resizable=yes,scrollbars=yes`);
  if (!popup) return false;
  popup.opener = null;
  return true;
}

/** A real link (so it works in a new tab too) that opens the site's share page in a popup. */
export function ShareTargetLink({ target }: { target: PopupTarget }) {
  const toast = useToast();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Each site's popup is its own action: once it opens, its earlier "blocked" goes.
    const actionId = `share-popup:${target.name}`;
    if (openPopup(target.href, target.name)) toast.clearErrors(actionId);
    else toast({ title: sharing.popupBlocked, variant: 'destructive', actionId });
  };
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={`flex h-full items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold text-white ${COLOURS[target.name]}`}
    >
      {target.name}
      <span className="sr-only"> (opens a popup)</span>
    </a>
  );
}
