import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axeScan';
import { expectNoHorizontalScroll, screenshotForReview } from '../support/layoutChecks';
import { logIn } from '../support/logIn';
import { restAs, signUpWithProfile } from '../support/testUsers';

// Issue 33, item 4: notes typed when adding a link are their writer's alone. Sarah adds David with
// a note (the words); David never reads it — not on his screen, not through any call
// (REST select, embed, the notes table) — while Sarah keeps seeing it. English at 1280 px for
// Sarah, Hebrew at 390 px for David, each screen also at the other width.

const NOTE = 'בעלי היקר';

test("a note typed when adding a link is shown to its writer only, on every screen and through every call", async ({ browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const sarah = await signUpWithProfile(request, 'notes-sarah', 'Sarah');
  const david = await signUpWithProfile(request, 'notes-david', 'David', { gender: 'male' });

  const sarahContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const sarahPage = await sarahContext.newPage();
  await logIn(sarahPage, sarah.email);
  await sarahPage.goto('/relationships');
  const form = sarahPage.getByRole('form', { name: 'Add a relationship' });
  await form.getByLabel('Related User ID').fill(david.userId);
  const notes = form.getByRole('textbox', { name: 'Notes (optional)' });
  await expect(notes).toHaveAccessibleDescription('Only you can see your notes. The other person never does.');
  await notes.fill(NOTE);
  await form.getByRole('button', { name: 'Add' }).click();
  const sent = sarahPage.getByRole('list', { name: 'Sent requests' }).getByRole('listitem');
  await expect(sent).toContainText('David');
  await expect(sent).toContainText(NOTE);
  await expectNoAxeViolations(sarahPage, 'relationships with own notes (en)');
  await screenshotForReview(sarahPage, 'notes-sent-1280-en');

  // David, on his phone in Hebrew: the request, without Sarah's note.
  const davidContext = await browser.newContext({ baseURL, locale: 'he-IL', viewport: { width: 390, height: 844 } });
  const davidPage = await davidContext.newPage();
  await logIn(davidPage, david.email, { language: 'hebrew' });
  await davidPage.goto('/relationships');
  const incoming = davidPage.getByRole('list', { name: 'בקשות אליך' }).getByRole('listitem', { name: 'Sarah' });
  await expect(incoming).toBeVisible();
  await expect(davidPage.getByText(NOTE)).toHaveCount(0);
  await expect(davidPage.getByRole('form', { name: 'הוספת קשר' }).getByRole('textbox', { name: 'הערות (רשות)' })).toHaveAccessibleDescription(
    'ההערות גלויות רק לך. הצד השני לא רואה אותן.',
  );
  await expectNoHorizontalScroll(davidPage);
  await screenshotForReview(davidPage, 'notes-request-390-he');

  // Through the API as David: the link holds no notes; the notes table and an embed return none.
  const asDavid = async (path: string) => {
    const answer = await restAs(request, david, 'GET', path);
    expect(answer.ok, JSON.stringify(answer.body)).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(NOTE);
    return answer.body;
  };
  expect(await asDavid('relationships?select=*')).toEqual([expect.objectContaining({ user_id: sarah.userId, notes: null })]);
  expect(await asDavid('relationship_notes?select=*')).toEqual([]);
  expect(await asDavid('relationships?select=id,notes,relationship_notes(notes)')).toEqual([expect.objectContaining({ notes: null, relationship_notes: [] })]);
  expect(await asDavid(`relationship_notes?select=*&user_id=eq.${sarah.userId}`)).toEqual([]);
  // Writing over hers changes nothing; writing in her name is refused.
  const overwrite = await restAs(request, david, 'POST', 'relationship_notes', { relationship_id: (await asDavid('relationships?select=id') as Array<{ id: string }>)[0]!.id, user_id: sarah.userId, notes: 'x' });
  expect(overwrite.status).toBe(403);

  // He accepts: his card has no notes; hers keeps her note.
  await incoming.getByRole('button', { name: 'אישור' }).click();
  const davidCard = davidPage.getByRole('list', { name: 'הקשרים שלך' }).getByRole('listitem', { name: 'Sarah' });
  await expect(davidCard).toBeVisible();
  await expect(davidCard).not.toContainText(NOTE);
  await davidPage.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(davidPage, 'notes-linked-1280-he');

  await sarahPage.reload();
  const sarahCard = sarahPage.getByRole('list', { name: 'Your Relationships' }).getByRole('listitem', { name: 'David' });
  await expect(sarahCard).toContainText(NOTE);
  await sarahPage.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(sarahPage);
  await screenshotForReview(sarahPage, 'notes-linked-390-en');
  await sarahContext.close();
  await davidContext.close();
});
