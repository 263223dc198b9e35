// The frame of every public page: logo, Validate Proof and the way in (or Dashboard), the page, the footer.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HydrateLater } from '../../lib/hydration-turns';
import { useSignedIn } from '../../lib/session/useSignedIn';
import { Logo } from '../../components/Logo';
import { SiteFooter } from '../../components/SiteFooter';
import { SkipLink } from '../../components/SkipLink';
import { primaryLink, textLink } from '../../components/link-styles';

const WIDTHS = { md: 'max-w-3xl', lg: 'max-w-5xl' } as const;

export function PublicLayout({ children, width = 'lg' }: { children: ReactNode; width?: keyof typeof WIDTHS }) {
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <SkipLink />
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <Logo />
          <nav aria-label="Main">
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-medium sm:gap-x-6">
              <li>
                <Link to="/proof" className={textLink}>
                  Validate Proof
                </Link>
              </li>
              <li>
                {signedIn ? (
                  <Link to="/dashboard" className={primaryLink}>
                    Dashboard
                  </Link>
                ) : (
                  <Link to="/auth" className={primaryLink}>
                    Get Started
                  </Link>
                )}
              </li>
            </ul>
          </nav>
        </div>
      </header>
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
