import { expect, test } from '@playwright/test';
import { askGuide, openGuideWith } from '../support/aiGuidance';
import { expectNothingOverflows } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { connect } from '../support/messaging';
import { signUpWithProfile } from '../support/testUsers';

// Session 13's audit of /ai and /test-chat, against the real functions: the safety rules as the
// screens show them, and the seed's answers as a demo user reads them.

const SAFETY = "You don't have to face this alone";

test.describe('AI guidance audit (session 13)', () => {
  test('test chat: a crisis reply shows the resources first with numbers to call; a halachic one sends to a rabbi', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tester = await signUpWithProfile(request, 'audit-tc', 'Tamar');
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, tester.email);
    await page.goto('/test-chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Test Chat' })).toBeVisible();

    const male = page.getByRole('region', { name: 'Male perspective' });
    await male.getByRole('textbox', { name: 'Message from the Male perspective' }).fill('My wife hits me and I am scared to go home');
    await male.getByRole('textbox', { name: 'Message from the Male perspective' }).press('Enter');
    const panel = male.getByRole('region', { name: SAFETY });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.locator('a[href^="tel:"]').first()).toBeVisible();
    // The panel comes before the reply's words.
    const reply = male.getByRole('list', { name: 'Male perspective history' }).locator(':scope > li').last();
    const panelFirst = await reply.evaluate((item) => {
      const section = item.querySelector('section');
      const words = [...item.querySelectorAll('p')].find((p) => !section?.contains(p));
      return !!section && !!words && (section.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(panelFirst).toBe(true);

    const female = page.getByRole('region', { name: 'Female perspective' });
    await female.getByRole('textbox', { name: 'Message from the Female perspective' }).fill('Is it permitted for my husband to hand me a plate during niddah?');
    await female.getByRole('textbox', { name: 'Message from the Female perspective' }).press('Enter');
    await expect(female.getByRole('note')).toContainText('please consult your rabbi', { timeout: 30_000 });
    await expect(female.getByRole('region', { name: 'Torah sources' })).toBeVisible();

    // Both come back from the local history after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Male perspective' }).getByRole('region', { name: SAFETY })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Female perspective' }).getByRole('note')).toContainText('please consult your rabbi');
  });

  test('/ai: neither a crisis answer, nor the question it answered, nor a message carried with it offers to share with the partner', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const a = await signUpWithProfile(request, 'audit-ai-a', 'Adina');
    const b = await signUpWithProfile(request, 'audit-ai-b', 'Boaz', { gender: 'male' });
    await connect(request, a, b);
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, a.email);
    await openGuideWith(page, 'Boaz (Spouse)');

    const crisis = await askGuide(page, 'He hit me last night and I am scared of him.');
    await expect(crisis.getByRole('region', { name: SAFETY })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share with Boaz' })).toHaveCount(0);

    // The next message is read with the one it leans on (session 42): planning time with him right
    // after saying he hit her is met with the check again, not with tips, and is not offered to share.
    const carried = await askGuide(page, 'How can we plan a calm Friday afternoon together?');
    await expect(carried.getByRole('region', { name: SAFETY })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share with Boaz' })).toHaveCount(0);

    // A new matter, said as one, is read alone: it can be shared, question and answer.
    const ordinary = await askGuide(page, 'Different question: any ideas for a calm Friday afternoon as a family?');
    await expect(ordinary.getByRole('region', { name: SAFETY })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share with Boaz' })).toHaveCount(2);
    await context.close();
  });

  test("a demo user's seeded answer lists its Torah sources by ref, at 1280 and 390 px", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      if (width === 1280) {
        await logIn(page, 'sarah@demo.shalombayit.app', { password: 'ShalomBayit!2026' });
        await openGuideWith(page, 'David (Spouse)');
      } else {
        await page.reload();
      }
      const sources = page.getByRole('region', { name: 'Torah sources' }).filter({ hasText: 'Yevamot 62b' });
      await expect(sources).toContainText('2 Torah sources');
      await expect(sources).toContainText('Bava Metzia 59a');
      await expectNothingOverflows(page);
    }
  });
});
