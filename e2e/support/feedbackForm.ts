import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Small images (and one text file) made for these tests, in e2e/fixtures/feedback/. */
export function feedbackFixture(name: string): string {
  return path.join(__dirname, '..', 'fixtures', 'feedback', name);
}

export const STAFF = { email: 'staff@demo.shalombayit.app', password: 'ShalomBayit!2026' } as const;

export interface FeedbackEntry {
  subject: string;
  message: string;
  /** The option label of the feedback type, as the select shows it. */
  type: string;
  name?: string;
  email?: string;
  images?: string[];
}

/** The file input of the form (named by its "Add images" label). */
export function imageInput(page: Page): Locator {
  return page.getByLabel('Add images');
}

/** Fills the /feedback form the way a person does; the images are fixture file names. */
export async function fillFeedbackForm(page: Page, entry: FeedbackEntry): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(entry.subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(entry.message);
  await page.getByRole('combobox', { name: 'Feedback type' }).click();
  await page.getByRole('option', { name: entry.type, exact: true }).click();
  if (entry.name) await page.getByLabel('Name (optional)').fill(entry.name);
  if (entry.email) await page.getByLabel('Email (optional)').fill(entry.email);
  if (entry.images?.length) await imageInput(page).setInputFiles(entry.images.map(feedbackFixture));
}

/** A toast of the shell's toaster with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}
