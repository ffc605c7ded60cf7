// VAPID keys of this server (the identity push services know it by). A deployment passes
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (and VAPID_SUBJECT); locally they are generated once into
// DATA_DIR/vapid-keys.json, so subscriptions keep working across restarts. The send-notification
// function reads them from its environment, as it would on Supabase Edge (project secrets).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

function readKeyFile(file: string): VapidKeyPair | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeyPair>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} does not hold VAPID keys; delete it to generate new ones (existing push subscriptions stop working)`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The keys from env, else from DATA_DIR (generated on first start). Puts them into `env` when it has
 * none, where the functions host reads a function's environment from.
 */
export function ensureVapidKeys(dataDir: string, env: Record<string, string | undefined> = process.env): VapidKeyPair {
  const fromEnv = { publicKey: env.VAPID_PUBLIC_KEY?.trim(), privateKey: env.VAPID_PRIVATE_KEY?.trim() };
  if (fromEnv.publicKey && fromEnv.privateKey) return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  if (fromEnv.publicKey || fromEnv.privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const file = join(dataDir, VAPID_KEYS_FILE);
  let keys = readKeyFile(file);
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  }
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
  return keys;
}
