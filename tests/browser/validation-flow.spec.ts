// Two people: the owner invites a validator from the dashboard; the validator approves in another
// browser, and may withdraw later; the owner's dashboard shows each without a reload.
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { withdrawalLinkFor } from './support/cosign';
import { approveInPortal, createProof, getProof, inviteValidator, signInOwner, uniqueEmail, waitForMail } from './support/validation';

test('an owner invites, a validator approves, and the owner sees it live', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Olivia Owner');
  const proof = await createProof(baseURL!, owner, 'Payments platform migration');
  await page.reload();

  const card = page.getByRole('article').filter({ hasText: 'Payments platform migration' }).first();
  await card.getByRole('button', { name: /Invite Validator/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite validators' });
  const validatorEmail = uniqueEmail('peer');
  await dialog.getByLabel('Validator email').fill(validatorEmail);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(validatorEmail)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(baseURL!, (item) => item.to.includes(validatorEmail));
  expect(mail.subject).toContain('Payments platform migration');
  const link = /http\S+\/validate\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  const validationCard = page.getByRole('region', { name: 'Validation and Invites' });
  await expect(validationCard.getByText(validatorEmail)).toBeVisible();

  const validatorContext = await browser.newContext({ baseURL });
  try {
    const validator = await validatorContext.newPage();
    await validator.goto(link);
    await validator.getByRole('button', { name: 'Continue without LinkedIn' }).click();
    await validator.getByRole('radio', { name: /Approve/ }).check();
    await validator.getByRole('button', { name: /Submit/ }).click();
    await expect(validator.getByText('Approved').first()).toBeVisible();
  } finally {
    await validatorContext.close();
  }

  // No reload: the dashboard hears about it over /ws.
  await expect(card.getByText('Verified').first()).toBeVisible({ timeout: 10_000 });
  await expect(validationCard.getByRole('definition').filter({ hasText: '1' }).first()).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(true);
  expect(((await getProof(baseURL!, owner, proof.id)) as unknown as { proofNumber: string }).proofNumber).toMatch(/^PJ-[A-Z0-9]{6}$/);
});

test('a co-signer withdraws from the link in their confirmation mail, and the owner sees the proof lose its verification live', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Wendy Withdrawn');
  const proof = await createProof(baseURL!, owner, 'Billing engine rewrite');
  const validatorEmail = uniqueEmail('regret');
  await approveInPortal(browser, baseURL!, await inviteValidator(baseURL!, owner, proof.id, validatorEmail, 'peer'));
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: 'Billing engine rewrite' }).first();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();

  const withdrawLink = await withdrawalLinkFor(baseURL!, validatorEmail);
  const validatorContext = await browser.newContext({ baseURL });
  try {
    const validator = await validatorContext.newPage();
    await validator.goto(withdrawLink);
    await expect(validator.getByRole('heading', { level: 1, name: 'Withdraw your co-signature' })).toBeFocused();
    await expect(validator.getByText('Billing engine rewrite')).toBeVisible();
    await expect(validator.getByText(validatorEmail)).toBeVisible();

    // The reason is required.
    await validator.getByRole('button', { name: 'Withdraw my co-signature' }).click();
    const reason = validator.getByLabel(/Why do you withdraw/);
    await expect(reason).toBeFocused();
    await expect(validator.getByText('Please tell the owner why you withdraw your co-signature.')).toBeVisible();
    await expectNoAxeViolations(validator, 'the withdrawal form with its message');

    await reason.fill('I confused this with another project.');
    await validator.getByRole('button', { name: 'Withdraw my co-signature' }).click();
    await expect(validator.getByRole('heading', { level: 1, name: 'Co-signature withdrawn' })).toBeFocused();
    await expect(validator.getByText('I confused this with another project.')).toBeVisible();

    // The link still works, and says it is done.
    await validator.reload();
    await expect(validator.getByText('This co-signature has already been withdrawn.')).toBeVisible();
    await validator.goto(`/withdraw/${'x'.repeat(43)}`);
    await expect(validator.getByText('This withdrawal link is invalid.')).toBeVisible();
  } finally {
    await validatorContext.close();
  }

  // No reload: the dashboard hears about it over /ws.
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0, { timeout: 10_000 });
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(false);
});

test('a reminder mails the validator another link, the validator approves from the original mail, and the owner sees it verified', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Rita Reminder');
  const proof = await createProof(baseURL!, owner, 'Search relevance overhaul');
  const validatorEmail = uniqueEmail('slow');
  const originalLink = await inviteValidator(baseURL!, owner, proof.id, validatorEmail, 'peer');
  await page.reload();

  await page.getByRole('button', { name: `Remind ${validatorEmail}` }).click();
  await expect(page.getByText('A reminder has been sent to the validator.')).toBeVisible();
  const reminder = await waitForMail(baseURL!, (item) => item.to.includes(validatorEmail) && item.subject.startsWith('Reminder:'));
  expect(reminder.text).not.toContain(originalLink);
  expect(reminder.text).toContain('This is a reminder of the same request.');
  expect(reminder.text).toContain('The link in the earlier e-mail still works until');

  await page.getByRole('button', { name: `Remind ${validatorEmail}` }).click();
  await expect(page.getByText('A reminder was sent in the last 24 hours. Please try again later.')).toBeVisible();

  // The validator never saw the reminder and approves from the invitation they had, in their own browser.
  await approveInPortal(browser, baseURL!, originalLink);

  // No reload: the dashboard hears about it over /ws.
  const card = page.getByRole('article').filter({ hasText: 'Search relevance overhaul' }).first();
  await expect(card.getByText('Verified').first()).toBeVisible({ timeout: 10_000 });
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(true);
});

test('the daily limit disables inviting and reminding', async ({ page, baseURL }) => {
  const owner = await signInOwner(page, 'Linda Limit');
  const proof = await createProof(baseURL!, owner, 'Data warehouse consolidation');
  for (let n = 0; n < 10; n += 1) await inviteValidator(baseURL!, owner, proof.id, uniqueEmail(`v${n}`), 'peer');
  await page.reload();

  const validationCard = page.getByRole('region', { name: 'Validation and Invites' });
  await expect(validationCard.getByText('10/10 today')).toBeVisible();
  await expect(validationCard.getByRole('button', { name: 'Daily invite limit reached. Try again tomorrow.' })).toBeDisabled();
  for (const remind of await validationCard.getByRole('button', { name: /^Remind / }).all()) await expect(remind).toBeDisabled();
});
