import { MINIMUM_USER_AGE } from '../../../domain/constants';
import { PRODUCT_NAME } from '../../../domain/product';
import { COMPANY_ADDRESS, JURISDICTION, LEGAL_EMAIL } from './contacts';
import { LegalLayout, LegalSection, MailLink } from './LegalLayout';

/** /terms: the terms of service (static text). */
export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={<p>The rules for using {PRODUCT_NAME}. By signing in or validating a proof you accept them.</p>}
    >
      <LegalSection title="1. The service">
        <p>
          {PRODUCT_NAME} lets professionals turn work projects into proof cards, invite managers and peers to
          validate them, and share the result. It is provided by the company at {COMPANY_ADDRESS}.
        </p>
      </LegalSection>
      <LegalSection title="2. Eligibility and accounts">
        <p>
          You must be at least {MINIMUM_USER_AGE} years old to use {PRODUCT_NAME}. Sign-in is only through LinkedIn,
          which is required to verify your professional identity. You are responsible for what happens under your
          account.
        </p>
      </LegalSection>
      <LegalSection title="3. Your content">
        <p>
          You keep ownership of the projects you add. You confirm that they are accurate and that you may share them,
          including any confidential details of your employer. You give us the licence needed to store, display and
          share them as you choose.
        </p>
      </LegalSection>
      <LegalSection title="4. Sharing">
        <p>
          Proof cards can be shared publicly or with specific people. A public card, its proof number and your
          portfolio can be seen by anyone; sharing to LinkedIn happens only when you ask for it.
        </p>
      </LegalSection>
      <LegalSection title="5. Validations">
        <p>
          Validators are people you invite. A validation states that person’s own view of your project. Peer
          verification is not an endorsement by {PRODUCT_NAME}: we do not guarantee that a proof is true, complete or
          suitable for any decision, such as hiring.
        </p>
        <p>Validators must only approve work they know first-hand, and must not be pressured or paid to approve.</p>
      </LegalSection>
      <LegalSection title="6. Acceptable use">
        <ul>
          <li>No false, misleading or someone else’s projects, and no impersonation of a validator.</li>
          <li>No spam: invite only people who know your work.</li>
          <li>No attempts to break, overload or get around the limits and security of the service.</li>
        </ul>
      </LegalSection>
      <LegalSection title="7. Suspension and termination">
        <p>
          You may close your account at any time. We may suspend or remove accounts or proofs that break these terms,
          and will tell you why unless the law forbids it. You can appeal a suspension from the page you see when you
          sign in: an administrator reviews it, and we e-mail you the decision.
        </p>
      </LegalSection>
      <LegalSection title="8. Disclaimers and liability">
        <p>
          The service is provided “as is”. To the extent the law allows, we are not liable for indirect losses or for
          decisions others make based on a proof card.
        </p>
      </LegalSection>
      <LegalSection title="9. Governing law">
        <p>
          These terms are governed by the laws of {JURISDICTION}, and disputes go to the courts of {JURISDICTION}.
        </p>
      </LegalSection>
      <LegalSection title="10. Changes and contact">
        <p>
          We will post any change to these terms on this page. Contact: <MailLink address={LEGAL_EMAIL} />,{' '}
          {COMPANY_ADDRESS}.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
