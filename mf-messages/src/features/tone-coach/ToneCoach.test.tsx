/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { ME, SPOUSE, renderMessaging, setupFakeMessaging } from '../testing/renderMessaging';

const harness = setupFakeMessaging();

async function openThread() {
  const c = harness.backend.conversation({ user_id: ME, partner_user_id: SPOUSE });
  const view = renderMessaging(`/messages/${c.id}`);
  const box = await screen.findByRole('textbox', { name: 'Type a message' });
  return { ...view, box };
}

describe('Tone Coach', () => {
  it("sends the draft, shows 'Suggested rewrite', and 'Use suggestion' puts it in the box", async () => {
    harness.backend.toneCoach = { status: 200, body: { rewrite: 'I feel unheard when we talk past each other. Could we try again tonight?' } };
    const { user, box } = await openThread();
    await user.type(box, 'You never listen');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    const suggestion = await screen.findByRole('region', { name: 'Suggested rewrite' });
    expect(suggestion).toHaveTextContent('I feel unheard when we talk past each other. Could we try again tonight?');
    expect(harness.backend.callsTo('POST', 'functions/tone-coach')[0]!.body).toEqual({ text: 'You never listen' });
    await user.click(screen.getByRole('button', { name: 'Use suggestion' }));
    expect(box).toHaveValue('I feel unheard when we talk past each other. Could we try again tonight?');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).not.toBeInTheDocument();
    expect(harness.backend.callsTo('POST', 'messages')).toHaveLength(0);
  });

  it('a suggestion goes away once the message is sent, and focus stays in the box after Send', async () => {
    harness.backend.toneCoach = { status: 200, body: { rewrite: 'Could we talk tonight, calmly?' } };
    const { user, box } = await openThread();
    await user.type(box, 'We need to talk NOW');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    await screen.findByRole('region', { name: 'Suggested rewrite' });
    // The writer keeps their own words and sends them with the button.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(harness.backend.messages).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).not.toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it("'Dismiss' drops the suggestion and keeps the draft", async () => {
    harness.backend.toneCoach = { status: 200, body: { rewrittenText: 'Could we talk tonight?' } };
    const { user, box } = await openThread();
    await user.type(box, 'We need to talk');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    await screen.findByText('Could we talk tonight?');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Could we talk tonight?')).not.toBeInTheDocument();
    expect(box).toHaveValue('We need to talk');
    expect(box).toHaveFocus();
  });

  it("says 'No suggestion returned' when the function has nothing to offer", async () => {
    harness.backend.toneCoach = { status: 200, body: { rewrite: '' } };
    const { user, box, toasts } = await openThread();
    await user.type(box, 'Thank you for dinner');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'No suggestion returned', description: undefined, variant: undefined }));
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).not.toBeInTheDocument();
  });

  it("says 'No suggestion returned' for a kind message the function leaves as it was", async () => {
    harness.backend.toneCoach = { status: 200, body: { rewrite: 'Thank you for dinner', rewrittenText: 'Thank you for dinner', changed: false } };
    const { user, box, toasts } = await openThread();
    await user.type(box, 'Thank you for dinner');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'No suggestion returned', description: undefined, variant: undefined }));
    expect(screen.queryByRole('region', { name: 'Suggested rewrite' })).not.toBeInTheDocument();
  });

  it("says 'Tone Coach failed' with the function's error text, and keeps the draft", async () => {
    harness.backend.toneCoach = { status: 500, body: { error: 'The tone coach is resting' } };
    const { user, box, toasts } = await openThread();
    await user.type(box, 'Why is it always me');
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Tone Coach failed', description: 'The tone coach is resting', variant: 'destructive' }));
    expect(box).toHaveValue('Why is it always me');
  });

  it('needs text first', async () => {
    const { user, toasts } = await openThread();
    await user.click(screen.getByRole('button', { name: 'Tone Coach' }));
    expect(toasts).toContainEqual({ title: 'Enter a message first', description: undefined, variant: undefined });
    expect(harness.backend.callsTo('POST', 'functions/tone-coach')).toHaveLength(0);
  });
});
