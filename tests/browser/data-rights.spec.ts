// Your data is yours, in the browser (docs/data-rights.md): an owner deletes a verified proof from
// its edit page on a phone, reads what will happen before confirming, and finds it gone: off the
// dashboard, its public page not found, its co-signer told; an owner downloads the archive of
// their data from Settings and finds their proof in it; and an owner closes their account, is
// signed out with the date it goes, and keeps it by signing in again; and a co-signer asks for
// what Provenly holds about their address, opens the private link mailed to them and removes it.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { accountClosure, archiveMessages, proofDeletion } from '../../domain/messages/data-rights';
import { yourData } from '../../domain/messages/your-data';
import { projectForm } from '../../domain/messages/project-form';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { api, newOwner, publishVerifiedProof, visitor } from './support/public-proof';
import { fillLinkedInSignIn } from './support/sign-in';
import { createProof, inviteValidator, waitForMail } from './support/validation';

test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 390, height: 844 };

test('an owner deletes a verified proof from its edit page: warned first, then it is gone everywhere and its co-signer is told', async ({ page, browser, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Dorothy Vaughan');
  const proof = await publishVerifiedProof(baseURL!, owner, 'FORTRAN training for the computing pool');
  await page.setViewportSize(PHONE);
  await page.goto(`/edit-project/${proof.id}`);

  const section = page.getByRole('region', { name: proofDeletion.heading });
  const open = section.getByRole('button', { name: proofDeletion.button });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = page.getByRole('dialog', { name: proofDeletion.confirmTitle(proof.title) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(proofDeletion.confirmWarning);
  for (const line of proofDeletion.confirmConsequences) await expect(dialog.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  await expectNoAxeViolations(page, 'the proof deletion confirmation');

  // Cancel is where focus starts, and cancelling changes nothing.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: proofDeletion.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(proofDeletion.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: proof.title })).toHaveCount(0);
  // The live update of the deletion reads nothing of the proof again: no failed load is reported.
  await page.waitForTimeout(1_000);
  await expect(page.getByText(projectForm.loadFailed)).toHaveCount(0);

  const stranger = await visitor(browser, baseURL!);
  await stranger.goto(`/proof/${proof.proofNumber}`);
  await expect(stranger.getByRole('heading', { name: 'Proof Not Found', level: 2 })).toBeVisible();
  await stranger.context().close();

  const told = await waitForMail(baseURL!, (mail) => mail.to.includes('peer@acme.com') && mail.subject.includes(`deleted "${proof.title}"`));
  // No link to the deleted proof: only to the page where a co-signer asks what is held about them.
  expect(told.text.match(/https?:\/\/\S+/g)).toEqual([`${baseURL}/your-data`]);
});

test('an owner downloads their data from Settings on a phone: the archive holds each proof, its co-signature and its credential', async ({ page, baseURL }) => {
  const { owner } = await newOwner(page, baseURL!, 'Mary Jackson');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Wind tunnel data reduction');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: archiveMessages.heading });
  await expect(section).toContainText(archiveMessages.intro);
  await section.getByRole('button', { name: archiveMessages.prepare }).click();
  await expect(section.getByText(/^Your archive is ready\. You can download it until /)).toBeVisible();
  await expectNoAxeViolations(page, 'Settings, with an archive ready');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: archiveMessages.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[\w-]+-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const proofJson = Object.entries(files).find(([path]) => path.endsWith(`/proofs/${proof.proofNumber}/proof.json`));
  expect(proofJson).toBeTruthy();
  const archived = JSON.parse(strFromU8(proofJson![1])) as { proof: { title: string }; cosignatures: { validatorEmail: string; comment: string }[]; credentials: { id: string }[] };
  expect(archived.proof.title).toBe(proof.title);
  expect(archived.cosignatures).toEqual([expect.objectContaining({ validatorEmail: 'peer@acme.com', comment: 'Solid work' })]);
  expect(archived.credentials.length).toBe(1);
  expect(Object.keys(files).some((path) => path.endsWith(`/proofs/${proof.proofNumber}/credential-${archived.credentials[0]!.id}.json`))).toBe(true);

  // One an hour: the button waits, and says until when.
  await expect(section.getByRole('button', { name: archiveMessages.prepare })).toBeDisabled();
  await expect(section.getByText(/^You can ask for a new archive after /)).toBeVisible();
});

test('an owner closes their account from Settings on a phone: warned first, signed out with the date it goes, and keeps it by signing in again', async ({ page, browser, baseURL }) => {
  const { owner, identity } = await newOwner(page, baseURL!, 'Katherine Johnson');
  const proof = await publishVerifiedProof(baseURL!, owner, 'Trajectory analysis for Friendship 7');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/settings');

  const section = page.getByRole('region', { name: accountClosure.heading });
  await expect(section).toContainText(accountClosure.archiveFirst);
  const open = section.getByRole('button', { name: accountClosure.button });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = page.getByRole('dialog', { name: accountClosure.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByRole('checkbox', { name: accountClosure.deletePosts })).toBeChecked();
  await expectNoAxeViolations(page, 'the account closure confirmation');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const confirm = dialog.getByRole('button', { name: accountClosure.confirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: accountClosure.confirmLabel(identity.username) }).fill(identity.username);
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Your account will be erased on .+\. Sign in before then to keep it\.$/)).toBeVisible();
  // The live connection the server closed is this closure's doing, not a session ended elsewhere.
  await page.waitForTimeout(1_000);
  await expect(page.getByText(accountClosure.sessionEnded)).toHaveCount(0);
  const stranger = await visitor(browser, baseURL!);
  await stranger.goto(`/proof/${proof.proofNumber}`);
  await expect(stranger.getByRole('heading', { name: 'Proof Not Found', level: 2 })).toBeVisible();

  // Signing in again keeps it: the app says so, and the proof is public again.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  const form = page.getByLabel('Full name');
  await expect(form.or(page.getByRole('heading', { name: /Welcome/ }))).toBeVisible();
  if (await form.isVisible()) await fillLinkedInSignIn(page, owner.member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(accountClosure.kept)).toBeVisible();
  await stranger.reload();
  await expect(stranger.getByRole('heading', { name: proof.title })).toBeVisible();
  await stranger.context().close();
});

test('a co-signer asks what Provenly holds about them, opens the private link mailed to them on a phone, and removes it', async ({ page, browser, baseURL }) => {
  // Their own address: removing it withdraws only their co-signature.
  const cosigner = `cosigner-${Date.now()}@acme.com`;
  const { owner } = await newOwner(page, baseURL!, 'Mae Jemison');
  const proof = await createProof(baseURL!, owner, 'Orbital payload checklist');
  const token = (await inviteValidator(baseURL!, owner, proof.id, cosigner, 'peer')).split('/').pop();
  const opened = await api<{ contentHash: string }>(baseURL!, '/api/validation/open', { method: 'POST', body: { token } });
  expect((await api(baseURL!, '/api/validation/decide', { method: 'POST', body: { token, decision: 'approved', comment: 'I flew the checklist.', contentHash: opened.body.contentHash } })).status).toBe(200);
  expect((await api<{ verified: boolean }>(baseURL!, `/api/proofs/${proof.id}`, { token: owner.token })).body.verified).toBe(true);
  // Every mail to a co-signer says where to ask.
  const cosigned = await waitForMail(baseURL!, (mail) => mail.to.includes(cosigner) && mail.subject.startsWith('You co-signed'));
  expect(cosigned.text).toContain(`${yourData.mailFooter} ${baseURL}/your-data`);

  const them = await visitor(browser, baseURL!);
  await them.setViewportSize(PHONE);
  await them.goto('/your-data');
  await them.getByRole('textbox', { name: yourData.emailLabel }).fill(cosigner);
  await them.getByRole('button', { name: yourData.send }).click();
  await expect(them.getByText(yourData.sent)).toBeVisible();
  await expectNoAxeViolations(them, 'asking what is held');

  const mail = await waitForMail(baseURL!, (entry) => entry.to.includes(cosigner) && entry.subject === yourData.linkMailSubject);
  const link = /https?:\/\/\S+\/your-data\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  await them.goto(link);
  await expect(them.getByText(yourData.heldIntro(cosigner))).toBeVisible();
  const given = them.getByRole('region', { name: yourData.cosignaturesHeading });
  await expect(given.getByText('Orbital payload checklist')).toBeVisible();
  await expect(given.getByText('“I flew the checklist.”')).toBeVisible();
  await expectNoAxeViolations(them, 'what is held about a co-signer');
  await them.getByRole('button', { name: yourData.removeButton }).click();
  const dialog = them.getByRole('dialog', { name: yourData.removeConfirmTitle });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: yourData.removeConfirm }).click();
  await expect(them.getByText(yourData.removed(1))).toBeVisible();
  await them.context().close();

  // Their co-signature is withdrawn: the proof no longer stands on it.
  const { body } = await api<{ verified: boolean }>(baseURL!, `/api/proofs/${proof.id}`, { token: owner.token });
  expect(body.verified).toBe(false);
});
