// A verified proof's card offers Share; a private one says instead why it cannot be shared (the
// server refuses such a share too), reachable by keyboard. One an administrator hid offers only Edit.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { linkedinFailures } from '../../../domain/messages/linkedin';
import { dashboard } from '../../../domain/messages/dashboard';
import type { OwnProof } from '../../../domain/api/proofs';
import { fakeOwnerApi } from '../../test/linkedin';
import { verifiedProof } from '../../test/proof';
import { withProviders } from '../../test/providers';
import { ProjectCardActions } from './ProjectCardActions';

beforeEach(fakeOwnerApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions(proof: OwnProof) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <h3 id="title">{proof.title}</h3>
        <ProjectCardActions proof={proof} titleId="title" onInvite={() => undefined} />
      </Providers>
    </MemoryRouter>,
  );
}

it('a verified, shown proof offers Share', () => {
  renderActions(verifiedProof());
  expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
});

it('a hidden proof offers no share, no public link and no credential: only Edit (its card says why)', () => {
  renderActions(verifiedProof({ status: 'published', hiddenAt: '2026-11-03T10:00:00.000Z' }));
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Edit']);
});

it('a private proof says it is not public', () => {
  renderActions(verifiedProof({ visibility: 'private' }));
  expect(tipOf(screen.getByRole('button', { name: 'Share (Not public)' }))).toBe(linkedinFailures.privateProof);
});

it('offers the public link only once it opens the proof: verified and published', () => {
  renderActions(verifiedProof({ status: 'pending' }));
  const unavailable = screen.getByRole('button', { name: 'Copy link' });
  expect(unavailable.getAttribute('aria-disabled')).toBe('true');
  expect(tipOf(unavailable)).toBe(dashboard.publicLinkAfterPublishing);
  cleanup();
  renderActions(verifiedProof({ status: 'published' }));
  expect(screen.getByRole('button', { name: 'Copy link' }).getAttribute('aria-disabled')).toBeNull();
});

/** The tooltip that describes a button. */
function tipOf(button: HTMLElement): string | null {
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}
