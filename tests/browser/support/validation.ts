// Setting up validation requests through the API, as an owner would, for the portal's tests.
import { expect, type Browser, type Page } from '@playwright/test';
import { proofContent } from '../../support/factories/proof-content';
import { signInQuickly } from './session';
import { fillLinkedInSignIn, newMember, type Member } from './sign-in';

export interface Owner {
  readonly member: Member;
  /** The owner's ID token: the API's bearer token. */
  readonly token: string;
}

export interface LocalMail {
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
}

let counter = 0;
/** An address no other test uses, at `domain`. */
export function uniqueEmail(name: string, domain = 'acme.com'): string {
  counter += 1;
  return `${name}-${Date.now()}-${counter}@${domain}`;
}

/** Signs a new member in on `page` (their dashboard shows) and returns their ID token. */
export async function signInOwner(page: Page, name = 'Grace Hopper'): Promise<Owner> {
  const member = newMember(name);
  return { member, token: await signInQuickly(page, member) };
}

async function call<T>(baseURL: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface ProofSummary {
  readonly id: string;
  readonly title: string;
  readonly verified: boolean;
  readonly status: string;
}

/** The content the browser tests' proofs are created and edited with: an ongoing project (no end date is sent). */
export const browserProofContent = (title: string) =>
  proofContent({
    title,
    role: 'Lead Engineer',
    description: 'Rebuilt the checkout flow end to end, from the payment service to the web front end.',
    endDate: undefined,
    outcomes: [{ description: 'Faster checkout', metric: '-40% time to pay' }],
    links: [{ title: 'Case study', url: 'https://example.com/case-study' }],
  });

export async function createProof(baseURL: string, owner: Owner, title: string): Promise<ProofSummary> {
  const { status, body } = await call<ProofSummary>(baseURL, '/api/proofs', {
    method: 'POST',
    token: owner.token,
    body: browserProofContent(title),
  });
  expect(status, 'the proof is created').toBe(201);
  return body;
}

export async function getProof(baseURL: string, owner: Owner, id: string): Promise<ProofSummary> {
  const { status, body } = await call<ProofSummary>(baseURL, `/api/proofs/${id}`, { token: owner.token });
  expect(status).toBe(200);
  return body;
}

/** Invites one validator and returns the private link from the mail they received. */
export async function inviteValidator(baseURL: string, owner: Owner, proofId: string, email: string, role: 'manager' | 'peer'): Promise<string> {
  const { status, body } = await call<unknown>(baseURL, '/api/validation-requests', {
    method: 'POST',
    token: owner.token,
    body: { recognitionId: proofId, validators: [{ email, role }] },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const mail = await waitForMail(baseURL, (item) => item.to.includes(email) && item.text.includes('/validate/'));
  const link = new RegExp(`${baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/validate/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, 'the invitation mail carries a validation link').toBeTruthy();
  return link!;
}

export async function mails(baseURL: string): Promise<LocalMail[]> {
  return (await call<LocalMail[]>(baseURL, '/__local/mail.json')).body;
}

/** The newest mail that matches; the local inbox lists newest first. */
export async function waitForMail(baseURL: string, matches: (mail: LocalMail) => boolean): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect.poll(async () => (found = (await mails(baseURL)).find(matches)) !== undefined, { timeout: 10_000 }).toBe(true);
  return found!;
}

/** Moves the shared runtime's business clock forward (link expiry, daily limits) for every later test. */
export async function advanceServerClock(baseURL: string, ms: number): Promise<void> {
  const { status } = await call<unknown>(baseURL, '/__local/clock', { method: 'POST', body: { advanceMs: ms } });
  expect(status).toBe(200);
}

/**
 * A validator approves through the real portal in a browser of their own; with `linkedIn`, they
 * sign in through the LinkedIn stand-in first (as a manager must).
 */
export async function approveInPortal(browser: Browser, baseURL: string, link: string, linkedIn?: Member): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(link);
    if (linkedIn) {
      await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
      await fillLinkedInSignIn(page, linkedIn);
    } else {
      await page.getByRole('button', { name: 'Continue without LinkedIn' }).click();
    }
    await page.getByRole('radio', { name: /Approve/ }).check();
    await page.getByRole('button', { name: /Submit/ }).click();
    await expect(page.getByText('Approved').first()).toBeVisible();
  } finally {
    await context.close();
  }
}
