import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, expectSoundRightToLeftLayout, screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { restAs, signUpWithProfile, type ProfileOverrides } from '../support/testUsers';

// Issue 10: /relationships and /connect in Hebrew, right to left, at a laptop and a phone width:
// a request to answer, a link to edit, the block dialog, and /connect with a request, with an
// invite, while waiting, and with a broken link.

/** The profile every account here gets; the tests assert on names only, never on these values. */
const PROFILE: ProfileOverrides = {
  last_name: 'Levi',
  gender: 'male',
  birth_year: 1988,
  date_of_birth: '1988-03-02',
  marital_status: 'married',
  num_children: 1,
};

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test.use({ locale: 'he-IL' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('relationships: a request answered, a link edited, the block dialog — all in Hebrew', async ({ page, request }) => {
      const me = await signUpWithProfile(request, `he-rel-me-${viewport.name}`, 'Dana', PROFILE);
      const asker = await signUpWithProfile(request, `he-rel-asker-${viewport.name}`, 'יוסף', PROFILE);
      const asked = await restAs(request, asker, 'POST', 'relationships', {
        user_id: asker.userId,
        related_user_id: me.userId,
        relation_type: 'spouse',
      });
      expect(asked.ok).toBe(true);

      await logIn(page, me.email, { language: 'hebrew' });
      await page.goto('/relationships');
      await expect(page.getByRole('heading', { level: 1, name: 'קשרי משפחה וזוגיות' })).toBeVisible();
      await expect(page.getByText('אדם אחד ביקש להתחבר אליך.')).toBeVisible();
      const incoming = page.getByRole('list', { name: 'בקשות אליך' });
      const fromAsker = incoming.getByRole('listitem', { name: 'יוסף' });
      await expect(fromAsker).toContainText('בקשה להתחבר בתור: בן או בת זוג');
      await expect(page.getByText(me.userId).first()).toBeVisible();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `relationships-request-he-${viewport.name}`);

      await fromAsker.getByRole('button', { name: 'אישור' }).click();
      await expect(toast(page, 'הבקשה אושרה')).toBeVisible();
      const card = page.getByRole('list', { name: 'הקשרים שלך' }).getByRole('listitem', { name: 'יוסף' });
      await expect(card).toBeVisible();
      await card.getByRole('combobox', { name: 'סוג הקשר' }).click();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `relationships-select-he-${viewport.name}`, { fullPage: false });
      await page.getByRole('option', { name: 'הורה', exact: true }).click();
      await expect(card.getByRole('combobox', { name: 'סוג הקשר' })).toContainText('הורה');
      await expect(card.locator('[data-badge]').first()).toHaveText('הורה');
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `relationships-he-${viewport.name}`);

      await card.getByRole('button', { name: 'חסימה' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('לחסום את');
      await expect(dialog).toContainText('יוסף');
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `relationships-block-dialog-he-${viewport.name}`);
      await dialog.getByRole('button', { name: 'ביטול' }).click();
      await expect(dialog).toBeHidden();
    });

    test('connect: a request, waiting, an invite and a broken link — all in Hebrew', async ({ page, request }) => {
      const me = await signUpWithProfile(request, `he-connect-me-${viewport.name}`, 'Dana', PROFILE);
      const shimon = await signUpWithProfile(request, `he-connect-shimon-${viewport.name}`, 'Shimon', PROFILE);
      const tova = await signUpWithProfile(request, `he-connect-tova-${viewport.name}`, 'טובה', PROFILE);
      const invite = await restAs(request, tova, 'POST', 'rpc/get_connect_invite', {});
      expect(invite.ok).toBe(true);
      const tovaInvite = invite.body as string;

      await logIn(page, me.email, { language: 'hebrew' });
      await page.goto(`/connect/${shimon.userId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'התחברות' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Shimon' })).toBeVisible();
      await expect(page.getByText('הקישור הזה פג תוקף או שאינו הזמנה')).toBeVisible();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `connect-request-he-${viewport.name}`);
      await page.getByRole('button', { name: 'שליחת בקשה' }).click();
      await expect(page).toHaveURL(/\/relationships$/);
      await expect(toast(page, 'הבקשה נשלחה')).toBeVisible();
      await expect(page.getByRole('list', { name: 'בקשות ששלחת' })).toContainText('ממתינה לאישור של');

      await page.goto(`/connect/${shimon.userId}`);
      await expect(page.getByRole('status').filter({ hasText: 'הבקשה שלך ממתינה לאישור של' })).toBeVisible();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `connect-waiting-he-${viewport.name}`);

      await page.goto(`/connect/${tova.userId}?invite=${tovaInvite}`);
      await expect(page.getByRole('heading', { level: 2, name: 'טובה' })).toBeVisible();
      await expect(page.getByText('הקישור הזה הוא הזמנה: אפשר להתחבר מיד.')).toBeVisible();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `connect-invite-he-${viewport.name}`);
      await page.getByRole('button', { name: 'התחברות', exact: true }).click();
      await expect(toast(page, 'החיבור נוצר בהצלחה!')).toBeVisible();
      await expect(page.getByRole('list', { name: 'הקשרים שלך' }).getByRole('listitem', { name: 'טובה' })).toBeVisible();

      await page.goto('/connect/not-a-user-id');
      await expect(page.getByRole('heading', { level: 2, name: 'קישור לא תקין' })).toBeVisible();
      await expectSoundRightToLeftLayout(page);
      await screenshotForReview(page, `connect-invalid-he-${viewport.name}`);
    });
  });
}
