// The validation portal, end to end: an owner invites through the API, the validator opens the
// e-mailed link in their own fresh browser and decides. The expiry test moves the shared
// runtime's clock, so it stays last; every other test creates its links fresh, which stay valid
// whatever the clock says (expiry is computed from the moved clock).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fillLinkedInSignIn, newMember } from './support/sign-in';
import { retitleProof } from './support/cosign';
import { advanceServerClock, createProof, getProof, inviteValidator, mails, signInOwner, uniqueEmail, waitForMail } from './support/validation';

/** A validator's own browser: nobody signed in, nothing stored. */
async function validatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The header's state badge (its text includes the screen-reader prefix). */
const portalState = (page: Page) => page.getByRole('banner').locator('[data-portal-state]');

test('a peer continues without LinkedIn, approves with a comment, and the proof is verified', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Grace Hopper');
  const proof = await createProof(baseURL!, owner, 'Checkout rebuild');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('peer'), 'peer');

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await expect(validator.getByRole('heading', { level: 1, name: "Validate Grace Hopper's work" })).toBeFocused();
  await expect(portalState(validator)).toHaveText('Validation status: Pending');
  await expect(validator.getByText('Checkout rebuild')).toBeVisible();
  await expect(validator.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await validator.getByRole('button', { name: 'Continue without LinkedIn' }).click();

  await expect(validator.getByRole('heading', { level: 1, name: "Review Grace Hopper's proof" })).toBeFocused();
  const proofArticle = validator.getByRole('article', { name: 'Checkout rebuild' });
  await expect(proofArticle.getByText('Lead Engineer')).toBeVisible();
  await expect(proofArticle.getByText('at Acme')).toBeVisible();
  await expect(proofArticle.getByText('Jan 2025 – Present')).toBeVisible();
  await expect(proofArticle.getByText('Faster checkout')).toBeVisible();
  await expect(proofArticle.getByRole('link', { name: /Case study/ })).toHaveAttribute('href', 'https://example.com/case-study');
  await expect(validator.getByText('Self-reported')).toBeVisible();

  // The decision is required.
  await validator.getByRole('button', { name: 'Submit validation' }).click();
  await expect(validator.getByText('Choose approve or decline')).toBeVisible();
  await expect(validator.getByRole('radio', { name: /Approve/ })).toBeFocused();
  await expectNoAxeViolations(validator, 'the review with its message');

  const decision = validator.getByRole('group', { name: /Your decision/ });
  await decision.getByRole('radio', { name: /Approve/ }).check();
  await validator.getByLabel(/Comment/).fill('Grace led this project; the numbers are right.');
  await validator.getByRole('button', { name: 'Submit validation' }).click();

  await expect(validator.getByRole('heading', { level: 1, name: 'Thank you for your validation' })).toBeFocused();
  await expect(validator.getByText('Approved', { exact: true })).toBeVisible();
  await expect(portalState(validator)).toHaveText('Validation status: Completed');
  await expect(validator.getByText('All validations are recorded in an immutable audit trail.')).toBeVisible();

  const verified = await getProof(baseURL!, owner, proof.id);
  expect(verified.verified).toBe(true);
  await validator.context().close();
});

test('a manager must sign in with LinkedIn, comes back to the same link in review, and approves', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Margaret Hamilton');
  const proof = await createProof(baseURL!, owner, 'Guidance software');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('manager'), 'manager');

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await expect(validator.getByRole('heading', { level: 1, name: "Validate Margaret Hamilton's work" })).toBeVisible();
  await expect(validator.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
  await expect(validator.getByRole('button', { name: 'Continue without LinkedIn' })).toHaveCount(0);

  await validator.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(validator, { ...newMember('Jane Manager'), email: uniqueEmail('jane') });

  await expect(validator).toHaveURL(link);
  await expect(validator.getByRole('heading', { level: 1, name: "Review Margaret Hamilton's proof" })).toBeVisible();
  await expect(portalState(validator)).toHaveText('Validation status: Authenticated');
  await expect(validator.getByText('Jane Manager', { exact: true })).toBeVisible();
  // Her LinkedIn address is at acme.com, the proof's organisation.
  await expect(validator.getByText('Domain-verified')).toBeVisible();
  expect(await validator.evaluate(() => localStorage.getItem('validation_auth_flow'))).toBeNull();

  await validator.getByRole('radio', { name: /Approve/ }).check();
  await validator.getByRole('button', { name: 'Submit validation' }).click();
  await expect(validator.getByText('Approved', { exact: true })).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(true);
  await validator.context().close();
});

test('a signed-in validator confirms who they are on the landing view', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Frances Allen');
  const proof = await createProof(baseURL!, owner, 'Compiler optimisations');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('peer'), 'peer');

  // The validator is already a member, signed in in their own browser.
  const validator = await validatorPage(browser, baseURL!);
  await validator.goto('/auth');
  await validator.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(validator, { ...newMember('Kathleen Booth'), email: uniqueEmail('kathleen', 'example.org') });
  await expect(validator).toHaveURL(/\/dashboard$/);

  await validator.goto(link);
  await expect(validator.getByText('Signed in with LinkedIn as')).toBeVisible();
  await expect(validator.getByText('Kathleen Booth')).toBeVisible();
  await expect(portalState(validator)).toHaveText('Validation status: Authenticated');
  await validator.getByRole('button', { name: 'Continue to review' }).click();
  await expect(validator.getByText('Self-reported')).toBeVisible();
  await validator.getByRole('radio', { name: /Decline/ }).check();
  await validator.getByRole('button', { name: 'Submit validation' }).click();
  await expect(validator.getByText('Declined', { exact: true })).toBeVisible();
  await validator.context().close();
});

test('a peer declines with a comment; the owner sees it live with what to do next, and asks again from the edit page', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Barbara Liskov');
  const proof = await createProof(baseURL!, owner, 'Data abstraction');
  const peer = uniqueEmail('peer');
  const link = await inviteValidator(baseURL!, owner, proof.id, peer, 'peer');
  // The owner's dashboard, open since signing in, hears of the invitation live.
  const validationCard = page.getByRole('region', { name: 'Validation and Invites' });
  await expect(validationCard.getByRole('button', { name: `Remind ${peer}` })).toBeVisible();

  const validator = await validatorPage(browser, baseURL!);
  // The token may also come as a query parameter.
  await validator.goto(`/validate?token=${link.split('/validate/')[1]}`);
  await validator.getByRole('button', { name: 'Continue without LinkedIn' }).click();
  await validator.getByRole('radio', { name: /Decline/ }).check();
  const comment = 'I only reviewed the design, not the implementation.';
  await validator.getByLabel(/Comment/).fill(comment);
  await validator.getByRole('button', { name: 'Submit validation' }).click();

  await expect(validator.getByRole('heading', { level: 1, name: 'Thank you for your validation' })).toBeVisible();
  await expect(validator.getByText('Declined', { exact: true })).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(false);
  await validator.context().close();

  // No reload: the decline, its comment and the next steps reach the owner over /ws.
  await expect(validationCard.getByText(`Comment: ${comment}`)).toBeVisible({ timeout: 10_000 });
  await expect(validationCard.getByRole('button', { name: `Remind ${peer}` })).toHaveCount(0);
  await expect(validationCard.getByRole('button', { name: `Invite someone else instead of ${peer}` })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Data abstraction' });
  await expect(card.getByText(`Declined by ${peer}`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard with a decline');

  await validationCard.getByRole('link', { name: `Edit and ask again: ${peer}` }).click();
  const declined = page.getByRole('region', { name: 'Declined requests' });
  await expect(declined.getByText(`Comment: ${comment}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the edit page with a decline');
  await declined.getByRole('button', { name: `Ask again: ${peer}` }).click();
  await expect(page.getByText(`${peer} will receive an e-mail with a private link to review the proof again.`)).toBeVisible();
  await expect(declined).toHaveCount(0);
  await waitForMail(baseURL!, (mail) => mail.to.includes(peer) && mail.text.includes('/validate/') && !mail.text.includes(link));
});

test('a link that was used shows the completed state', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Radia Perlman');
  const proof = await createProof(baseURL!, owner, 'Spanning tree');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('peer'), 'peer');
  const token = link.split('/validate/')[1];
  const opened = (await (await fetch(`${baseURL}/api/validation/open`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) })).json()) as { contentHash: string };
  const decided = await fetch(`${baseURL}/api/validation/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, decision: 'approved', comment: null, contentHash: opened.contentHash }),
  });
  expect(decided.status).toBe(200);

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await expect(validator.getByRole('heading', { level: 1, name: 'This validation is complete' })).toBeVisible();
  await expect(portalState(validator)).toHaveText('Validation status: Completed');
  await expect(validator.getByText('Approved', { exact: true })).toBeVisible();
  await expect(validator.getByText('This validation link has already been used. Each link records one decision.')).toBeVisible();
  // What the link recorded: the title as approved, never what the owner wrote since.
  await retitleProof(baseURL!, owner, proof.id, 'Spanning tree, now with secrets');
  await validator.reload();
  await expect(validator.getByRole('heading', { level: 1, name: 'This validation is complete' })).toBeVisible();
  await expect(validator.getByText('Spanning tree', { exact: true })).toBeVisible();
  await expect(validator.getByText(/now with secrets/)).toHaveCount(0);
  await validator.context().close();
});

test('a proof changed while the validator reviews it: the approval records nothing and shows the new version', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Lynn Conway');
  const proof = await createProof(baseURL!, owner, 'Modest claim');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('peer'), 'peer');

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await validator.getByRole('button', { name: 'Continue without LinkedIn' }).click();
  await expect(validator.getByRole('article', { name: 'Modest claim' })).toBeVisible();
  await retitleProof(baseURL!, owner, proof.id, 'Grand claim');

  await validator.getByRole('radio', { name: /Approve/ }).check();
  await validator.getByRole('button', { name: 'Submit validation' }).click();
  const notice = validator.getByRole('alert').filter({ hasText: 'This proof was changed while you were reviewing it. Please review the new version before you decide.' });
  await expect(notice).toBeFocused();
  await expect(validator.getByRole('article', { name: 'Grand claim' })).toBeVisible();
  await expect(validator.getByRole('radio', { name: /Approve/ })).not.toBeChecked();
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(false);
  await expectNoAxeViolations(validator, 'the review of a changed proof');

  await validator.getByRole('radio', { name: /Approve/ }).check();
  await validator.getByRole('button', { name: 'Submit validation' }).click();
  await expect(validator.getByRole('heading', { level: 1, name: 'Thank you for your validation' })).toBeVisible();
  await expect(validator.getByText(/Your approval of “Grand claim” has been recorded/)).toBeVisible();
  expect((await getProof(baseURL!, owner, proof.id)).verified).toBe(true);
  await validator.context().close();
});

test('a validator who cancels the LinkedIn sign-in comes back to their link, told that authentication failed', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Sophie Wilson');
  const proof = await createProof(baseURL!, owner, 'Instruction set design');
  const link = await inviteValidator(baseURL!, owner, proof.id, uniqueEmail('manager'), 'manager');

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await validator.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await validator.getByRole('button', { name: 'Cancel' }).click();

  await expect(validator).toHaveURL(link);
  const failed = validator.getByRole('alert').filter({ hasText: 'Authentication Failed' });
  await expect(failed).toContainText('Failed to authenticate with LinkedIn. Please try again.');
  await expect(validator.getByRole('heading', { level: 1, name: "Validate Sophie Wilson's work" })).toBeVisible();
  await expect(portalState(validator)).toHaveText('Validation status: Pending');

  // Trying again works, and lands on the review.
  await validator.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(validator, { ...newMember('Steve Furber'), email: uniqueEmail('steve') });
  await expect(validator.getByRole('heading', { level: 1, name: "Review Sophie Wilson's proof" })).toBeVisible();
  await validator.context().close();
});

test('an unknown or missing token shows the invalid-link error', async ({ browser, baseURL }) => {
  const invalid = 'This validation link is invalid or has expired. Validation links are only valid for 72 hours for security purposes.';
  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(`/validate/${'x'.repeat(43)}`);
  await expect(validator.getByRole('heading', { level: 1, name: 'Validation link unavailable' })).toBeVisible();
  await expect(validator.getByText(invalid)).toBeVisible();
  await expect(validator.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@provenly.example');

  await validator.goto('/validate');
  await expect(validator.getByText(invalid)).toBeVisible();
  await validator.goto('/validate/not-a-token');
  await expect(validator.getByText(invalid)).toBeVisible();
  await validator.context().close();
});

// Last in this file: it moves the shared runtime's clock 72 hours forward for every later test.
test('an expired link offers a new link, which tells the owner', async ({ page, browser, baseURL }) => {
  const owner = await signInOwner(page, 'Hedy Lamarr');
  const proof = await createProof(baseURL!, owner, 'Frequency hopping');
  const email = uniqueEmail('late');
  const link = await inviteValidator(baseURL!, owner, proof.id, email, 'peer');
  await advanceServerClock(baseURL!, 72 * 3_600_000 + 60_000);

  const validator = await validatorPage(browser, baseURL!);
  await validator.goto(link);
  await expect(validator.getByRole('heading', { level: 1, name: 'This validation link has expired' })).toBeFocused();
  await expect(portalState(validator)).toHaveText('Validation status: Expired');
  await expect(validator.getByText('Frequency hopping')).toHaveCount(0);
  await expect(validator.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@provenly.example');
  const before = (await mails(baseURL!)).length;

  await validator.getByRole('button', { name: 'Request new link' }).click();
  await expect(validator.getByRole('status').filter({ hasText: 'We have told the owner. They can send you a new link.' })).toBeVisible();
  await expect(validator.getByRole('button', { name: 'Request new link' })).toBeDisabled();
  const ownerMail = await waitForMail(baseURL!, (mail) => mail.to.includes(owner.member.email) && mail.subject === `${email} asks for a new validation link`);
  expect(ownerMail.text).toContain('Frequency hopping');
  expect((await mails(baseURL!)).length).toBe(before + 1);
  await validator.context().close();
});
