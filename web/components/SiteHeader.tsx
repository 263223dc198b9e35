// The header of the landing page, the public pages and the 404 page: the skip link, the logo
// (home), Validate Proof, and the way in (Get Started; on the landing page also Sign In), or
// Dashboard for someone signed in. The landing page's is wider, as its sections are.
import { Link } from 'react-router-dom';
import { useSignedIn } from '../lib/session/useSignedIn';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import { primaryLink, textLink } from './link-styles';

export function SiteHeader({ landing = false }: { landing?: boolean }) {
  const signedIn = useSignedIn();
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className={`mx-auto flex ${landing ? 'max-w-6xl' : 'max-w-5xl'} flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6`}>
        <Logo />
        <nav aria-label="Main">
          <ul className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-medium sm:gap-x-6 ${landing ? 'sm:text-base' : ''}`}>
            <li>
              <Link to="/proof" className={textLink}>
                Validate Proof
              </Link>
            </li>
            {landing && !signedIn && (
              <li>
                <Link to="/auth" className={textLink}>
                  Sign In
                </Link>
              </li>
            )}
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
  );
}
