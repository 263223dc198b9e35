import { expect, test } from './fixtures';
import { fillLinkedInSignIn, newMember, signIn } from './support/sign-in';

test('a new member signs in with LinkedIn and is greeted by first name', async ({ page }) => {
  const member = newMember('Katherine Johnson');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Join Provenly' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Katherine!' })).toBeVisible();
  await expect(page.getByText('You have 0 proofs, 0 verified.')).toBeVisible();
  await expect(page.getByText('Not Connected')).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('a reload keeps the member signed in', async ({ page }) => {
  await signIn(page, newMember('Dorothy Vaughan'));
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Dorothy!' })).toBeVisible();
});

test('signing out says so and goes home', async ({ page }) => {
  await signIn(page, newMember('Mary Jackson'));
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByText(/^@mary-jackson/)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in member who opens /auth goes to the dashboard', async ({ page }) => {
  await signIn(page, newMember('Annie Easley'));
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visit to a member page goes to /auth and returns there after sign-in', async ({ page }) => {
  await page.goto('/dashboard?section=proofs');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(page, newMember('Evelyn Boyd'));
  await expect(page).toHaveURL(/\/dashboard\?section=proofs$/);
});

test('a cancelled LinkedIn sign-in shows why, and the button works again', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('alert').filter({ hasText: 'The member cancelled the sign-in' }).first()).toBeVisible();
  await expect(page.getByText('LinkedIn Authentication Failed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeEnabled();
});

test('a provider error is shown in the spec words', async ({ page }) => {
  // LinkedIn answers the authorization request with a timeout error.
  await page.route('**/__local/linkedin/auth?*', async (route) => {
    const state = new URL(route.request().url()).searchParams.get('state') ?? '';
    const back = new URL('/auth/callback', route.request().url());
    back.search = new URLSearchParams({ error: 'temporarily_unavailable', error_description: 'Upstream timeout', state }).toString();
    await route.fulfill({ status: 302, headers: { location: back.href } });
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const message = 'LinkedIn is taking too long to respond. Please try again.';
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page.getByText('LinkedIn Authentication Failed')).toBeVisible();
});

test('the Validators tab says it is coming soon and Settings offers your data, each at its own address', async ({ page }) => {
  await signIn(page, newMember('Christine Darden'));
  await page.getByRole('link', { name: 'Validators' }).click();
  await expect(page).toHaveURL(/\/dashboard\/validators$/);
  await expect(page.getByText('This section is coming soon!')).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Download your data', level: 2 })).toBeVisible();
});

test('the Provenly ID and verification link can be copied', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, newMember('Gladys West'));
  const copyId = page.getByRole('button', { name: 'Copy Provenly ID' });
  await copyId.click();
  await expect(copyId).toHaveText('Copied!');
  const id = await page.evaluate(() => navigator.clipboard.readText());
  expect(id).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
  await page.getByRole('button', { name: 'Copy Verification link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/verify/${id}`);
  await expect(copyId).toHaveText('Copy', { timeout: 4000 });
});

test('the session is refreshed before its token expires', async ({ page }) => {
  await page.clock.install();
  await signIn(page, newMember('Ruth Horton'));
  const storedSession = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const user = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string; expires_at?: number }) : {};
      return { accessToken: user.access_token ?? null, expiresAt: user.expires_at ?? 0 };
    });
  const first = await storedSession();
  expect(first.accessToken).toBeTruthy();
  // The tokens live an hour; a minute before they expire the app renews them with the refresh token.
  await page.clock.runFor('59:30');
  await expect.poll(async () => (await storedSession()).expiresAt, { timeout: 10_000 }).toBeGreaterThan(first.expiresAt + 50 * 60);
  expect((await storedSession()).accessToken).not.toBe(first.accessToken);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Ruth!' })).toBeVisible();
});

test('after a cancelled sign-in, trying again still returns to the page the member was going to', async ({ page }) => {
  await page.goto('/dashboard?section=retry');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('LinkedIn Authentication Failed')).toBeVisible();
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(page, newMember('Retry Person'));
  await expect(page).toHaveURL(/\/dashboard\?section=retry$/);
});

test('the admin pages send a signed-out visitor to sign in, and a member who is not an admin to the dashboard', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(page, newMember('Nora Notadmin'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});
