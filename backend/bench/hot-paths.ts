// The product's own hot paths (issue 36, item 6), measured as the app runs them: the real
// supabase/ migrations and policies, the demo seed, the real queries of mf-messages —
//   thread page      a conversation's 50 messages, select=*, oldest first (RLS: participants)
//   conversation list rpc/list_conversations (the messenger's list: names, last message, unread)
//   unread count     rpc/unread_messages (the header's badge)
//   bell             the latest 50 notifications of the caller
//   message insert   the app's insert with return=representation: the policies, the triggers
//                    (notification, conversation touch, realtime capture) and the delivery to
//                    the partner's subscribed socket, counted
// each beside a plain Node server sending the same bytes (reads), with req/s, p50/p99, the
// server's CPU per request (and PostgreSQL's, on PostgreSQL), the load average and the date:
// the machine is shared, so compare CPU per request and runs taken in the same minutes.
//
//   npx tsx bench/hot-paths.ts                               PGlite (PostgreSQL with TEST_DATABASE_URL)
//   npx tsx bench/hot-paths.ts --only=thread --profile=DIR   CPU profile of the server during one path (--only=a,b: several)
//   npx tsx bench/hot-paths.ts --inbox=50x2000               Sarah also has 50 threads of 2,000 messages
//   npx tsx bench/hot-paths.ts --bell=500                    David (and 20 others) also have 500 notifications
//   npx tsx bench/hot-paths.ts --supabase=DIR                another supabase/ folder (e.g. before a migration)
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startBackend, type TestBackend } from '../test/harness';
import { load, line, measureScenario, stallsLine, type Figures, type Scenario } from './rest-read';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const THREAD_MESSAGES = 50;
/** Seconds of load before each measured run: V8's optimised code, prepared statements, warm caches. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

// The demo seed's people and their shared thread (supabase/seed.sql).
const SARAH = { id: '11111111-1111-4111-8111-111111111111', email: 'sarah@demo.shalombayit.app' };
const DAVID = { id: '22222222-2222-4222-8222-222222222222', email: 'david@demo.shalombayit.app' };
const DEMO_PASSWORD = 'ShalomBayit!2026';
const THREAD = '55555555-5555-4555-8555-555555555501';

// The app's column lists (mf-messages/src/features/…).
const NOTIFICATION_COLUMNS = 'id,type,title,message,data,read,created_at';
const MESSAGE_COLUMNS = 'id,conversation_id,sender_type,sender_user_id,content,created_at,updated_at,metadata';

export const loadAverage = (): string => loadavg().map((n) => n.toFixed(1)).join(' / ');

async function signIn(backend: TestBackend, email: string): Promise<string> {
  const { data, error } = await backend.client().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return data.session.access_token;
}

/** The thread holds exactly 50 messages, alternating between the two, as the seed's are. */
async function fillThread(backend: TestBackend): Promise<void> {
  const { rows } = await backend.sql<{ n: number }>('select count(*)::int as n from public.messages where conversation_id = $1', [THREAD]);
  const missing = THREAD_MESSAGES - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  await backend.sql(
    `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
     select $1, 'user', case when n % 2 = 0 then $2::uuid else $3::uuid end,
            'Message ' || n || ': shall we plan Thursday evening together after the kids are asleep?',
            now() - interval '1 day' + n * interval '1 minute'
     from generate_series(1, $4::int) as n`,
    [THREAD, SARAH.id, DAVID.id, missing],
  );
}

/** A bigger inbox for Sarah (--inbox=<threads>x<messages>). */
export interface Inbox {
  threads: number;
  messages: number;
}

export function parseInbox(text: string | undefined): Inbox | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)x(\d+)$/.exec(text);
  if (!match) throw new Error(`--inbox=${text}: expected <threads>x<messages>, e.g. 50x2000`);
  return { threads: Number(match[1]), messages: Number(match[2]) };
}

/**
 * Sarah gets `threads` more partners (connected) and a thread with each of `messages` messages,
 * one every 25 minutes, written in turn. As in a real inbox most of it has been read: each partner
 * has seen all but the last (thread % 5) of Sarah's, Sarah has seen and read up to all but the last
 * (thread % 5) * 3 of theirs; the last five threads she never opened (no read time), their last 100
 * unseen. Written with triggers off (no notification or realtime row per message), as the seed is.
 */
async function fillInbox(backend: TestBackend, { threads, messages }: Inbox): Promise<void> {
  const partner = (i: string) => `('aaaaaaaa-0000-4000-8000-' || lpad(${i}::text, 12, '0'))::uuid`;
  const thread = (i: string) => `('bbbbbbbb-0000-4000-8000-' || lpad(${i}::text, 12, '0'))::uuid`;
  const unseen = `case when i > ${threads} - 5 then 100 else (i % 5) * 3 end`;
  await backend.context().db.transaction((tx) =>
    tx.exec(`
      set local session_replication_role = replica;
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
      select '00000000-0000-0000-0000-000000000000', ${partner('i')}, 'authenticated', 'authenticated', 'partner' || i || '@bench.example', '',
        now() - interval '90 days', '{"provider":"email","providers":["email"]}', '{}', now() - interval '90 days', now() - interval '90 days', '', '', '', ''
      from generate_series(1, ${threads}) i;
      insert into public.profiles (id, display_name, first_name, last_name, consent)
      select ${partner('i')}, case when i % 3 = 0 then null else 'Partner ' || i end, 'First' || i, 'Last' || i, true
      from generate_series(1, ${threads}) i;
      insert into public.notification_preferences (user_id) select ${partner('i')} from generate_series(1, ${threads}) i;
      insert into public.relationships (user_id, related_user_id, relation_type, connection_state, created_at)
      select '${SARAH.id}', ${partner('i')}, 'friend', 'accepted', now() - interval '80 days' from generate_series(1, ${threads}) i;
      insert into public.conversations (id, user_id, partner_user_id, title, created_at, updated_at)
      select ${thread('i')},
        case when i % 2 = 0 then '${SARAH.id}'::uuid else ${partner('i')} end,
        case when i % 2 = 0 then ${partner('i')} else '${SARAH.id}'::uuid end,
        'Thread ' || i, now() - interval '70 days', now() - interval '70 days'
      from generate_series(1, ${threads}) i;
      insert into public.messages (conversation_id, sender_type, sender_user_id, content, metadata, created_at, updated_at)
      select ${thread('i')}, 'user', case when n % 2 = 0 then '${SARAH.id}'::uuid else ${partner('i')} end,
        'Message ' || n || ' of thread ' || i || ': shall we plan Thursday evening together after the kids are asleep?',
        case when n > ${messages} - ${unseen} then '{}'::jsonb else '{"seen_by_partner": true}'::jsonb end,
        now() - interval '60 days' + n * interval '25 minutes' + i * interval '1 second',
        now() - interval '60 days' + n * interval '25 minutes' + i * interval '1 second'
      from generate_series(1, ${threads}) i, generate_series(1, ${messages}) n;
      update public.conversations c set updated_at = m.last
      from (select conversation_id, max(created_at) as last from public.messages group by 1) m
      where m.conversation_id = c.id and c.id::text like 'bbbbbbbb-%';
      insert into public.conversation_reads (user_id, conversation_id, read_at)
      select '${SARAH.id}', ${thread('i')}, now() - interval '60 days' + (${messages} - (i % 5) * 3) * interval '25 minutes' + i * interval '1 second'
      from generate_series(1, ${threads} - 5) i;
      analyze public.messages;
      analyze public.conversations;
      analyze public.conversation_reads;
    `),
  );
}

/**
 * David and 20 other people get `count` more notifications each, one every 8 hours back from now,
 * as a year of use writes them: two in seven are the weekly check-in's invitation and reminder
 * (kept out of the bell by its policy), the rest new messages, requests and AI notes; all read but
 * the latest 10 of each kind. Written with triggers off (no delivery or realtime row), as the seed.
 */
async function fillBell(backend: TestBackend, count: number): Promise<void> {
  const person = (i: string) => `('cccccccc-0000-4000-8000-' || lpad(${i}::text, 12, '0'))::uuid`;
  await backend.context().db.transaction((tx) =>
    tx.exec(`
      set local session_replication_role = replica;
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
      select '00000000-0000-0000-0000-000000000000', ${person('i')}, 'authenticated', 'authenticated', 'bell' || i || '@bench.example', '',
        now() - interval '400 days', '{"provider":"email","providers":["email"]}', '{}', now() - interval '400 days', now() - interval '400 days', '', '', '', ''
      from generate_series(1, 20) i;
      insert into public.notifications (user_id, type, title, message, data, read, created_at, updated_at)
      select who.id,
        (array['checkin_invitation', 'checkin_reminder', 'new_message', 'new_message', 'new_message', 'connection_request', 'ai_communication'])[1 + n % 7],
        'Notification ' || n, 'Shall we plan Thursday evening together after the kids are asleep?',
        jsonb_build_object('conversationId', '${THREAD}'), n > 70,
        now() - interval '1 hour' - n * interval '8 hours', now() - interval '1 hour' - n * interval '8 hours'
      from (select '${DAVID.id}'::uuid as id union all select ${person('i')} from generate_series(1, 20) i) who,
           generate_series(1, ${count}) n;
      analyze public.notifications;
    `),
  );
}

/**
 * David's socket, subscribed to the thread's new messages as the app's thread screen is: counts
 * what reaches it. A raw Phoenix client (not supabase-js), so the bench's own share of the
 * server process's CPU stays small: one JSON.parse per delivery.
 */
async function subscribe(backend: TestBackend, accessToken: string): Promise<{ delivered(): number; close(): void }> {
  const socket = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`);
  let delivered = 0;
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(
        JSON.stringify([
          '1',
          '1',
          `realtime:thread-${THREAD}`,
          'phx_join',
          {
            config: {
              broadcast: { ack: false, self: false },
              presence: { key: '', enabled: false },
              postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${THREAD}` }],
              private: false,
            },
            access_token: accessToken,
          },
        ]),
      ),
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const [, , , event, payload] = JSON.parse(String(data)) as [unknown, unknown, string, string, { status?: string }];
      if (event === 'system') (payload.status === 'ok' ? resolve() : reject(new Error(`subscription: ${JSON.stringify(payload)}`)));
      if (event === 'postgres_changes') delivered += 1;
    });
  });
  const heartbeat = setInterval(() => socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])), 20_000);
  return {
    delivered: () => delivered,
    close: () => {
      clearInterval(heartbeat);
      socket.close();
    },
  };
}

export async function hotPathScenarios(backend: TestBackend, inbox?: Inbox, bell?: number): Promise<{ scenarios: Scenario[]; davidToken: string }> {
  await fillThread(backend);
  if (inbox) await fillInbox(backend, inbox);
  if (bell) await fillBell(backend, bell);
  const davidsBell = bell ? `, David with ${bell} more` : '';
  const sarahsThreads = inbox ? `, Sarah's ${Math.min(50, inbox.threads + 1)} threads` : '';
  const sarah = await signIn(backend, SARAH.email);
  const david = await signIn(backend, DAVID.email);
  const as = (token: string) => ({ apikey: backend.anonKey, authorization: `Bearer ${token}` });
  const rpc = { 'content-type': 'application/json' };
  const scenarios: Scenario[] = [
    {
      name: 'thread page: 50 messages, select=*',
      method: 'GET',
      path: `/rest/v1/messages?select=*&conversation_id=eq.${THREAD}&order=created_at.asc,id.asc`,
      headers: as(sarah),
      plainNodeRatio: true,
    },
    { name: `conversation list (rpc)${sarahsThreads}`, method: 'POST', path: '/rest/v1/rpc/list_conversations', headers: { ...as(sarah), ...rpc }, body: '{}', plainNodeRatio: true },
    { name: 'unread count (rpc)', method: 'POST', path: '/rest/v1/rpc/unread_messages', headers: { ...as(david), ...rpc }, body: '{}', plainNodeRatio: true },
    ...(inbox
      ? [
          {
            name: `unread count (rpc)${sarahsThreads}`,
            method: 'POST' as const,
            path: '/rest/v1/rpc/unread_messages',
            headers: { ...as(sarah), ...rpc },
            body: '{}',
            plainNodeRatio: true,
          },
        ]
      : []),
    {
      name: `bell: latest 50 notifications${davidsBell}`,
      method: 'GET',
      path: `/rest/v1/notifications?select=${NOTIFICATION_COLUMNS}&user_id=eq.${DAVID.id}&order=created_at.desc&limit=50`,
      headers: as(david),
      plainNodeRatio: true,
    },
    {
      // The app counts the unread among the latest 50 it holds; these are the rows its
      // "mark all as read" changes (user_id, read = false), read through the same policy.
      name: `bell: unread (ids)${davidsBell}`,
      method: 'GET',
      path: `/rest/v1/notifications?select=id&user_id=eq.${DAVID.id}&read=eq.false`,
      headers: as(david),
      plainNodeRatio: true,
    },
    {
      name: 'message insert + trigger + delivery',
      method: 'POST',
      path: `/rest/v1/messages?select=${MESSAGE_COLUMNS}`,
      headers: { ...as(sarah), 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ conversation_id: THREAD, sender_user_id: SARAH.id, content: 'Home by seven tonight?', sender_type: 'user', metadata: {} }),
    },
  ];
  // Each read answers what the app expects before it is measured.
  for (const scenario of scenarios.filter((s) => s.method === 'GET' || s.path.includes('/rpc/'))) {
    const response = await fetch(`${backend.url}${scenario.path}`, { method: scenario.method, headers: scenario.headers, body: scenario.body });
    const body = (await response.json()) as unknown[];
    if (response.status !== 200 || !Array.isArray(body) || body.length === 0) throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (scenario.name.startsWith('thread') && body.length !== THREAD_MESSAGES) throw new Error(`thread page: ${body.length} messages`);
  }
  return { scenarios, davidToken: david };
}

export async function runHotPathsOn(label: string, only?: string, profileDir?: string, inbox?: Inbox, supabaseDir?: string, bell?: number): Promise<void> {
  const backend = await startBackend({
    ...(supabaseDir ? { supabaseDir } : {}),
    env: {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SIGNIN_PER_IP: '100000000',
      // The bench measures requests, not the background timers.
      NOTIFICATIONS_DISPATCH_INTERVAL_MS: '0',
      SCHEDULED_SQL_INTERVAL_SECONDS: '0',
    },
  });
  try {
    console.log(
      `\n${label} — the product's hot paths (${supabaseDir ?? 'supabase/'} migrations, policies and demo seed), ${CONNECTIONS} connections, ${DURATION} s each; ${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    const database =
      backend.databaseKind === 'postgres' ? String((await backend.sql<{ name: string }>('select current_database() as name')).rows[0]?.name) : undefined;
    const { scenarios, davidToken } = await hotPathScenarios(backend, inbox, bell);
    for (const scenario of scenarios) {
      if (only && !only.split(',').some((prefix) => scenario.name.startsWith(prefix))) continue;
      const isInsert = scenario.name.startsWith('message insert');
      if (WARMUP > 0) await load(backend.url, scenario, WARMUP);
      // Subscribed after the warm-up has been delivered, so it counts the measured inserts only.
      if (isInsert) await new Promise((resolve) => setTimeout(resolve, 1000));
      const socket = isInsert ? await subscribe(backend, davidToken) : undefined;
      let profiler: Session | undefined;
      if (profileDir) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      const before = await backend.sql<{ n: number }>('select count(*)::int as n from public.messages where conversation_id = $1', [THREAD]);
      let insertFigures: Figures | undefined;
      if (!profiler && isInsert) {
        insertFigures = await load(backend.url, scenario, DURATION, database);
        console.log(line(scenario.name, insertFigures));
        console.log(stallsLine(insertFigures));
      } else if (!profiler) {
        for (const text of await measureScenario(backend, scenario, database)) if (text) console.log(text);
      } else {
        const figures = await load(backend.url, scenario, DURATION, database);
        console.log(line(scenario.name, figures));
        console.log(stallsLine(figures));
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        mkdirSync(profileDir!, { recursive: true });
        const file = join(profileDir!, `${label.toLowerCase()}-${scenario.name.split(' ')[0]}-${Date.now()}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`  profile: ${file}`);
      }
      if (socket) {
        const after = await backend.sql<{ n: number }>('select count(*)::int as n from public.messages where conversation_id = $1', [THREAD]);
        const inserted = (after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0);
        // Deliveries trail the last commit by the dispatcher's turn.
        const deadline = Date.now() + 10_000;
        while (socket.delivered() < inserted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        console.log(`    ${inserted} messages inserted, ${socket.delivered()} delivered to the partner's socket (${inserted - socket.delivered()} missing)`);
        // Issue 36 item 7's figure, for one subscriber: the CPU behind each delivered message
        // (the REST insert, its triggers, the capture and the dispatch to the socket).
        const delivered = socket.delivered();
        if (insertFigures?.cpuMsPerRequest !== undefined && delivered > 0) {
          const per = (ms: number) => ((ms * 1000 * inserted) / delivered).toFixed(0);
          const database = insertFigures.databaseCpuMsPerRequest;
          console.log(
            `    CPU per delivered message: server ${per(insertFigures.cpuMsPerRequest)} µs${database === undefined ? ' (PGlite: the database runs in it)' : ` + PostgreSQL ${per(database)} µs = ${per(insertFigures.cpuMsPerRequest + database)} µs`}`,
          );
        }
        socket.close();
      }
    }
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    await backend.stop();
  }
}

if (require.main === module) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const bell = arg('bell');
  if (bell !== undefined && !/^\d+$/.test(bell)) throw new Error(`--bell=${bell}: expected a number of notifications, e.g. 500`);
  runHotPathsOn(label, arg('only'), arg('profile'), parseInbox(arg('inbox')), arg('supabase'), bell === undefined ? undefined : Number(bell)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
