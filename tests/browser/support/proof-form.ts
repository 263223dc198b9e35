// The project form as a person fills it in the browser tests: its fields by label, and the
// smallest valid project created through it.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The skill input (the preview's list of skills is also named Skills). */
export const skillInput = (page: Page) => page.getByRole('textbox', { name: 'Skills', exact: true });

/** Fills the smallest valid project and creates it; returns the new proof's id. */
export async function createProject(page: Page, title: string): Promise<string> {
  await page.goto('/create-project');
  await field(page, 'Project title').fill(title);
  await field(page, 'Your role').fill('Engineer');
  await field(page, 'Description').fill('Designed and shipped the whole thing.');
  await field(page, 'Start date').fill('2024-03-01');
  await skillInput(page).fill('Testing');
  await skillInput(page).press('Enter');
  await field(page, 'Outcome description').fill('It works');
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your proof card is ready' });
  await dialog.getByRole('button', { name: 'Edit Project' }).click();
  await expect(page).toHaveURL(/\/edit-project\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return decodeURIComponent(id);
}
