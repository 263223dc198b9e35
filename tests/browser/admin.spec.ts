// The admin panel as an operator uses it: the configured admin signs in, reads the overview, finds
// a member by part of their name, grants and revokes admin through the confirmation, and
// suspends a member, whose portfolio then answers not found.
import { expect, test } from './fixtures';
import { BROWSER_ADMIN_EMAIL, countTable } from './support/admin';
import { newOwner, publishVerifiedProof, visitor } from './support/public-proof';
import { signInQuickly } from './support/session';

test('a configured admin reads the overview, finds a member, grants and revokes admin, and suspends an account', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // Two members: one with a published, verified proof, one to be made admin and back.
  const memberPage = await visitor(browser, baseURL!);
  const { owner, identity } = await newOwner(memberPage, baseURL!, 'Wilhelmina Quartermaine');
  await publishVerifiedProof(baseURL!, owner, 'Warehouse robotics rollout');
  const granteePage = await visitor(browser, baseURL!);
  const { owner: grantee } = await newOwner(granteePage, baseURL!, 'Rupert Grantley');

  await signInQuickly(page, { name: 'Cora Configured', email: BROWSER_ADMIN_EMAIL });
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin Panel' });
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Users', 'Roles', 'Recognitions', 'Validations', 'Domains', 'Content', 'Jobs', 'Emails', 'Analytics', 'Audit', 'Settings']) {
    await expect(sidebar.getByRole('link', { name })).toBeVisible();
  }

  // The four cards, checked against a count of the table itself.
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  const counts = await countTable(baseURL!);
  const card = (label: string) => page.getByRole('list', { name: 'Platform statistics' }).getByRole('listitem').filter({ hasText: label });
  const value = (label: string, text: string) => expect(card(label).getByText(text, { exact: true })).toBeVisible();
  await value('Total Users', counts.users.toLocaleString('en-US'));
  await value('Recognitions', counts.recognitions.toLocaleString('en-US'));
  await value('Validations', counts.validations.toLocaleString('en-US'));
  await value('Verification Rate', `${Math.round((counts.verified / counts.recognitions) * 100)}%`);

  // Part of a name, in another case, finds the member.
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await page.getByPlaceholder('Search users by name or username...').fill('QUARTER');
  const row = page.getByRole('row').filter({ hasText: 'Wilhelmina Quartermaine' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Free', { exact: false })).toBeVisible();
  await page.getByPlaceholder('Search users by name or username...').fill('zzzznobody');
  await expect(page.getByText('No users found')).toBeVisible();

  // Grant admin by e-mail, then revoke it through the confirmation.
  await sidebar.getByRole('link', { name: 'Roles' }).click();
  await page.getByPlaceholder('Enter user email to grant admin access').fill(grantee.member.email);
  await page.getByRole('button', { name: 'Grant Admin' }).click();
  await expect(page.getByText('Admin role granted')).toBeVisible();
  const admins = page.getByRole('table');
  await expect(admins.getByText('Rupert Grantley')).toBeVisible();
  await page.getByPlaceholder('Enter user email to grant admin access').fill(grantee.member.email);
  await page.getByRole('button', { name: 'Grant Admin' }).click();
  await expect(page.getByText('User is already an admin')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke admin access from Rupert Grantley' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke admin access?' });
  await expect(dialog).toContainText('They will no longer have access to the admin panel.');
  await dialog.getByRole('button', { name: 'Revoke Access' }).click();
  await expect(page.getByText('Admin role revoked')).toBeVisible();
  await expect(admins.getByText('Rupert Grantley')).toHaveCount(0);

  // Suspend the member: their portfolio is then not found.
  const anyone = await visitor(browser, baseURL!);
  await anyone.goto(`/portfolio/${identity.username}`);
  await expect(anyone.getByText('Warehouse robotics rollout')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await page.getByPlaceholder('Search users by name or username...').fill('wilhelmina');
  await page.getByRole('link', { name: 'Wilhelmina Quartermaine' }).click();
  await expect(page.getByRole('region', { name: 'Proofs' }).getByText('Warehouse robotics rollout')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Co-signatures received' })).toContainText('peer@acme.com');
  await page.getByRole('button', { name: 'Suspend Account' }).click();
  await page.getByLabel('Reason (kept in the admin log)').fill('Reported for impersonation');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend Account' }).click();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore Account' })).toBeVisible();
  // A new visitor (a browser may reuse its own copy for the stated freshness bound, docs/public-pages.md).
  const later = await visitor(browser, baseURL!);
  await later.goto(`/portfolio/${identity.username}`);
  await expect(later.getByText('Portfolio Not Found')).toBeVisible();
});
