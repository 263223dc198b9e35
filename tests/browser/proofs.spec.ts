// Creating, editing and managing proof cards, as a new member would.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { signInQuickly } from './support/session';
import { newMember } from './support/sign-in';
import { api } from './support/public-proof';
import { approveInPortal, createProof, getProof, inviteValidator, mails, signInOwner, uniqueEmail } from './support/validation';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The skill input (the preview's list of skills is also named Skills). */
const skillInput = (page: Page) => page.getByRole('textbox', { name: 'Skills', exact: true });

/** Fills the smallest valid project and creates it; returns the new proof's id. */
async function createProject(page: Page, title: string): Promise<string> {
  await page.goto('/create-project');
  await field(page, 'Project title').fill(title);
  await field(page, 'Your role').fill('Engineer');
  await field(page, 'Description').fill('Designed and shipped the whole thing.');
  await field(page, 'Start date').fill('2024-03-01');
  await skillInput(page).fill('Testing');
  await skillInput(page).press('Enter');
  await field(page, 'Outcome description').fill('It works');
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your proof card is ready' });
  await dialog.getByRole('button', { name: 'Edit Project' }).click();
  await expect(page).toHaveURL(/\/edit-project\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return decodeURIComponent(id);
}

test('submitting the empty form shows each message under its field', async ({ page }) => {
  await signInQuickly(page, newMember('Grace Hopper'));
  await page.getByRole('link', { name: 'Create New Proof' }).click();
  await expect(page).toHaveURL(/\/create-project$/);
  await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Project' }).click();

  const expected: [string, string][] = [
    ['Project title', 'Project title is required'],
    ['Your role', 'Your role is required'],
    ['Description', 'Description must be at least 10 characters'],
    ['Start date', 'Start date is required'],
    ['Outcome description', 'At least one outcome is required'],
  ];
  for (const [label, message] of expected) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(skillInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(skillInput(page)).toHaveAccessibleDescription(/At least one skill is required/);
  await expect(page.getByText('At least one skill is required', { exact: true })).toBeVisible();
  await expect(field(page, 'Project title')).toBeFocused();
  await expect(field(page, 'Organization (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the project form with its messages');

  // A fixed field loses its message at once; the others keep theirs.
  await field(page, 'Project title').fill('Compiler');
  await expect(page.getByText('Project title is required')).toBeHidden();
  await expect(field(page, 'Project title')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your role is required')).toBeVisible();

  // Cancel goes back to the dashboard.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member creates a proof with a live preview, edits it, and finds it under Draft', async ({ page }) => {
  await signInQuickly(page, newMember('Margaret Hamilton'));
  await page.goto('/create-project');
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(page.getByRole('button', { name: 'Suggest skills' })).toBeDisabled();

  await field(page, 'Project title').fill('Apollo guidance software');
  await expect(preview.getByRole('heading', { name: 'Apollo guidance software' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suggest skills' })).toBeEnabled();
  await field(page, 'Your role').fill('Lead engineer');
  await field(page, 'Organization (optional)').fill('MIT Instrumentation Lab');
  await expect(preview).toContainText('Lead engineer @ MIT Instrumentation Lab');
  await field(page, 'Description').fill('Led the team that wrote the on-board flight software.');
  await expect(preview).toContainText('Led the team that wrote the on-board flight software.');
  await field(page, 'Start date').fill('1965-03-01');
  await expect(preview).toContainText('Mar 1965 – Present');

  const skills = skillInput(page);
  await skills.fill('Software engineering');
  await skills.press('Enter');
  await skills.fill('Real-time systems');
  await page.getByRole('button', { name: 'Add skill' }).click();
  await skills.fill('software ENGINEERING');
  await skills.press('Enter');
  await expect(skills).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Added skills' }).getByRole('listitem')).toHaveText(['Software engineering', 'Real-time systems']);
  await expect(preview.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Software engineering', 'Real-time systems']);

  // A blank outcome is not added; a real one is, with its metric.
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await expect(page.getByRole('list', { name: 'Added outcomes' })).toHaveCount(0);
  await field(page, 'Outcome description').fill('Landed astronauts on the Moon');
  await field(page, 'Metric (optional)').fill('6 landings');
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await expect(page.getByRole('list', { name: 'Added outcomes' })).toContainText('Landed astronauts on the Moon');
  await expect(preview).toContainText('Landed astronauts on the Moon');

  await field(page, 'Link title').fill('Source code');
  await field(page, 'URL').fill('not a url');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(field(page, 'URL')).toHaveAccessibleDescription('Must be a valid URL');
  await field(page, 'URL').fill('https://github.com/chrislgarry/Apollo-11');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByRole('list', { name: 'Added links' })).toContainText('Source code');

  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your proof card is ready' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Apollo guidance software' })).toBeVisible();
  await expect(dialog.getByText('Draft', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Proof score \d+, \w+$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit Project' }).click();

  await expect(page).toHaveURL(/\/edit-project\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Edit Project', level: 1 })).toBeVisible();
  await expect(field(page, 'Project title')).toHaveValue('Apollo guidance software');
  await expect(page.getByRole('list', { name: 'Added links' })).toContainText('Source code');
  await expect(page.getByRole('button', { name: 'Request Validation' })).toBeVisible();
  await field(page, 'Project title').fill('Apollo 11 guidance software');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Live preview' }).getByRole('heading', { level: 3 })).toHaveText('Apollo 11 guidance software');

  // A draft with an organisation asks for validation on the dashboard, which invites validators.
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Request Validation' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?invite=${id}$`));
  const invite = page.getByRole('dialog', { name: 'Invite validators' });
  await expect(invite).toBeVisible();
  await expect(invite.getByText('Apollo 11 guidance software')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: 'Apollo 11 guidance software' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('Domain-verified')).toBeVisible();
  await expect(card.getByText('Today')).toBeVisible();
  await page.getByRole('tab', { name: /^Draft/ }).click();
  await expect(card).toBeVisible();
  await page.getByRole('tab', { name: /^Verified/ }).click();
  await expect(card).toBeHidden();
  await expect(page.getByText('No verified proofs')).toBeVisible();
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.getByText('No pending proofs')).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(card).toBeVisible();

  // The card's Edit goes back to the form.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'Project title')).toHaveValue('Apollo 11 guidance software');
});

test('the preview dialog is a real modal: focus stays inside, Escape closes it, focus comes back', async ({ page }) => {
  await signInQuickly(page, newMember('Frances Allen'));
  await page.goto('/create-project');
  await field(page, 'Project title').fill('Parallel compiler');
  await field(page, 'Your role').fill('Researcher');
  await field(page, 'Description').fill('Optimising compilers for parallel machines.');
  await field(page, 'Start date').fill('1980-01-01');
  await skillInput(page).fill('Compilers');
  await skillInput(page).press('Enter');
  await field(page, 'Outcome description').fill('Faster programs');
  await field(page, 'Outcome description').press('Enter');
  await page.getByRole('button', { name: 'Create Project' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your proof card is ready' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // A native modal: the page behind is inert.
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Edit Project' })).toBeFocused();
  await expectNoAxeViolations(page, 'the new proof dialog');
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The form now edits the proof it created: saving again does not make a second one.
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

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

test('AI suggestions replace the description and add outcomes and skills without duplicates; a failure says so', async ({ page, baseURL }) => {
  const owner = await signInOwner(page, 'Radia Perlman');
  await page.goto('/create-project');
  await field(page, 'Project title').fill('Spanning Tree Protocol');
  await field(page, 'Your role').fill('Network engineer');
  await field(page, 'Description').fill('old text about bridges and loops in ethernet networks');
  await skillInput(page).fill('Protocol design');
  await skillInput(page).press('Enter');
  await field(page, 'Outcome description').fill('Existing outcome');
  await field(page, 'Outcome description').press('Enter');

  // The local suggester answers, as Bedrock does in the cloud.
  const asked = page.waitForRequest('**/api/suggestions');
  await page.getByRole('button', { name: 'Suggest description' }).click();
  expect((await asked).postDataJSON()).toEqual({
    type: 'description',
    context: { title: 'Spanning Tree Protocol', role: 'Network engineer', orgName: '', description: 'old text about bridges and loops in ethernet networks', skills: ['Protocol design'] },
  });
  await expect(field(page, 'Description')).not.toHaveValue('old text about bridges and loops in ethernet networks');
  await expect(field(page, 'Description')).toHaveValue(/spanning tree protocol/i);

  const skills = page.getByRole('list', { name: 'Added skills' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Suggest skills' }).click();
  await expect.poll(() => skills.count()).toBeGreaterThan(1);
  const names = (await skills.allInnerTexts()).map((name) => name.trim().toLowerCase());
  expect(names[0]).toBe('protocol design');
  expect(new Set(names).size).toBe(names.length);

  const outcomes = page.getByRole('list', { name: 'Added outcomes' }).getByRole('listitem');
  await page.getByRole('button', { name: 'Suggest outcomes' }).click();
  await expect.poll(() => outcomes.count()).toBeGreaterThan(1);
  await expect(outcomes.first()).toContainText('Existing outcome');

  // Past the hourly limit the server answers 429, and the form says the spec's words.
  const ask = () =>
    fetch(`${baseURL}/api/suggestions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'skills', context: { title: 'Spanning Tree Protocol' } }),
    });
  for (let status = 200; status !== 429; status = (await ask()).status) expect(status).toBe(200);
  await page.getByRole('button', { name: 'Suggest skills' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate suggestions. Please try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suggest skills' })).toBeEnabled();

  // Without a title the buttons are disabled.
  await field(page, 'Project title').fill('');
  await expect(page.getByRole('button', { name: 'Suggest description' })).toBeDisabled();
});

test("a suggestion's placeholders are named under their field, stop the save, and it saves once they are replaced", async ({ page }) => {
  await signInOwner(page, 'Ada Placeholder');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/create-project');
  await field(page, 'Project title').fill('Raised checkout conversion');
  await field(page, 'Your role').fill('Product manager');
  await field(page, 'Organization (optional)').fill('Acme Retail');
  await field(page, 'Description').fill('Redesigned the checkout flow and tested it with customers.');
  await field(page, 'Start date').fill('2025-02-01');
  await skillInput(page).fill('Experimentation');
  await skillInput(page).press('Enter');

  // The local suggester leaves slots for the person's own figures, as the model is told to.
  await page.getByRole('button', { name: 'Suggest description' }).click();
  await expect(field(page, 'Description')).toHaveValue(/The result: conversion up \[X\]%, worth \$\[N\] a year\.$/);
  const hint = page.getByText('Replace [X] and [N] with your real figures.', { exact: true });
  await expect(hint).toBeVisible();
  await expect(field(page, 'Description')).toHaveAccessibleDescription(/Replace \[X\] and \[N\] with your real figures\./);

  await page.getByRole('button', { name: 'Suggest outcomes' }).click();
  const outcome = page.getByRole('list', { name: 'Added outcomes' }).getByRole('listitem').first();
  await expect(outcome.locator('mark', { hasText: '[X]' })).toBeVisible();
  await expect(outcome).toHaveAccessibleDescription('Replace [X] with your real figure.');
  await expectNoAxeViolations(page, 'the project form with placeholders left');

  // Save is refused on the fields that hold them, and nothing is sent.
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/proofs') saves += 1;
  });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(field(page, 'Description')).toHaveAttribute('aria-invalid', 'true');
  const message = 'Replace the placeholders [X] and [N] with your real figures before saving.';
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, 'Description')).toHaveAccessibleDescription(new RegExp(message.replace(/[[\]$.]/g, '\\$&')));
  await expect(outcome).toContainText('Replace the placeholder [X] with your real figure before saving.');
  await expectNoAxeViolations(page, 'the project form refusing placeholders');
  expect(saves).toBe(0);

  // Replace them: the figures in the description, and the suggested outcomes put back with real ones.
  const description = await field(page, 'Description').inputValue();
  await field(page, 'Description').fill(description.replace('[X]', '4').replace('$[N]', '$2M'));
  await expect(field(page, 'Description')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(hint).toBeHidden();
  const outcomes = page.getByRole('list', { name: 'Added outcomes' }).getByRole('listitem');
  while ((await outcomes.count()) > 0) await outcomes.first().getByRole('button', { name: /^Remove outcome/ }).click();
  await field(page, 'Outcome description').fill('Raised conversion so more customers completed a purchase');
  await field(page, 'Metric (optional)').fill('+4% conversion rate');
  await field(page, 'Metric (optional)').press('Enter');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Your proof card is ready' })).toBeVisible();
  expect(saves).toBe(1);
});

test("the server's field messages show beside their fields; other failures toast, and the toast goes once the same save succeeds", async ({ page }) => {
  await signInQuickly(page, newMember('Adele Goldberg'));
  await page.goto('/create-project');
  await field(page, 'Project title').fill('Smalltalk-80');
  await field(page, 'Your role').fill('Researcher');
  await field(page, 'Description').fill('Object-oriented programming environment.');
  await field(page, 'Start date').fill('1973-01-01');
  await skillInput(page).fill('Language design');
  await skillInput(page).press('Enter');
  await field(page, 'Outcome description').fill('A language that shaped the field');
  await field(page, 'Outcome description').press('Enter');

  let answer = { status: 400, json: { error: { message: 'Your role is required', fields: { role: ['Your role is required'], 'outcomes.0.description': ['Outcome description is required'] } } } };
  await page.route('**/api/proofs', (route) => (route.request().method() === 'POST' ? route.fulfill(answer) : route.fallback()));
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(field(page, 'Your role')).toHaveAccessibleDescription('Your role is required');
  await expect(field(page, 'Your role')).toBeFocused();
  await expect(page.getByRole('list', { name: 'Added outcomes' }).getByRole('listitem')).toHaveAccessibleDescription('Outcome description is required');

  answer = { status: 500, json: { error: { message: 'Internal error', fields: {} as never } } };
  await page.getByRole('button', { name: 'Create Project' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to create project. Please try again.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same save, now answered by the server: it succeeds, and the error of the earlier attempt goes with it.
  await page.unroute('**/api/proofs');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await expect(failed).toHaveCount(0);
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
