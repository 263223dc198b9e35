// Share Portfolio: copies the portfolio's address at once and opens a small menu to post it on
// LinkedIn, X or Facebook (600x400 popups) or send it by e-mail.
import { useEffect, useId, useRef, useState } from 'react';
import { portal } from '../../../domain/messages/portal';
import { PRODUCT_NAME } from '../../../domain/product';
import { buttonSizes, primaryButton } from '../../components/button-styles';
import { CheckIcon, ShareIcon } from '../../components/icons';
import { ShareTargetList } from '../../components/share/ShareTargetList';
import { shareTargets, type ShareTargets } from '../../components/share/share-targets';
import { useCopy } from '../../components/useCopy';
import { useHydrated } from '../../lib/useHydrated';

export function portfolioShareTargets(url: string, name: string): ShareTargets {
  const text = `${name}'s verified work on ${PRODUCT_NAME}`;
  return shareTargets({ url, text, emailSubject: text, emailBody: `Every project here is co-signed by a manager or peer:\n\n${url}` });
}

export function SharePortfolio({ url, name }: { url: string; name: string }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopy(portal.copyLinkFailed);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const targets = portfolioShareTargets(url, name);

  // While open: a click elsewhere closes the menu; so does Escape, giving focus back to the button
  // when it was in the menu.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = wrapperRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const hydrated = useHydrated();
  const toggle = () => {
    if (!open) void copy(url);
    setOpen(!open);
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle} disabled={!hydrated} className={`${primaryButton} ${buttonSizes.md}`}>
        <ShareIcon />
        Share Portfolio
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Portfolio link copied to the clipboard' : ''}
      </span>
      <div id={menuId} hidden={!open} className="absolute right-0 z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-xl">
        <p className="flex items-center gap-1.5 px-1 pb-2 text-sm text-slate-700">
          {copied ? (
            <>
              <CheckIcon className="h-4 w-4 text-green-700" /> Link copied to your clipboard
            </>
          ) : (
            'Share this portfolio'
          )}
        </p>
        <ShareTargetList targets={targets} className="grid gap-1.5" />
      </div>
    </div>
  );
}
