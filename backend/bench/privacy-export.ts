// How long "Download my data" (issue 35: "within a minute") takes for a heavy account: 2,000
// messages in a shared thread, 20 private AI chats of 50 messages, 10 feedback rows with 5 images
// of 1 MiB each. Prints the time of export-my-data and of deleting that account; asserts nothing.
//
//   cd backend && npx tsx bench/privacy-export.ts
import { performance } from 'node:perf_hooks';
import { startBackend } from '../test/harness.ts';

async function main(): Promise<void> {
const backend = await startBackend({ env: { EXPORT_RATE_LIMIT_PER_MINUTE: '0', EXPORT_RATE_LIMIT_PER_DAY: '0' } });
try {
  const [owner, partner] = await Promise.all([backend.signUpUser(), backend.signUpUser()]);
  const me = owner.user.id;
  await backend.sql(`insert into public.profiles (id, display_name, first_name, last_name) values ($1, 'Owner', 'O', 'W'), ($2, 'Partner', 'P', 'R')`, [me, partner.user.id]);
  await backend.sql(`insert into public.relationships (user_id, related_user_id, relation_type, connection_state) values ($1, $2, 'spouse', 'accepted')`, [me, partner.user.id]);
  const shared = await backend.sql<{ id: string }>(`insert into public.conversations (user_id, partner_user_id) values ($1, $2) returning id`, [me, partner.user.id]);
  await backend.sql(
    `insert into public.messages (conversation_id, sender_type, sender_user_id, content, created_at)
     select $1, 'user', case when i % 2 = 0 then $2::uuid else $3::uuid end, repeat('words ', 40), now() - make_interval(mins => 3000 - i)
     from generate_series(1, 2000) i`,
    [shared.rows[0]!.id, me, partner.user.id],
  );
  await backend.sql(
    `with chats as (insert into public.conversations (user_id) select $1 from generate_series(1, 20) returning id)
     insert into public.messages (conversation_id, sender_type, sender_user_id, content)
     select chats.id, case when i % 2 = 0 then 'ai' else 'user' end, case when i % 2 = 0 then null else $1::uuid end, repeat('advice ', 80)
     from chats, generate_series(1, 50) i`,
    [me],
  );
  const image = new Uint8Array(1024 * 1024);
  image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let row = 0; row < 10; row += 1) {
    const paths: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const path = `${me}/bench-${row}-${index}.png`;
      const { error } = await owner.client.storage.from('feedback-images').upload(path, image, { contentType: 'image/png' });
      if (error) throw error;
      paths.push(path);
    }
    await backend.sql(`insert into public.feedback (user_id, subject, message, images) values ($1, 'Bench', 'Bench feedback', $2)`, [me, paths]);
  }

  const started = performance.now();
  const { data, error } = await owner.client.functions.invoke('export-my-data', { body: {} });
  const exportMs = performance.now() - started;
  if (error) throw error;
  const bytes = JSON.stringify(data).length;
  console.log(`export-my-data: ${(exportMs / 1000).toFixed(2)} s for 3,000 messages and 50 images (${(bytes / 1024 / 1024).toFixed(1)} MiB of JSON); goal < 60 s`);

  const deleting = performance.now();
  const removed = await owner.client.functions.invoke('delete-account', { body: { confirmation: 'DELETE', password: owner.password } });
  if (removed.error) throw removed.error;
  console.log(`delete-account: ${((performance.now() - deleting) / 1000).toFixed(2)} s for the same account`);
} finally {
  await backend.stop();
}
}

void main();
