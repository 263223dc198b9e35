// Toasts: announced politely (status), errors assertively (alert); each has a labelled dismiss
// button. A toast leaves after 5 s, counted only while the pointer and the focus are elsewhere;
// an error (destructive) toast stays until dismissed. The list stays usable above modal dialogs.
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useReducer, useRef, type FocusEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/useHydrated';
import { keepAboveModals } from '../top-layer';
import { ToastContext, type Toast, type ToastInput } from './toast-context';

export const TOAST_VISIBLE_MS = 5_000;
/** The newest toasts shown at once; older ones make room. */
const MAX_TOASTS = 3;

interface ToastState {
  readonly toasts: readonly Toast[];
  readonly hovered: boolean;
  readonly focused: boolean;
}

type ToastAction = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'hover' | 'focus'; on: boolean };

function reduce(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      return { ...state, toasts: [...state.toasts.slice(1 - MAX_TOASTS), action.toast] };
    case 'dismiss': {
      const toasts = state.toasts.filter((toast) => toast.id !== action.id);
      // With the last one gone, no pointer or focus is left on the list to end the pause.
      return toasts.length === 0 ? { toasts, hovered: false, focused: false } : { ...state, toasts };
    }
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
  }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ toasts, hovered, focused }, dispatch] = useReducer(reduce, { toasts: [], hovered: false, focused: false });
  const nextId = useRef(1);
  // None on the server or while a server-rendered page hydrates (it has no list), so the browser's
  // first render matches the server's HTML; the list comes right after.
  const hydrated = useHydrated();
  const container = useMemo(() => (hydrated ? document.createElement('div') : null), [hydrated]);
  useLayoutEffect(() => (container ? keepAboveModals(container) : undefined), [container]);

  const show = useCallback((input: ToastInput) => dispatch({ type: 'show', toast: { ...input, id: nextId.current++ } }), []);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      {container && createPortal(
        // A named region (a landmark), so the toasts are found like the rest of the page. The
        // handlers only pause the timers while someone reads or reaches a toast; they do nothing a
        // person asks for, so the region needs no interactive role.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <section
          aria-label="Notifications"
          onMouseEnter={() => dispatch({ type: 'hover', on: true })}
          onMouseLeave={() => dispatch({ type: 'hover', on: false })}
          onFocus={() => dispatch({ type: 'focus', on: true })}
          onBlur={onBlur}
        >
          <ol className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} paused={hovered || focused} onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })} />
            ))}
          </ol>
        </section>,
        container,
      )}
    </ToastContext.Provider>
  );
}

/** Calls `onElapsed` after `ms` of time not paused; never when `ms` is null. */
function useDismissTimer(ms: number | null, paused: boolean, onElapsed: () => void) {
  const remaining = useRef(ms);
  const elapsed = useEffectEvent(onElapsed);
  useEffect(() => {
    if (remaining.current === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => elapsed(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);
}

function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: () => void }) {
  const destructive = toast.variant === 'destructive';
  useDismissTimer(destructive ? null : TOAST_VISIBLE_MS, paused, onDismiss);
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div role={destructive ? 'alert' : 'status'} className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notification"
        className={`-m-1 rounded-md px-1.5 text-lg leading-6 ${destructive ? 'text-red-50 hover:bg-red-800 hover:text-white' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'}`}
      >
        {/* A character, not the icon set: this file is in every page's first download. */}
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
