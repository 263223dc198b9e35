import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../domain/product';
import { ProofCardPreview } from './ProofCardPreview';
import { primaryLink, secondaryLink } from '../../components/link-styles';

/** The pitch: proof rather than claims, a free first proof, and the demo portfolio. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">Verified proof of your work</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Proof, not claims.
          </h1>
          <p className="mt-6 text-lg text-slate-600">
            Anyone can write “led the migration” on a profile. {PRODUCT_NAME} turns your work projects into proof
            cards co-signed by the managers and peers who were there, so recruiters see evidence instead of
            adjectives.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to={signedIn ? '/dashboard' : '/auth'} className={`${primaryLink} px-6 py-3 text-lg`}>
              Create Your First LinkedIn Proof Free
            </Link>
            <Link to="/portfolio/demo" className={`${secondaryLink} px-6 py-3 text-lg`}>
              View the demo portfolio
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            Your first proof is free. Sign-in is only through LinkedIn, required to verify professional identity.
          </p>
        </div>
        <ProofCardPreview />
      </div>
    </section>
  );
}
