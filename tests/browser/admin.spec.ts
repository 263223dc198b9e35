// The admin panel as an operator uses it: the configured admin signs in, reads the overview, finds
// a member by part of their name, grants and revokes admin through the confirmation, and
// suspends a member, whose portfolio then answers not found. The member, signed in, sees why and
// appeals; the admin restores the account from the appeal queue; then hides one of the member's
// proofs, whose card says so and offers only what still works.
import { expect, test } from './fixtures';
import { BROWSER_ADMIN_EMAIL, countTable } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { api, newOwner, publishVerifiedProof, visitor } from './support/public-proof';
import { signInQuickly } from './support/session';

test('a configured admin reads the overview, finds a member, grants and revokes admin, suspends an account and restores it on appeal', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // Two members: one with a published, verified proof, one to be made admin and back.
  const memberPage = await visitor(browser, baseURL!);
  const { owner, identity } = await newOwner(memberPage, baseURL!, 'Wilhelmina Quartermaine');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Warehouse robotics rollout');
  const granteePage = await visitor(browser, baseURL!);
  const { owner: grantee } = await newOwner(granteePage, baseURL!, 'Rupert Grantley');

  const adminToken = await signInQuickly(page, { name: 'Cora Configured', email: BROWSER_ADMIN_EMAIL });
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin Panel' });
  await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Users', 'Roles', 'Recognitions', 'Validations', 'Domains', 'Content', 'Appeals', 'Jobs', 'Data requests', 'Emails', 'Analytics', 'Audit', 'Settings']) {
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
  await page.getByLabel('Reason (shown to them, e-mailed, and kept in the admin log)').fill('Reported for impersonation');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend Account' }).click();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore Account' })).toBeVisible();
  // A new visitor (a browser may reuse its own copy for the stated freshness bound, docs/public-pages.md).
  const later = await visitor(browser, baseURL!);
  await later.goto(`/portfolio/${identity.username}`);
  await expect(later.getByText('Portfolio Not Found')).toBeVisible();

  // The member, still on their dashboard, sees why at once (the suspension closes their live
  // connection): the reason, what is hidden, how to appeal and Sign Out; no empty dashboard, no toasts.
  await expect(memberPage.getByRole('heading', { name: 'Your account is suspended', level: 1 })).toBeVisible();
  await expect(memberPage.getByText('Reported for impersonation')).toBeVisible();
  await expect(memberPage.getByRole('region', { name: 'What is hidden while your account is suspended' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(memberPage.getByText('No proofs yet')).toHaveCount(0);
  await expect(memberPage.getByText('Profile Error')).toHaveCount(0);
  await expectNoAxeViolations(memberPage, 'the suspended page');
  await memberPage.getByRole('textbox', { name: 'Your appeal' }).fill('I am Wilhelmina; my manager can confirm it.');
  await memberPage.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(memberPage.getByText(/^You appealed on /)).toBeVisible();

  // The admin finds the appeal in the queue and restores the account.
  await sidebar.getByRole('link', { name: 'Appeals' }).click();
  const appeal = page.getByRole('article').filter({ hasText: 'Wilhelmina Quartermaine' });
  await expect(appeal).toContainText('I am Wilhelmina; my manager can confirm it.');
  await expect(appeal).toContainText('Reported for impersonation');
  await expectNoAxeViolations(page, 'the appeal queue');
  await appeal.getByLabel(/Decision note/).fill('Identity confirmed by her manager.');
  await appeal.getByRole('button', { name: 'Restore Account' }).click();
  await expect(page.getByText('The person has been e-mailed, and their public pages are back.')).toBeVisible();
  await expect(page.getByText('No open appeals')).toBeVisible();

  // The people's data requests in progress: the page reads, and an admin's screen reader can use it.
  await sidebar.getByRole('link', { name: 'Data requests' }).click();
  await expect(page.getByRole('heading', { name: 'Data requests', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accounts closing' })).toBeVisible();
  await expectNoAxeViolations(page, 'the data requests');

  // Restored, the member has their dashboard back. An admin then hides the proof: its card says so
  // and why, and offers neither its public link nor its (revoked) credential, only Edit.
  await memberPage.reload();
  const proofCard = memberPage.getByRole('article', { name: 'Warehouse robotics rollout' });
  await expect(proofCard.getByRole('button', { name: 'Download credential' })).toBeVisible();
  const hidden = await api(baseURL!, `/api/admin/recognitions/${proof.id}/hide`, { method: 'POST', token: adminToken, body: { reason: 'The rollout was led by another team.' } });
  expect(hidden.status).toBe(200);
  await memberPage.reload();
  await expect(proofCard).toContainText('Hidden by an administrator');
  await expect(proofCard).toContainText('The rollout was led by another team.');
  await expect(proofCard.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(proofCard.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(memberPage, 'the dashboard with a hidden proof');
});
