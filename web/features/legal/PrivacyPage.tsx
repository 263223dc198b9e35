import { ACCOUNT_CLOSURE_GRACE_DAYS, MINIMUM_USER_AGE, SUSPENSION_RECORDS_KEPT_DAYS, USERNAME_HOLD_DAYS, VALIDATION_LINK_LIFETIME_MS } from '../../../domain/constants';
import { PRODUCT_NAME } from '../../../domain/product';
import { COMPANY_ADDRESS, PRIVACY_EMAIL } from './contacts';
import { LegalLayout, LegalSection, MailLink } from './LegalLayout';

const LINK_HOURS = VALIDATION_LINK_LIFETIME_MS / (60 * 60 * 1000);

/** /privacy: the privacy policy (static text). */
export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={<p>How {PRODUCT_NAME} collects, uses and shares personal data when you create, validate or view proof cards.</p>}
    >
      <LegalSection title="1. Who we are">
        <p>
          {PRODUCT_NAME} is operated by the company at {COMPANY_ADDRESS}, which is the controller of the personal data
          described here. Questions about this policy go to <MailLink address={PRIVACY_EMAIL} />.
        </p>
      </LegalSection>
      <LegalSection title="2. Who may use the service">
        <p>
          You must be at least {MINIMUM_USER_AGE} years old to use {PRODUCT_NAME}. We do not knowingly collect data
          from anyone younger; if you believe we have, contact us and we will delete it.
        </p>
      </LegalSection>
      <LegalSection title="3. What we collect">
        <ul>
          <li>
            From LinkedIn, when you sign in: your name, profile photo, headline, e-mail address and LinkedIn member ID.
            Sign-in is only through LinkedIn because it is required to verify your professional identity.
          </li>
          <li>What you add to your proofs: project titles, roles, organisations, dates, descriptions, skills, outcomes and links.</li>
          <li>The e-mail addresses and roles of the validators you invite.</li>
          <li>
            From validators: their decision, optional comment and, if they sign in, their LinkedIn identity, together
            with a record of each step (viewed, authenticated, approved or declined), the time and the browser used.
          </li>
          <li>Technical data needed to run the service securely, such as server logs.</li>
        </ul>
      </LegalSection>
      <LegalSection title="4. How we use it">
        <ul>
          <li>To create your account, show your proof cards and run the validation process.</li>
          <li>To send invitations and reminders to the validators you choose (a validation link expires after {LINK_HOURS} hours).</li>
          <li>To publish to LinkedIn when, and only when, you ask us to.</li>
          <li>To keep an audit trail of validations, prevent abuse and keep the service secure.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Sharing and visibility">
        <p>
          Proof cards can be shared publicly or with specific people. A public card can be seen by anyone with its
          link or proof number and may appear on your public portfolio; you decide what you publish and where. We do
          not sell personal data.
        </p>
        <p>
          When you add a proof to a wallet, the wallet receives a copy of its credential bound to the wallet&apos;s own
          identifier, which we do not keep; the copy is revoked with the proof&apos;s credential. A link you make to
          several proofs shows them to anyone who has it, until you revoke it.
        </p>
        <p>
          Your validators see the project you ask them to validate. Service providers that host and operate{' '}
          {PRODUCT_NAME} for us process data only on our instructions.
        </p>
      </LegalSection>
      <LegalSection title="6. Peer verification">
        <p>
          A validation records that a manager or peer confirmed your project. Peer verification is not an
          endorsement by {PRODUCT_NAME}: we do not check the content of a proof ourselves.
        </p>
      </LegalSection>
      <LegalSection title="7. Retention and your rights">
        <p>
          We keep your data while your account exists. In Settings you can download everything we hold about you, and
          on a proof&apos;s edit page you can delete it: its pages stop showing it, its credential reads revoked, and its
          co-signers are told.
        </p>
        <p>
          You can close your account in Settings at any time. You are signed out everywhere and your pages stop showing
          at once; signing in within {ACCOUNT_CLOSURE_GRACE_DAYS} days keeps the account. After that we delete your
          proofs, withdraw the co-signatures you gave, delete your profile and LinkedIn connection and, if you choose,
          the posts we made for you on LinkedIn. We then keep only: the records of moderation decisions about your
          account for {SUSPENSION_RECORDS_KEPT_DAYS / 365} years, to defend them; records of administrators&apos; actions,
          which hold identifiers, not your content; your username, unused, for {USERNAME_HOLD_DAYS} days and your{' '}
          {PRODUCT_NAME} ID, never given to anyone else, so that an old link or credential never points to someone
          else; the co-signatures you gave, marked withdrawn, in the history of the proofs they were on, until those
          proofs are deleted; the log of e-mails we sent, for 90 days; and backups, for 35 days.
        </p>
        <p>
          Your name, e-mail addresses and profile, your proofs with their public pages and credentials, the LinkedIn
          account you connected, your name and comments as a co-signer and the mails we sent you are stored encrypted
          under a key of your own. When your account is erased, or when you ask us to remove what we hold about an
          address from the link at the end of any e-mail we sent you, we destroy that key: what stays in the history of
          other people&apos;s proofs, in our e-mail log and in our backups can then no longer be read by anyone, us
          included.
        </p>
        <p>
          You may also ask to access, correct, export or delete your data, or object to its use, by writing to{' '}
          <MailLink address={PRIVACY_EMAIL} />.
        </p>
      </LegalSection>
      <LegalSection title="8. Security">
        <p>
          Data is encrypted in transit, access tokens are stored encrypted, and validation links are private and
          expire. No system is perfectly secure; tell us at once if you suspect misuse of your account.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes and contact">
        <p>
          We will post any change to this policy on this page. Contact: <MailLink address={PRIVACY_EMAIL} />,{' '}
          {COMPANY_ADDRESS}.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
