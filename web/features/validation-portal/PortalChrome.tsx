// The frame of the public validation portal: the logo and the request's state on top, the audit
// trail note at the bottom. No dashboard header: validators are usually not members.
import { useEffect, useRef, type ReactNode } from 'react';
import { portal } from '../../../domain/messages/portal';
import { LegalLinks } from '../../components/LegalLinks';
import { Logo } from '../../components/Logo';
import { CheckIcon, ClockIcon, ShieldIcon } from '../../components/icons';
import type { PortalState } from './portal-types';

const STATES: Record<PortalState, { label: string; className: string; icon: ReactNode }> = {
  pending: {
    label: 'Pending',
    className: 'border-amber-300 bg-amber-50 text-amber-900',
    icon: <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-500" />,
  },
  authenticated: {
    label: 'Authenticated',
    className: 'border-blue-300 bg-blue-50 text-blue-900',
    icon: <ShieldIcon className="h-4 w-4" />,
  },
  completed: {
    label: 'Completed',
    className: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    icon: <CheckIcon className="h-4 w-4" />,
  },
  expired: {
    label: 'Expired',
    className: 'border-slate-300 bg-slate-100 text-slate-800',
    icon: <ClockIcon className="h-4 w-4" />,
  },
};

export function PortalHeader({ state }: { state: PortalState | null }) {
  const shown = state ? STATES[state] : null;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <Logo />
        {/* Polite live region: a screen reader hears the request's state change. */}
        <div aria-live="polite" aria-atomic="true" className="min-h-8">
          {shown && (
            <p className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${shown.className}`} data-portal-state={state}>
              {shown.icon}
              <span className="sr-only">Validation status: </span>
              {shown.label}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}

export function PortalFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2">
          <ShieldIcon className="h-4 w-4 shrink-0 text-blue-700" />
          {portal.auditTrail}
        </p>
        <LegalLinks />
      </div>
    </footer>
  );
}

/** Each view's heading; it takes focus when the view appears, so keyboard and screen-reader users start there. */
export function ViewHeading({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    // Focus is moved here by script, not by the person: no focus ring (the global :focus-visible would draw one).
    <h1 ref={ref} tabIndex={-1} style={{ outline: 'none' }} className={`text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl ${className}`}>
      {children}
    </h1>
  );
}

/** A centred card for the short views (landing, success, expired, error). */
export function PortalCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {children}
    </div>
  );
}
