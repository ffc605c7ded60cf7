// Privacy controls (issue 35) against the real app: "Download my data" gives a zip with data.json
// and a readable page in the person's language; "Delete my account" asks for the typed word and
// the password, signs the person out, and the partner's thread keeps their place as
// "(Message deleted)"; "Clear history" on /ai hides the chat at once, Undo keeps it, and otherwise
// it is deleted when the undo toast ends. Screenshots of each changed screen at 1280 and 390 px in
// English and Hebrew go to /work/notes/screens-35.
import fs from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/logIn';
import { connect, startConversation } from '../support/messaging';
import { E2E_PASSWORD, restAs, signUpWithProfile, type Person } from '../support/testUsers';

const SCREENS = '/work/notes/screens-35';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

test.beforeAll(() => fs.mkdirSync(SCREENS, { recursive: true }));

async function say(request: Parameters<typeof restAs>[0], person: Person, conversation: string, content: string) {
  const sent = await restAs(request, person, 'POST', 'messages', { conversation_id: conversation, sender_type: 'user', sender_user_id: person.userId, content });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

/** The same screen at both widths. */
async function shoot(page: Page, name: string, target: 'page' | 'dialog' | 'privacy' = 'page') {
  for (const [label, size] of [['1280', WIDE], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    const path = `${SCREENS}/${name}-${label}.png`;
    if (target === 'dialog') await page.screenshot({ path });
    else if (target === 'privacy') await page.locator('section[aria-labelledby="privacy-title"]').screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
}

test('English: download my data, then delete my account; the partner keeps the thread with "(Message deleted)"', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const adina = await signUpWithProfile(request, 'privacy-a', 'Adina');
  const boaz = await signUpWithProfile(request, 'privacy-b', 'Boaz', { gender: 'male' });
  await connect(request, adina, boaz);
  const thread = await startConversation(request, adina, boaz);
  await say(request, adina, thread, 'Meet at the park at six');
  await say(request, boaz, thread, 'See you there');

  const context = await browser.newContext({ viewport: WIDE, locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  await logIn(page, adina.email);
  const privacy = page.getByRole('region', { name: 'Privacy and safety' });
  await expect(privacy.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await shoot(page, 'dashboard-privacy-en', 'privacy');
  await page.setViewportSize(WIDE);

  const [download] = await Promise.all([page.waitForEvent('download'), privacy.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^shalom-bayit-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html']);
  const data = JSON.parse(strFromU8(files['data.json']!)) as { profile: { display_name: string }; conversations: { messages: { content: string; sender: string }[] }[] };
  expect(data.profile.display_name).toBe('Adina');
  const messages = data.conversations.flatMap((c) => c.messages.map((m) => [m.sender, m.content]));
  expect(messages).toEqual(expect.arrayContaining([['me', 'Meet at the park at six'], ['them', 'See you there']]));
  const html = strFromU8(files['index.html']!);
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain('Conversation with Boaz');
  // Fields and choices in the person's words, not the database's.
  expect(html).toContain('<th scope="row">Display name</th><td dir="auto">Adina</td>');
  expect(html).toContain('<th scope="row">Linked with</th><td dir="auto">Boaz</td>');
  expect(html).toContain('Meet at the park at six');
  await expect(page.getByText('Your data is downloaded')).toBeVisible();

  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await dialog.getByLabel('Your password').fill('not the password');
  await shoot(page, 'delete-dialog-en', 'dialog');
  await page.setViewportSize(WIDE);
  await confirm.click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(E2E_PASSWORD);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();

  // The partner's thread is still there, with Adina's words replaced.
  const seen = await restAs(request, boaz, 'GET', `messages?conversation_id=eq.${thread}&select=content,sender_user_id&order=created_at`);
  expect((seen.body as { content: string }[]).map((m) => m.content)).toEqual(['(Message deleted)', 'See you there']);
  // Adina cannot sign in any more.
  const signIn = await request.post(`${adina.config.supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: adina.config.supabaseAnonKey },
    data: { email: adina.email, password: E2E_PASSWORD },
  });
  expect(signIn.status()).toBe(400);
  await context.close();
});

test('Hebrew: the privacy controls and clearing the AI history, with Undo', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const person = await signUpWithProfile(request, 'privacy-he', 'אדינה');
  const context = await browser.newContext({ viewport: PHONE, locale: 'he-IL' });
  const page = await context.newPage();
  await logIn(page, person.email, { language: 'hebrew' });
  const privacy = page.getByRole('region', { name: 'פרטיות ובטיחות' });
  await expect(privacy.getByRole('button', { name: 'הורדת הנתונים שלי' })).toBeVisible();
  await shoot(page, 'dashboard-privacy-he', 'privacy');
  await privacy.getByRole('button', { name: 'מחיקת החשבון שלי' }).click();
  const dialog = page.getByRole('dialog', { name: 'למחוק את החשבון?' });
  await expect(dialog.getByRole('textbox', { name: 'הקלידו מחיקה לאישור' })).toBeVisible();
  await shoot(page, 'delete-dialog-he', 'dialog');
  await dialog.getByRole('button', { name: 'ביטול' }).click();
  await expect(dialog).toBeHidden();

  // /ai on a phone: a question, then Clear history.
  await page.setViewportSize(PHONE);
  await page.goto('/ai');
  await page.getByRole('button', { name: 'המשך' }).click();
  const box = page.getByRole('textbox', { name: 'השאלה שלך למדריך' });
  await box.fill('איך אני מקשיבה טוב יותר לבעלי?');
  // Enter sends only once the chat is ready (its conversation made); before that it is ignored.
  await expect(page.getByRole('button', { name: /את המדריך$/ })).toBeEnabled();
  await box.press('Enter');
  const answers = page.getByRole('article', { name: 'המדריך' });
  await expect(answers).toHaveCount(1, { timeout: 30_000 });

  // On a phone the header's buttons are in the chat settings line (issue 32).
  await page.getByRole('button', { name: /^הגדרות השיחה/ }).click();
  await page.getByRole('button', { name: 'ניקוי היסטוריה' }).click();
  const clear = page.getByRole('dialog', { name: 'ניקוי היסטוריית ה-AI' });
  await expect(clear.getByText('אף אחת מהתשובות האלה אינה בשיחה עם בן או בת הזוג.')).toBeVisible();
  await shoot(page, 'clear-history-dialog-he', 'dialog');
  await page.setViewportSize(PHONE);
  await clear.getByRole('button', { name: 'ניקוי היסטוריה' }).click();
  const undo = page.getByRole('status').filter({ hasText: "הצ'אט נוקה" });
  await expect(undo).toBeVisible();
  await expect(answers).toHaveCount(0);
  // One width only: the toast waits a few seconds, not for two full-page screenshots.
  await page.screenshot({ path: `${SCREENS}/clear-history-undo-he-390.png` });
  await undo.getByRole('button', { name: 'ביטול' }).click();
  await expect(answers).toHaveCount(1);

  await page.getByRole('button', { name: 'ניקוי היסטוריה' }).click();
  await clear.getByRole('button', { name: 'ניקוי היסטוריה' }).click();
  // Deleted once the undo toast is gone; a reload shows the welcome of an empty chat.
  await expect(undo).toBeHidden({ timeout: 20_000 });
  await page.reload();
  await page.getByRole('button', { name: 'המשך' }).click();
  await expect(page.getByRole('heading', { name: 'ברוכה הבאה למדריך שלך!' })).toBeVisible();
  await expect(answers).toHaveCount(0);
  await context.close();
});
