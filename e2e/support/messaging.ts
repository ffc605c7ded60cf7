import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { restAs, type Person } from './testUsers';

/** One PATCH as `person`, the way supabase-js sends an update. */
async function patchAs(request: APIRequestContext, person: Person, path: string, data: unknown) {
  const response = await request.fetch(`${person.config.supabaseUrl}/rest/v1/${path}`, {
    method: 'PATCH',
    headers: {
      apikey: person.config.supabaseAnonKey,
      Authorization: `Bearer ${person.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A asks to link with B and B accepts (contact consent): the two may now talk. */
export async function connect(request: APIRequestContext, a: Person, b: Person): Promise<void> {
  const asked = await restAs(request, a, 'POST', 'relationships', { user_id: a.userId, related_user_id: b.userId, relation_type: 'spouse', status: null });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const [link] = asked.body as Array<{ id: string }>;
  await patchAs(request, b, `relationships?id=eq.${link!.id}`, { connection_state: 'accepted' });
}

/** A conversation started by `owner` with `partner` (as New does), and its id. */
export async function startConversation(request: APIRequestContext, owner: Person, partner: Person): Promise<string> {
  const created = await restAs(request, owner, 'POST', 'conversations', { user_id: owner.userId, partner_user_id: partner.userId, title: 'Private chat' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as Array<{ id: string }>)[0]!.id;
}

/** `from` writes a message in the conversation through the API (what the composer sends); its id. */
export async function sendAs(request: APIRequestContext, from: Person, conversationId: string, content: string): Promise<string> {
  const sent = await restAs(request, from, 'POST', 'messages', { conversation_id: conversationId, sender_user_id: from.userId, sender_type: 'user', content, metadata: {} });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return (sent.body as Array<{ id: string }>)[0]!.id;
}

/** The header's message indicator (its name carries the unread count). */
export function messageIndicator(page: Page, unread?: number) {
  const nav = page.getByRole('navigation', { name: 'Account' });
  return unread ? nav.getByRole('link', { name: `Messages, ${unread} unread`, exact: true }) : nav.getByRole('link', { name: 'Messages', exact: true });
}

/** The thread's message list, e.g. 'Messages with Boaz'. */
export function threadWith(page: Page, name: string) {
  return page.getByRole('list', { name: `Messages with \u2068${name}\u2069`, exact: true });
}

export async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Type a message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/**
 * Routes the page's realtime websocket through Playwright, so a test can cut it like a dead
 * network: `cut()` closes both sides and refuses new connections, `restore()` lets them through.
 */
export async function controllableRealtime(context: BrowserContext) {
  const open = new Set<WebSocketRoute>();
  let refusing = false;
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (refusing) {
      void socket.close({ code: 4000, reason: 'network down' }).catch(() => undefined);
      return;
    }
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    get openSockets() {
      return open.size;
    },
    async cut() {
      refusing = true;
      for (const socket of [...open]) await socket.close({ code: 4000, reason: 'network down' }).catch(() => undefined);
      open.clear();
    },
    restore() {
      refusing = false;
    },
  };
}

/** A picture for people to review, written only when MESSAGES_SCREENSHOTS_DIR is set (outside the repository). */
export async function messagesScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.MESSAGES_SCREENSHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
