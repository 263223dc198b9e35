// The invitation under a portfolio or project: make your own proof (to /auth, or /dashboard when signed in).
import { Link } from 'react-router-dom';
import { useSignedIn } from '../../lib/session/useSignedIn';
import { publicCopy } from '../../../domain/messages/public-copy';

export function CreateProofCta() {
  const signedIn = useSignedIn();
  return (
    <section aria-labelledby="cta-title" className="rounded-2xl bg-linear-to-br from-blue-800 to-blue-600 p-8 text-white shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-8">
      <div>
        <h2 id="cta-title" className="text-xl font-bold">
          {publicCopy.ctaHeading}
        </h2>
        <p className="mt-2 max-w-xl text-blue-50">{publicCopy.ctaText}</p>
      </div>
      <Link
        to={signedIn ? '/dashboard' : '/auth'}
        className="mt-5 inline-flex shrink-0 items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-blue-800 shadow-sm hover:bg-blue-50 focus-visible:outline-white sm:mt-0"
      >
        {publicCopy.ctaButton}
      </Link>
    </section>
  );
}
