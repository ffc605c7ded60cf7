/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FeedbackFormPage } from './FeedbackFormPage';
import { publishTestSession } from '@shalom/shared/remote/testing';
import { currentLocation, renderFeature, setupFakeFeedbackBackend } from '../testing/renderFeature';

// The shared fake backend, plus the edge function the form takes failed uploads back through.
jest.mock('../testing/fakeFeedbackBackend', () => {
  const actual = jest.requireActual<typeof import('../testing/fakeFeedbackBackend')>('../testing/fakeFeedbackBackend');
  const { withDiscardFunction } = jest.requireActual<typeof import('./fakeDiscardFunction')>('./fakeDiscardFunction');
  return { ...actual, createFakeFeedbackBackend: () => withDiscardFunction(actual.createFakeFeedbackBackend()) };
});

// Whole journeys typed key by key through a real supabase-js client: on two busy cores one can
// take longer than jest's 5 s default.
jest.setTimeout(30_000);

const harness = setupFakeFeedbackBackend();
const USER = '6f1c9d2e-0000-4000-8000-000000000001';
const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const ANONYMOUS_IMAGE = (index: number, extension: string) => new RegExp(`^anonymous/${UUID_V4}/\\d{13}-${index}\\.${extension}$`);
const DISCARD = '/functions/v1/discard-feedback-uploads';
/** How the form removes images: only through the function, never storage's own remove. */
const removals = () => harness.backend.calls.filter((call) => call.method === 'DELETE' || call.path === DISCARD);

function image(name: string, type = 'image/png', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

async function fillRequired(user: ReturnType<typeof renderFeature>['user'], subject = 'Calendar cut off', message = 'The date picker is cut off.') {
  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), subject);
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), message);
}

const addImages = () => screen.getByLabelText('Add images');
const submitButton = () => screen.getByRole('button', { name: 'Submit Feedback' });

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('/feedback form', () => {
  it('shows every field and keeps Submit disabled while subject or message is empty or blank', async () => {
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText(/We review all feedback within 1-2 business days\./)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Feedback type' })).toHaveTextContent('General');
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveAttribute('type', 'email');
    expect(screen.getByText(/Up to 5 images, 5MB each/)).toBeInTheDocument();
    expect(addImages()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Hi');
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: /^Message/ }));
    expect(submitButton()).toBeDisabled();
  });

  it('an anonymous visitor: two images into a fresh anonymous/<uuid>/ folder with timestamp-index names, then one row, the toast, and / after 2 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { user, toasts } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out', advanceTimers: jest.advanceTimersByTime });
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Feedback type' }));
    await user.click(await screen.findByRole('option', { name: 'Bug Report' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), ' Dvora ');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'dvora@example.test');
    await user.upload(addImages(), [image('one.png'), image('two.jpg', 'image/jpeg')]);
    expect(screen.getByRole('img', { name: 'Image 1: one.png' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 2: two.jpg' })).toBeInTheDocument();
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ title: 'Feedback Submitted', description: "Thank you! We'll review your feedback within 1-2 business days.", variant: 'success' });
    const uploads = harness.backend.calls.filter((call) => call.method === 'POST' && call.path.includes('/storage/'));
    const paths = uploads.map((call) => (call.body as { path: string }).path);
    expect(paths).toEqual([expect.stringMatching(ANONYMOUS_IMAGE(0, 'png')), expect.stringMatching(ANONYMOUS_IMAGE(1, 'jpg'))]);
    // One folder and one timestamp for the submission.
    expect(paths[0]?.replace(/-0\.png$/, '')).toBe(paths[1]?.replace(/-1\.jpg$/, ''));
    expect(harness.backend.calls.some((call) => call.path.includes('/functions/'))).toBe(false);
    const insert = harness.backend.calls.find((call) => call.method === 'POST' && call.path.endsWith('/rest/v1/feedback'));
    expect(insert?.params.get('select')).toBeNull();
    expect(insert?.body).toEqual({
      user_id: null,
      subject: 'Calendar cut off',
      message: 'The date picker is cut off.',
      feedback_type: 'bug_report',
      name: 'Dvora',
      email: 'dvora@example.test',
      images: paths,
      page_url: window.location.href,
      user_agent: navigator.userAgent,
    });

    act(() => jest.advanceTimersByTime(1999));
    expect(currentLocation()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toBe('/');
  });

  it('a signed-in user: images in their own folder, the row in their name, and /dashboard after 2 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: USER, advanceTimers: jest.advanceTimersByTime });
    await fillRequired(user);
    await user.upload(addImages(), image('shot.webp', 'image/webp'));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' })).toBeInTheDocument();
    const upload = harness.backend.calls.find((call) => call.path.includes('/storage/'));
    expect((upload?.body as { path: string }).path).toMatch(new RegExp(`^${USER}/\\d{13}-0\\.webp$`));
    expect(harness.backend.rows[0]).toMatchObject({ user_id: USER, name: null, email: null, feedback_type: 'general' });
    act(() => jest.advanceTimersByTime(2000));
    expect(currentLocation()).toBe('/dashboard');
  });

  it('an email that is not an address is named on the email field and nothing is sent; fixed or emptied, it sends', async () => {
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(user);
    const email = screen.getByRole('textbox', { name: 'Email (optional)' });
    await user.type(email, 'dvora@');
    await user.click(submitButton());
    expect(email).toHaveAccessibleDescription('Enter a valid email address, or leave it empty.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(harness.backend.calls).toEqual([]);
    // Typing again takes the complaint away until the next Submit.
    await user.type(email, 'example.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' });
    expect(harness.backend.rows[0]).toMatchObject({ email: 'dvora@example.test' });
  });

  it('what was typed comes back after a reload of the tab, for the same person only, and is gone once sent', async () => {
    const first = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(first.user, 'Kept across a reload', 'Half a thought');
    await first.user.click(screen.getByRole('combobox', { name: 'Feedback type' }));
    await first.user.click(await screen.findByRole('option', { name: 'Feature Request' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Dvora');
    first.unmount();

    // Someone else signed in, in the same tab: not theirs to see.
    const other = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: USER });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    other.unmount();

    const again = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Kept across a reload');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Half a thought');
    expect(screen.getByRole('combobox', { name: 'Feedback type' })).toHaveTextContent('Feature Request');
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Dvora');
    await again.user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' });
    expect(harness.backend.rows[0]).toMatchObject({ subject: 'Kept across a reload', feedback_type: 'feature_request', name: 'Dvora' });
    again.unmount();

    renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });

  it('a draft is restored once the session is known, not into the anonymous form while it loads', async () => {
    const first = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: USER });
    await fillRequired(first.user, 'Mine', 'My words');
    first.unmount();
    renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'loading' });
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    act(() => publishTestSession(USER));
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Mine');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('My words');
  });

  it('refuses a sixth image with "Too many images", and keeps the picker closed at five', async () => {
    const { user, toasts } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await user.upload(addImages(), [1, 2, 3, 4, 5, 6].map((n) => image(`${n}.png`)));
    expect(toasts).toContainEqual({ title: 'Too many images', description: 'You can upload up to 5 images only.', variant: 'destructive' });
    expect(screen.getByText('You can upload up to 5 images only.')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);

    await user.upload(addImages(), [1, 2, 3, 4, 5].map((n) => image(`${n}.png`)));
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByText(/5 of 5 images/)).toBeInTheDocument();
    expect(addImages()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Image 1: 1.png', 'Image 2: 3.png', 'Image 3: 4.png', 'Image 4: 5.png']);
    expect(addImages()).toBeEnabled();
    expect(harness.backend.calls).toEqual([]);
  });

  it('refuses a file that is not an image and an image over 5 MB, before any upload, and adds the rest', async () => {
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    // A file picker may still hand over any file (the accept filter is only a hint), so the text
    // file arrives as a change event of the input, past the filter user-event would apply.
    fireEvent.change(addImages(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' }), image('ok.png')] } });
    expect(screen.getByText('Only image files can be added: notes.txt is not an image.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1: ok.png' })).toBeInTheDocument();
    expect(addImages()).toHaveAccessibleDescription(expect.stringContaining('notes.txt is not an image'));

    await user.upload(addImages(), image('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('huge.png is larger than 5MB. Choose a smaller image.')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await user.upload(addImages(), image('exactly5mb.png', 'image/png', 5 * 1024 * 1024));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(harness.backend.calls).toEqual([]);
  });

  it('when the row is refused: the uploaded images are taken back through discard-feedback-uploads, the failure shows, and nothing typed is lost', async () => {
    harness.backend.fail.insert = { status: 400, code: 'P0001', message: 'Too much feedback is arriving right now. Please try again in a few minutes.' };
    const { user, toasts } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(user, 'Kept subject', 'Kept message');
    await user.upload(addImages(), [image('a.png'), image('b.png')]);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit feedback. Please try again.');
    expect(alert).toHaveTextContent('Too much feedback is arriving right now. Please try again in a few minutes.');
    expect(toasts).toContainEqual({
      title: 'Failed to submit feedback. Please try again.',
      description: 'Too much feedback is arriving right now. Please try again in a few minutes.',
      variant: 'destructive',
    });
    const uploaded = harness.backend.calls.filter((call) => call.method === 'POST' && call.path.includes('/storage/')).map((call) => (call.body as { path: string }).path);
    expect(uploaded).toEqual([expect.stringMatching(ANONYMOUS_IMAGE(0, 'png')), expect.stringMatching(ANONYMOUS_IMAGE(1, 'png'))]);
    expect(removals()).toEqual([expect.objectContaining({ method: 'POST', path: DISCARD, body: { paths: uploaded } })]);
    expect([...harness.backend.objects]).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Kept subject');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Kept message');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(submitButton()).toBeEnabled();
  });

  it('each anonymous submission gets a folder of its own: a retry after a refusal does not reuse the first', async () => {
    harness.backend.fail.insert = { status: 400, code: 'P0001', message: 'Too much feedback is arriving right now. Please try again in a few minutes.' };
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(user);
    await user.upload(addImages(), image('a.png'));
    await user.click(submitButton());
    await screen.findByRole('alert');
    delete harness.backend.fail.insert;
    await user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' });

    const uploaded = harness.backend.calls.filter((call) => call.method === 'POST' && call.path.includes('/storage/')).map((call) => (call.body as { path: string }).path);
    expect(uploaded).toEqual([expect.stringMatching(ANONYMOUS_IMAGE(0, 'png')), expect.stringMatching(ANONYMOUS_IMAGE(0, 'png'))]);
    const folders = uploaded.map((path) => path.split('/')[1]);
    expect(folders[0]).not.toBe(folders[1]);
    expect([...harness.backend.objects]).toEqual([uploaded[1]]);
    expect(harness.backend.rows.map((row) => row.images)).toEqual([[uploaded[1]]]);
  });

  it('a refusal without a rule message shows only the generic failure', async () => {
    harness.backend.fail.insert = { status: 401, code: '42501', message: 'new row violates row-level security policy for table "feedback"' };
    const { user, toasts } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit feedback\. Please try again\.$/);
    expect(toasts).toContainEqual({ title: 'Failed to submit feedback. Please try again.', variant: 'destructive' });
  });

  it('when an upload fails: the images already stored are removed and no row is sent', async () => {
    harness.backend.fail.uploadNumbers = [1];
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: USER });
    await fillRequired(user);
    await user.upload(addImages(), [image('a.png'), image('b.png'), image('c.png')]);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit feedback. Please try again.');
    expect(harness.backend.calls.some((call) => call.path.endsWith('/rest/v1/feedback'))).toBe(false);
    expect([...harness.backend.objects]).toEqual([]);
    expect(removals()).toEqual([
      expect.objectContaining({ method: 'POST', path: DISCARD, body: { paths: [expect.stringMatching(new RegExp(`^${USER}/\\d{13}-0\\.png$`))] } }),
    ]);
  });

  it('while sending, the form is busy and cannot be sent twice', async () => {
    const { user } = renderFeature(<FeedbackFormPage />, { path: '/feedback', session: 'signed-out' });
    await fillRequired(user);
    await user.click(submitButton());
    await user.click(screen.queryByRole('button', { name: /Submit|Submitting/ }) ?? document.body);
    await screen.findByRole('heading', { level: 1, name: 'Feedback Submitted' });
    await waitFor(() => expect(harness.backend.rows).toHaveLength(1));
    expect(within(document.body).getByRole('status')).toHaveTextContent('Taking you back in a moment…');
  });
});
