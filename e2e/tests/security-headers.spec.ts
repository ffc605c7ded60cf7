import crypto from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STAFF, fillFeedbackForm } from '../support/feedbackForm';
import { APP_ENTRY_SCRIPT } from '../support/heldResponses';
import { logIn } from '../support/logIn';
import { connect, messageIndicator, startConversation } from '../support/messaging';
import { restAs, signUpWithProfile } from '../support/testUsers';

// The server `npm start` runs sends a Content-Security-Policy (inline scripts allowed by hash, the
// backend's origins from /config.json) and the hardening headers. Under it the app must work as
// before: nothing may be refused, neither on the prerendered pages nor signed in (remotes, toasts,
// dialogs, realtime, images from the backend's storage, picked-image previews).

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every securitypolicyviolation event of every page of the context and every console
 * message about a policy (Chromium logs a refusal, and a header it cannot parse, as an error).
 */
async function watchPolicies(context: BrowserContext) {
  const violations: Violation[] = [];
  const messages: string[] = [];
  await context.exposeBinding('__shalomCspViolation', ({ page }, violation: Omit<Violation, 'page'>) => {
    violations.push({ page: page ? new URL(page.url()).pathname : '(no page)', ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __shalomCspViolation(v: unknown): void }).__shalomCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Referrer.Policy|X-Frame-Options/i.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return {
    expectNone() {
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect(messages, 'console messages about a policy').toEqual([]);
    },
  };
}

function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** Opens path and waits until the app's entry script (not only the prerendered HTML) has run and settled. */
async function openAndStart(page: Page, path: string) {
  const entry = page.waitForResponse((response) => APP_ENTRY_SCRIPT.test(new URL(response.url()).pathname));
  await page.goto(path);
  await entry;
  await page.waitForLoadState('networkidle');
}

test.describe('security headers', () => {
  test("index.html's policy allows exactly its own inline scripts, by hash, and the backend's origins", async ({ request }) => {
    const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string };
    for (const path of ['/', '/auth', '/dashboard']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);

      const csp = directives(headers['content-security-policy']);
      const html = await response.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${crypto.createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
      );
      expect(inline.length, 'the prerendered page has inline scripts').toBeGreaterThan(0);
      expect(csp['script-src']!.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(inline)].sort());
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      const backend = new URL(config.supabaseUrl).origin;
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", backend, backend.replace(/^http/, 'ws')]));
      expect(csp['img-src']).toContain(backend);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
    }
  });

  test('the landing page and the sign-in screen run without anything refused', async ({ page, context }) => {
    const policies = await watchPolicies(context);
    await openAndStart(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Strengthen the relationships that matter most' })).toBeVisible();

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // The first use starts the app, which takes the prerendered form over with the remote's.
    await page.getByLabel('Email').click();
    await expect(page.locator('[data-prerendered="auth"]')).toHaveCount(0);
    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // A toast (sonner's inserted stylesheet) with the backend's answer (connect-src).
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login failed' })).toContainText('Invalid login credentials');
    policies.expectNone();
  });

  test("the offline page's Try again button (an inline handler, allowed by its hash) reloads it", async ({ page, context }) => {
    const policies = await watchPolicies(context);
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { __beforeReload?: boolean }).__beforeReload = true;
    });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /Try again/ }).click()]);
    expect(await page.evaluate(() => (window as Window & { __beforeReload?: boolean }).__beforeReload)).toBeUndefined();
    policies.expectNone();
  });

  test('signed in: the dashboard, every remote and realtime run without anything refused', async ({ page, context, request }) => {
    const policies = await watchPolicies(context);
    const sarah = await signUpWithProfile(request, 'csp-reader', 'Sarah');
    const david = await signUpWithProfile(request, 'csp-sender', 'David');
    await logIn(page, sarah.email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // A message written elsewhere reaches the header over the realtime websocket (connect-src ws:).
    await connect(request, david, sarah);
    const conversationId = await startConversation(request, david, sarah);
    const sent = await restAs(request, david, 'POST', 'messages', { conversation_id: conversationId, sender_user_id: david.userId, sender_type: 'user', content: 'Shalom from David', metadata: {} });
    expect(sent.status).toBe(201);
    await expect(messageIndicator(page, 1)).toBeVisible();

    // Every remote's screen.
    await page.goto(`/messages?c=${conversationId}`);
    await expect(page.getByRole('heading', { name: 'Chat with \u2068David\u2069' })).toBeVisible();
    // The message shows in the thread and, since issue 33, as the list's last-message preview too.
    await expect(page.getByText('Shalom from David').last()).toBeVisible();
    await page.goto('/relationships');
    await expect(page.getByRole('heading', { level: 1, name: 'Family & Relationship Links' })).toBeVisible();
    await page.goto('/ai');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Relationship Guidance' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    policies.expectNone();
  });

  test("feedback images: the form's previews (blob:) and the staff's view of them from storage load", async ({ page, context }) => {
    const policies = await watchPolicies(context);
    await page.goto('/feedback');
    await fillFeedbackForm(page, {
      subject: `Policy ${Date.now()}`,
      message: 'The images of this entry must load under the Content-Security-Policy.',
      type: 'Bug Report',
      images: ['screenshot-blue.png'],
    });
    const preview = page.getByRole('img', { name: /^Image 1:/ });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeVisible();

    await logIn(page, STAFF.email, { password: STAFF.password });
    await page.goto('/admin/feedback');
    await page.getByRole('button', { name: /^View feedback: Policy/ }).first().click();
    const stored = page.getByRole('dialog').getByRole('img', { name: 'Image 1', exact: true });
    await expect(stored).toBeVisible();
    const config = await (await page.request.get('/config.json')).json();
    await expect(stored).toHaveAttribute('src', new RegExp(`^${new URL(config.supabaseUrl).origin}/`));
    await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    policies.expectNone();
  });
});
