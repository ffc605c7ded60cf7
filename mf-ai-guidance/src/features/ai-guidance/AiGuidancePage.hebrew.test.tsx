/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { activateLocale } from '@shalom/shared/i18n';
import { HEBREW_SLASH_FORM } from '../testing/hebrew';
import { AiGuidancePage } from './AiGuidancePage';
import { ME, SPOUSE, renderAi, setViewport, setupFakeAi } from '../testing/renderAi';

const harness = setupFakeAi();

afterEach(async () => {
  await activateLocale('en');
});

// Issue 32, item 5: /ai in Hebrew speaks to the user as their profile states (profiles.gender),
// in neutral Hebrew when it is not known, and about the partner (whose gender the screen cannot
// read) in neutral Hebrew — never a slash form.
const RENDERINGS = [
  { profile: 'female', welcome: 'ברוכה הבאה למדריך שלך!', ask: 'שאלי את המדריך', placeholder: 'שאלי על זוגיות, תקשורת או צמיחה אישית...', you: 'את' },
  { profile: 'male', welcome: 'ברוך הבא למדריך שלך!', ask: 'שאל את המדריך', placeholder: 'שאל על זוגיות, תקשורת או צמיחה אישית...', you: 'אתה' },
  { profile: 'prefer_not_to_say', welcome: 'ברוכים הבאים למדריך שלך!', ask: 'לשאול את המדריך', placeholder: 'אפשר לשאול על זוגיות, תקשורת או צמיחה אישית...', you: 'אני' },
  { profile: null, welcome: 'ברוכים הבאים למדריך שלך!', ask: 'לשאול את המדריך', placeholder: 'אפשר לשאול על זוגיות, תקשורת או צמיחה אישית...', you: 'אני' },
] as const;

describe('/ai in Hebrew', () => {
  it.each(RENDERINGS)('addresses a user whose profile says $profile', async ({ profile, welcome, ask, placeholder, you }) => {
    setViewport(false);
    if (profile !== null) harness.backend.tables.profiles!.push({ id: ME, gender: profile });
    await activateLocale('he');
    renderAi(<AiGuidancePage />, '/ai');

    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'השאלה שלך למדריך' });
    expect(box).toHaveAttribute('placeholder', placeholder);
    // Empty, the box is one line and takes the page's direction, so a cut placeholder keeps its
    // beginning; typed text takes its own (issue 32: the empty composer's height on a phone).
    expect(box).toHaveAttribute('rows', '1');
    expect(box).toHaveAttribute('dir', 'rtl');
    fireEvent.change(box, { target: { value: 'Hello' } });
    expect(box).toHaveAttribute('dir', 'auto');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getByRole('button', { name: ask })).toBeDisabled();
    // The partner: neutral wording, the same whatever the user's gender.
    const select = screen.getByRole('combobox', { name: 'בן או בת זוג' });
    // Names keep their own direction inside a Hebrew line (FSI … PDI).
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['ללא בן או בת זוג', '\u2068Yosef\u2069 (בן או בת זוג)', '\u2068Leah\u2069 (אח או אחות)']);
    expect(screen.getByRole('tab', { name: 'עם בן או בת הזוג' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(HEBREW_SLASH_FORM);
    expect(harness.backend.callsTo('GET', 'profiles')[0]?.params.get('id')).toBe(`eq.${ME}`);

    // The user's own message is labelled as them.
    harness.backend.tables.conversations!.push({ id: 'c1', user_id: ME, partner_user_id: null, partner_context_id: SPOUSE, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' });
    harness.backend.tables.messages!.push({ id: 'm1', conversation_id: 'c1', sender_type: 'user', sender_user_id: ME, content: 'שאלה מקודם', created_at: '2026-01-02T00:00:00Z', metadata: {} });
    fireEvent.change(select, { target: { value: SPOUSE } });
    expect(await screen.findByRole('article', { name: you })).toHaveTextContent('שאלה מקודם');
    expect(screen.getByRole('tab', { name: 'עם \u2068Yosef\u2069' })).toBeEnabled();
    expect(document.body.textContent).not.toMatch(HEBREW_SLASH_FORM);
  });

  it.each([
    ['female', 'זה המרחב הפרטי שלך. רק את רואה את השיחה הזו.'],
    ['male', 'זה המרחב הפרטי שלך. רק אתה רואה את השיחה הזו.'],
    ['other', 'זה המרחב הפרטי שלך. השיחה הזו גלויה רק לך.'],
  ])("on a phone, the private-space banner for a profile that says %s", async (profile, banner) => {
    setViewport(true);
    harness.backend.tables.profiles!.push({ id: ME, gender: profile });
    window.sessionStorage.setItem('selectedPartner', SPOUSE);
    await activateLocale('he');
    renderAi(<AiGuidancePage />, '/ai');
    expect(await screen.findByRole('note')).toHaveTextContent(banner);
    expect(document.body.textContent).not.toMatch(HEBREW_SLASH_FORM);
  });
});


// Issue 32, item 4: Hebrew answers name their sources the Hebrew way (the function sends ref_he).
it.each([
  ['he', 'משלי טו, א', 'Proverbs 15:1'],
  ['en', 'Proverbs 15:1', 'משלי טו, א'],
] as const)('in %s, a source is named %s', async (locale, shown, hidden) => {
  setViewport(false);
  harness.backend.tables.conversations!.push({ id: 'c1', user_id: ME, partner_user_id: null, partner_context_id: null, title: 'Private chat', updated_at: '2026-01-02T00:00:00Z' });
  harness.backend.tables.messages!.push({
    id: 'm1',
    conversation_id: 'c1',
    sender_type: 'ai',
    sender_user_id: null,
    content: 'תשובה רכה משיבה חמה.',
    created_at: '2026-01-02T00:00:01Z',
    metadata: { torah_sources: [{ id: 'proverbs-15-1', ref: 'Proverbs 15:1', ref_he: 'משלי טו, א', text: 'A soft answer turns away wrath.', he: 'מענה רך ישיב חמה' }] },
  });
  window.sessionStorage.setItem('selectedPartner', '');
  await activateLocale(locale);
  renderAi(<AiGuidancePage />, '/ai');
  const sources = await screen.findByRole('region', { name: locale === 'he' ? 'מקורות תורניים' : 'Torah sources' });
  expect(within(sources).getByText(shown)).toBeInTheDocument();
  expect(within(sources).queryByText(hidden)).not.toBeInTheDocument();
});
