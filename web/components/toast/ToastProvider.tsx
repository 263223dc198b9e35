import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastInput } from './toast-context';

const VISIBLE_MS = 5_000;

/** Toasts in a polite live region (destructive ones assertive), dismissable, gone after 5 s. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [...current.slice(-2), { ...input, id }]);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol aria-label="Notifications" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  const destructive = toast.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{toast.description}</p>}
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100">
        ×
      </button>
    </li>
  );
}
