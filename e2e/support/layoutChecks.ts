import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Widths the right-to-left checks run at: a laptop and a small phone. */
export const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The document is laid out right to left, in Hebrew. */
export async function expectHebrewDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
}

/** Nothing makes the page scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/**
 * No visible element reaches outside the viewport. What an ancestor clips (overflow hidden, a
 * scroll box) is judged by the part that can be seen, so decorative glows cut off by their section
 * and screen-reader-only text do not count.
 */
export async function expectNothingOverflows(page: Page): Promise<void> {
  const offenders = await page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let left = rect.left;
      let right = rect.right;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const clip = getComputedStyle(ancestor);
        if (clip.overflowX !== 'visible' || clip.clipPath !== 'none' || clip.clip !== 'auto') {
          const box = ancestor.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      if (right - left <= 0.5) continue;
      if (left < -1 || right > viewportWidth + 1) {
        const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)}`;
        found.push(`${label} [${Math.round(left)}, ${Math.round(right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
  expect(offenders, 'elements outside the viewport').toEqual([]);
}

/** The locators' boxes run from right to left, in the order given (the first is rightmost). */
export async function expectRightToLeftOrder(locators: Locator[]): Promise<void> {
  const boxes = [];
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, `${locator} has no box`).not.toBeNull();
    boxes.push(box!);
  }
  for (let index = 1; index < boxes.length; index += 1) {
    const previous = boxes[index - 1]!;
    const current = boxes[index]!;
    // Each item ends (on its right) at or before the left edge of the one before it.
    expect(current.x + current.width, `item ${index + 1} is not left of item ${index}`).toBeLessThanOrEqual(previous.x + 1);
  }
}

/** The layout checks every Hebrew screen must pass. */
export async function expectSoundRightToLeftLayout(page: Page): Promise<void> {
  await expectHebrewDocument(page);
  await expectNoHorizontalScroll(page);
  await expectNothingOverflows(page);
}

/**
 * Screenshot for people to look at, written only when I18N_SCREENSHOTS_DIR is set (it lives
 * outside the repository). Full page by default; `fullPage: false` while a Radix select is open,
 * because the resize a full-page capture makes closes it.
 */
export async function screenshotForReview(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.I18N_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // Let fonts and late layout settle so the picture is what a person sees.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** The layout shifts the page has recorded so far (the Layout Instability API, as Lighthouse's CLS). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}
