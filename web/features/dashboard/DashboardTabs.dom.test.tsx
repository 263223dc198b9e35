// The dashboard's sections: all five, by their full names, each a link to its own address, the
// current one marked; Portfolio waits for the profile. (Whether they fit a phone's width is
// measured in a browser: tests/browser/phone-layout.spec.ts.)
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { DashboardTabs } from './DashboardTabs';

afterEach(cleanup);

function renderTabs(portfolioPath: string | null) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardTabs activeSection="Dashboard" portfolioPath={portfolioPath} /> },
      { path: '/dashboard/settings', element: <DashboardTabs activeSection="Settings" portfolioPath={portfolioPath} /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Dashboard sections' });
}

it('lists every section by its full name as a link to its address, the current one marked', async () => {
  const nav = renderTabs('/portfolio/olivia');
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'My Proofs', 'Portfolio', 'Validators', 'Settings']);
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard/proofs', '/portfolio/olivia', '/dashboard/validators', '/dashboard/settings']);
  expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getAllByRole('listitem')).toHaveLength(5);

  // Reachable from the keyboard, in order, and following one marks it.
  await userEvent.tab();
  expect(document.activeElement).toBe(links[0]);
  for (let index = 1; index < links.length; index += 1) await userEvent.tab();
  expect(document.activeElement).toBe(links[4]);
  await userEvent.keyboard('{Enter}');
  const settings = within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name: 'Settings' });
  expect(settings.getAttribute('aria-current')).toBe('page');
});

it('shows Portfolio as plain text until the profile, and so its address, has loaded', () => {
  const nav = renderTabs(null);
  expect(within(nav).queryByRole('link', { name: 'Portfolio' })).toBeNull();
  expect(within(nav).getByText('Portfolio')).toBeTruthy();
  expect(within(nav).getAllByRole('link')).toHaveLength(4);
});
