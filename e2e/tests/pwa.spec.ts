import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from '../support/pwa';
import { logIn } from '../support/logIn';
import { signUpWithProfile } from '../support/testUsers';

// The installable app (issue 14): the service worker, offline start, the web app manifest.

test.describe('service worker', () => {
  // The config blocks workers for every other suite.
  test.use({ serviceWorkers: 'allow' });

  test('registers at /sw.js and controls the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    expect(await waitForServiceWorkerControl(page)).toMatch(/\/sw\.js$/);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toMatch(/\/$/);
  });

  test('offline, a reload of / and of /dashboard still renders', async ({ page, context, request }) => {
    const sarah = await signUpWithProfile(request, 'pwa-offline', 'Sarah');
    await logIn(page, sarah.email);
    await waitForServiceWorkerControl(page);
    // One visit under the worker fills its runtime caches (config, remote entries).
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Messages/ }).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/strengthen/i);
    await context.setOffline(false);
  });
});

test.describe('web app manifest', () => {
  test('is linked, valid, installable and names the share, file and protocol handlers', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
    };

    // Chromium's own parse of the manifest: no errors, and the installability checks it runs.
    const cdp = await page.context().newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string; critical: number }[]; url: string };
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Without a controlling worker Chromium may still mention it; nothing about the manifest itself.
    expect(installability.installabilityErrors.map((e) => e.errorId).filter((id) => /manifest|icon|start-url|name/i.test(id))).toEqual([]);

    expect(manifest).toMatchObject({ name: 'Shalom Bayit', display: 'standalone', start_url: expect.stringMatching(/^\//) });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(manifest.icons.some((icon) => icon.sizes === '192x192')).toBe(true);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);

    expect(manifest.share_target).toMatchObject({ action: '/share-target', params: { title: 'title', text: 'text', url: 'url' } });
    expect(manifest.file_handlers).toEqual([expect.objectContaining({ action: '/open-file' })]);
    expect(manifest.protocol_handlers).toEqual([{ protocol: expect.stringMatching(/^web\+[a-z]+$/), url: '/protocol?url=%s' }]);
  });

  test('the three handler screens: shared content, opened files, protocol links kept on this site', async ({ page }) => {
    await page.goto('/share-target?title=Shabbat%20plans&text=Dinner%20at%20six&url=https%3A%2F%2Fexample.org%2Fx');
    await expect(page.getByRole('heading', { level: 1, name: 'Shared content' })).toBeVisible();
    await expect(page.getByText('Shabbat plans')).toBeVisible();
    await expect(page.getByText('Dinner at six')).toBeVisible();

    await page.goto('/open-file');
    await expect(page.getByRole('heading', { level: 1, name: 'Opened files' })).toBeVisible();
    await expect(page.getByText('No files were opened.')).toBeVisible();

    await page.goto(`/protocol?url=${encodeURIComponent('web+shalom://how-it-works')}`);
    await expect(page).toHaveURL(/\/how-it-works$/);
    await page.goto(`/protocol?url=${encodeURIComponent('https://evil.example/phish')}`);
    await expect(page).toHaveURL(/\/$/);
  });
});
