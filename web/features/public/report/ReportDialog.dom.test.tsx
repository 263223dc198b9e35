// The report form: the schema's messages beside their fields, nothing sent until it is complete,
// then the report of the page the visitor is on, and the server's field messages when it refuses;
// the link and the form say what is reported: a proof, or a whole portfolio.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeApi } from '../../../test/fake-api';
import { ReportDialog } from './ReportDialog';
import { ReportLink } from './ReportLink';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(dialog: HTMLElement, email: string) {
  await userEvent.click(within(dialog).getByRole('radio', { name: 'It shows personal data without consent' }));
  await userEvent.type(within(dialog).getByLabelText('Your e-mail'), email);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /I believe in good faith/ }));
}

it('shows what is missing, then sends the report of this page', async () => {
  const api = fakeApi({ 'POST /api/public/reports': { status: 201, body: { reportId: 'r-1' } } });
  render(<ReportDialog page="/proof/PJ-7KQ2MX" open onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Report this proof' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
  expect(within(dialog).getByText('Email is required')).toBeTruthy();
  expect(within(dialog).getByText('Please confirm that you are reporting in good faith')).toBeTruthy();
  expect(api.count('POST /api/public/reports')).toBe(0);

  await fill(dialog, 'Reader@Example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText('Report sent')).toBeTruthy();
  expect(api.calls.find((call) => call.path === '/api/public/reports')?.body).toEqual({
    reason: 'personal_data',
    details: null,
    page: '/proof/PJ-7KQ2MX',
    reporterEmail: 'reader@example.com',
    goodFaith: true,
  });
});

it('says why the server refused it', async () => {
  fakeApi({ 'POST /api/public/reports': { status: 429, body: { error: { message: 'You have sent too many reports today. Please try again tomorrow.' } } } });
  render(<ReportDialog page="/portfolio/ada" open onClose={() => undefined} />);
  // A portfolio is reported as the portfolio it is, not as one proof.
  const dialog = screen.getByRole('dialog', { name: 'Report this portfolio' });
  await fill(dialog, 'reader@example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain('You have sent too many reports today. Please try again tomorrow.');
});

it('is offered under each public page in the words of what that page shows', async () => {
  for (const [page, words] of [['/proof/PJ-7KQ2MX', 'Report this proof'], ['/project/p-1', 'Report this proof'], ['/portfolio/ada', 'Report this portfolio']] as const) {
    const router = createMemoryRouter([{ path: '*', element: <ReportLink /> }], { initialEntries: [page] });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: words }));
    expect(await screen.findByRole('dialog', { name: words })).toBeTruthy();
    expect(screen.getByText(page)).toBeTruthy();
    cleanup();
  }
});
