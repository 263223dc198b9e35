import { expect, test } from './fixtures';

test('Privacy: the footer link opens it, it states the age limit and contact, Back to Home returns', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy · Provenly');
  await expect(page.getByText('You must be at least 16 years old to use Provenly.')).toBeVisible();
  await expect(page.getByText('Proof cards can be shared publicly or with specific people.')).toBeVisible();
  await expect(page.getByText(/\[Company address\]/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy@provenly.example' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@provenly.example',
  );

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Create Your First LinkedIn Proof Free' })).toBeVisible();
  await expect(page).toHaveTitle(/^Provenly · /);
});

test('Terms: sharing is public or with specific people, peer verification is no endorsement', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · Provenly');
  await expect(page.getByText('Proof cards can be shared publicly or with specific people.')).toBeVisible();
  await expect(page.getByText(/Peer verification is not an endorsement by Provenly/).first()).toBeVisible();
  await expect(page.getByText('You must be at least 16 years old to use Provenly.')).toBeVisible();
  await expect(page.getByText(/\[Jurisdiction\]/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'legal@provenly.example' })).toHaveAttribute('href', 'mailto:legal@provenly.example');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
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
