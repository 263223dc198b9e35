import { expect, type Page } from '@playwright/test';

export interface Member {
  readonly name: string;
  readonly email: string;
  readonly headline?: string;
}

let counter = 0;
/** A member no other test uses. */
export function newMember(name = 'Ada Lovelace'): Member {
  counter += 1;
  return { name, email: `member-${Date.now()}-${counter}@example.com`, headline: 'Engineer' };
}

/** Fills the LinkedIn stand-in's sign-in page, the way a person would. */
export async function fillLinkedInSignIn(page: Page, member: Member): Promise<void> {
  await expect(page.getByLabel('Full name')).toBeVisible();
  await page.getByLabel('Full name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  if (member.headline) await page.getByLabel('Headline').fill(member.headline);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From /auth through LinkedIn to the dashboard. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await fillLinkedInSignIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
}
