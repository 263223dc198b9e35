// The Validation and Invites card: who signed each approval, withdrawn co-signatures, declines
// with their comments and next steps (also as they arrive live), and expired links with their
// Send new link, against a fake API and a fake WebSocket.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OwnerValidation, OwnerValidationRequest } from '../../../domain/api/validation';
import { invitations, reminders, validationCard as messages } from '../../../domain/messages/invitations';
import { declines } from '../../../domain/messages/declines';
import { fakeApiEachTest } from '../../test/fake-api-each-test';
import { fakeWebSocket } from '../../test/fake-websocket';
import { withProviders } from '../../test/providers';
import { useValidationActivity } from './useValidationActivity';
import { ValidationCard } from './ValidationCard';

const day = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

const request = (id: string, overrides: Partial<OwnerValidationRequest> = {}): OwnerValidationRequest => ({
  id,
  recognitionId: 'p1',
  recognitionTitle: 'Billing migration',
  inviteeEmail: `${id}@acme.com`,
  role: 'peer',
  status: 'pending',
  trustLevel: 1,
  trustScore: 95,
  requiresLinkedinAuth: false,
  createdAt: ago(2),
  expiresAt: ago(-1),
  lastRemindedAt: null,
  ...overrides,
});

const validation = (id: string, overrides: Partial<OwnerValidation> = {}): OwnerValidation => ({
  id,
  recognitionId: 'p1',
  recognitionTitle: 'Billing migration',
  validationRequestId: `req-${id}`,
  validatorEmail: `${id}@acme.com`,
  role: 'peer',
  status: 'approved',
  trustScore: 95,
  verificationConfidence: 'medium',
  domainVerificationMethod: 'email_domain',
  comment: null,
  contentHash: 'hash',
  createdAt: ago(1),
  signer: null,
  attestedTitle: 'Billing migration',
  withdrawnAt: null,
  withdrawalReason: null,
  ...overrides,
});

const api = fakeApiEachTest();

function showCard(requests: OwnerValidationRequest[], validations: OwnerValidation[], sentToday = 1, onInviteOther: ((id: string) => void) | null = null) {
  const Providers = withProviders({ serverState: true });
  render(
    <MemoryRouter>
      <Providers>
        <ValidationCard requests={requests} validations={validations} sentToday={sentToday} onInviteMore={null} onInviteOther={onInviteOther} />
      </Providers>
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: messages.title });
}

const count = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an approval says who signed it', () => {
  it('signed in as the invited address: the LinkedIn name, nothing more', () => {
    const card = showCard(
      [request('req-ann', { inviteeEmail: 'ann@acme.com', status: 'approved' })],
      [validation('ann', { validationRequestId: 'req-ann', signer: { linkedinSub: 'li-ann', name: 'Ann Archer', email: 'Ann@acme.com', emailVerified: true } })],
    );
    expect(within(card).getByText(messages.signedInAs('Ann Archer'))).toBeTruthy();
    expect(within(card).queryByText(/not the invited/)).toBeNull();
  });

  it('signed in with another address than the invited one: says so', () => {
    const card = showCard(
      [request('req-bob', { inviteeEmail: 'bob@acme.com', status: 'approved' })],
      [validation('eve', { validationRequestId: 'req-bob', validatorEmail: 'eve@evil.com', signer: { linkedinSub: 'li-eve', name: 'Eve', email: 'eve@evil.com', emailVerified: true } })],
    );
    expect(within(card).getByText(messages.signedInAs('Eve'))).toBeTruthy();
    expect(within(card).getByText('Signed with eve@evil.com, not the invited bob@acme.com')).toBeTruthy();
  });

  it('without LinkedIn: approved from the e-mailed link', () => {
    const card = showCard([], [validation('cat')]);
    expect(within(card).getByText(messages.linkOnly)).toBeTruthy();
  });

  it('with the comment the portal told the validator the owner would read', () => {
    const card = showCard([], [validation('cat', { comment: 'Solid work on the cut-over.' })]);
    expect(within(card).getByText('Comment: Solid work on the cut-over.')).toBeTruthy();
  });
});

describe('a decline', () => {
  const declinedRequest = request('req-nay', { inviteeEmail: 'nay@acme.com', status: 'declined' });
  const decline = validation('nay', { validationRequestId: 'req-nay', status: 'declined', comment: 'The dates are wrong: I joined in March.' });

  it('shows as declined with its comment and what to do next, not as pending and not as approved', async () => {
    const invited: string[] = [];
    const card = showCard([declinedRequest], [decline], 1, (id) => invited.push(id));
    expect(count(card, 'Pending')).toBe('0');
    expect(count(card, 'Approved')).toBe('0');
    const list = within(card).getByText(declines.heading).nextElementSibling as HTMLElement;
    expect(within(list).getByText('nay@acme.com')).toBeTruthy();
    expect(within(list).getByText(/Billing migration/)).toBeTruthy();
    expect(within(list).getByText('Declined 1d ago')).toBeTruthy();
    expect(within(list).getByText('Comment: The dates are wrong: I joined in March.')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Edit and ask again: nay@acme.com' }).getAttribute('href')).toBe('/edit-project/p1');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Invite someone else instead of nay@acme.com' }));
    expect(invited).toEqual(['p1']);
  });

  it('says so when the validator gave no comment, and who signed in when it was someone else', () => {
    const card = showCard(
      [declinedRequest],
      [{ ...decline, comment: null, validatorEmail: 'eve@evil.com', signer: { linkedinSub: 'li-eve', name: 'Eve', email: 'eve@evil.com', emailVerified: true } }],
    );
    const list = within(card).getByText(declines.heading).nextElementSibling as HTMLElement;
    expect(within(list).getByText(declines.noComment)).toBeTruthy();
    expect(within(list).getByText('Signed with eve@evil.com, not the invited nay@acme.com')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Edit and ask again: nay@acme.com' })).toBeTruthy();
  });

  it('leaves the list once that person is asked again, whose new request is pending', () => {
    const card = showCard([request('req-again', { inviteeEmail: 'nay@acme.com', createdAt: ago(0) }), declinedRequest], [decline]);
    expect(within(card).queryByText(declines.heading)).toBeNull();
    expect(count(card, 'Pending')).toBe('1');
  });

  it('arrives live: the owner sees it without a reload', async () => {
    const sockets = fakeWebSocket();
    const pending = { ...declinedRequest, status: 'pending' as const };
    api.on('GET /api/validation-requests', { body: { items: [pending], cursor: null, sentToday: 1 } });
    api.on('GET /api/validations', { body: { items: [], cursor: null } });
    function LiveCard() {
      const activity = useValidationActivity();
      return <ValidationCard requests={activity.requests} validations={activity.validations} sentToday={activity.sentToday} onInviteMore={null} />;
    }
    const Providers = withProviders({ serverState: true });
    render(
      <MemoryRouter>
        <Providers>
          <LiveCard />
        </Providers>
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: messages.title });
    expect(await within(card).findByText(messages.pendingHeading)).toBeTruthy();
    act(() => sockets.latest().accept());

    api.on('GET /api/validation-requests', { body: { items: [declinedRequest], cursor: null, sentToday: 1 } });
    api.on('GET /api/validations', { body: { items: [decline], cursor: null } });
    act(() => sockets.latest().receive({ channel: 'validation-updates', changed: ['validation-requests', 'validations'] }));
    expect(await within(card).findByText('Comment: The dates are wrong: I joined in March.')).toBeTruthy();
    expect(within(card).queryByText(messages.pendingHeading)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Edit and ask again: nay@acme.com' })).toBeTruthy();
  });
});

it('a withdrawn co-signature shows as withdrawn with its reason, and no longer counts as approved', () => {
  const card = showCard(
    [],
    [validation('dan', { withdrawnAt: ago(0), withdrawalReason: 'I was not on this project.' }), validation('eva', { signer: { linkedinSub: 'li-eva', name: 'Eva', email: 'eva@acme.com', emailVerified: true } })],
  );
  expect(count(card, 'Approved')).toBe('1');
  const withdrawn = within(card).getByText(messages.withdrawnHeading).nextElementSibling as HTMLElement;
  expect(within(withdrawn).getByText('dan@acme.com')).toBeTruthy();
  expect(within(withdrawn).getByText('Withdrawn today')).toBeTruthy();
  expect(within(withdrawn).getByText('Reason: I was not on this project.')).toBeTruthy();
  const approvals = within(card).getByText(messages.approvalsHeading).nextElementSibling as HTMLElement;
  expect(within(approvals).queryByText('dan@acme.com')).toBeNull();
});

describe('an expired request', () => {
  const expired = request('old', { inviteeEmail: 'old@acme.com', status: 'expired', expiresAt: ago(2) });

  it('stays listed as expired, not pending, with Send new link', () => {
    const card = showCard([expired, request('new')], []);
    expect(count(card, 'Pending')).toBe('1');
    const list = within(card).getByText(messages.expiredHeading).nextElementSibling as HTMLElement;
    expect(within(list).getByText('old@acme.com')).toBeTruthy();
    expect(within(list).getByText(/Link expired 2d ago/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Send new link to old@acme.com' })).toBeTruthy();
  });

  it('Send new link renews it through remind, and says so', async () => {
    api.on('POST /api/proofs/p1/validation-requests/old/remind', { body: { ...expired, status: 'pending', expiresAt: ago(-3) } });
    showCard([expired], []);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send new link to old@acme.com' }));
    expect(await screen.findByText(messages.newLinkSent.title)).toBeTruthy();
    expect(api.routes()).toEqual(['POST /api/proofs/p1/validation-requests/old/remind']);
  });

  it("a refusal (the day's limit) toasts the server's words", async () => {
    api.on('POST /api/proofs/p1/validation-requests/old/remind', { status: 429, body: { error: { code: 'too_many_requests', message: invitations.dailyLimitReached.description } } });
    showCard([expired], []);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send new link to old@acme.com' }));
    expect(await screen.findByText(invitations.dailyLimitReached.description)).toBeTruthy();
  });

  it("a refusal's toast goes when that request's reminder goes out, and not when another's does", async () => {
    const refused = { status: 429, body: { error: { code: 'too_many_requests', message: reminders.tooSoon } } };
    api.on('POST /api/proofs/p1/validation-requests/old/remind', refused);
    api.on('POST /api/proofs/p1/validation-requests/ann/remind', { body: request('ann') });
    showCard([expired, request('ann')], []);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send new link to old@acme.com' }));
    expect(await screen.findByText(reminders.tooSoon)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remind ann@acme.com' }));
    expect(await screen.findByText(reminders.sent.title)).toBeTruthy();
    expect(screen.getByText(reminders.tooSoon)).toBeTruthy();

    api.on('POST /api/proofs/p1/validation-requests/old/remind', { body: { ...expired, status: 'pending', expiresAt: ago(-3) } });
    await user.click(screen.getByRole('button', { name: 'Send new link to old@acme.com' }));
    expect(await screen.findByText(messages.newLinkSent.title)).toBeTruthy();
    expect(screen.queryByText(reminders.tooSoon)).toBeNull();
  });

  it('cannot be renewed once the day has no invitations left', () => {
    showCard([expired], [], 10);
    expect((screen.getByRole('button', { name: 'Send new link to old@acme.com' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
