// The 404 page: the spec's words and 'Return to Home', inside the site's header (logo, Validate
// Proof, the way in) and footer; someone signed in also gets the way back to their dashboard.
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { storedSessionKey } from '../../lib/session/useSignedIn';
import { TEST_CONFIG, testSession, withProviders } from '../../test/providers';
import NotFoundPage from './NotFoundPage';

const SESSION_KEY = storedSessionKey(TEST_CONFIG.authority, TEST_CONFIG.clientId);

afterEach(() => {
  cleanup();
  window.localStorage.removeItem(SESSION_KEY);
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: withProviders({ session: testSession({ status: 'signedOut', idToken: null, claims: null }) }) });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

it('says the page was not found inside the site header and footer, with the way home', () => {
  renderAt('/no-such-page');
  expect(screen.getByRole('heading', { name: '404', level: 1 })).toBeTruthy();
  expect(screen.getByText('Oops! Page not found')).toBeTruthy();
  const header = within(screen.getByRole('banner'));
  expect(hrefOf(header.getByRole('link', { name: 'Provenly home' }))).toBe('/');
  expect(hrefOf(header.getByRole('link', { name: 'Validate Proof' }))).toBe('/proof');
  expect(hrefOf(header.getByRole('link', { name: 'Get Started' }))).toBe('/auth');
  expect(hrefOf(screen.getByRole('link', { name: 'Skip to content' }))).toBe('#main');
  const main = within(screen.getByRole('main'));
  expect(hrefOf(main.getByRole('link', { name: 'Return to Home' }))).toBe('/');
  expect(main.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' })).toBeTruthy();
});

it('offers someone signed in the way back to their dashboard, in the page and in the header', () => {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify({ id_token: 'token', expires_at: Math.floor(Date.now() / 1000) + 3600 }));
  renderAt('/dashbord');
  const main = within(screen.getByRole('main'));
  expect(hrefOf(main.getByRole('link', { name: 'Back to Dashboard' }))).toBe('/dashboard');
  expect(hrefOf(main.getByRole('link', { name: 'Return to Home' }))).toBe('/');
  const header = within(screen.getByRole('banner'));
  expect(hrefOf(header.getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard');
  expect(header.queryByRole('link', { name: 'Get Started' })).toBeNull();
});
