// The Tone Coach turns "you always ..." into "could you ..." in Hebrew by forming the future of the
// verb it finds (tone/hebrew-verbs.ts). A plural participle speaks of more than the one addressed
// and has no such future: "מתארחים" once became "תתארחימי".
import { hebrewVerb } from '../../../supabase/functions/_shared/guide/tone/hebrew-verbs.ts';

describe('hebrewVerb', () => {
  test.each([
    ['מקשיבה', 'תקשיב', 'תקשיבי', 'f'],
    ['מבשלת', 'תבשל', 'תבשלי', 'f'],
    ['מקשיב', 'תקשיב', 'תקשיבי', 'm'],
    ['מנקה', 'תנקה', 'תנקי', 'n'],
  ])('%s → %s / %s', (word, fm, ff, gender) => {
    expect(hebrewVerb(word)).toEqual({ fm, ff, gender });
  });

  test.each(['מתארחים', 'מבשלות', 'מסתדרים'])('a plural has no singular future: %s', (word) => {
    expect(hebrewVerb(word)).toBeNull();
  });
});
