// A table read's SQL is rendered once per kept plan and answer shape (issue 36, item 6): what is
// kept must carry nothing of the caller — the same URL read by two people answers each their own
// rows (RLS), again and again, and another answer shape of the same URL gets its own statement.
import type { SignedUpUser, TestBackend } from '../harness';
import { startRestCompatBackend } from '../compat/rest-compat-backend';

let backend: TestBackend;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  ({ backend, alice, bob } = await startRestCompatBackend());
  expect((await alice.client.from('notes').insert([{ body: 'alice 1' }, { body: 'alice 2' }])).error).toBeNull();
  expect((await bob.client.from('notes').insert({ body: 'bob 1' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

const read = (who: SignedUpUser, accept?: string) =>
  fetch(`${backend.url}/rest/v1/notes?select=body&order=body.asc`, {
    headers: { apikey: backend.anonKey, authorization: `Bearer ${who.session.access_token}`, ...(accept ? { accept } : {}) },
  });

it('the same read by two callers, in turns, answers each their own rows', async () => {
  for (let turn = 0; turn < 3; turn++) {
    expect(await (await read(alice)).json()).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }]);
    expect(await (await read(bob)).json()).toEqual([{ body: 'bob 1' }]);
  }
});

it('another answer shape of the same URL is rendered for that shape', async () => {
  const single = await read(bob, 'application/vnd.pgrst.object+json');
  expect(single.status).toBe(200);
  expect(await single.json()).toEqual({ body: 'bob 1' });
  const csv = await read(alice, 'text/csv');
  expect(await csv.text()).toBe('body\n"alice 1"\n"alice 2"');
  expect(await (await read(alice)).json()).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }]);
});
