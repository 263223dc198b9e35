// The accessible modal: a native <dialog> shown with showModal(), so the page behind is inert and
// under a backdrop. It is named by its title and described by its description; Escape, a click on
// the backdrop and the close button ask the owner to close it; Tab wraps inside it; and focus goes
// back to what opened it.
import { useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { enterModal } from './top-layer';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** A sentence under the title; it also describes the dialog to screen readers. */
  readonly description?: string;
  readonly children: ReactNode;
  /** Where focus goes when the dialog closes; by default, whatever had focus when it opened. */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
  readonly size?: keyof typeof WIDTHS;
}

export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * A native modal lets Tab leave for the browser's own controls after its last element; the
 * dialog pattern keeps it inside, so Tab and Shift+Tab wrap around.
 */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function ModalDialog({ onClose, title, description, children, returnFocusRef, size = 'md' }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const requestClose = useEffectEvent(() => onClose());
  const returnTarget = useEffectEvent(() => returnFocusRef?.current ?? null);

  // A layout effect: shown before the first paint, and closed while still in the document so the
  // browser takes it out of the top layer properly.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // showModal() focuses the first focusable element; a dialog may name a better one.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const leaveModal = enterModal(dialog);

    // Escape and a click on the backdrop (closedby="any") send `cancel`: the owner decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it anyway (a repeated Escape it does not let a page refuse).
    const onNativeClose = () => requestClose();
    const onKeyDown = (event: KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
      leaveModal();
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      const target = returnTarget() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      closedby="any"
      // Implied by showModal(); said for assistive technology that predates it.
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${WIDTHS[size]} overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 focus:outline-none`}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        <button type="button" onClick={onClose} aria-label="Close" className="-m-1 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-5">{children}</div>
    </dialog>
  );
}
