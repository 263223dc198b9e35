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

test('a signed-out visitor sees Validate Proof, Sign In and Get Started in the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Provenly home' })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Validate Proof' })).toHaveAttribute('href', '/proof');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('Sign-in is only through LinkedIn, required to verify professional identity.')).toBeVisible();
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

test('the landing page tells the whole story: steps, demo, statistics, comparison, testimonials', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Your first proof is free.')).toBeVisible();

  const steps = page.getByRole('region', { name: 'From project to proof in 3 steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Add your project details');
  await expect(steps.nth(1)).toContainText('Get validation from your manager or peers');
  await expect(steps.nth(2)).toContainText('Share on LinkedIn');

  await expect(page.getByRole('link', { name: 'View the demo portfolio' })).toHaveAttribute('href', '/portfolio/demo');
  await expect(page.getByText('80% of recruiters start on LinkedIn')).toBeVisible();

  const comparison = page.getByRole('region', { name: 'Generic profile vs. verified profile' });
  await expect(comparison.getByRole('heading', { name: 'Generic profile', level: 3 })).toBeVisible();
  await expect(comparison.getByRole('heading', { name: 'Verified profile', level: 3 })).toBeVisible();

  const testimonials = page.getByRole('region', { name: 'What professionals say' });
  await expect(testimonials.getByRole('figure')).toHaveCount(3);
  await expect(testimonials.getByText(/Illustrative testimonials/)).toBeVisible();
  for (const name of ['Priya Raman', 'Marcus Lee', 'Elena Novak']) await expect(testimonials.getByText(name)).toBeVisible();
});

test('the footer links to Privacy and Terms and shows the year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Provenly`);
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
