/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FeedbackDashboardPage } from './FeedbackDashboardPage';
import { feedbackRow } from '../testing/fakeFeedbackBackend';
import { renderFeature, setupFakeFeedbackBackend } from '../testing/renderFeature';

// Whole journeys typed key by key through a real supabase-js client: on two busy cores one can
// take longer than jest's 5 s default.
jest.setTimeout(30_000);

const harness = setupFakeFeedbackBackend();
const STAFF = '33333333-3333-4333-8333-333333333333';

const render = () => renderFeature(<FeedbackDashboardPage />, { path: '/admin/feedback', session: STAFF });
const stat = (label: string) => within(screen.getByRole('list', { name: 'Feedback totals' })).getByText(label).nextElementSibling?.textContent;
// While the dialog is open the page behind it is hidden from assistive technology (and so from
// role queries); the card's number is found by its key then.
const statBehindDialog = (key: string) => document.querySelector(`[data-stat="${key}"]`)?.textContent;
const readsOfRows = () => harness.backend.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/rest/v1/feedback'));
const lastRead = () => readsOfRows().at(-1)?.params;

function seedTwelve() {
  for (let n = 1; n <= 12; n += 1) {
    harness.backend.rows.push(
      feedbackRow({
        id: `f${String(n).padStart(2, '0')}`,
        subject: `Subject ${n}`,
        created_at: `2026-11-${String(n + 5).padStart(2, '0')}T09:00:00.000Z`,
        status: n <= 6 ? 'new' : n <= 8 ? 'in_review' : n <= 11 ? 'resolved' : 'archived',
        feedback_type: n % 2 === 0 ? 'bug_report' : 'general',
      }),
    );
  }
}

describe('/admin/feedback', () => {
  it('shows the six stat cards from counts only, and the first page newest first with the total', async () => {
    seedTwelve();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(stat('Total')).toBe('12');
    expect(stat('New')).toBe('6');
    expect(stat('In Review')).toBe('2');
    expect(stat('Resolved')).toBe('3');
    expect(stat('Archived')).toBe('1');
    expect(stat('Last 7 Days')).toEqual(expect.stringMatching(/^\d+$/));
    // Stats are HEAD requests with count=exact: no rows travel for them.
    expect(harness.backend.calls.filter((call) => call.method === 'HEAD')).toHaveLength(6);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('Subject 12')).toBeInTheDocument();
    expect(lastRead()?.get('order')).toBe('created_at.desc,id.asc');
    expect(lastRead()?.get('offset')).toBe('0');
    expect(lastRead()?.get('limit')).toBe('10');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through on the server and sorts by date', async () => {
    seedTwelve();
    const { user } = render();
    await screen.findByText('Showing 1–10 of 12');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(lastRead()?.get('offset')).toBe('10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Date, newest first. Sort oldest first' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
    expect(lastRead()?.get('order')).toBe('created_at.asc,id.asc');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getByText('Subject 1')).toBeInTheDocument();
  });

  it.each([
    ['the last row of the last page', 11, 'Showing 1–10 of 10'],
    ['the only row past the first page, the server then refusing the range', 12, 'Showing 1–9 of 9'],
  ])('when a status change under a status filter takes away %s, the pager goes back to the last page that has rows', async (_, seeded, summary) => {
    // "New" rows, one page and a bit (11 → the row on page 2 is row 11; 12 → page 2 has two).
    for (let n = 1; n <= seeded; n += 1) {
      harness.backend.rows.push(feedbackRow({ id: `n${String(n).padStart(2, '0')}`, subject: `New ${n}`, created_at: `2026-11-${String(n + 5).padStart(2, '0')}T09:00:00.000Z` }));
    }
    const { user, toasts } = render();
    await screen.findByText(`Showing 1–10 of ${seeded}`);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(`Showing 11–${seeded} of ${seeded}`);
    // When there were 12, someone else resolves two of them meanwhile: page 2 then starts past the end.
    if (seeded === 12) for (const row of harness.backend.rows.filter((candidate) => ['n11', 'n12'].includes(candidate.id))) row.status = 'resolved';
    await user.click(screen.getByRole('button', { name: 'View feedback: New 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'New 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ title: 'Status Updated' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText(summary)).toBeInTheDocument();
    expect(screen.queryByText('No feedback matches these filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('searches subject, message, name and email on the server', async () => {
    harness.backend.rows.push(
      feedbackRow({ id: 'a', subject: 'Calendar cut off' }),
      feedbackRow({ id: 'b', subject: 'Other', message: 'the CALENDAR again' }),
      feedbackRow({ id: 'c', subject: 'By name', name: 'Calendar Cohen' }),
      feedbackRow({ id: 'd', subject: 'By email', email: 'calendar@example.test' }),
      feedbackRow({ id: 'e', subject: 'Nothing to see' }),
    );
    const { user } = render();
    await screen.findByText('Showing 1–5 of 5');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'calendar');
    // Until the matching rows arrive, the ones shown are marked as the previous ones.
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Nothing to see')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
    expect(lastRead()?.get('or')).toBe('(subject.ilike."*calendar*",message.ilike."*calendar*",name.ilike."*calendar*",email.ilike."*calendar*")');
    expect(screen.queryByText('Nothing to see')).not.toBeInTheDocument();
  });

  it('filters by status, type and a date range (inclusive days), and clears them', async () => {
    seedTwelve();
    const { user } = render();
    await screen.findByText('Showing 1–10 of 12');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Bug Report' }));
    // The date boxes are typed in the page's order (MM/DD/YYYY in English).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '11/08/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '11/09/2026' } });
    // Subjects 2, 4, 6 are new bug reports, on the 7th, 9th and 11th: only the 9th is in range.
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Subject 4')).toBeInTheDocument();
    const params = lastRead();
    expect(params?.get('status')).toBe('eq.new');
    expect(params?.get('feedback_type')).toBe('eq.bug_report');
    expect(params?.getAll('created_at')).toEqual([`gte.${new Date(2026, 10, 8).toISOString()}`, `lt.${new Date(2026, 10, 10).toISOString()}`]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–10 of 12')).toBeInTheDocument();
  });

  it('names the sender in the From column: name, else email, else a signed-in user, else Anonymous', async () => {
    harness.backend.rows.push(
      feedbackRow({ id: 'a', subject: 'Named', name: 'Dvora', email: 'dvora@example.test', created_at: '2026-11-20T10:00:04.000Z' }),
      feedbackRow({ id: 'b', subject: 'Email only', email: 'eli@example.test', created_at: '2026-11-20T10:00:03.000Z' }),
      feedbackRow({ id: 'c', subject: 'Member', user_id: STAFF, created_at: '2026-11-20T10:00:02.000Z' }),
      feedbackRow({ id: 'd', subject: 'Nobody', created_at: '2026-11-20T10:00:01.000Z' }),
    );
    render();
    await screen.findByText('Showing 1–4 of 4');
    const from = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]?.textContent);
    expect(from).toEqual(['Dvora', 'eli@example.test', 'Signed-in user', 'Anonymous']);
  });

  it('says when nothing matches', async () => {
    render();
    expect(await screen.findByText('No feedback matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });

  it('says "Failed to load feedback. Please try again." and loads again on Try again', async () => {
    harness.backend.fail.read = true;
    harness.backend.rows.push(feedbackRow({ id: 'x', subject: 'Back again' }));
    const { user, toasts } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load feedback. Please try again.');
    expect(toasts).toContainEqual({ title: 'Failed to load feedback. Please try again.', variant: 'destructive' });
    harness.backend.fail.read = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('the detail dialog', () => {
    const anonymous = () =>
      feedbackRow({
        id: 'd1',
        subject: 'Calendar cut off',
        message: 'On my phone the picker is cut off.\nSecond line.',
        feedback_type: 'bug_report',
        name: 'Dvora',
        email: 'dvora@example.test',
        images: ['anonymous/1700000000000-0.png', 'anonymous/1700000000000-1.jpg', 'anonymous/1700000000000-2.png'],
        page_url: 'http://app.test/onboarding',
        user_agent: 'Mozilla/5.0 (Linux; Android 14)',
        admin_notes: 'Seen it',
      });

    it('shows every field, and the images through 3600 s signed URLs with a placeholder for any that fail', async () => {
      harness.backend.rows.push(anonymous());
      harness.backend.objects.add('anonymous/1700000000000-0.png');
      harness.backend.objects.add('anonymous/1700000000000-1.jpg');
      // The third was never stored: signing it fails.
      const { user } = render();
      await user.click(await screen.findByRole('button', { name: 'View feedback: Calendar cut off' }));
      const dialog = await screen.findByRole('dialog', { name: 'Calendar cut off' });
      expect(dialog).toHaveAccessibleDescription('Bug Report · New');
      for (const [label, value] of [
        ['Type', 'Bug Report'],
        ['Status', 'New'],
        ['Name', 'Dvora'],
        ['Email', 'dvora@example.test'],
        ['User ID', 'Anonymous'],
        ['Page', 'http://app.test/onboarding'],
        ['Browser', 'Mozilla/5.0 (Linux; Android 14)'],
      ] as const) {
        expect(within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
      }
      expect(within(dialog).getByText('Received', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/2026/);
      expect(within(dialog).getByText(/On my phone the picker is cut off\./)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Admin notes' })).toHaveValue('Seen it');

      const first = await within(dialog).findByRole('img', { name: 'Image 1' });
      expect(first).toHaveAttribute('src', expect.stringContaining('/storage/v1/object/sign/feedback-images/anonymous/1700000000000-0.png?token='));
      expect(within(dialog).getByRole('img', { name: 'Image 3 could not be loaded' })).toBeInTheDocument();
      const signing = harness.backend.calls.find((call) => call.path.endsWith('/object/sign/feedback-images'));
      expect(signing?.body).toEqual({ expiresIn: 3600, paths: anonymous().images });

      // An image that fails to load in the browser turns into the placeholder too.
      fireEvent.error(within(dialog).getByRole('img', { name: 'Image 2' }));
      expect(within(dialog).getByRole('img', { name: 'Image 2 could not be loaded' })).toBeInTheDocument();
    });

    it('says "No images" when there are none, and "Not given" for missing fields', async () => {
      harness.backend.rows.push(feedbackRow({ id: 'n', subject: 'Plain', page_url: null }));
      const { user } = render();
      await user.click(await screen.findByRole('button', { name: 'View feedback: Plain' }));
      const dialog = await screen.findByRole('dialog', { name: 'Plain' });
      expect(within(dialog).getByText('No images')).toBeInTheDocument();
      expect(within(dialog).getByText('Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not given');
      expect(within(dialog).getByText('Page', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not given');
    });

    it.each([
      ['Mark In Review', 'in_review', 'In Review'],
      ['Mark Resolved', 'resolved', 'Resolved'],
      ['Archive', 'archived', 'Archived'],
    ] as const)('%s saves the status with the notes, says "Status Updated" and refreshes the stats', async (button, status, label) => {
      harness.backend.rows.push(anonymous());
      const { user, toasts } = render();
      await user.click(await screen.findByRole('button', { name: 'View feedback: Calendar cut off' }));
      const dialog = await screen.findByRole('dialog', { name: 'Calendar cut off' });
      const notes = within(dialog).getByRole('textbox', { name: 'Admin notes' });
      await user.clear(notes);
      await user.type(notes, '  Fixed in 1.2  ');
      await user.click(within(dialog).getByRole('button', { name: button }));

      await waitFor(() => expect(toasts).toContainEqual({ title: 'Status Updated', description: `The feedback is now ${label}.`, variant: 'success' }));
      const update = harness.backend.calls.find((call) => call.method === 'PATCH');
      expect(update?.params.get('id')).toBe('eq.d1');
      expect(update?.body).toEqual({ status, admin_notes: 'Fixed in 1.2' });
      expect(dialog).toHaveAccessibleDescription(`Bug Report · ${label}`);
      await waitFor(() => expect(statBehindDialog(status)).toBe('1'));
      expect(statBehindDialog('new')).toBe('0');
    });

    it('says "Failed to update feedback status." and keeps the notes when the update is refused', async () => {
      harness.backend.rows.push(anonymous());
      harness.backend.fail.update = true;
      const { user, toasts } = render();
      await user.click(await screen.findByRole('button', { name: 'View feedback: Calendar cut off' }));
      const dialog = await screen.findByRole('dialog', { name: 'Calendar cut off' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Admin notes' }), ' and more');
      await user.click(within(dialog).getByRole('button', { name: 'Mark Resolved' }));
      await waitFor(() => expect(toasts).toContainEqual({ title: 'Failed to update feedback status.', variant: 'destructive' }));
      expect(within(dialog).getByRole('textbox', { name: 'Admin notes' })).toHaveValue('Seen it and more');
      expect(dialog).toHaveAccessibleDescription('Bug Report · New');
    });

    it('keeps notes typed but not saved when the dialog is closed, for that feedback only, until a status saves them', async () => {
      harness.backend.rows.push(anonymous(), feedbackRow({ id: 'other', subject: 'Other one', admin_notes: null }));
      const { user } = render();
      await user.click(await screen.findByRole('button', { name: 'View feedback: Calendar cut off' }));
      let dialog = await screen.findByRole('dialog', { name: 'Calendar cut off' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Admin notes' }), ', call her back');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'View feedback: Other one' }));
      dialog = await screen.findByRole('dialog', { name: 'Other one' });
      expect(within(dialog).getByRole('textbox', { name: 'Admin notes' })).toHaveValue('');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'View feedback: Calendar cut off' }));
      dialog = await screen.findByRole('dialog', { name: 'Calendar cut off' });
      expect(within(dialog).getByRole('textbox', { name: 'Admin notes' })).toHaveValue('Seen it, call her back');
      await user.click(within(dialog).getByRole('button', { name: 'Mark In Review' }));
      await waitFor(() => expect(dialog).toHaveAccessibleDescription('Bug Report · In Review'));
      expect(harness.backend.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'in_review', admin_notes: 'Seen it, call her back' });
      expect(within(dialog).getByRole('textbox', { name: 'Admin notes' })).toHaveValue('Seen it, call her back');
    });

    it('closes with Escape and gives focus back to the row\'s View button', async () => {
      harness.backend.rows.push(anonymous());
      const { user } = render();
      const view = await screen.findByRole('button', { name: 'View feedback: Calendar cut off' });
      view.focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Calendar cut off' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(view).toHaveFocus();
    });
  });
});
