import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { giveProfileConsent, sendTestCommunication } from '../support/aiGuidance';
import { expectNoAxeViolations } from '../support/axeScan';
import { expectNothingOverflows } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { connect } from '../support/messaging';
import { restAs, signUpWithProfile, type Person } from '../support/testUsers';

// Issue 31, item 5, "Nothing reaches a partner unseen", against the real app, backend, functions
// and guide: after a reply that triggers an AI note, /ai shows the note the partner would receive
// and sends it only on Send; a boundary topic said in other words, or a message with any safety
// concern, gets no proposal at all (and the latter no Share either).
//
// Screenshots of the card for review go to PROPOSAL_SCREENS_DIR (else test-results/partner-proposal).

const SCREENS = process.env.PROPOSAL_SCREENS_DIR ?? path.join(__dirname, '..', 'test-results', 'partner-proposal');

/** The words of /ai a test reads, in each language. */
const WORDS = {
  en: {
    partnerSelect: 'Partner',
    partnerOption: (name: string) => `${name} (Spouse)`,
    status: /Context sharing: (Limited|Fully enabled)/,
    composer: 'Your question for the AI guide',
    answer: 'AI Guide',
    question: 'You',
    card: (name: string) => `Suggested note to ${name}`,
    send: 'Send',
    notNow: 'Not now',
    share: (name: string) => `Share with ${name}`,
    continue: 'Continue',
    sent: 'AI Communication Sent',
  },
  he: {
    partnerSelect: 'בן או בת זוג',
    // In a Hebrew line a name keeps its own direction: it is isolated (FSI … PDI, issue 32).
    partnerOption: (name: string) => `\u2068${name}\u2069 (בן או בת זוג)`,
    status: /שיתוף הקשר: (מוגבל|פעיל במלואו)/,
    composer: 'השאלה שלך למדריך',
    answer: 'המדריך',
    // The asker is a woman (signUpWithProfile's default): Hebrew addresses her as את (issue 32).
    question: 'את',
    card: (name: string) => `הודעה מוצעת אל \u2068${name}\u2069`,
    send: 'שליחה',
    notNow: 'לא עכשיו',
    share: (name: string) => `שיתוף עם \u2068${name}\u2069`,
    continue: 'המשך',
    sent: 'תקשורת הבינה המלאכותית נשלחה',
  },
} as const;
type Language = keyof typeof WORDS;

interface Consent {
  conflict_mediation?: boolean;
  emotional_bridging?: boolean;
  timing_optimization?: boolean;
  boundary_keywords?: string[];
}

/** `from`'s consent toward `to`, saved as the app saves it (an upsert on user_id, partner_user_id). */
async function saveConsent(request: APIRequestContext, from: Person, to: Person, consent: Consent): Promise<void> {
  const saved = await restAs(request, from, 'POST', 'partner_communication_consent?on_conflict=user_id,partner_user_id', {
    user_id: from.userId,
    partner_user_id: to.userId,
    share_context: false,
    conflict_mediation: false,
    emotional_bridging: false,
    timing_optimization: false,
    boundary_keywords: [],
    ...consent,
  });
  expect(saved.ok, JSON.stringify(saved.body)).toBe(true);
}

/** Two linked people who both agreed to AI notes of the given kinds toward each other. */
async function couple(request: APIRequestContext, label: string, names: [string, string], consent: [Consent, Consent]): Promise<[Person, Person]> {
  const a = await signUpWithProfile(request, `${label}-a`, names[0]);
  const b = await signUpWithProfile(request, `${label}-b`, names[1], { gender: 'male' });
  await connect(request, a, b);
  await giveProfileConsent(request, a);
  await giveProfileConsent(request, b);
  await saveConsent(request, a, b, consent[0]);
  await saveConsent(request, b, a, consent[1]);
  return [a, b];
}

async function signedIn(browser: Browser, baseURL: string | undefined, person: Person, language: Language = 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: width === 1280 ? { width: 1280, height: 900 } : { width: 390, height: 844 },
    locale: language === 'he' ? 'he-IL' : 'en-US',
  });
  const page = await context.newPage();
  await logIn(page, person.email, { language: language === 'he' ? 'hebrew' : 'english' });
  return page;
}

/** /ai with the partner chosen: the selector on a desktop, the full-page chooser on a phone. */
async function openGuide(page: Page, partner: Person, language: Language, phone = false): Promise<void> {
  const words = WORDS[language];
  await page.goto('/ai');
  if (phone) {
    await page.getByRole('radio', { name: words.partnerOption(partner.name) }).check();
    await page.getByRole('button', { name: words.continue }).click();
  } else {
    await page.getByRole('combobox', { name: words.partnerSelect }).selectOption({ label: words.partnerOption(partner.name) });
    await expect(page.getByText(words.status)).toBeVisible();
  }
  await expect(page.getByRole('textbox', { name: words.composer })).toBeVisible();
}

interface Asked {
  answer: Locator;
  question: Locator;
  /** The communicator's answer to the proposal request this exchange made, if it made one. */
  communicator: { reason?: string; proposal?: { text: string } } | null;
}

const isCommunicator = (url: string) => url.endsWith('/functions/v1/ai-partner-communicator');
/** A proposal request (Send and Not now carry a proposalId). */
const isProposal = (request: import('@playwright/test').Request) =>
  isCommunicator(request.url()) && (request.postDataJSON() as { proposalId?: string } | null)?.proposalId === undefined;

/**
 * Asks the guide and waits for the answer. `proposal`: whether the app asks the communicator for
 * a proposal after this reply (then its answer is returned). When it must not, the exchange is
 * over once the conversation's updated_at is touched (the app's last step before a trigger), and
 * the request is awaited a short while more so that one sent late would still be seen.
 */
async function ask(page: Page, text: string, { language = 'en', proposal }: { language?: Language; proposal: boolean }): Promise<Asked> {
  const words = WORDS[language];
  const answers = page.getByRole('article', { name: words.answer });
  const questions = page.getByRole('article', { name: words.question });
  const before = await answers.count();
  const box = page.getByRole('textbox', { name: words.composer });
  const asked: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (isProposal(request)) asked.push(request.url());
  };
  page.on('request', onRequest);
  const requested = proposal ? page.waitForResponse((response) => isProposal(response.request()), { timeout: 45_000 }) : null;
  const touched = page.waitForResponse((response) => response.url().includes('/rest/v1/conversations') && response.request().method() === 'PATCH', { timeout: 45_000 });
  await box.fill(text);
  await box.press('Enter');
  await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(box).toHaveValue('');
  await touched;
  let communicator: Asked['communicator'] = null;
  if (requested) {
    communicator = (await (await requested).json()) as Asked['communicator'];
  } else {
    // A limit, not a measurement: a request would leave within milliseconds of the touch.
    await page.waitForRequest(isProposal, { timeout: 3_000 }).catch(() => null);
    expect(asked, 'the app asks for no proposal').toEqual([]);
  }
  page.off('request', onRequest);
  return { answer: answers.nth(before), question: questions.last(), communicator };
}

/** What reached `partner` from `sender`, read as the partner through the REST API. */
async function notesFor(request: APIRequestContext, partner: Person, sender: Person): Promise<{ ai_message: string }[]> {
  const rows = await restAs(request, partner, 'GET', `ai_partner_communications?select=ai_message&from_user_id=eq.${sender.userId}`);
  expect(rows.ok, JSON.stringify(rows.body)).toBe(true);
  return rows.body as { ai_message: string }[];
}

/** The card as a person sees it: its Send button scrolled into view, the window as it is. */
async function screenshot(page: Page, card: Locator, name: string): Promise<void> {
  fs.mkdirSync(SCREENS, { recursive: true });
  await card.locator('button').first().scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

test.describe('Nothing reaches a partner unseen', () => {
  test('an automatic trigger shows its note first; the partner gets nothing until Send, then exactly that note, once', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const [a, b] = await couple(request, 'proposal', ['Adina', 'Boaz'], [{ conflict_mediation: true }, { conflict_mediation: true }]);
    const pageA = await signedIn(browser, baseURL, a);
    await openGuide(pageA, b, 'en');
    const { communicator } = await ask(pageA, 'We keep arguing about who does the dishes, and I end up yelling.', { proposal: true });
    expect(communicator?.reason).toBe('proposed');

    const card = pageA.getByRole('region', { name: 'Suggested note to Boaz' });
    await expect(card).toBeVisible();
    // The exact text the server stored for Send, as the function answered it.
    const text = communicator!.proposal!.text;
    await expect(card.locator('blockquote')).toHaveText(text);
    expect(text).toContain('Adina');
    expect(text).toContain('Boaz');
    expect(text).not.toMatch(/dishes|yelling/);
    await expect(card.getByText('Only you can see this. Nothing reaches Boaz unless you choose Send.')).toBeVisible();
    await screenshot(pageA, card, 'card-en-1280');
    await expectNoAxeViolations(pageA, '/ai with a suggested note (English, 1280 px)');

    // Boaz's side: nothing, neither a note nor the proposal.
    expect(await notesFor(request, b, a)).toEqual([]);
    const proposals = await restAs(request, b, 'GET', 'ai_partner_proposals?select=id');
    expect(proposals.body).toEqual([]);
    const pageB = await signedIn(browser, baseURL, b);
    await pageB.goto(`/messages/ai/${a.userId}`);
    await expect(pageB.getByText('No AI messages yet.')).toBeVisible();

    // Send, from the keyboard, pressed twice: one note, exactly the text shown.
    const send = card.getByRole('button', { name: 'Send' });
    await send.focus();
    await expect(send).toBeFocused();
    await send.dblclick();
    await expect(pageA.getByText('AI Communication Sent')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect.poll(() => notesFor(request, b, a)).toEqual([{ ai_message: text }]);
    await pageB.reload();
    await expect(pageB.getByText('No AI messages yet.')).toHaveCount(0);
    // The thread's paragraph, not the list's preview of the same first line (at 1280 px the list
    // beside the thread shows it too once it has loaded: a race the getByText lost in CI).
    const note = pageB.locator('li p').filter({ hasText: text.split('\n')[0]! }).first();
    await expect(note).toBeVisible();
    await expect(note).toHaveText(text);

    // Not now: another suggestion goes away and nothing more is sent.
    await ask(pageA, 'We had another argument tonight and I was yelling again.', { proposal: true });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);
    expect(await notesFor(request, b, a)).toHaveLength(1);

    // A test button is no shortcut: its note too is shown before it goes.
    await pageA.getByRole('button', { name: 'Conflict', exact: true }).click();
    await expect(card).toBeVisible();
    expect(await notesFor(request, b, a)).toHaveLength(1);
    await card.getByRole('button', { name: 'Not now' }).click();
    await sendTestCommunication(pageA, 'Conflict', 'Boaz');
    await expect.poll(async () => (await notesFor(request, b, a)).length).toBe(2);
    await pageA.context().close();
    await pageB.context().close();
  });

  for (const language of ['en', 'he'] as const) {
    test(`the card in ${language === 'en' ? 'English' : 'Hebrew'} at 390 px${language === 'he' ? ' and 1280 px, right to left' : ''}: fits, and Send works`, async ({ browser, request, baseURL }) => {
      test.setTimeout(180_000);
      const names: [string, string] = language === 'he' ? ['עדינה', 'בועז'] : ['Adina', 'Boaz'];
      const [a, b] = await couple(request, `proposal-${language}`, names, [{ conflict_mediation: true }, { conflict_mediation: true }]);
      const words = WORDS[language];
      const question = language === 'he' ? 'היה לנו ויכוח גדול על הכלים ואני כועסת' : 'We keep arguing about who does the dishes, and I end up yelling.';

      if (language === 'he') {
        const desktop = await signedIn(browser, baseURL, a, 'he', 1280);
        await openGuide(desktop, b, 'he');
        await ask(desktop, question, { language: 'he', proposal: true });
        const card = desktop.getByRole('region', { name: words.card(b.name) });
        await expect(card).toBeVisible();
        await expect(desktop.locator('html')).toHaveAttribute('dir', 'rtl');
        // Right to left: Send, the first button, is the right-most.
        const [sendBox, notNowBox] = [await card.getByRole('button', { name: words.send }).boundingBox(), await card.getByRole('button', { name: words.notNow }).boundingBox()];
        expect(sendBox!.x).toBeGreaterThan(notNowBox!.x);
        await expect(card.locator('blockquote')).toHaveAttribute('lang', 'he');
        await screenshot(desktop, card, 'card-he-1280');
        await expectNoAxeViolations(desktop, '/ai with a suggested note (Hebrew, 1280 px)');
        await desktop.context().close();
      }

      const phone = await signedIn(browser, baseURL, a, language, 390);
      await openGuide(phone, b, language, true);
      await ask(phone, question, { language, proposal: true });
      const card = phone.getByRole('region', { name: words.card(b.name) });
      await expect(card).toBeVisible();
      // The chat box scrolls to it (on a phone it is taller than the box under the controls).
      const send = card.getByRole('button', { name: words.send });
      await send.scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport();
      await expectNothingOverflows(phone);
      await screenshot(phone, card, `card-${language}-390`);
      await expectNoAxeViolations(phone, `/ai with a suggested note (${language}, 390 px)`);
      await send.click();
      await expect(phone.getByText(words.sent)).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect.poll(async () => (await notesFor(request, b, a)).length).toBe(1);
      await phone.context().close();
    });
  }

  test('a boundary topic said in other words, in English or Hebrew, gets no proposal', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const [a, b] = await couple(request, 'proposal-boundary', ['Adina', 'Boaz'], [{ conflict_mediation: true, boundary_keywords: ['finances'] }, { conflict_mediation: true }]);
    const page = await signedIn(browser, baseURL, a);
    await openGuide(page, b, 'en');
    const card = page.getByRole('region', { name: 'Suggested note to Boaz' });

    const money = await ask(page, 'We had a huge fight about money again last night.', { proposal: true });
    expect(money.communicator).toEqual({ success: false, reason: 'boundary_keyword' });
    await expect(card).toHaveCount(0);
    const kesef = await ask(page, 'היה לנו ויכוח גדול על כסף', { proposal: true });
    expect(kesef.communicator).toEqual({ success: false, reason: 'boundary_keyword' });
    await expect(card).toHaveCount(0);
    // Nothing is said about it on screen either.
    await expect(page.getByText(/Nothing was sent|a topic one of you asked/)).toHaveCount(0);

    // The same kind of message on another subject is proposed: the topic was what stopped it.
    const dishes = await ask(page, 'We keep arguing about who does the dishes, and I end up yelling.', { proposal: true });
    expect(dishes.communicator?.reason).toBe('proposed');
    await expect(card).toBeVisible();
    expect(await notesFor(request, b, a)).toEqual([]);
    await page.context().close();
  });

  test('a possible crisis and a clear one: no proposal and no Share button', async ({ browser, request, baseURL }) => {
    test.setTimeout(180_000);
    const all: Consent = { conflict_mediation: true, emotional_bridging: true, timing_optimization: true };
    const [a, b] = await couple(request, 'proposal-safety', ['Adina', 'Boaz'], [all, all]);
    const page = await signedIn(browser, baseURL, a);
    await openGuide(page, b, 'en');
    // Both are read as a concern by the guide's detector (assessSafety: "possible" for the first,
    // "crisis" for the second) since the lead's rewrite of it (issue 31).
    for (const message of ["I don't know how much longer I can keep going like this.", 'He grabbed my arm so hard it left marks. How can I be a better wife?']) {
      const { answer, question } = await ask(page, message, { proposal: false });
      await expect(question).toContainText(message);
      await expect(page.getByRole('region', { name: 'Suggested note to Boaz' })).toHaveCount(0);
      await expect(answer.getByRole('button', { name: 'Share with Boaz' })).toHaveCount(0);
      await expect(question.getByRole('button', { name: 'Share with Boaz' })).toHaveCount(0);
      // The answer puts safety first: somewhere to call.
      await expect(answer.locator('a[href^="tel:"]').first()).toBeVisible();
    }
    expect(await notesFor(request, b, a)).toEqual([]);
    await page.context().close();
  });
});
