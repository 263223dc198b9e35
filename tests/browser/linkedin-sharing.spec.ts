// Sharing a verified proof on LinkedIn, as an owner would: connecting through the popup and the
// LinkedIn stand-in's consent screen, posting with the card image, Limited Access, and a token
// that expired after 60 days. The stand-in's feed shows what LinkedIn received.
import jpeg from 'jpeg-js';
import { linkedInStandIn } from '../support/linkedin-stand-in';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { connectInPopup, connectionBadge, verifiedProof } from './support/linkedin';
import { advanceServerClock, signInOwner } from './support/validation';

const DAY_MS = 86_400_000;

// Each test signs in, has a proof co-signed and walks the LinkedIn authorization: longer than most.
test.describe.configure({ timeout: 60_000 });

test('an owner connects LinkedIn in a popup, shares a verified proof with its card, and the post appears on LinkedIn', async ({ page, baseURL }) => {
  const standIn = linkedInStandIn(baseURL!);
  const owner = await signInOwner(page, 'Ada Lovelace');
  const proof = await verifiedProof(baseURL!, owner, 'Analytical Engine (notes) #1');
  await page.reload();
  await expect(connectionBadge(page)).toHaveText(/Not Connected/);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  // The badge opens LinkedIn's authorization in a 600x700 popup.
  const size = await connectInPopup(page, () => page.getByRole('button', { name: /LinkedIn: Not Connected/ }).click());
  expect(size).toEqual([600, 700]);
  await expect(page.getByRole('status').filter({ hasText: 'LinkedIn connected' })).toBeVisible();
  await expect(connectionBadge(page)).toHaveText('LinkedIn: Connected');
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  // Share on the proof: the integration status, the preview with its image, then the post.
  const card = page.getByRole('article', { name: proof.title });
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share on LinkedIn' });
  await expect(dialog.getByRole('region', { name: 'LinkedIn integration' })).toContainText('Connected');
  const image = dialog.getByRole('img', { name: `Proof card image for ${proof.title}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([1200, 627]);
  await dialog.getByLabel('Your message (optional)').fill('Proud of this one (really) :) #shipping @team');
  const preview = dialog.getByTestId('post-preview-text');
  await expect(preview).toContainText(`/proof/${proof.proofNumber}`);
  await expectNoAxeViolations(page, 'the LinkedIn share dialog');
  const postText = await preview.textContent();

  await dialog.getByRole('button', { name: 'Post to LinkedIn' }).click();
  const link = dialog.getByRole('link', { name: /View your post on LinkedIn/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(link).toHaveAttribute('target', '_blank');

  // LinkedIn got exactly the previewed text (nothing cut by its little text format) and the card.
  const post = (await standIn.posts()).find((entry) => entry.article.source === `${baseURL}/proof/${proof.proofNumber}`);
  expect(post, 'the stand-in holds the post').toBeTruthy();
  expect(post!.truncated).toBe(false);
  expect(post!.text).toBe(postText);
  // Locally the post's page is the stand-in's feed, at the post.
  expect(await link.getAttribute('href')).toContain(post!.urn);
  const thumbnail = await standIn.postImage(post!);
  expect(thumbnail.contentType).toBe('image/jpeg');
  const decoded = jpeg.decode(thumbnail.bytes, { useTArray: true });
  expect([decoded.width, decoded.height]).toEqual([1200, 627]);

  // Posting published the proof: onboarding is complete.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();

  // The stand-in's feed shows it as a reader would.
  await page.goto(standIn.feedUrl);
  const shown = page.getByRole('article', { name: 'Ada Lovelace' }).filter({ hasText: proof.proofNumber });
  await expect(shown.locator('.commentary')).toHaveText(postText!);
  await expect(shown.locator('img')).toBeVisible();
});

test('a grant without posting permission shows Limited Access, and a click on it reconnects', async ({ page, baseURL }) => {
  const standIn = linkedInStandIn(baseURL!);
  await signInOwner(page, 'Grace Hopper');
  await standIn.grantOnlyScopes(['openid', 'profile', 'email']);
  await connectInPopup(page, () => page.getByRole('button', { name: /LinkedIn: Not Connected/ }).click());
  await expect(connectionBadge(page)).toHaveText(/Limited Access/);
  await expectNoAxeViolations(page, 'the dashboard with Limited Access');

  await connectInPopup(page, () => page.getByRole('button', { name: /LinkedIn: Limited Access/ }).click());
  await expect(connectionBadge(page)).toHaveText('LinkedIn: Connected');
});

// Last: it moves the shared runtime's clock 61 days on.
test('a token that expired after 60 days asks to reconnect, and the post goes out after reconnecting', async ({ page, baseURL }) => {
  const standIn = linkedInStandIn(baseURL!);
  const owner = await signInOwner(page, 'Katherine Johnson');
  const proof = await verifiedProof(baseURL!, owner, 'Orbital trajectories');
  await page.reload();
  await connectInPopup(page, () => page.getByRole('button', { name: /LinkedIn: Not Connected/ }).click());
  await expect(connectionBadge(page)).toHaveText('LinkedIn: Connected');

  await advanceServerClock(baseURL!, 61 * DAY_MS);
  await page.reload();
  await expect(connectionBadge(page)).toHaveText(/Not Connected/);

  // Ready to publish's Publish Post opens the share dialog, which asks to connect again.
  const ready = page.getByRole('region', { name: 'Ready to publish' });
  await ready.getByRole('button', { name: `Publish Post about ${proof.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Share on LinkedIn' });
  await expect(dialog.getByRole('button', { name: 'Post to LinkedIn' })).toHaveAttribute('aria-disabled', 'true');
  // Still signed in to LinkedIn and consented before: LinkedIn answers without a prompt.
  await connectInPopup(page, () => dialog.getByRole('button', { name: 'Connect LinkedIn' }).click(), { consent: false });
  await expect(dialog.getByRole('region', { name: 'LinkedIn integration' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Post to LinkedIn' }).click();
  await expect(dialog.getByRole('link', { name: /View your post on LinkedIn/ })).toBeVisible({ timeout: 15_000 });
  expect((await standIn.posts()).some((post) => post.article.source === `${baseURL}/proof/${proof.proofNumber}`)).toBe(true);
  await expect(connectionBadge(page)).toHaveText('LinkedIn: Connected');
});
