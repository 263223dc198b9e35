// The validation portal at /validate/{token} and /validate?token= (spec sections 2 and 4): a
// public page where a manager or peer reads a proof and approves or declines it.
import { useParams, useSearchParams } from 'react-router-dom';
import { portalTrustLevel } from '../../../domain/rules/project-trust-level';
import { PageSpinner } from '../../components/PageSpinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SkipLink } from '../../components/SkipLink';
import { LandingView } from './LandingView';
import { PortalFooter, PortalHeader } from './PortalChrome';
import { ReviewView } from './ReviewView';
import { CompletedView, ErrorView, ExpiredView, SuccessView } from './StatusViews';
import { portalState } from './portal-types';
import { usePortal } from './usePortal';

export default function ValidationPortalPage() {
  useDocumentTitle('Validate a proof');
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const portal = usePortal(token);
  const { view, identity, signedIn } = portal;

  const content = (() => {
    switch (view.name) {
      case 'loading':
        return <PageSpinner label="Loading validation request" />;
      case 'landing':
        return (
          <LandingView
            request={view.request}
            identity={identity}
            sessionLoading={portal.sessionLoading}
            onSignIn={portal.signInWithLinkedIn}
            onContinue={portal.continueToReview}
          />
        );
      case 'review':
        return (
          <ReviewView
            request={view.request}
            identity={identity}
            trust={portalTrustLevel({ signedIn, email: identity?.email ?? null, orgName: view.request.recognition.orgName })}
            submitting={portal.submitting}
            problem={portal.submitProblem}
            notice={view.notice}
            onSubmit={portal.submit}
            onSignIn={portal.signInWithLinkedIn}
          />
        );
      case 'success':
        return <SuccessView request={view.request} decision={view.decision} />;
      case 'completed':
        return <CompletedView ownerName={view.ownerName} decision={view.decision} />;
      case 'expired':
        return <ExpiredView ownerName={view.ownerName} onRequestNewLink={portal.requestNewLink} />;
      case 'error':
        return <ErrorView message={view.message} onRetry={view.canRetry ? portal.retry : undefined} />;
    }
  })();

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <PortalHeader state={portalState(view, signedIn)} />
      <main id="main" tabIndex={-1} style={{ outline: 'none' }} className="flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-5xl" key={view.name}>
          {content}
        </div>
      </main>
      <PortalFooter />
    </div>
  );
}
