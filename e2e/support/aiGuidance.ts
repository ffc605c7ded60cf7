import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Person } from './testUsers';

/** The profile consent onboarding asks for (spec §4: one half of "Fully enabled"). */
export async function giveProfileConsent(request: APIRequestContext, person: Person): Promise<void> {
  const response = await request.fetch(`${person.config.supabaseUrl}/rest/v1/profiles?id=eq.${person.userId}`, {
    method: 'PATCH',
    headers: {
      apikey: person.config.supabaseAnonKey,
      Authorization: `Bearer ${person.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    data: { consent: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** /ai on a desktop with `partnerLabel` ('Boaz (Spouse)') chosen in the partner selector. */
export async function openGuideWith(page: Page, partnerLabel: string): Promise<void> {
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Relationship Guidance' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Partner' }).selectOption({ label: partnerLabel });
  await expect(page.getByText(/Context sharing: (Limited|Fully enabled)/)).toBeVisible();
}

/** Asks the guide and waits for its answer bubble; returns that bubble. */
export async function askGuide(page: Page, question: string) {
  const answers = page.getByRole('article', { name: 'AI Guide' });
  const before = await answers.count();
  const box = page.getByRole('textbox', { name: 'Your question for the AI guide' });
  await box.fill(question);
  await box.press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(box).toHaveValue('');
  return answers.nth(before);
}

/** Turns on sharing my context and the given communication types in the side panel. */
export async function giveAiConsent(page: Page, partnerName: string, types: string[]): Promise<void> {
  await page.getByRole('switch', { name: `Share my context with ${partnerName}` }).check();
  await expect(page.getByRole('switch', { name: `Share my context with ${partnerName}` })).toBeChecked();
  const panel = page.getByRole('complementary', { name: 'Partner settings' });
  for (const type of types) await panel.getByRole('checkbox', { name: type }).check();
  await panel.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(page.getByText('Communication consent settings saved')).toBeVisible();
}

export async function aiScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/work/notes/screens-13/${name}.png`, fullPage: true });
}

/**
 * A test button of /ai (Emotional, Conflict, Timing) as it works since issue 31: the AI proposes a
 * note, the chat shows it ("Suggested note to {partner}"), and only Send sends it.
 */
export async function sendTestCommunication(page: Page, button: 'Emotional' | 'Conflict' | 'Timing', partnerName: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const card = page.getByRole('region', { name: `Suggested note to ${partnerName}` });
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Test Communication Sent')).toBeVisible();
  await expect(card).toHaveCount(0);
}
