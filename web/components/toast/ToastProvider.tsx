// Toasts: announced politely (status), errors assertively (alert); each has a labelled dismiss
// button. A toast leaves after 5 s, counted only while the pointer and the focus are elsewhere;
// an error (destructive) toast stays until dismissed, or until the same action reports again: a
// toast with an `actionId` takes the place of that action's earlier errors, so a success clears
// the errors of its own earlier attempts (and only those). The list stays usable above modal
// dialogs.
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useReducer, useRef, type FocusEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/useHydrated';
import { keepAboveModals } from '../top-layer';
import { ToastContext, type Toast, type Toaster, type ToastInput } from './toast-context';

export const TOAST_VISIBLE_MS = 5_000;
/** The newest toasts shown at once; older ones make room. */
const MAX_TOASTS = 3;

interface ToastState {
  readonly toasts: readonly Toast[];
  readonly hovered: boolean;
  readonly focused: boolean;
  /** The id the next toast gets. */
  readonly nextId: number;
}

type ToastAction =
  | { type: 'show'; toast: ToastInput }
  | { type: 'dismiss'; id: number }
  | { type: 'clearErrors'; actionId: string }
  | { type: 'hover' | 'focus'; on: boolean };

/** Whether `toast` is an error of the action `actionId`. */
const isErrorOf = (toast: Toast, actionId: string | undefined) => actionId !== undefined && toast.actionId === actionId && toast.variant === 'destructive';

/** The list without some of its toasts. With the last one gone, no pointer or focus is left on the list to end the pause. */
function keep(state: ToastState, toasts: readonly Toast[]): ToastState {
  return toasts.length === 0 ? { ...state, toasts, hovered: false, focused: false } : { ...state, toasts };
}

function reduce(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show': {
      const others = state.toasts.filter((toast) => !isErrorOf(toast, action.toast.actionId));
      return { ...state, toasts: [...others.slice(1 - MAX_TOASTS), { ...action.toast, id: state.nextId }], nextId: state.nextId + 1 };
    }
    case 'dismiss':
      return keep(state, state.toasts.filter((toast) => toast.id !== action.id));
    case 'clearErrors':
      return state.toasts.some((toast) => isErrorOf(toast, action.actionId)) ? keep(state, state.toasts.filter((toast) => !isErrorOf(toast, action.actionId))) : state;
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
  }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ toasts, hovered, focused }, dispatch] = useReducer(reduce, { toasts: [], hovered: false, focused: false, nextId: 1 });
  // None on the server or while a server-rendered page hydrates (it has no list), so the browser's
  // first render matches the server's HTML; the list comes right after.
  const hydrated = useHydrated();
  const container = useMemo(() => (hydrated ? document.createElement('div') : null), [hydrated]);
  useLayoutEffect(() => (container ? keepAboveModals(container) : undefined), [container]);

  const toaster = useMemo<Toaster>(
    () =>
      Object.assign((input: ToastInput) => dispatch({ type: 'show', toast: input }), {
        clearErrors: (actionId: string) => dispatch({ type: 'clearErrors', actionId }),
      }),
    [],
  );
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  return (
    <ToastContext.Provider value={toaster}>
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
