// Portable credentials in the browser: a visitor downloads a proof's credential from the public
// proof page (JSON and the baked badge image) and checks the badge on /credentials/verify, which
// reads the credential out of the image and reports each check in plain words; an owner adds their
// proof to a wallet by its QR code.
import { readFileSync } from 'node:fs';
import { claimWithOpenId4Vci, newHolder } from '../support/oid4vci-wallet';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { scanQrCode } from './support/qr-code';
import { newOwner, publishVerifiedProof, visitor } from './support/public-proof';

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

test('add a verified proof to a wallet: scan the QR code, the wallet claims it, the dialog says so', async ({ page, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Katherine Johnson');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Trajectory tables for the launch');
  await page.goto('/dashboard');
  await page.getByRole('article', { name: proof.title }).getByRole('button', { name: 'Download credential' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add to wallet' }).click();

  const sameDevice = dialog.getByRole('link', { name: 'Open in my wallet app' });
  const offerUrl = (await sameDevice.getAttribute('href'))!;
  expect(offerUrl).toMatch(/^openid-credential-offer:\/\/\?credential_offer_uri=/);
  await expect(dialog.getByText(/^This offer expires at \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeVisible();
  const qr = dialog.getByRole('img', { name: 'QR code of the wallet offer' });
  await expect(qr).toBeVisible();
  const scanned = (await scanQrCode(qr)).text!;
  expect(scanned).toMatch(/\/api\/public\/wallet\/interactions\/[\w-]{43}\?iuv=1$/);
  await expectNoAxeViolations(page, 'the credential dialog with a wallet offer');
  // On a phone the offer fits the screen: the QR code whole, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(qr).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A wallet on the phone scans it: the interaction URL offers the same-device link's OpenID4VCI offer, and claims the credential.
  const protocols = ((await (await fetch(scanned, { headers: { accept: 'application/json' } })).json()) as { protocols: Record<string, string> }).protocols;
  expect(protocols['oid4vci-1.0']).toBe(offerUrl);
  const holder = await newHolder();
  const claimed = (await claimWithOpenId4Vci(offerUrl, holder)) as { credentialSubject: { id: string } };
  expect(claimed.credentialSubject.id).toBe(holder.did);
  await expect(dialog.getByRole('status').filter({ hasText: 'Added to your wallet.' })).toBeVisible();
});

test('share several proofs under one link: a recruiter on a phone sees each, verified, and checkable; the owner revokes it', async ({ page, baseURL, browser }) => {
  const { owner } = await newOwner(page, baseURL!, 'Mary Jackson');
  const first = await publishVerifiedProof(baseURL!, owner, 'Wind tunnel data pipeline');
  const second = await publishVerifiedProof(baseURL!, owner, 'Supersonic test reports');
  await page.goto('/dashboard/proofs');
  const panel = page.getByRole('region', { name: 'Share several proofs' });
  await panel.getByRole('button', { name: 'Create link' }).click();
  await expect(panel.getByText('Pick at least one verified proof.')).toBeVisible();
  for (const proof of [first, second]) await panel.getByRole('checkbox', { name: proof.title }).check();
  await panel.getByRole('button', { name: 'Create link' }).click();
  const ready = panel.getByRole('status').filter({ hasText: 'Your link is ready' });
  await expect(ready).toBeVisible();
  const link = (await ready.getByRole('link', { name: /Open link/ }).getAttribute('href'))!;
  expect(link).toMatch(/\/bundle\/[\w-]{22}$/);
  await expectNoAxeViolations(page, 'the dashboard with a bundle link');

  const recruiter = await visitor(browser, baseURL!);
  await recruiter.setViewportSize({ width: 375, height: 740 });
  await recruiter.goto(new URL(link).pathname);
  await expect(recruiter.getByRole('heading', { name: 'Verified proofs of Mary Jackson', level: 1 })).toBeVisible();
  await expect(recruiter.getByText(/can be checked without Provenly/)).toBeVisible();
  const lines = recruiter.getByRole('region', { name: '2 of 2 verified' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const proof of [first, second]) await expect(lines.filter({ hasText: proof.title })).toContainText(`Verified · ${proof.proofNumber}`);
  expect(await recruiter.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(recruiter, 'a bundle link on a phone');
  const [download] = await Promise.all([recruiter.waitForEvent('download'), recruiter.getByRole('link', { name: 'Download all (.json)' }).click()]);
  const presentation = JSON.parse(readFileSync(await download.path(), 'utf8')) as { type: string[]; verifiableCredential: unknown[] };
  expect(presentation.type).toEqual(['VerifiablePresentation']);
  expect(presentation.verifiableCredential).toHaveLength(2);

  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Revoke link' }).click();
  await expect(panel.getByText('Revoked', { exact: true })).toBeVisible();
  await recruiter.reload();
  await expect(recruiter.getByRole('alert')).toHaveText('This link was revoked by its owner.');
});
