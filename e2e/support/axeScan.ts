import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the app promises (issue 18). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe over what is on screen now (dialogs and drawers included) and fails with every
 * violation named: rule, impact, the elements and what axe says is wrong with the first of them.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await transitionsSettled(page);
  // Toasts are not read here: they come and go on their own clock (a "Signed in" toast mounted
  // after the wait above was scanned mid-fade at 2.59 : 1 in a CI run, 2026-11-30), and
  // toasts.spec.ts holds every kind of toast to 4.5 : 1 at rest.
  // Legacy mode: axe.run in the page itself. The default opens a blank page per scan and injects
  // axe-core a second time there, to merge results from cross-origin frames; the app has none, and
  // the results were the same rule by rule (half the time per scan, 2026-11-29).
  const { violations } = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS])
    .exclude('[data-sonner-toast]')
    .setLegacyMode()
    .analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`),
  }));
  expect.soft(found, `axe violations on ${screen} (${page.url()})`).toEqual([]);
}

/**
 * Waits for the CSS transitions running now to end (a toast fading in or out, a drawer sliding):
 * axe reads the colours of that frame, and a toast half-faded reads as low contrast (2.47 : 1 in a
 * CI run) though at rest it is 4.5 : 1 or more (toasts.spec.ts checks that). Endless animations,
 * such as a spinner, are CSS animations, not transitions, and are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  // Polled on a timer, not on animation frames (a loaded machine gave few), and best effort: a
  // transition still running after 5 s is scanned as it is, and a real contrast fault still fails.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}
