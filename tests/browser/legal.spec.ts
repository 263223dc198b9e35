// Reaching the legal pages as a visitor would, and their layout on a phone. What they say is a DOM
// test (web/features/legal/LegalPages.dom.test.tsx).
import { expect, test } from './fixtures';

test('the footer opens Privacy and Terms, each names itself, and Back to Home returns', async ({ page }) => {
  for (const [link, heading] of [['Privacy', 'Privacy Policy'], ['Terms', 'Terms of Service']] as const) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`/${link.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Provenly`);
    await expect(page.getByText('You must be at least 16 years old to use Provenly.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Create Your First LinkedIn Proof Free' })).toBeVisible();
    await expect(page).toHaveTitle(/^Provenly · /);
  }
});

test('the legal pages load directly, use headings in order, and fit a 375px-wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  }
});
