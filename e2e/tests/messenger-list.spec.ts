import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { expectNoHorizontalScroll, expectNothingOverflows, screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { connect, sendAs, startConversation } from '../support/messaging';
import { restAs, signUpWithProfile } from '../support/testUsers';

// Issue 33, item 6: a messenger people recognise. The list shows who (spec §2's 'You + {name}'
// labels, in natural Hebrew), the last message ('You: …' for one's own), its time and the unread
// count, newest first; "New conversation" offers the people one is connected with, by name. At
// 1280 and 390 px, in English and in Hebrew, against the real app.

/** A row of the list as a person reads it: label, the line under it, the time, the badge. */
async function rowParts(row: Locator) {
  return {
    label: await row.locator('[data-part="label"]').textContent(),
    preview: await row.locator('[data-part="preview"]').textContent(),
    time: (await row.locator('time').count()) > 0 ? await row.locator('time').textContent() : null,
    unread: (await row.getByLabel(/unread|שלא נקרא/).count()) > 0 ? await row.getByLabel(/unread|שלא נקרא/).textContent() : null,
  };
}

async function fitsAndLooksRight(page: Page, name: string, { axe = false } = {}) {
  await expectNoHorizontalScroll(page);
  await expectNothingOverflows(page);
  // axe once per language (the quality suite scans /messages at every width and language too).
  if (axe) await expectNoAxeViolations(page, name);
  await screenshotForReview(page, name);
}

test('the list says who, what was said last and when, and how many are unread; New conversation offers people by name — in English and Hebrew, 1280 and 390 px', async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const rivka = await signUpWithProfile(request, 'messenger-me', 'Rivka');
  const boaz = await signUpWithProfile(request, 'messenger-boaz', 'Boaz', { gender: 'male' });
  const chana = await signUpWithProfile(request, 'messenger-chana', 'Chana');
  const dina = await signUpWithProfile(request, 'messenger-dina', 'Dina');
  for (const other of [chana, boaz, dina]) await connect(request, rivka, other);
  // With Chana: Rivka started it, Chana thanked her (read), Rivka wrote last.
  const withChana = await startConversation(request, rivka, chana);
  const thanks = await sendAs(request, chana, withChana, 'Thank you for Shabbat!');
  expect((await restAs(request, rivka, 'POST', 'rpc/mark_conversation_read', { conversation_id: withChana, up_to: thanks })).ok).toBe(true);
  await sendAs(request, rivka, withChana, 'See you soon');
  // With Boaz: he started it and wrote twice since — the newest thread, two unread.
  const withBoaz = await startConversation(request, boaz, rivka);
  await sendAs(request, boaz, withBoaz, 'Shalom Rivka');
  await sendAs(request, boaz, withBoaz, 'Dinner at 7?');

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logIn(page, rivka.email);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(2);
  const english = { boaz: await rowParts(rows.nth(0)), chana: await rowParts(rows.nth(1)) };
  expect(english.boaz).toMatchObject({ label: 'Boaz + You', preview: 'Dinner at 7?', unread: '2' });
  expect(english.chana).toMatchObject({ label: 'You + Chana', preview: 'You: See you soon', unread: null });
  // Today's messages show their time, as this reader's clock says it.
  expect(english.boaz.time).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
  await expect(rows.nth(0).getByLabel('2 unread messages')).toBeVisible();

  const start = page.getByRole('region', { name: 'New conversation' });
  await expect(start.getByRole('button', { name: /^Start a conversation with / })).toHaveText(['Boaz', 'Chana', 'Dina']);
  await expect(start.getByRole('textbox', { name: 'Partner user ID' })).toBeVisible();
  await fitsAndLooksRight(page, 'messenger-list-1280-en', { axe: true });

  // Dina, by name: one click opens a thread with her; it takes its place in the list.
  await start.getByRole('button', { name: 'Start a conversation with Dina' }).click();
  await expect(page.getByRole('heading', { name: 'Chat with \u2068Dina\u2069' })).toBeVisible();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(rows.filter({ hasText: 'You + Dina' })).toContainText('No messages yet');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/messages');
  await expect(rows).toHaveCount(3);
  expect(await rowParts(rows.filter({ hasText: 'Boaz' }))).toMatchObject({ label: 'Boaz + You', preview: 'Dinner at 7?', unread: '2' });
  await fitsAndLooksRight(page, 'messenger-list-390-en');

  // Hebrew, chosen in the header: the same rows in natural Hebrew — no slashed "you".
  await page.getByRole('combobox', { name: 'Language · שפה' }).selectOption('he');
  const hebrewList = page.getByRole('list', { name: 'שיחות' });
  await expect(hebrewList).toBeVisible();
  const hebrewRows = hebrewList.getByRole('link');
  const hebrew = {
    boaz: await rowParts(hebrewRows.filter({ hasText: 'Boaz' })),
    chana: await rowParts(hebrewRows.filter({ hasText: 'Chana' })),
    dina: await rowParts(hebrewRows.filter({ hasText: 'Dina' })),
  };
  expect(hebrew.boaz).toMatchObject({ label: 'Boaz ואני', preview: 'Dinner at 7?', unread: '2' });
  expect(hebrew.chana).toMatchObject({ label: 'אני ו־Chana', preview: 'אני: See you soon', unread: null });
  expect(hebrew.dina).toMatchObject({ label: 'אני ו־Dina', preview: 'אין עדיין הודעות' });
  expect(hebrew.boaz.time).toMatch(/^\d{1,2}:\d{2}$/);
  for (const row of Object.values(hebrew)) expect(`${row.label} ${row.preview}`).not.toMatch(/\/|את\/ה/);
  const hebrewStart = page.getByRole('region', { name: 'שיחה חדשה' });
  await expect(hebrewStart.getByRole('button', { name: 'פתיחת שיחה עם Dina' })).toBeVisible();
  await expect(hebrewStart.getByRole('textbox', { name: 'מזהה משתמש' })).toBeVisible();
  await fitsAndLooksRight(page, 'messenger-list-390-he', { axe: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await fitsAndLooksRight(page, 'messenger-list-1280-he');
  await context.close();
});
