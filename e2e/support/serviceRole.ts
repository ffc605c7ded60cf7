import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { AppRuntimeConfig } from './testUsers';

/**
 * The service role of the run's own backend, for what a test must do as the server does it (a
 * scheduled job, a function's privileged step). The backend writes its keys to DATA_DIR/api-keys.json
 * (backend/src/main.ts); playwright.config.ts gives every run a fresh data directory of its own.
 */
function serviceRoleKey(): string {
  const dataDir = process.env.SHALOM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('SHALOM_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'api-keys.json'), 'utf8')) as { serviceRoleKey?: string };
  if (!keys.serviceRoleKey) throw new Error('the backend wrote no service role key');
  return keys.serviceRoleKey;
}

/** One remote procedure called as the service role (what pg_cron or a function does); its result. */
export async function rpcAsServer(request: APIRequestContext, config: AppRuntimeConfig, fn: string, args: Record<string, unknown>): Promise<unknown> {
  const key = serviceRoleKey();
  const response = await request.post(`${config.supabaseUrl}/rest/v1/rpc/${fn}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    data: args,
  });
  const text = await response.text();
  expect(response.ok(), `${fn}: ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}
