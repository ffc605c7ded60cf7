/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { activateLocale } from '@shalom/shared/i18n';
import { ME, SPOUSE, renderMessaging, setupFakeMessaging } from '../testing/renderMessaging';

const harness = setupFakeMessaging();

afterEach(async () => {
  await activateLocale('en');
});

describe('/messages in Hebrew', () => {
  it('shows the list, its empty state and the thread in Hebrew, names kept in their own direction', async () => {
    await activateLocale('he');
    const first = renderMessaging('/messages');
    expect(await screen.findByText('אין עדיין שיחות.')).toBeInTheDocument();
    expect(screen.getByText('בחרו שיחה כדי להתחיל.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'מזהה משתמש' })).toBeInTheDocument();
    first.unmount();

    const c = harness.backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
    harness.backend.message({ conversation_id: c.id, sender_user_id: ME, content: 'מה שלומך?', metadata: { deleted: true } });
    renderMessaging(`/messages/${c.id}`);
    expect(await screen.findByRole('heading', { name: 'שיחה עם \u2068Yosef\u2069' })).toBeInTheDocument();
    // Issue 33: real Hebrew ('me and Yosef'), not a slashed 'you'; the deleted last message in Hebrew.
    const row = within(screen.getByRole('list', { name: 'שיחות' })).getByRole('link');
    expect(row.querySelector('[data-part="label"]')?.textContent).toBe('אני ו־Yosef');
    expect(row.querySelector('[data-part="preview"]')?.textContent).toBe('אני: (ההודעה נמחקה)');
    expect(row.textContent).not.toContain('/');
    expect(within(await screen.findByRole('list', { name: 'הודעות עם \u2068Yosef\u2069' })).getByText('(ההודעה נמחקה)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'מאמן הטון' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'כתבו הודעה' })).toHaveAttribute('dir', 'auto');
  });
});
