// Managing proof cards, as a member would: drafts, who may open one, the My Proofs tab, a
// verified proof's sharing and publishing, and editing what the co-signers attested to.
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { createProject, field, skillInput } from './support/proof-form';
import { signInQuickly } from './support/session';
import { newMember } from './support/sign-in';
import { api } from './support/public-proof';
import { approveInPortal, createProof, getProof, inviteValidator, mails, signInOwner, uniqueEmail } from './support/validation';

test('a draft card has no public link to copy yet and says when it will, cannot be shared yet, and Import from LinkedIn is coming soon', async ({ page }) => {
  await signInQuickly(page, newMember('Hedy Lamarr'));
  await expect(page.getByText('No proofs yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first proof' })).toBeVisible();
  const id = await createProject(page, 'Frequency hopping');

  const card = page.getByRole('article', { name: 'Frequency hopping' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard');
  // Its public page does not exist yet: the card hands out no link that would answer not found.
  const copy = card.getByRole('button', { name: 'Copy link' });
  await expect(copy).toHaveAttribute('aria-disabled', 'true');
  await expect(copy).toHaveAccessibleDescription('The public link works once the proof is verified and published.');
  expect(id).toBeTruthy();

  const share = card.getByRole('button', { name: 'Share (Pending Verification)' });
  await expect(share).toBeDisabled();
  const tooltipHolder = card.locator('[title="Project must be verified to share"]');
  await expect(tooltipHolder).toHaveAccessibleDescription('Project must be verified to share');
  await tooltipHolder.focus();
  await expect(tooltipHolder).toBeFocused();
  await expect(card.getByRole('button', { name: 'Invite Validator' })).toBeVisible();

  await page.getByRole('button', { name: 'Import from LinkedIn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coming Soon' })).toBeVisible();
});

test("another member cannot open someone else's proof in the form", async ({ page, browser, baseURL }) => {
  await signInQuickly(page, newMember('Ada Lovelace'));
  const id = await createProject(page, 'Notes on the Analytical Engine');

  const otherContext = await browser.newContext({ baseURL });
  try {
    const other = await otherContext.newPage();
    await signInQuickly(other, newMember('Charles Babbage'));
    await other.goto(`/edit-project/${id}`);
    await expect(other.getByText('Failed to load project')).toBeVisible();
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.getByText('Notes on the Analytical Engine')).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test('the My Proofs tab lists the proofs as the main content, at an address of its own that Back returns to', async ({ page }) => {
  await signInQuickly(page, newMember('Barbara Liskov'));
  await createProject(page, 'CLU language');
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'My Proofs' }).click();
  await expect(page).toHaveURL(/\/dashboard\/proofs$/);
  await expect(page.getByRole('link', { name: 'My Proofs' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'My Proofs', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'CLU language' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toHaveCount(0);

  // The filter is part of the address; leaving for a proof and coming Back finds the same list.
  await page.getByRole('tab', { name: /^Draft/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/proofs\?filter=draft$/);
  await page.getByRole('article', { name: 'CLU language' }).getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'Project title')).toHaveValue('CLU language');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My Proofs', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');

  // The overview stays at /dashboard.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});

test('a verified proof shows its validators, offers to share on LinkedIn, and can be published; the edit page shares its link in a popup', async ({ page, context, browser, baseURL }) => {
  // Four co-signers approve through the portal, one signing in with LinkedIn: slow on a busy machine.
  test.slow();
  const owner = await signInOwner(page, 'Katherine Johnson');
  const proof = await createProof(baseURL!, owner, 'Trajectory analysis');
  // Three peers approve through their links, and a manager signed in with LinkedIn.
  for (const n of [1, 2, 3]) await approveInPortal(browser, baseURL!, await inviteValidator(baseURL!, owner, proof.id, uniqueEmail(`peer${n}`), 'peer'));
  const managerLink = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('manager'), 'manager');
  await approveInPortal(browser, baseURL!, managerLink, newMember('Dorothy Vaughan'));
  const { proofNumber } = (await getProof(baseURL!, owner, proof.id)) as unknown as { proofNumber: string };
  expect(proofNumber).toMatch(/^PJ-[A-Z0-9]{6}$/);
  // LinkedIn itself is out of reach from here: its share page answers locally.
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn share</title>' }));
  await page.reload();

  const card = page.getByRole('article', { name: 'Trajectory analysis' });
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText('Manager-verified')).toBeVisible();
  const validators = card.getByRole('list', { name: 'Validators' });
  await expect(validators.getByRole('listitem')).toHaveCount(4);
  await expect(validators).toContainText('+1');
  await expect(card.getByRole('button', { name: 'Invite Validator' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Verified/ }).click();
  await expect(card).toBeVisible();

  // Share on the dashboard posts to LinkedIn: not connected yet, the dialog asks to connect first.
  const share = card.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const linkedin = page.getByRole('dialog', { name: 'Share on LinkedIn' });
  await expect(linkedin.getByRole('button', { name: 'Connect LinkedIn' })).toBeVisible();
  await expect(linkedin.getByRole('button', { name: 'Post to LinkedIn' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(linkedin).toBeHidden();
  await expect(share).toBeFocused();

  // The verified proof is published, and leaves the Ready to publish card.
  const ready = page.getByRole('region', { name: 'Ready to publish' });
  await ready.getByRole('button', { name: 'Publish Trajectory analysis' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Proof published' })).toBeVisible();
  await expect(ready).toBeHidden();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).status).toBe('published');

  // On the edit page a verified proof can be copied or shared; it needs no validation request.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Project', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your proof' });
  await expect(dialog.getByLabel('Proof link')).toHaveValue(`${baseURL}/proof/${proofNumber}`);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: /LinkedIn/ }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${baseURL}/proof/${proofNumber}`)}`);
  expect(await popup.evaluate(() => window.innerWidth)).toBe(600);
  await popup.close();
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Request Validation' })).toHaveCount(0);
});

test('changing what the co-signers attested to warns first, and Save and ask again un-verifies the proof and mails them a new link', async ({ page, baseURL }) => {
  const owner = await signInOwner(page, 'Mary Jackson');
  const proof = await createProof(baseURL!, owner, 'Wind tunnel data pipeline');
  const cosigner = uniqueEmail('cosigner');
  const link = await inviteValidator(baseURL!, owner, proof.id, cosigner, 'peer');
  const token = link.split('/').pop();
  const opened = await api<{ contentHash: string }>(baseURL!, '/api/validation/open', { method: 'POST', body: { token } });
  expect((await api(baseURL!, '/api/validation/decide', { method: 'POST', body: { token, decision: 'approved', contentHash: opened.body.contentHash } })).status).toBe(200);
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(true);
  const invitationsBefore = (await mails(baseURL!)).filter((mail) => mail.to.includes(cosigner) && mail.text.includes('/validate/')).length;

  await page.goto(`/edit-project/${encodeURIComponent(proof.id)}`);
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByText('Verified', { exact: true })).toBeVisible();
  await field(page, 'Project title').fill('Wind tunnel data pipeline, rebuilt');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  const warning = page.getByRole('dialog', { name: 'This change removes the verification' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('is no longer verified');
  await expectNoAxeViolations(page, 'the warning before un-verifying a proof');
  await warning.getByRole('button', { name: 'Save and ask the same co-signers again' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Co-signers asked again' })).toBeVisible();
  await expect(preview.getByText('Pending', { exact: true })).toBeVisible();
  expect(await getProof(baseURL!, owner, proof.id)).toMatchObject({ verified: false, status: 'pending_validation', title: 'Wind tunnel data pipeline, rebuilt' });
  await expect.poll(async () => (await mails(baseURL!)).filter((mail) => mail.to.includes(cosigner) && mail.text.includes('/validate/')).length).toBe(invitationsBefore + 1);

  // Awaiting re-validation, there is no verification to lose: a new skill saves at once, without the warning.
  await skillInput(page).fill('Kafka');
  await skillInput(page).press('Enter');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project updated' }).first()).toBeVisible();
  await expect(warning).toBeHidden();
});

test('Publish and Add to Profile publishes the proof first, so the link it gives LinkedIn opens the verified proof', async ({ page, context, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Grace Hopper');
  const proof = await createProof(baseURL!, owner, 'Compiler for business data');
  await approveInPortal(browser, baseURL!, await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('peer'), 'peer'));
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Add license or certification</title>' }));
  await page.reload();

  const ready = page.getByRole('region', { name: 'Ready to publish' });
  const add = ready.getByRole('button', { name: /^Publish and Add to Profile Compiler for business data/ });
  await expect(add).toHaveAccessibleDescription('Adding a proof to your LinkedIn profile publishes it first, so the link on LinkedIn opens your verified proof.');
  await expectNoAxeViolations(page, 'the Ready to publish card');
  const linkedinTab = context.waitForEvent('page');
  await add.click();
  const tab = await linkedinTab;
  await expect.poll(() => tab.url()).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
  const certUrl = new URL(tab.url()).searchParams.get('certUrl')!;
  await expect(page.getByRole('status').filter({ hasText: 'Proof published' })).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).status).toBe('published');

  // A recruiter following the certification's link sees the verified proof, not "Proof Not Found".
  const recruiter = await browser.newPage();
  await recruiter.goto(certUrl);
  await expect(recruiter.getByText('Proof Verified')).toBeVisible();
  await expect(recruiter.getByRole('heading', { name: 'Compiler for business data' }).first()).toBeVisible();
  await recruiter.close();
  await tab.close();
});
