// Portable credentials in the browser: a visitor downloads a proof's credential from the public
// proof page (JSON and the baked badge image) and checks the badge on /credentials/verify, which
// reads the credential out of the image and reports each check in plain words.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { newOwner, publishVerifiedProof } from './support/public-proof';

test.describe.configure({ timeout: 90_000 });

test('download a credential from the public proof page, then verify the baked badge', async ({ page, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Grace Hopper');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Compiler for business data');

  await page.goto(`/proof/${proof.proofNumber}`);
  const section = page.getByRole('region', { name: 'Portable credential' });
  await expect(section.getByText('Credential active')).toBeVisible();
  const verifierPlus = section.getByRole('link', { name: /Open in VerifierPlus/ });
  const jsonLink = section.getByRole('link', { name: /Download credential/ });
  const credentialUrl = await jsonLink.getAttribute('href');
  expect(credentialUrl).toMatch(/\/api\/public\/credentials\/[0-9a-f-]{36}$/);
  await expect(verifierPlus).toHaveAttribute('href', `https://verifierplus.org/#verify?vc=${credentialUrl}`);
  await expectNoAxeViolations(page, 'a public proof page with its credential');

  const [json] = await Promise.all([page.waitForEvent('download'), jsonLink.click()]);
  expect(json.suggestedFilename()).toMatch(/^credential-.*\.json$/);
  const [badge] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Badge image (.png)' }).click()]);
  const badgePath = await badge.path();

  await page.goto('/credentials/verify');
  await expect(page.getByRole('heading', { name: 'Verify a credential', level: 1 })).toBeVisible();
  await page.getByLabel('Or upload a file (.json or .png)').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: readFileSync(badgePath) });
  const result = page.getByRole('region', { name: 'This credential is valid' });
  await expect(result).toBeVisible();
  for (const line of ['Signature: passed.', 'Issuer: passed.', 'Validity: passed.', 'Revocation: passed.']) await expect(result.getByText(line)).toBeVisible();
  await expectNoAxeViolations(page, 'the verify page with a result');

  // A changed credential fails, with the reason.
  const pasted = JSON.parse(await page.getByLabel('Credential (JSON)').inputValue()) as Record<string, unknown>;
  await page.getByLabel('Credential (JSON)').fill(JSON.stringify({ ...pasted, name: 'Something else' }));
  await page.getByRole('button', { name: 'Check credential' }).click();
  const failed = page.getByRole('region', { name: 'This credential does not check out' });
  await expect(failed.getByText(/Signature: failed\..*changed after it was signed/)).toBeVisible();
});
