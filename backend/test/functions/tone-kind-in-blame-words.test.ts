// Love said in blame's words is kind; blame with a heart on it is still blame (tone/check.ts,
// isBlaming). Each message here is new: none is in the development or fresh sets.
import { isBlaming, rewriteToneOffline } from '../../../supabase/functions/_shared/guide/tone/index.ts';

describe('love in blame words, and blame with a heart', () => {
  it.each([
    'you never forget how I take my coffee. love you ❤️',
    'אתה תמיד יודע להצחיק אותי כשאני לחוצה, אוהבת אותך',
    'you always beat me at scrabble, cutest sore winner ever 😘',
  ])('leaves "%s" as it is', (text) => {
    expect(isBlaming(text)).toBe(false);
    expect(rewriteToneOffline(text)).toMatchObject({ changed: false, rewrite: text });
  });

  it.each([
    "I love you but I'm sick of you always being late to my parents",
    'Thanks for the support, you sat there on your phone the whole dinner with my boss ❤️',
    'אוהבת אותך, אבל נמאס לי שאתה אף פעם לא מוריד את הזבל',
  ])('still rewrites "%s"', (text) => {
    expect(isBlaming(text)).toBe(true);
    expect(rewriteToneOffline(text).changed).toBe(true);
  });
});
