// The Emails page against a fake API: a failed mail without a private link has Send again; one
// that carried a private link has no button and says why, in the server's words.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailMessages, type MailRecord } from '../../../../domain/api/admin/emails';
import { fakeApi } from '../../../test/fake-api';
import { withProviders } from '../../../test/providers';
import { EmailsPage } from './EmailsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = (id: string, overrides: Partial<MailRecord>): MailRecord => ({
  id,
  template: 'proof-hidden',
  recipient: `${id}@acme.com`,
  subject: `Subject of ${id}`,
  sentAt: '2026-11-20T10:00:00.000Z',
  status: 'failed',
  attempts: 1,
  lastAttemptAt: '2026-11-20T10:00:00.000Z',
  error: 'Error: connect ECONNREFUSED',
  messageId: null,
  notRetryable: null,
  ...overrides,
});

describe('EmailsPage', () => {
  it('offers Send again only for a failed mail without a private link, and says why for the others', async () => {
    const notice = mail('notice', {});
    const invitation = mail('invitation', { template: 'validation-request', notRetryable: mailMessages.privateLink.validation });
    const api = fakeApi({
      'GET /api/admin/emails': { body: { items: [notice, invitation], cursor: null } },
      'POST /api/admin/emails/notice/retry': { body: { ...notice, status: 'sent', attempts: 2, error: null, messageId: 'm-1' } },
    });
    render(<EmailsPage />, { wrapper: withProviders({ serverState: true }) });

    const invitationRow = (await screen.findByText('invitation@acme.com')).closest('tr')!;
    expect(within(invitationRow).queryByRole('button')).toBeNull();
    expect(within(invitationRow).getByText('Cannot be sent again')).toBeTruthy();
    expect(within(invitationRow).getByText(mailMessages.privateLink.validation)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send again to notice@acme.com' }));
    await waitFor(() => expect(api.count('POST /api/admin/emails/notice/retry')).toBe(1));
    expect(api.count('POST /api/admin/emails/invitation/retry')).toBe(0);
  });
});
