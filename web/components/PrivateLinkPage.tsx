// The frame of a page opened from a private link in a mail (a co-signer's withdrawal, what is held
// about an address): no sign-in, the logo, one card, the site's footer. Each state of the card
// starts with a FocusedHeading, so keyboard and screen-reader users start there.
import { useEffect, useRef, type ReactNode } from 'react';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';

/** `cardKey` changes when the card shows another state, so its heading takes focus again. */
export function PrivateLinkPage({ cardKey, children }: { cardKey: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <div key={cardKey} className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** The card's heading, which takes focus when it appears. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} style={{ outline: 'none' }} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
      {children}
    </h1>
  );
}
