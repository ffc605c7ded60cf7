// The readable page of "Download my data": the weekly check-ins section shows the reader's own
// answers always and the partner's only where export_my_data() included them (revealed to the reader).
import { exportDateFormatter, renderExportPage, type ExportDocument } from './exportFile';
import he from './i18n/he.json';

/** A stand-in for the catalogue: the key and its values, so the test reads which text was asked for. */
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.values(values).join('|')})` : key)) as unknown as Parameters<typeof renderExportPage>[1];

function documentWith(checkins: ExportDocument['weekly_checkins']): ExportDocument {
  return {
    format: 'shalom-bayit-export',
    version: 1,
    exported_at: '2026-11-29T10:00:00Z',
    account: { id: 'me', email: 'me@example.com', created_at: '2026-01-01T00:00:00Z' },
    profile: null,
    relationships: [],
    people: { dan: 'Dan' },
    blocked_people: [],
    conversations: [],
    consent: [],
    partner_notes: [],
    ai_notes: [],
    notification_preferences: null,
    notifications: [],
    devices: [],
    feedback: [],
    weekly_checkins: checkins,
  };
}

const prompts = { en: ['Appreciated', 'Next week', 'Shabbat plan'], he: ['הערכתי', 'בשבוע הבא', 'תוכנית לשבת'] };
const side = (answers: string[]) => ({ answers, skipped: false, answered_at: '2026-11-27T10:00:00Z' });
const render = (doc: ExportDocument, language = 'en') => renderExportPage(doc, t, language, (iso) => iso.slice(0, 10), new Map());

test("a revealed week shows both sides' answers, escaped, under the prompts", () => {
  const page = render(
    documentWith({
      weeks: [{ week_of: '2026-11-27', ended: false, partner_id: 'dan', prompts, mine: side(['your <b>patience</b>', 'a walk', 'candles together']), partner: side(['the soup', 'more sleep', 'guests']) }],
      milestones: [{ partner_id: 'dan', wedding_date: '2020-06-10', anniversary_calendar: 'hebrew' }],
    }),
  );
  expect(page).toContain('file.checkins');
  expect(page).toContain('file.checkinWeek(2026-11-27|Dan)');
  expect(page).toContain('your &lt;b&gt;patience&lt;/b&gt;');
  expect(page).toContain('<strong>Dan:</strong> the soup');
  expect(page).toContain('file.weddingDate(Dan|2020-06-10)');
  expect(page).not.toContain('file.checkinPartnerNotShown');
});

test("an unrevealed week shows the reader's answers and says the partner's are not included", () => {
  const page = render(documentWith({ weeks: [{ week_of: '2026-11-27', ended: false, partner_id: 'dan', prompts, mine: side(['a', 'b', 'c']), partner: null }], milestones: [] }), 'he');
  expect(page).toContain('file.checkinPartnerNotShown(Dan)');
  expect(page).toContain('הערכתי');
  expect(page).not.toContain('<strong>Dan:</strong>');
});

test('an export without check-ins says there is nothing, and one made before them still renders', () => {
  expect(render(documentWith({ weeks: [], milestones: [] }))).toContain('file.checkins');
  expect(render(documentWith(undefined))).toContain('file.nothing');
});

test("the page names each field and choice in the reader's language, people by name, and leaves out the reader's own id", () => {
  const page = render({
    ...documentWith(undefined),
    profile: { id: 'me', display_name: 'Adina', gender: 'female', consent: false, date_of_birth: '1990-01-01', life_stage: 'newlywed', observance_level: 'Chabad-inspired' },
    relationships: [{ id: 'link-1', user_id: 'me', related_user_id: 'dan', relation_type: 'spouse', rabbi_involved: true }],
    partner_notes: [{ id: 'note-1', user_id: 'me', partner_user_id: 'dan', info_type: 'preferences', info_data: { text: 'Likes <quiet> mornings' } }],
  });
  expect(page).toContain('<th scope="row">file.field.gender</th><td dir="auto">file.value.gender.female</td>');
  expect(page).toContain('<th scope="row">file.field.consent</th><td dir="auto">file.no</td>');
  expect(page).toContain('<th scope="row">file.field.date_of_birth</th><td dir="auto">1990-01-01</td>');
  expect(page).toContain('<th scope="row">file.field.life_stage</th><td dir="auto">file.value.life_stage.newlywed</td>');
  // A choice the catalogue has no words for (observance's "Other", typed by the person) is shown as it is stored.
  expect(page).toContain('<th scope="row">file.field.observance_level</th><td dir="auto">Chabad-inspired</td>');
  expect(page).toContain('<th scope="row">file.field.related_user_id</th><td dir="auto">Dan</td>');
  expect(page).toContain('<th scope="row">file.field.rabbi_involved</th><td dir="auto">file.yes</td>');
  expect(page).toContain('<td dir="auto">Likes &lt;quiet&gt; mornings</td>');
  expect(page).not.toContain('file.field.user_id');
});

test('dates read in the language: a moment with its time, a calendar day as that day', () => {
  const english = exportDateFormatter('en');
  expect(english('1990-01-01')).toBe('Jan 1, 1990');
  expect(english('2026-11-29T10:00:00Z')).toMatch(/^Nov 29, 2026, \d{1,2}:\d{2}/);
  const hebrewDay = exportDateFormatter('he')('1990-01-01');
  expect(hebrewDay).toContain('1990');
  expect(hebrewDay).not.toMatch(/\d:\d/);
});

/** The Hebrew catalogue itself, to read the words a Hebrew page shows. */
const hebrew = ((key: string, values?: Record<string, unknown>) =>
  Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), (he as Record<string, string>)[key] ?? key)) as unknown as Parameters<typeof renderExportPage>[1];

test('on a Hebrew page the life stage and the kind of feedback are in Hebrew, as the app names them', () => {
  const page = renderExportPage(
    {
      ...documentWith(undefined),
      profile: { life_stage: 'newlywed' },
      feedback: [{ id: 'f1', created_at: '2026-11-01T10:00:00Z', subject: 'Crash', message: 'It broke', feedback_type: 'bug_report', images: [] }],
    },
    hebrew,
    'he',
    (iso) => iso.slice(0, 10),
    new Map(),
  );
  expect(page).toContain('<th scope="row">שלב בחיים</th><td dir="auto">נישואים טריים</td>');
  expect(page).toContain('<th scope="row">סוג המשוב</th><td dir="auto">דיווח על תקלה</td>');
  expect(page).not.toMatch(/newlywed|bug_report/);
});

test("the AI's suggested notes show to whom, when, what became of each, and their words", () => {
  const proposal = { to_user_id: 'dan', trigger_type: 'emotional_bridging', created_at: '2026-11-20T10:00:00Z', expires_at: '2026-11-20T10:30:00Z', used_at: null, dismissed_at: null };
  const page = render({
    ...documentWith(undefined),
    ai_proposals: [
      { ...proposal, ai_message: 'Sent <warmly>', used_at: '2026-11-20T10:05:00Z' },
      { ...proposal, ai_message: 'Set aside', dismissed_at: '2026-11-20T10:06:00Z' },
      { ...proposal, ai_message: 'Left alone' },
      { ...proposal, ai_message: 'Still open', expires_at: '2026-11-29T10:20:00Z' },
    ],
  });
  expect(page).toContain('file.aiProposals');
  expect(page).toContain('file.proposalHeading(Dan) · 2026-11-20 · file.proposalSent</p><p dir="auto">Sent &lt;warmly&gt;</p>');
  expect(page).toContain('file.proposalDismissed</p><p dir="auto">Set aside');
  expect(page).toContain('file.proposalExpired</p><p dir="auto">Left alone');
  expect(page).toContain('file.proposalWaiting</p><p dir="auto">Still open');
  // An export made before proposals were exported still renders the section.
  expect(render(documentWith(undefined))).toContain('file.aiProposals');
});

test("the check-ins' invitations, reminders and milestone notes are on the page, not only in data.json", () => {
  const page = render(
    documentWith({ weeks: [], milestones: [], notifications: [{ title: 'Your weekly check-in', message: 'Take two <minutes>', created_at: '2026-11-27T08:00:00Z' }] }),
  );
  expect(page).toContain('<h3>file.checkinNotifications</h3>');
  expect(page).toContain('<strong>Your weekly check-in</strong> Take two &lt;minutes&gt;');
  expect(page).not.toContain('file.nothing</p></section>\n</body>');
});
