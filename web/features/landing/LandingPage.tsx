import { useSignedIn } from '../../lib/session/useSignedIn';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { ProfileComparison } from './ProfileComparison';
import { RecruiterStats } from './RecruiterStats';
import { Testimonials } from './Testimonials';

/** The landing page (spec: Landing page). Until the session is known it shows the signed-out way in. */
export default function LandingPage() {
  useDocumentTitle();
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <SiteHeader landing />
      {/* tabIndex lets the skip link move focus here; the outline would frame the whole page. */}
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex-1">
        <Hero signedIn={signedIn} />
        <HowItWorks />
        <RecruiterStats />
        <ProfileComparison />
        <Testimonials />
      </main>
      <SiteFooter />
    </div>
  );
}
