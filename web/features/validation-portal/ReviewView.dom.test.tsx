// The naming consent on the review: it says exactly how the public pages would show this
// co-signature, by the LinkedIn name with consent, else by the masked address.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { pendingPortalRequest } from '../../test/portal-requests';
import { withProviders } from '../../test/providers';
import type { OpenPortalRequest, PortalIdentity } from './portal-types';
import { ReviewView } from './ReviewView';

afterEach(cleanup);

const request = pendingPortalRequest({ inviteeEmail: 'lee.link@acme.com' }) as OpenPortalRequest;

function renderReview(identity: PortalIdentity | null) {
  render(
    <ReviewView request={request} identity={identity} trust="domain" submitting={false} problem={null} notice={null} onSubmit={async () => undefined} onSignIn={async () => false} />,
    { wrapper: withProviders() },
  );
  return screen.getByRole('checkbox');
}

it('signed in with LinkedIn: asks to name them on the proof, by the name LinkedIn gave, off by default', () => {
  const consent = renderReview({ name: 'Nora Named', email: 'nora.named@acme.com' });
  expect((consent as HTMLInputElement).checked).toBe(false);
  expect(screen.getByRole('checkbox', { name: 'Name me on this proof' })).toBe(consent);
  const hint = document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  expect(hint).toContain('as Nora Named, your name on LinkedIn');
  expect(hint).toContain('Otherwise the pages show n***@acme.com');
});

it('with the link alone: says the pages show the masked address whatever they choose', () => {
  const consent = renderReview(null);
  expect(screen.getByRole('checkbox', { name: 'Name me in the portable credential' })).toBe(consent);
  const hint = document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
  expect(hint).toContain('show your co-signature as l***@acme.com');
  expect(hint).toContain('we do not know your name');
});
