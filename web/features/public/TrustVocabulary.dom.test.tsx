// One trust vocabulary where recruiters look: the public proof page, project page and portfolio say
// the proof page's Trust Level with one line of what it means, never the owner's card label, and
// each co-signer entry says what that co-signer proved.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicProofLookup, PublicValidation } from '../../../domain/api/public';
import { CARD_TRUST_LABELS } from '../../../domain/rules/card-trust-label';
import { publicProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { PortfolioProofCard } from './PortfolioProofCard';
import { ProjectDetails } from './ProjectDetails';
import { ProofResult } from './ProofResult';
import { ValidationDetails } from './ValidationDetails';

afterEach(cleanup);

const proof = publicProof();

const cosigner = (validatorEmail: string, proven: PublicValidation['proven']): PublicValidation => ({
  name: null, validatorEmail, role: 'peer', trustScore: 50, verifiedOn: '2025-06-01T00:00:00.000Z', comment: null, proven,
});

/** A free-mail peer who signed in with LinkedIn, and one who only held the link. */
const gmailPeers = [cosigner('s***@gmail.com', { signedIn: true, companyDomain: null }), cosigner('p***@gmail.com', { signedIn: false, companyDomain: null })];

const MEANING = 'Co-signers approved this content, but none proved they work at the organisation the owner listed.';

const withRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>, { wrapper: withProviders() });

/** Whatever the page says, none of the owner's card labels: a recruiter reads one scale. */
function expectNoCardLabel() {
  for (const label of CARD_TRUST_LABELS) expect(document.body.textContent, label).not.toContain(label);
}

describe('the public proof page', () => {
  const lookup: PublicProofLookup = { state: 'verified', proof, owner: { username: 'olive', displayName: 'Olive Owner', avatarUrl: null, headline: null }, trustLevel: 'Organization Listed', validations: gmailPeers, credential: null };

  it('says the Trust Level and what it means, on the summary and on the card, and no card label', async () => {
    withRouter(<ProofResult result={lookup} />);
    const summary = await screen.findByRole('region', { name: 'Proof Summary' });
    expect(within(summary).getByText('Organization Listed')).toBeTruthy();
    expect(within(summary).getByText(MEANING)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Detailed Proof Card' });
    expect(within(card).getByText('Organization Listed')).toBeTruthy();
    expectNoCardLabel();
  });

  it('says what each co-signer proved', async () => {
    withRouter(<ProofResult result={lookup} />);
    const details = await screen.findByRole('region', { name: 'Validation Details' });
    const entries = within(details).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('s***@gmail.com');
    expect(entries[0]?.textContent).toContain('Signed in with LinkedIn');
    expect(entries[1]?.textContent).toContain('Link only');
  });
});

describe('a co-signer entry', () => {
  it('names the company domain a co-signer proved, and both proofs when there are two', () => {
    render(<ValidationDetails validations={[cosigner('j***@acme.com', { signedIn: false, companyDomain: 'acme.com' }), cosigner('m***@acme.com', { signedIn: true, companyDomain: 'acme.com' })]} />);
    const [mailbox, both] = screen.getAllByRole('listitem');
    expect(mailbox?.textContent).toContain('Controls an @acme.com address');
    expect(mailbox?.textContent).not.toContain('LinkedIn');
    expect(both?.textContent).toContain('Signed in with LinkedIn · Controls an @acme.com address');
  });
});

describe('the public project page and portfolio', () => {
  it('the project says its Trust Level and what it means', () => {
    withRouter(<ProjectDetails project={{ ...proof, trustLevel: 'Domain Verified' }} />);
    expect(screen.getByText('Trust Level')).toBeTruthy();
    expect(screen.getByText('Domain Verified')).toBeTruthy();
    expect(screen.getByText("A co-signer proved they control an address at the organisation's company domain and approved exactly this content.")).toBeTruthy();
    expectNoCardLabel();
  });

  it('a portfolio entry says its Trust Level and what it means', () => {
    withRouter(<PortfolioProofCard proof={proof} />);
    const entry = screen.getByRole('article', { name: 'Checkout rewrite' });
    expect(within(entry).getByText('Organization Listed')).toBeTruthy();
    expect(within(entry).getByText(MEANING)).toBeTruthy();
    expectNoCardLabel();
  });
});
