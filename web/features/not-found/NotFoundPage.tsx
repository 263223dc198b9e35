// The 404 page (spec: '404 Oops! Page not found' with a 'Return to Home' link), inside the site's
// header and footer, so the way on is where it is on every other page; someone signed in is also
// offered the way back to their dashboard.
import { Link } from 'react-router-dom';
import { primaryLink, secondaryLink } from '../../components/link-styles';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { useSignedIn } from '../../lib/session/useSignedIn';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function NotFoundPage() {
  const signedIn = useSignedIn();
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here; the outline would frame the whole page. */}
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="text-center">
          <h1 className="mb-4 text-4xl font-bold">404</h1>
          <p className="text-xl text-slate-700">Oops! Page not found</p>
          <p className="mt-2 text-slate-600">The link may be mistyped or out of date.</p>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
            {signedIn && (
              <Link to="/dashboard" className={primaryLink}>
                Back to Dashboard
              </Link>
            )}
            <Link to="/" className={signedIn ? secondaryLink : primaryLink}>
              Return to Home
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
