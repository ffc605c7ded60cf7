/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REST } from '../testing/fakeSupabaseBackend';
import { activateLocale } from '@shalom/shared/i18n';
import { ConnectPage } from '../connect/ConnectPage';
import { ME, NAMELESS, NOBODY, SISTER, SPOUSE, STRANGER, block, link, request } from '../testing/people';
import { renderFeature } from '../testing/renderFeature';
import { setupFakeBackend } from '../testing/setupFakeBackend';
import { RelationshipsPage } from './RelationshipsPage';

// Issue 10: /relationships and /connect in Hebrew; stored values and names stay as they are.

const harness = setupFakeBackend(ME);
jest.setTimeout(20_000);

beforeEach(async () => {
  await act(() => activateLocale('he'));
});
afterEach(async () => {
  await act(() => activateLocale('en'));
});

const FSI = '\u2068';
const PDI = '\u2069';

describe('Relationships in Hebrew', () => {
  it('titles the page and its sections in Hebrew, counts requests with Hebrew plurals and keeps names isolated', async () => {
    request(harness.backend, { user_id: SPOUSE, related_user_id: ME, relation_type: 'spouse' });
    request(harness.backend, { user_id: NAMELESS, related_user_id: ME, relation_type: 'friend' });
    link(harness.backend, { user_id: ME, related_user_id: SISTER, relation_type: 'sibling', status: 'together' });
    const { user } = renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session: ME });

    expect(await screen.findByRole('heading', { level: 1, name: 'קשרי משפחה וזוגיות' })).toBeInTheDocument();
    expect(document.title).toBe('קשרי משפחה וזוגיות · שלום בית');
    expect(await screen.findByText('שני אנשים ביקשו להתחבר אליך.')).toBeInTheDocument();
    const incoming = await screen.findByRole('list', { name: 'בקשות אליך' });
    const yosef = within(incoming).getByRole('listitem', { name: 'Yosef' });
    expect(yosef).toHaveTextContent('בקשה להתחבר בתור: בן או בת זוג');
    expect(within(yosef).getByRole('button', { name: 'אישור' })).toBeEnabled();
    expect(within(incoming).getByRole('listitem', { name: 'משתמש לא ידוע' })).toBeInTheDocument();

    const leah = await screen.findByRole('listitem', { name: 'Leah Katz' });
    expect(leah).toHaveTextContent('אח או אחות');
    expect(leah).toHaveTextContent('יחד');
    expect(within(leah).getByRole('combobox', { name: 'סוג הקשר' })).toHaveTextContent('אח או אחות');

    await user.click(within(yosef).getByRole('button', { name: 'חסימה' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(`לחסום את ${FSI}Yosef${PDI}?`);
  });

  it("gives the database's refusals of a request in Hebrew", async () => {
    block(harness.backend, ME, SPOUSE);
    const { user, toasts } = renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session: ME });
    const form = await screen.findByRole('form', { name: 'הוספת קשר' });
    const idField = within(form).getByLabelText(/מזהה המשתמש הקשור/);
    await user.click(idField);
    await user.paste(NOBODY);
    await user.click(within(form).getByRole('button', { name: 'הוספה' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'לא הצלחנו להוסיף את הקשר',
        description: 'לא מצאנו אף אחד עם המזהה הזה. כדאי לבדוק את המזהה ולנסות שוב.',
        variant: 'destructive',
      }),
    );
    await user.clear(idField);
    await user.paste(SPOUSE);
    await user.click(within(form).getByRole('button', { name: 'הוספה' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ description: 'חסמת את האדם הזה. כדי להתחבר צריך קודם לבטל את החסימה.' })),
    );
  });

  it("gives the database's cap on notes and a server out of reach in Hebrew", async () => {
    harness.server.use(
      http.post(`${REST}/relationships`, () =>
        HttpResponse.json({ code: '23514', details: null, hint: null, message: 'Notes are too long (at most 2,000 characters).' }, { status: 400 }),
      ),
    );
    const { user, toasts } = renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session: ME });
    const form = await screen.findByRole('form', { name: 'הוספת קשר' });
    await user.click(within(form).getByLabelText(/מזהה המשתמש הקשור/));
    await user.paste(SPOUSE);
    await user.click(within(form).getByRole('button', { name: 'הוספה' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ description: 'ההערות ארוכות מדי (עד 2,000 תווים).' })));

    harness.server.use(http.post(`${REST}/relationships`, () => HttpResponse.error()));
    await user.click(within(form).getByRole('button', { name: 'הוספה' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ description: 'האפליקציה לא הצליחה להגיע לשרת. כדאי לטעון את הדף מחדש ולנסות שוב.' })),
    );
  });

  it('says "one person" for a single request', async () => {
    request(harness.backend, { user_id: STRANGER, related_user_id: ME });
    renderFeature(<RelationshipsPage />, { path: '/relationships', at: '/relationships', session: ME });
    expect(await screen.findByText('אדם אחד ביקש להתחבר אליך.')).toBeInTheDocument();
  });
});

describe('Connect in Hebrew', () => {
  it('offers the request form in Hebrew and refuses a broken link in Hebrew', async () => {
    renderFeature(<ConnectPage />, { path: '/connect/:id', at: `/connect/${STRANGER}`, session: ME });
    expect(await screen.findByRole('heading', { level: 1, name: 'התחברות' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Shimon' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'סוג הקשר' })).toHaveTextContent('בן או בת זוג');
    expect(screen.getByRole('button', { name: 'שליחת בקשה' })).toBeInTheDocument();
  });

  it('explains an invalid link in Hebrew', async () => {
    renderFeature(<ConnectPage />, { path: '/connect/:id', at: '/connect/not-an-id', session: ME });
    expect(await screen.findByRole('heading', { level: 2, name: 'קישור לא תקין' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'לדף הקשרים' })).toHaveAttribute('href', '/relationships');
  });
});
