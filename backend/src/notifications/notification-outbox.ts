// Local "email" for notifications: the same folder and format as the auth outbox
// (DATA_DIR/outbox/*.json, one message a file), so a developer or a test reads both in one place.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface NotificationEmail {
  to: string;
  subject: string;
  type: 'notification';
  text: string;
  notification_id: string | null;
  sent_at: string;
}

export async function writeNotificationEmail(dataDir: string, message: NotificationEmail): Promise<string> {
  const dir = join(dataDir, 'outbox');
  await mkdir(dir, { recursive: true });
  const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = join(dir, `${message.sent_at.replace(/[:.]/g, '-')}-notification-${safeTo}-${randomBytes(3).toString('hex')}.json`);
  await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
  return file;
}
