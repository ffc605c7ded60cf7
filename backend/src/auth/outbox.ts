// Local "email": messages the auth server would send are written as JSON files the developer can
// open (and tests can read) under DATA_DIR/outbox/.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  type: 'signup' | 'email_change' | 'magiclink' | 'recovery' | 'invite' | 'reauthentication';
  /** The /verify link; empty for a reauthentication email, which carries only its code. */
  link: string;
  /** The six-digit code of the same message (verifyOtp with email and token), when it has one. */
  code?: string;
  text: string;
  sent_at: string;
}

export async function writeOutboxMessage(dataDir: string, message: OutboxMessage): Promise<string> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = join(dir, `${message.sent_at.replace(/[:.]/g, '-')}-${message.type}-${safeTo}-${randomBytes(3).toString('hex')}.json`);
  await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
  return file;
}

/** Oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutboxMessage));
}
