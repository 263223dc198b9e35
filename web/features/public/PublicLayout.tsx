// The frame of every public page: logo, Validate Proof and the way in (or Dashboard), the page, the footer.
import type { ReactNode } from 'react';
import { HydrateLater } from '../../lib/hydration-turns';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';

const WIDTHS = { md: 'max-w-3xl', lg: 'max-w-5xl' } as const;

export function PublicLayout({ children, width = 'lg' }: { children: ReactNode; width?: keyof typeof WIDTHS }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here; the outline would frame the whole page. */}
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex-1">
        {/* The header and footer are made interactive first, the page in a task of its own. */}
        <HydrateLater>
          <div className={`mx-auto w-full ${WIDTHS[width]} px-4 py-8 sm:px-6 sm:py-12`}>{children}</div>
        </HydrateLater>
      </main>
      <SiteFooter />
    </div>
  );
}
