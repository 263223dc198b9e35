import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { primaryLink, textLink } from '../../components/link-styles';

/** Logo, Validate Proof, and the way in: Sign In and Get Started, or Dashboard once signed in. */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <Logo />
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-medium sm:gap-x-6 sm:text-base">
            <li>
              <Link to="/proof" className={textLink}>
                Validate Proof
              </Link>
            </li>
            {signedIn ? (
              <li>
                <Link to="/dashboard" className={primaryLink}>
                  Dashboard
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/auth" className={textLink}>
                    Sign In
                  </Link>
                </li>
                <li>
                  <Link to="/auth" className={primaryLink}>
                    Get Started
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
