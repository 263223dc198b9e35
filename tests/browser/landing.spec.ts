// What the landing page says, its header and footer links, signed out, are DOM tests
// (web/features/landing/LandingPage.dom.test.tsx); here, what needs a browser.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInQuickly } from './support/session';
import { newMember } from './support/sign-in';

const CTA = 'Create Your First LinkedIn Proof Free';

test('the landing page renders its pitch and the way in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Provenly/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cta = page.getByRole('link', { name: CTA });
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Validate Proof' })).toHaveAttribute('href', '/proof');
  await expectNoAxeViolations(page, 'the landing page');
});

test('a signed-in member sees Dashboard instead of Sign In and Get Started, and the CTA leads to the dashboard', async ({ page }) => {
  await signInQuickly(page, newMember('Landing Visitor'));
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('link', { name: 'Validate Proof' })).toHaveAttribute('href', '/proof');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await page.getByRole('link', { name: CTA }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('keyboard: Tab reaches the skip link, then the header links; the skip link jumps to the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Provenly home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Validate Proof' })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: CTA })).toBeFocused();
});

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('on a 375px-wide phone the landing page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: CTA })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
