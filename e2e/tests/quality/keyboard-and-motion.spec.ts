import { expect, test, type Locator, type Page } from '@playwright/test';
import { giveProfileConsent, sendTestCommunication } from '../../support/aiGuidance';
import { chooseWithKeyboard, tabTo } from '../../support/keyboard';
import { logIn } from '../../support/logIn';
import { connect } from '../../support/messaging';
import { watchConsole, type ConsoleWatch } from '../../support/quietConsole';
import { E2E_PASSWORD, restAs, signUpWithProfile, uniqueEmail, type Person } from '../../support/testUsers';

// Issue 18: the main journey by keyboard alone (Tab, Enter, Space, arrows) with the focus visible
// at every stop, and the AI guide's blink and banner standing still for people who ask for less
// motion. The console stays quiet throughout.

let console: ConsoleWatch;
test.beforeEach(({ context }) => {
  console = watchConsole(context);
});
test.afterEach(() => {
  console.expectQuiet();
});

/** Types into the field that has focus, as a person at a keyboard does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Boaz accepts the link request the newcomer sent him (contact consent, spec §5). */
async function acceptRequestFrom(page: Page, boaz: Person, newcomerId: string): Promise<void> {
  const response = await page.request.fetch(
    `${boaz.config.supabaseUrl}/rest/v1/relationships?user_id=eq.${newcomerId}&related_user_id=eq.${boaz.userId}`,
    {
      method: 'PATCH',
      headers: {
        apikey: boaz.config.supabaseAnonKey,
        Authorization: `Bearer ${boaz.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      data: { connection_state: 'accepted' },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.json()).toHaveLength(1);
}

test.describe('by keyboard alone', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('sign up, onboard, add a relationship, send a message and ask the AI, with the focus always visible', async ({ page, request }) => {
    test.setTimeout(180_000);
    const boaz = await signUpWithProfile(request, 'keyboard-partner', 'Boaz', { gender: 'male' });
    const email = uniqueEmail('keyboard');

    // Sign up.
    await page.goto('/auth');
    await press(page, page.getByRole('link', { name: 'Sign up' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await typeInto(page, page.getByLabel('Email'), email);
    await typeInto(page, page.getByLabel('Password'), E2E_PASSWORD);
    await page.keyboard.press('Enter');

    // Onboard: text fields, two listbox selects by arrows, Save.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeVisible();
    await typeInto(page, page.getByRole('textbox', { name: 'Display name' }), 'Miriam');
    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Miriam');
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Adler');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
    await tabTo(page, page.getByRole('textbox', { name: 'Date of birth' }));
    await page.keyboard.type('3/9/1991');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Marital status' }), 'Married');
    await press(page, page.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' }), 'Space');
    await expect(page.getByRole('checkbox', { name: 'I consent to anonymous use of my data to improve guidance.' })).toBeChecked();
    await press(page, page.getByRole('button', { name: 'Save and continue' }));
    await expect(page).toHaveURL(/\/relationships$/);

    // Add a relationship by the other person's ID; once he accepts, start a chat and write.
    const newcomerId = (await page.getByTestId('own-user-id').textContent())?.trim() ?? '';
    expect(newcomerId).toMatch(/^[0-9a-f-]{36}$/);
    const addForm = page.getByRole('form', { name: 'Add a relationship' });
    await typeInto(page, addForm.getByLabel('Related User ID'), boaz.userId);
    await press(page, addForm.getByRole('button', { name: 'Add' }));
    await expect(page.getByRole('list', { name: 'Sent requests' }).getByRole('listitem', { name: 'Waiting for \u2068Boaz\u2069 to accept' })).toBeVisible();
    await acceptRequestFrom(page, boaz, newcomerId);
    await page.reload();
    const boazEntry = page.getByRole('list', { name: 'Your Relationships' }).getByRole('listitem', { name: 'Boaz', exact: true });
    await press(page, boazEntry.getByRole('button', { name: 'Start chat' }));
    // A laptop opens the thread beside the list (?c=), a phone on its own path.
    await expect(page).toHaveURL(/\/messages(\/|\?c=)[0-9a-f-]{36}$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Type a message' }), 'Shalom from the keyboard');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages with \u2068Boaz\u2069', exact: true })).toContainText('Shalom from the keyboard');

    // Ask the AI: back to the dashboard by the header link, into AI Guidance, ask.
    await press(page, page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }));
    await expect(page).toHaveURL(/\/dashboard$/);
    await press(page, page.getByRole('link', { name: /^AI Guidance/ }));
    await expect(page).toHaveURL(/\/ai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Relationship Guidance' })).toBeVisible();
    const question = page.getByRole('textbox', { name: 'Your question for the AI guide' });
    await expect(question).toBeEnabled();
    await typeInto(page, question, 'How can I show my husband appreciation this week?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: 'AI Guide' })).toHaveCount(1, { timeout: 30_000 });
  });
});

/** The animation the element runs now ('none' when it stands still). */
function animationOf(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.animationName === 'none' || parseFloat(style.animationDuration) === 0 ? 'none' : style.animationName;
  });
}

/** A and B linked, both with profile and AI consent for conflict mediation (so Conflict reaches B). */
async function linkedPairWithConsent(request: Parameters<typeof signUpWithProfile>[0]) {
  const adina = await signUpWithProfile(request, 'motion-a', 'Adina');
  const boaz = await signUpWithProfile(request, 'motion-b', 'Boaz', { gender: 'male' });
  await connect(request, adina, boaz);
  for (const [me, partner] of [
    [adina, boaz],
    [boaz, adina],
  ] as const) {
    await giveProfileConsent(request, me);
    const consent = await restAs(request, me, 'POST', 'partner_communication_consent', {
      user_id: me.userId,
      partner_user_id: partner.userId,
      share_context: true,
      conflict_mediation: true,
    });
    expect(consent.ok, JSON.stringify(consent.body)).toBe(true);
  }
  return { adina, boaz };
}

/** Presses Conflict in the guide's test buttons and reads how the blinking "With Boaz" tab moves. */
async function blinkAnimation(page: Page): Promise<string> {
  await page.goto('/ai');
  await page.getByRole('combobox', { name: 'Partner' }).selectOption({ label: 'Boaz (Spouse)' });
  await expect(page.getByText('Context sharing: Fully enabled')).toBeVisible();
  await sendTestCommunication(page, 'Conflict', 'Boaz');
  const tab = page.getByRole('tab', { name: 'With Boaz' });
  // The blink lasts a few seconds; read it while the tab carries its highlight ring.
  await expect(tab).toHaveClass(/ring-accent/);
  return animationOf(tab);
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ locale: 'en-US', reducedMotion });

    test(`the trigger-rule blink ${reducedMotion === 'reduce' ? 'stands still' : 'pulses'}`, async ({ page, request }) => {
      const { adina } = await linkedPairWithConsent(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, adina.email);
      const animation = await blinkAnimation(page);
      if (reducedMotion === 'reduce') expect(animation).toBe('none');
      else expect(animation).not.toBe('none');
    });

    test(`the 10 s private-space banner on a phone ${reducedMotion === 'reduce' ? 'does not move' : 'is shown'}`, async ({ page, request }) => {
      const adina = await signUpWithProfile(request, 'motion-banner-a', 'Adina');
      const boaz = await signUpWithProfile(request, 'motion-banner-b', 'Boaz', { gender: 'male' });
      await connect(request, adina, boaz);
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, adina.email);
      await page.goto('/ai');
      await page.getByRole('radio', { name: 'Boaz (Spouse)' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const banner = page.getByRole('note').filter({ hasText: 'This is your private space. Only you can see this conversation.' });
      await expect(banner).toBeVisible();
      const motion = await banner.evaluate((element) => {
        const style = getComputedStyle(element);
        return { animation: style.animationName, transition: style.transitionDuration };
      });
      // It comes and goes without any animation, with or without the preference.
      expect(motion).toEqual({ animation: 'none', transition: '0s' });
    });
  });
}
