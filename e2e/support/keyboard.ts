import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the element that has focus shows it: an outline (the browser's own ring or ours), a box-shadow
 * ring (tailwind's ring-*), or — for the options of a listbox, which keep focus on the list — the
 * highlighted option's own background. Returns a description when nothing shows, else null.
 */
export async function invisibleFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const highlighted = element.hasAttribute('data-highlighted') && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    if (outline || ring || highlighted) return null;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}" has focus but shows no outline or ring`;
  });
}

/** The focused element shows that it has focus. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  expect(await invisibleFocus(page)).toBeNull();
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, as a keyboard user moves through
 * a page, checking at every stop on the way that the focus can be seen.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxStops = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < maxStops; stop += 1) {
    if (await hasFocus(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`${target} was not reached in ${maxStops} presses of Tab`);
}

/**
 * Chooses `option` in a listbox select (Radix) by keyboard: Tab to it, Enter opens it, the arrows
 * move through the options, Enter picks.
 */
export async function chooseWithKeyboard(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  const focused = listbox.locator('[role="option"]:focus');
  // The list focuses its first (or chosen) option a moment after it opens; each arrow then moves it.
  await expect(focused).toHaveCount(1);
  for (let step = 0; step < 20 && !(await hasFocus(wanted)); step += 1) {
    const before = await focused.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(focused).not.toHaveText(before ?? '');
    await expectVisibleFocus(page);
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(combobox).toContainText(option);
}
