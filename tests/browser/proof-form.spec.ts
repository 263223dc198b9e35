// The project form, as a new member fills it: messages under the fields, the live preview and
// its dialog, and the server's own refusals.
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { field, skillInput } from './support/proof-form';
import { signInQuickly } from './support/session';
import { newMember } from './support/sign-in';

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
