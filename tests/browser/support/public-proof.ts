// A verified, published proof made through the API, as its owner and one validator would: what
// the public pages' tests look at. Everything is created inside the calling test.
import { expect, type Browser, type Page } from '@playwright/test';
import { createProof, inviteValidator, signInOwner, type Owner } from './validation';

export interface OwnerIdentity {
  readonly id: string;
  readonly username: string;
  readonly productId: string;
  readonly displayName: string;
}

export interface PublishedProof {
  readonly id: string;
  readonly title: string;
  readonly proofNumber: string;
}

export async function api<T>(baseURL: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Signs a new owner in on `page` and returns them with their public identity. */
export async function newOwner(page: Page, baseURL: string, name: string): Promise<{ owner: Owner; identity: OwnerIdentity }> {
  const owner = await signInOwner(page, name);
  const me = await api<{ profile: OwnerIdentity }>(baseURL, '/api/me', { token: owner.token });
  expect(me.status).toBe(200);
  return { owner, identity: me.body.profile };
}

/** Creates a proof (org Acme), has peer@acme.com approve it with 'Solid work', and publishes it. */
export async function publishVerifiedProof(baseURL: string, owner: Owner, title: string): Promise<PublishedProof> {
  const proof = await createProof(baseURL, owner, title);
  const link = await inviteValidator(baseURL, owner, proof.id, 'peer@acme.com', 'peer');
  const token = link.split('/').pop();
  // As the portal does: open the link, then decide on the content it showed.
  const opened = await api<{ contentHash: string }>(baseURL, '/api/validation/open', { method: 'POST', body: { token } });
  const decided = await api(baseURL, '/api/validation/decide', { method: 'POST', body: { token, decision: 'approved', comment: 'Solid work', contentHash: opened.body.contentHash } });
  expect(decided.status, JSON.stringify(decided.body)).toBeLessThan(300);
  const published = await api(baseURL, `/api/proofs/${proof.id}/publish`, { method: 'POST', token: owner.token });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
  const { body } = await api<{ proofNumber: string | null; verified: boolean; status: string }>(baseURL, `/api/proofs/${proof.id}`, { token: owner.token });
  expect(body).toMatchObject({ verified: true, status: 'published' });
  expect(body.proofNumber).toMatch(/^PJ-[0-9A-Z]{6}$/);
  return { id: proof.id, title, proofNumber: body.proofNumber! };
}

/** A visitor who is not signed in: a fresh browser context on the runtime. */
export async function visitor(browser: Browser, baseURL: string, options: { timezoneId?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  return context.newPage();
}

/** Records (and dismisses) every alert, confirm or prompt a script opens: the test expects none. */
export function forbidDialogs(page: Page, fired: string[]) {
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
}
