// Moderation end to end in the browser: a visitor reports a public proof from its page, an admin
// hides it from the Content queue, and the public page then answers that the proof is not found.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../core/data/plumbing/client';
import { validationEventKeys as keys } from '../../core/data/validation-events/keys';
import { grantAdmin } from '../../core/data/roles/user-roles';
import { useRuntimeTable } from '../support/table-snapshot';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { api, newOwner, publishVerifiedProof, visitor } from './support/public-proof';

test.describe.configure({ timeout: 90_000 });

/** Grants the role the way the product stores it, on the runtime's table. */
async function makeAdmin(baseURL: string, userId: string) {
  await useRuntimeTable(baseURL);
  await grantAdmin({ userId, grantedBy: null });
}

test('a visitor reports a proof, an admin hides it from the queue, its page then answers not found, and a tampered event breaks its chain', async ({ page, browser, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Rosalind Reported');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Crystal structure survey');

  // The visitor reports it from the public proof page.
  const guest = await visitor(browser, baseURL!);
  await guest.goto(`/proof/${proof.proofNumber}`);
  await expect(guest.getByRole('heading', { name: 'Proof Verified', level: 2 })).toBeVisible();
  await guest.getByRole('button', { name: 'Report this proof' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Report this proof' });
  await expect(dialog).toContainText(`/proof/${proof.proofNumber}`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await expect(dialog.getByText('Please confirm that you are reporting in good faith')).toBeVisible();
  await dialog.getByRole('radio', { name: 'The claim is false or exaggerated' }).check();
  await dialog.getByLabel('Details').fill('The survey was led by another lab.');
  await dialog.getByLabel('Your e-mail').fill('careful.reader@example.com');
  await dialog.getByRole('checkbox', { name: /I believe in good faith/ }).check();
  await expectNoAxeViolations(guest, 'the report form');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Report sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // An admin hides it from the Content queue.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const { owner: admin, identity } = await newOwner(adminPage, baseURL!, 'Ada Moderator');
  await makeAdmin(baseURL!, identity.id);
  expect((await api(baseURL!, '/api/admin/reports', { token: admin.token })).status).toBe(200);
  await adminPage.goto('/admin/content');
  await expect(adminPage.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  const report = adminPage.getByRole('article').filter({ hasText: 'The survey was led by another lab.' });
  await expect(report).toContainText('careful.reader@example.com');
  await expect(report.getByRole('link', { name: 'Crystal structure survey' })).toBeVisible();
  await expectNoAxeViolations(adminPage, 'the moderation queue');
  await report.getByLabel(/Decision note/).fill('Authorship could not be confirmed.');
  await report.getByRole('button', { name: 'Hide proof' }).click();
  await expect(adminPage.getByText('The reporter and the owner have been e-mailed.')).toBeVisible();
  await expect(adminPage.getByRole('article').filter({ hasText: 'The survey was led by another lab.' })).toHaveCount(0);

  // The recognitions page shows it hidden, with the reason.
  await adminPage.goto(`/admin/recognitions/${proof.id}`);
  await expect(adminPage.getByText('Authorship could not be confirmed.')).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Show proof again' })).toBeVisible();

  // The public page now answers not found (to a new visitor: a browser may reuse its own copy for
  // the stated freshness bound, docs/public-pages.md).
  const later = await visitor(browser, baseURL!);
  await later.goto(`/proof/${proof.proofNumber}`);
  await expect(later.getByRole('heading', { name: 'Proof Not Found' })).toBeVisible();
  await expect(later.getByText('Proof number not found or not verified')).toBeVisible();
  await later.goto(`/project/${proof.id}`);
  await expect(later.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();

  // Audit: the proof's chain verifies intact, until a test rewrites one of its events in the
  // table; the server's Verify chain then says where it breaks.
  await adminPage.goto('/admin/audit');
  await adminPage.getByLabel('Proof number or proof id').fill(proof.proofNumber);
  await adminPage.getByRole('button', { name: 'Show events' }).click();
  const events = adminPage.getByRole('table', { name: /Validation events of Crystal structure survey/ });
  await expect(events).toBeVisible();
  await adminPage.getByRole('button', { name: 'Verify chain' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Chain intact' })).toBeVisible();
  const rows = await events.getByRole('row').allInnerTexts();
  const approval = rows.findIndex((row) => /approve/i.test(row));
  expect(approval).toBeGreaterThan(0); // row 0 is the header, so the index is the event's sequence
  const key = keys.validationEvent(proof.id, approval);
  const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: key }))).Item!;
  expect(stored.eventType).toBe('approve');
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...stored, eventType: 'decline' } }));
  await adminPage.getByRole('button', { name: 'Verify chain' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: `Chain broken at event ${approval}: its content does not match its hash` })).toBeVisible();
});
