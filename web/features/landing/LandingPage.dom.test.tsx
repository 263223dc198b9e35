// What the landing page says and where its links lead, signed out: its story, its header and its
// footer (tests/browser/landing.spec.ts drives it in Chromium: keyboard, phone width, axe).
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { testSession, withProviders } from '../../test/providers';
import { containing } from '../../test/text';
import LandingPage from './LandingPage';

afterEach(cleanup);

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />, { wrapper: withProviders({ session: testSession({ status: 'signedOut', idToken: null, claims: null }) }) });
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

it('tells the whole story: steps, demo, statistics, comparison, testimonials', () => {
  renderLanding();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(containing('Your first proof is free.'))).toBeTruthy();

  const steps = within(screen.getByRole('region', { name: 'From project to proof in 3 steps' })).getAllByRole('listitem');
  expect(steps).toHaveLength(3);
  expect(steps[0]?.textContent).toContain('Add your project details');
  expect(steps[1]?.textContent).toContain('Get validation from your manager or peers');
  expect(steps[2]?.textContent).toContain('Share on LinkedIn');

  expect(hrefOf(screen.getByRole('link', { name: 'View the demo portfolio' }))).toBe('/portfolio/demo');
  expect(screen.getByText(containing('80% of recruiters start on LinkedIn'))).toBeTruthy();

  const comparison = within(screen.getByRole('region', { name: 'Generic profile vs. verified profile' }));
  expect(comparison.getByRole('heading', { name: 'Generic profile', level: 3 })).toBeTruthy();
  expect(comparison.getByRole('heading', { name: 'Verified profile', level: 3 })).toBeTruthy();

  const testimonials = within(screen.getByRole('region', { name: 'What professionals say' }));
  expect(testimonials.getAllByRole('figure')).toHaveLength(3);
  expect(testimonials.getByText(/Illustrative testimonials/)).toBeTruthy();
  for (const name of ['Priya Raman', 'Marcus Lee', 'Elena Novak']) expect(testimonials.getByText(containing(name))).toBeTruthy();
});

it('shows a signed-out visitor Validate Proof, Sign In and Get Started in the header', () => {
  renderLanding();
  const header = within(screen.getByRole('banner'));
  expect(hrefOf(header.getByRole('link', { name: 'Provenly home' }))).toBe('/');
  const nav = within(header.getByRole('navigation', { name: 'Main' }));
  expect(hrefOf(nav.getByRole('link', { name: 'Validate Proof' }))).toBe('/proof');
  expect(hrefOf(nav.getByRole('link', { name: 'Sign In' }))).toBe('/auth');
  expect(hrefOf(nav.getByRole('link', { name: 'Get Started' }))).toBe('/auth');
  expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(screen.getByText(containing('Sign-in is only through LinkedIn, required to verify professional identity.'))).toBeTruthy();
});

it('links to Privacy and Terms in the footer and shows the year', () => {
  renderLanding();
  const footer = within(screen.getByRole('contentinfo'));
  expect(hrefOf(footer.getByRole('link', { name: 'Privacy' }))).toBe('/privacy');
  expect(hrefOf(footer.getByRole('link', { name: 'Terms' }))).toBe('/terms');
  expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Provenly`);
});
