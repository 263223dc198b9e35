// A verified proof's card offers Share; one an administrator hid, or a private one, says instead
// why it cannot be shared (the server refuses such a share too), reachable by keyboard.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { linkedinFailures } from '../../../domain/linkedin-messages';
import { dashboard } from '../../../domain/messages';
import type { OwnProof } from '../../../domain/api/proofs';
import { fakeOwnerApi, verifiedProof } from '../../test/linkedin';
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

it('a hidden proof says why it cannot be shared instead, and opens no share dialog', async () => {
  renderActions(verifiedProof({ hiddenAt: '2026-11-03T10:00:00.000Z' }));
  expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  const button = screen.getByRole('button', { name: 'Share (Hidden by an administrator)' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(tipOf(button)).toBe(linkedinFailures.hiddenProof);
  await userEvent.click(button);
  expect(screen.queryByRole('dialog')).toBeNull();
  // Its public link would answer not found: there is none to copy.
  expect(tipOf(screen.getByRole('button', { name: 'Copy link' }))).toBe(dashboard.publicLinkAfterPublishing);
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
