// /verify-proofs as a recruiter uses it: paste what a CV names, press Check, read one line per
// item; nothing pasted, or more than a check takes, is said at once without asking the server.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { CheckedItem, VerifyProofsAnswer } from '../../../domain/api/verify-proofs';
import { MAX_CHECKED_ITEMS } from '../../../domain/constants';
import { verifyProofs as text } from '../../../domain/messages/verify-proofs';
import { fakeApi } from '../../test/fake-api';
import { testSession, withProviders } from '../../test/providers';
import VerifyProofsPage from './VerifyProofsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const blank = { proofNumber: null, title: null, role: null, orgName: null, owner: null, cosigners: [], url: null } as const;
const verified: CheckedItem = {
  item: 'PJ-7KQ2MX',
  status: 'verified',
  proofNumber: 'PJ-7KQ2MX',
  title: 'Payments platform rebuild',
  role: 'Tech lead',
  orgName: 'Acme',
  owner: { displayName: 'Rita Recruited', username: 'rita' },
  cosigners: [{ name: 'Sam Peer', validatorEmail: 's***@acme.com', role: 'peer', proven: { signedIn: true, companyDomain: 'acme.com' } }],
  url: `${window.location.origin}/proof/PJ-7KQ2MX`,
};

function openPage() {
  render(
    <MemoryRouter>
      <VerifyProofsPage />
    </MemoryRouter>,
    { wrapper: withProviders({ session: testSession({ status: 'signedOut', idToken: null, claims: null }) }) },
  );
  return { field: screen.getByLabelText(text.fieldLabel), check: screen.getByRole('button', { name: text.check }) };
}

it('checks what was pasted and shows one line per item: what was proven, whose, co-signed by whom', async () => {
  const answer: VerifyProofsAnswer = { items: [verified, { ...blank, item: 'PJ-ZZZZZZ', status: 'not-found' }, { ...blank, item: 'hello', status: 'not-recognised' }] };
  const api = fakeApi({ 'POST /api/public/verify-proofs': { body: answer } });
  const { field, check } = openPage();
  await userEvent.type(field, 'PJ-7KQ2MX, PJ-ZZZZZZ{enter}hello');
  await userEvent.click(check);

  const results = await screen.findByRole('region', { name: text.summary(1, 3) });
  expect(api.calls.map((call) => call.body)).toEqual([{ items: ['PJ-7KQ2MX', 'PJ-ZZZZZZ', 'hello'] }]);
  const lines = results.querySelectorAll('li');
  expect([...lines].map((line) => line.textContent)).toEqual([
    `PJ-7KQ2MX${text.status.verified} · PJ-7KQ2MXPayments platform rebuild, Tech lead at Acme by Rita Recruited${text.cosignedBy} Sam Peer`,
    `PJ-ZZZZZZ${text.status['not-found']}`,
    `hello${text.status['not-recognised']}`,
  ]);
  expect(screen.getByRole('link', { name: 'PJ-7KQ2MX' }).getAttribute('href')).toBe('/proof/PJ-7KQ2MX');
  expect(screen.getByRole('status').textContent).toBe(text.summary(1, 3));
});

it('says so when nothing is pasted, or more than a check takes, without asking the server', async () => {
  const api = fakeApi();
  const { field, check } = openPage();
  await userEvent.click(check);
  expect((await screen.findByRole('alert')).textContent).toBe(text.nothingToCheck);
  await userEvent.click(field);
  await userEvent.paste(Array.from({ length: MAX_CHECKED_ITEMS + 1 }, (_, index) => `PJ-${index}`).join('\n'));
  await userEvent.click(check);
  expect((await screen.findByRole('alert')).textContent).toBe(text.tooMany);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toEqual([]);
});

it("shows the server's refusal in its words, and no lines", async () => {
  fakeApi({ 'POST /api/public/verify-proofs': { status: 400, body: { error: { message: text.itemTooLong, fields: { 'items.0': [text.itemTooLong] } } } } });
  const { field, check } = openPage();
  await userEvent.type(field, 'PJ-7KQ2MX');
  await userEvent.click(check);
  expect((await screen.findByRole('alert')).textContent).toBe(text.itemTooLong);
  expect(screen.queryByRole('region', { name: /verified$/ })).toBeNull();
});
