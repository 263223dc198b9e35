// What only a real browser measures at phone size: that the dashboard's sections all fit a 390 px
// screen, whole and readable, and that a page that does not exist keeps the site's header and a
// way back. What the tabs and the 404 page say is in their DOM tests.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInQuickly } from './support/session';
import { newMember } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const SECTIONS = ['Dashboard', 'My Proofs', 'Portfolio', 'Validators', 'Settings'];

/** Wholly on screen, its label not cut by its own box. */
async function expectWhole(link: Locator) {
  await expect(link).toBeInViewport({ ratio: 1 });
  const { scrollWidth, clientWidth } = await link.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth, await link.innerText()).toBeLessThanOrEqual(clientWidth);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('on a 390x844 phone every dashboard section is on screen and reachable, and an unknown page keeps the header and a way back', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInQuickly(page, newMember('Phone Owner'));
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  // Portfolio becomes a link once the profile has loaded.
  await expect(sections.getByRole('link', { name: 'Portfolio' })).toBeVisible();
  for (const name of SECTIONS) await expectWhole(sections.getByRole('link', { name, exact: true }));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the dashboard on a phone');

  // The last section is one tap away, and says so once there.
  await sections.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(sections.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expectWhole(sections.getByRole('link', { name: 'Settings' }));

  // A mistyped address: the site's header, and the way back to the dashboard.
  await page.goto('/dashbord');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Provenly home' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Validate Proof' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the 404 page on a phone');
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
