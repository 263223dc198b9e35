// The admin frame: every sidebar link in the spec's order, the current page marked, the phone
// menu folding open and closed, and the way back to the dashboard.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_LINKS } from './admin-nav';
import { AdminLayout } from './AdminLayout';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <p>Overview page</p> }, { path: 'audit', element: <h1>Audit</h1> }, { path: 'users/:id', element: <p>User page</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdminLayout', () => {
  it('lists every admin page under Admin Panel and marks the current one', () => {
    renderAt('/admin/audit');
    const nav = screen.getByRole('navigation', { name: 'Admin Panel' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ADMIN_LINKS.map((link) => link.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin', '/admin/users', '/admin/roles', '/admin/recognitions', '/admin/validations', '/admin/domains',
      '/admin/content', '/admin/appeals', '/admin/jobs', '/admin/data-requests', '/admin/emails', '/admin/analytics', '/admin/audit', '/admin/settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Audit' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Audit' })).toBeTruthy();
  });

  it('marks Users on a user page, and folds the phone menu after a link is followed', async () => {
    renderAt('/admin/users/u-1');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByText('Overview page')).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the way back to the dashboard on every admin page, outside the folded phone menu', () => {
    renderAt('/admin/users/u-1');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back.getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin Panel' }).contains(back)).toBe(false);
  });
});
