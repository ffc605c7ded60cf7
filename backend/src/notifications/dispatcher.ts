// The local notification dispatcher (what a database webhook plus pg_cron do on a hosted project):
// whenever a notification delivery is due — a new row from the new-message trigger, or one held
// over Shabbat whose havdalah has passed — it calls the send-notification function as the service
// role, the same code path a hosted project runs. Emails that function queued are written to the
// local outbox. A cheap existence check runs every tick; the function is called only when needed.
import type { BackendContext } from '../context';
import { writeNotificationEmail } from './notification-outbox';

export interface NotificationDispatcher {
  /** One tick now: send what is due, write waiting emails. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

/** NOTIFICATIONS_DISPATCH_INTERVAL_MS' default (read through loadConfig in src/config.ts). */
export const DEFAULT_DISPATCH_INTERVAL_MS = 1000;

interface EmailRow {
  id: string;
  notification_id: string | null;
  to_email: string;
  subject: string;
  body: string;
}

export function startNotificationDispatcher(ctx: BackendContext, everyMs: number): NotificationDispatcher {
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let tablesPresent: boolean | undefined;

  async function present(): Promise<boolean> {
    if (tablesPresent !== undefined) return tablesPresent;
    const { rows } = await ctx.db.query<{ ok: boolean }>(
      `select to_regclass('public.notification_deliveries') is not null
          and to_regclass('public.notification_emails') is not null as ok`,
    );
    tablesPresent = rows[0]?.ok === true;
    return tablesPresent;
  }

  async function sendDue(): Promise<void> {
    const { rows } = await ctx.db.query<{ due: boolean }>(
      `select exists (
         select 1 from public.notification_deliveries
          where (state = 'pending' and not_before <= now())
             or (state = 'sending' and updated_at < now() - interval '5 minutes')
       ) as due`,
    );
    if (!rows[0]?.due) return;
    const response = await fetch(`http://127.0.0.1:${ctx.config.apiPort}/functions/v1/send-notification`, {
      method: 'POST',
      headers: {
        apikey: ctx.config.serviceRoleKey,
        Authorization: `Bearer ${ctx.config.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ dispatch: 'due' }),
    });
    const text = await response.text();
    if (!response.ok) ctx.log.warn({ status: response.status, body: text.slice(0, 300) }, 'send-notification dispatch failed; retried on the next tick');
  }

  async function writeEmails(): Promise<void> {
    const { rows } = await ctx.db.query<EmailRow>(
      `select id, notification_id, to_email, subject, body from public.notification_emails
        where delivered_at is null order by created_at limit 50`,
    );
    for (const row of rows) {
      await writeNotificationEmail(ctx.config.dataDir, {
        to: row.to_email,
        subject: row.subject,
        type: 'notification',
        text: row.body,
        notification_id: row.notification_id,
        sent_at: new Date().toISOString(),
      });
      await ctx.db.query('update public.notification_emails set delivered_at = now() where id = $1', [row.id]);
    }
  }

  function runOnce(): Promise<void> {
    inFlight ??= (async () => {
      try {
        if (!(await present())) return;
        await sendDue();
        await writeEmails();
      } catch (error) {
        if (!stopped) ctx.log.warn({ err: error }, 'notification dispatch failed; retried on the next tick');
      }
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (): void => {
    if (stopped || everyMs <= 0) return;
    timer = setTimeout(() => void runOnce().finally(schedule), everyMs);
    timer.unref?.();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
