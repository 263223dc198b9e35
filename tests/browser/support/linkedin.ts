// Sharing on LinkedIn in the browser tests: a verified proof waiting to be published, and
// connecting LinkedIn through the popup and the stand-in's consent screen, as an owner would.
import { expect, type Page } from '@playwright/test';
import { api } from './public-proof';
import { createProof, inviteValidator, type Owner } from './validation';

export interface VerifiedProof {
  readonly id: string;
  readonly title: string;
  readonly proofNumber: string;
}

/** Creates a proof (org Acme) that a peer approves; it stays unpublished (Ready to publish). */
export async function verifiedProof(baseURL: string, owner: Owner, title: string): Promise<VerifiedProof> {
  const proof = await createProof(baseURL, owner, title);
  const token = (await inviteValidator(baseURL, owner, proof.id, `peer-${Date.now()}@acme.com`, 'peer')).split('/').pop();
  const opened = await api<{ contentHash: string }>(baseURL, '/api/validation/open', { method: 'POST', body: { token } });
  const decided = await api(baseURL, '/api/validation/decide', { method: 'POST', body: { token, decision: 'approved', comment: 'Solid work', contentHash: opened.body.contentHash } });
  expect(decided.status, JSON.stringify(decided.body)).toBeLessThan(300);
  const { body } = await api<{ proofNumber: string | null; verified: boolean }>(baseURL, `/api/proofs/${proof.id}`, { token: owner.token });
  expect(body.verified).toBe(true);
  return { id: proof.id, title, proofNumber: body.proofNumber! };
}

/** The header's LinkedIn badge, whichever state it is in. */
export const connectionBadge = (page: Page) => page.getByRole('banner').getByText(/^LinkedIn: (Not Connected|Limited Access|Connected)/);

/**
 * Clicks `trigger`, which opens the connection popup; on the stand-in's consent screen (when
 * LinkedIn shows one) allows access; waits until the popup has reported back and closed.
 * Returns the popup's inner size, when it showed the consent screen.
 */
export async function connectInPopup(page: Page, trigger: () => Promise<void>, { consent = true } = {}): Promise<number[] | null> {
  const popupOpened = page.waitForEvent('popup');
  await trigger();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  let size: number[] | null = null;
  if (consent) {
    await expect(popup.getByRole('heading', { name: /would like to/ })).toBeVisible();
    await expect(popup.getByText('Create, modify, and delete posts, comments, and reactions on your behalf')).toBeVisible();
    size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    await popup.getByRole('button', { name: 'Allow' }).click();
  }
  await closed;
  return size;
}
