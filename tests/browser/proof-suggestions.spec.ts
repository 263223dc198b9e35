// AI suggestions in the project form: what they replace and add, a failure, and placeholders the
// member must replace before saving.
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { field, skillInput } from './support/proof-form';
import { signInOwner } from './support/validation';

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
