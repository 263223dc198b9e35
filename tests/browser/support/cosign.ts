// After a decision: the co-signer's withdrawal link from their confirmation mail, and an owner
// who edits a proof through the API while a validator has it open.
import { expect } from '@playwright/test';
import { browserProofContent, waitForMail, type Owner } from './validation';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The private withdrawal link in the newest confirmation mailed to `email`. */
export async function withdrawalLinkFor(baseURL: string, email: string): Promise<string> {
  const mail = await waitForMail(baseURL, (item) => item.to.includes(email) && item.text.includes('/withdraw/'));
  const link = new RegExp(`${escape(baseURL)}/withdraw/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, 'the confirmation mail carries a withdrawal link').toBeTruthy();
  return link!;
}

/** The owner retitles a proof made by `createProof` (attested content) through the API, as the editor would. */
export async function retitleProof(baseURL: string, owner: Owner, id: string, title: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/proofs/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify(browserProofContent(title)),
  });
  expect(response.status, 'the proof is changed').toBe(200);
}
