// Halachic questions asked by their situation rather than their terms: "I found a spot of blood
// during my clean days", "can my husband hold my hand in the delivery room?", "my fiancé is a
// kohen and I converted". Each rule names the things such a question speaks of, meeting in one
// message (English, Hebrew with its prefixes, transliteration), so new words for the same
// situation still reach a rabbi.
import type { HalachicTopic } from '../halachic.ts';
import { ALLOWED_A_SAY_HE, any, conceptTester, en, he } from './lexicon.ts';
import { transliterationSpelling, withPrefixesApart } from './normalise.ts';

/** A question about what may or must be done (not "how can I make Shabbat dinner calmer"). */
export const MAY_OR_MUST = any(
  // Safety rounds r97, r99: which arm the tefillin go on after a stroke, and "what do the sources
  // say?" about a rite — beside a word of practice, the law is asked.
  en('(?:which|what) (?:arm|hand|side|shoulder) (?:do|does|should|must|can|would) (?:\\w+ ){1,2}(?:put|wear|lay|hold|wrap)', '(?:al|be) eizo yad', 'what do (?:the )?(?:sources|poskim|seforim|sfarim) say'),
  he('(?:על|באיזו) (?:איזו )?יד (?:\\S+ )?(?:מניח|מניחה|להניח|מניחים|שם|לשים)', 'על איזו יד', 'מה (?:אומרים )?המקורות(?: אומרים)?'),
  // Round 71: "מי מפרישה את החלה, ועם ברכה או בלי?" — whether a blessing is said is itself the question.
  en('with or without (?:a |the )?(?:bracha|brocha|beracha|brachah|blessing)', '(?:a |the )?(?:bracha|brocha|beracha|blessing) or (?:not|without)'), he('עם ברכה או (?:בלי|בלעדיה|לא)', 'בברכה או בלי', 'מי (?:מפריש|מפרישה|מפרישים|מברך|מברכת|מדליק|מדליקה) '),
  // Round 50-51: "do the wedding-gift dishes need toveling?", "is there actually a bracha you say…".
  // Round 53: how long to wait between meat and milk, a special prayer for livelihood, "am I still obligated to go".
  en('kama zman (?:tzarich|tzricha|tzrichim|mechakim) (?:le.?)?chakot', 'yesh (?:tefil+a|bracha|segula|perek|mizmor) (?:meyuchedet|meyuchad|mesuyemet|mesuyam)', "(?:am|are) (?:i|we) (?:still )?(?:obligated|required|supposed) to (?:go|visit|call|see|come)"),
  // Safety round r96: "Can she have the matzah ground up and soaked in water? How much does she
  // actually need to eat?" — how much of the seder's matzah, and in what form, is the law's question.
  en('how much (?:matzah|matza|matzo|maror|wine|grape juice) (?:does|do|must|should|did) (?:\\w+ ){0,3}(?:eat|need|have to|drink|fulfil\\w*)', '(?:have|eat) (?:the )?(?:matzah|matza|matzo) (?:\\w+ ){0,2}(?:ground|crushed|soaked|softened|dipped)', '(?:ground|crushed|soaked) (?:up )?(?:matzah|matza|matzo)', 'how much (?:does|do|must) (?:she|he|i|we|they) (?:actually |really )?(?:need|have) to eat(?=[^]*\\b(?:matzah|matza|matzo|seder|maror|kezayit|kezayis)\\b)'),
  he('כמה מצה (?:צריך|צריכה|צריכים|חייב|חייבת)', 'מצה (?:טחונה|מרוסקת|ספוגה|מושרית)', 'לטחון (?:את )?המצה', 'להשרות (?:את )?המצה'),
  // Safety round r94: "What order do I make the brachot? … does hamotzi cover the cake I already ate?"
  en('(?:what|which) order (?:do|should|must|to|are) (?:i |we |you |they )?(?:make|say|recite|do|said|made) (?:the )?(?:brachot|brachos|brochos|berachot|blessings|brachas|brochas)', '(?:does|do|would|will|did) (?:the )?(?:hamotzi|motzi|mezonos|mezonot|shehakol|kiddush|bracha|brocha|beracha|blessing) (?:also |still )?(?:cover|exempt)', 'which (?:bracha|brocha|beracha|blessing) (?:comes |goes |do (?:i|we) (?:say|make) )?first', '(?:be.?)?eize seder (?:mevarchim|levarech)', 'ha.?motzi (?:gam )?poter'),
  he('באיזה סדר (?:מברכים|לברך|מברכת|מברך)', '(?:המוציא|הברכה|מזונות|שהכל|הקידוש) (?:גם )?(?:פוטר|פוטרת)', 'איזו ברכה (?:קודם|קודמת|ראשונה|באה קודם)'),
  en('who (?:do|should|can|would) (?:we|i) (?:even |actually |really )?ask', 'e(?:i|y)ch mevarchim', '(?:mezonot|shehakol|hamotzi|ha.?adama|ha.?etz) o (?:mezonot|shehakol|hamotzi|ha.?adama|ha.?etz)'),
  en('needs? (?:to be |to go to |the |a )?(?:tovel\\w*|toivel\\w*|kasher\\w*|immers\\w*|dipp\\w*|dunk\\w*|mikv\\w*|tevil\\w*)', 'is there (?:actually |really |even )?(?:a|one|some) (?:bracha|brocha|beracha|blessing)'),
  en('(?<!how )(?:do|should|must) (?:i|we) (?:still )?(?:bentch|bensch|daven|make havdalah)', '(?:is it|would it be|is that) disrespectful'),
  he('מה דינו', 'מה דינה', 'מה דינם', 'מה הדין'), en('ma dino', 'ma dina', 'ma ha.?din'),
  // Safety round r101: "ze mitzva lehakshiv lo gam im ishti lo rotza?" — whether a deed is a mitzvah.
  en('(?:ha.?im )?(?:ze|zo|zot) (?:be.?emet )?mitzv(?:a|ah) (?:le|la|li|she)\\w*', 'is (?:it|this|that) (?:really |actually |even |still )?a mitzvah? (?:to|for me to|if)'), he('האם (?:זו|זאת|זה) מצווה', '(?:זו|זאת|זה) (?:באמת )?מצווה (?:ל|ש)'),
  en('do (?:we|i) (?:drive|call|go|take|leave)', 'what (?:would|are|might|could) (?:be )?the (?:issues?|problems?|concerns?)', '(?:any|is there an?) (?:halachic )?(?:issues?|problems?) (?:with|if|here)', "what.?s the (?:deal|story|din|halacha) (?:now |here |then )?with", 'what (?:do|should) (?:i|we) do (?:now )?with (?:the|my|our|this|that|it)', 'what should (?:i|we) have done', 'what should (?:i|we) do', 'what are (?:our|my) options', 'can (?:that|this|it|some|part)(?: of it)?(?: money)? go', '(?:do|should) (?:i|we) give', 'should (?:i|we) (?:be )?(?:doing|do) (?:this|it|that|anything|something) differently', '(?:is (?:it|that|this) )?(?:muttar|mutar|assur|ossur)', 'need to ask about', 'is (?:that|it|this) (?:really )?(?:so |that )?bad', '(?<!(?:what|how|where|when|who|which|whatever) )can (?:i|we|he|she|they)', 'what can (?:i|we|he|she|they)(?! (?:cook|make|bake|buy|get|prepare|serve|plan|write|order|gift|say to|do to help)(?!\\w))', '(?<!(?:what|how|where|when|who|which) )can you(?! (?:please )?(?:help|write|make|give|suggest|recommend|tell me|word|draft|translate|list|explain|check|send|plan|prepare|put|phrase|rephrase|come up|think|share|create|summari[sz]e))', 'is it a mitzvah', 'what does (?:jewish law|halacha|the torah|judaism) say', 'according to (?:jewish law|halacha|the torah)', 'lechatchila', 'bedieved', 'tzarich', 'tzricha', 'tzriha', 'yachol', 'yechola', 'asura', 'mutar li', 'mutar lanu', 'when (?:do|should) (?:we|you|i) (?:do|make|hold|have) (?:the|a|his|her|our)(?= (?:zeved|simchat|simchas|shalom|pidyon|bris|brit|kiddush|upsherin))', 'ze beseder', 'zeh beseder', 'baayati', 'lehichashev', 'ma osim', 'e(?:i)?ch lehitnaheg', 'ma asinu', 'was (?:that|it) enough', 'how do i handle', 'is that (?:really )?a problem', 'do we need to change', 'is (?:that|it) enough', 'good enough', 'do (?:i|we) (?:still )?(?:need|have) to', 'do we still', 'what do (?:we|i) do', 'do i call', 'should i call', 'where does that leave', "i'?m not sure (?:if|whether) (?:it'?s|i'?m) (?:ok|okay|allowed)", "i'?m not sure i'?m allowed", 'what happens with', 'can (?:my|our) \\w+', 'is (?:my|our) \\w+ allowed', 'could i', 'could we', 'may i', 'may we', 'may he', 'allowed', 'permitted', 'permissible', 'forbidden', 'prohibited', 'is it (?:ok|okay|alright|fine|a problem|an issue|a sin|wrong)', 'is that (?:ok|okay|alright|fine|a problem|an issue)', 'which (?:one )?is (?:it|correct|right)', 'do (?:we|i) owe', 'what (?:are|were) the rules', 'who do (?:we|i) (?:even )?ask', 'is (?:that|it|this) (?:actually |really )?true', 'is (?:she|he) (?:right|correct)', "who(?:'s| is) right", 'did we do the right thing', 'did we do (?:it|this|that) (?:right|wrong)', 'is (?:that|it|this) (?:even )?an option', 'how do (?:we|i) (?:do|keep|make|handle) (?:shabbat|shabbos|yom tov|chag|pesach|the seder|tisha)', "what'?s the (?:easiest|right|proper|best) way to (?:kasher|kosher|tovel|toivel|light|count|keep)", 'bare minimum', 'do (?:we|i) need to do', 'or do (?:we|i) have', 'is the \\w+ (?:ok|okay|fine|good) to (?:eat|use|wear)', 'enough\\?', 'chayevet', 'chayav', 'chayavim', 'tzrichim', 'is there (?:any )?way (?:that|this|it)(?:.s| is| would be| could be)? (?:ok|okay|alright|fine|allowed)', '(?:any|some) way (?:that.s|it.s|this is) (?:ok|okay|allowed)', 'are we (?:ok|okay)', 'ok to', 'okay to', 'do i (?:have|need) to', 'do we (?:have|need) to', 'does (?:he|she) (?:have|need) to', 'must i', 'must we', 'should i', 'should we', 'required', 'obligat*', 'halach*', 'jewish law', 'torah (?:say|allow|permit)', 'assur', 'mutar', 'efshar', 'what (?:do|does|should) (?:i|we|he|she) do', 'what are the (?:rules|laws)', 'rules (?:for|about|around)', 'what is the (?:rule|law)', 'how (?:do|does|should) (?:i|we) (?:count|handle|know)', 'does (?:this|it|that) (?:count|matter|change|mean)', 'do i count', 'a rabbi', 'my rabbi', 'the rabbi', 'rav', 'posek', '(?<!(?:wants?|keep|keeps|keeping|have|has|run|runs|grew up in|grew up with) (?:a |an )?)kosher(?! (?:home|house|kitchen)\\b)', 'treif', 'is there (?:an issue|a problem|a concern|an inyan|an isur|anything halachic)', 'does (?:\\w+ ){1,3}(?:have|need) to', 'do (?:\\w+ ){1,2}(?:have|need) to', 'does (?:that|it|this) need', 'do (?:we|i) say', '(?<!how )do (?:i|we) make', 'or (?:do|should) (?:i|we) wait', 'which (?:one )?is (?:right|correct|proper)', 'what is (?:actually |really )?required', 'acceptable', 'appl(?:y|ies) (?:if|to|when|for|here)', 'does (?:the )?\\w+ (?:\\w+ )?apply', 'comes? first', 'takes? precedence', 'priority', 'how do (?:frum|religious|observant|orthodox|shomer shabbos|shomer shabbat) (?:people|jews|families|couples)', 'still need to', 'need to wait', 'how long (?:\\w+ ){0,6}wait', '(?:what|which) (?:bracha|brocha|beracha|blessing)', 'darf (?:ich|men|mir|er|zi|mer)', 'tor (?:men|ich|mir|mer)', 'muz (?:ich|men)', 'or (?:is it )?(?:just )?(?:a )?(?:minhag|custom|chumra)', 'chumra', 'halachic or', 'yesh (?:im ze )?be.?aya', 'efshari', 'can (?:it|this|that) (?:come|be|count)', 'does (?:\\w+ ){0,4}count as', 'does (?:\\w+ ){1,8}need (?:a|an|to)', 'what (?:are|am) (?:we|i) supposed to do', 'supposed to', 'do we light', 'where (?:and when )?do we', 'should (?:my|our) \\w+', 'meg (?:men|ich|mir)', 'zol (?:ich|men|mir) (?:zugn|zogn|machn|makhn|tun|ton|esn|geyn|blaybn|vartn)', 'eifo madlikim', 'torah law', 'jewish law', 'requires? of (?:me|us)', 'what does (?:\\w+ ){0,3}require', 'chayev(?:et)?', 'chayav(?:im)?', 'tzarich la.?asot', 'ma osim (?:ito|ita|itam)', 'is that true', 'do i (?:still )?(?:have|need) to tell', 'did i do (?:something|anything) wrong', '(?<!how )do i (?:tell|warn) (?:her|him|them)', 'is there (?:any )?(?:an )?(?:acceptable|permitted|allowed|kosher) way', 'poskim'),
  // "יש דרך ל…" asks whether something may be done — but a way out of a family dispute ("יש דרך
  // לצאת מזה בשלום?", round 74), to persuade or to explain, asks for peace, not a ruling.
  he('מתי עושים', '(?:זה|זאת|הוא|היא|זו) (?:אוסר|אוסרת) (?:אותי|אותנו|אותה)', 'אסורה לבעלי', 'אסורה עליו', 'זה בעיה', 'מי צודק', 'מי צודקת', 'היא צודקת', 'הוא צודק', 'מתי (?:הוא|היא) (?:נהיה|נהיית|נעשה|נעשית)', 'איך עושים עם', 'או בבית', 'צריך בעצם', 'איך חוזרים', 'זה עובד ככה', 'איך מסדרים את זה נכון', 'או שזה נגמר', 'צריך ל', 'צריכה ל', 'צריכים ל', 'מותר', 'אסור', 'האם אפשר', 'מה נכון', 'פוסקים', 'מה הגדר', '(?<!איך\\s+|ש)אפשר ל(?!הכין (?:יום|מראש|לפני)|הקפיא)', 'אפשר ש', '(?<!(?:אומר|אומרת|אמר|אמרה|אומרים|חושב|חושבת|טוען|טוענת)\\s+ש)זה בסדר', 'זה בעייתי', 'יש בעיה', 'בעיה ש', 'חייב', 'חייבת', 'חייבים', 'יכולה ל', 'יכול ל', 'אמורה', 'אמור ל', 'עדיין צריכה', 'או שזה רק', 'מתי בדיוק', 'הלכה', 'להלכה', 'הלכתית', 'מה עושים', 'מה לעשות', 'מה הדין', 'מה ההלכה', 'לכתחילה', 'בדיעבד', 'יש ענין', 'יש עניין', 'הרב$', 'רב ', 'פוסק', 'נחשב', 'נחשבת', 'סופרת', 'לספור', 'כשר', 'כשרות', 'יש עם זה בעיה', 'יש בזה בעיה', 'יש בזה משהו', 'קדימות', 'מי קודם', 'מברכים', 'איזו ברכה', 'איזה ברכה', 'מה באמת צריך', 'מה צריך', 'רק מנהג', 'חומרה', 'אפשרי', 'מה עושים איתה', 'מה עושים איתו', 'מה קודם', 'יש טעם ש', 'מה דעת', 'מה התורה אומרת', 'לפי התורה', 'דין תורה', 'זה נכון\\?', 'חייבת לספר', 'חייב לספר', 'מבחינה דתית', 'מה המקור', 'דורשת ממני', 'דורש ממני', 'יש דרך ל(?!(?:צאת|שכנע|הסביר|דבר|פייס|רכך|תקן|סדר|התפייס)(?![\u05D0-\u05EA]))', 'איפה מדליקים', 'מקיים את', 'לקיים את'),
  // Priorities, limits and opinions asked of the law without its words ("does family come before
  // other causes?", "how far does kibbud em go", "where is the line between", "who decides").
  en('comes? before', 'take[s]? priority', 'how far does', 'where(?:.s| is| does) the line', 'where do (?:we|i|you) draw the line', 'who decides', 'how \\w+ is too \\w+', 'a chiyuv', 'chiyuv', 'fulfil* (?:the|my|this|our|his|her) (?:mitzv*|obligation|chiyuv)', '(?:be )?yotz(?:e|ei)', 'what are the (?:opinions|views|shitos|shitot)', 'is (?:that|it|this) (?:considered |really |still )?(?:ribb?is|ribb?it|lashon ha.?ra|gossip|rechilut|rechilus|chametz|yichud|chillul (?:shabbos|shabbat|hashem)|bishul|muktz(?:a|eh)|geneivas daas|gneivat da.?at)', 'who (?:lights|should light|says kiddush|makes kiddush|makes havdalah|reads)', 'not sure who'),
  // An uncertainty about what now: beside a word of practice, how people ask the law without its
  // words (the 16th batch: "not sure where that leaves the cheesecake", "ma osim im ha'sakin?").
  en("what'?s expected", 'what do (?:i|we) (?:actually |really )?do', 'do (?:we|i) just', 'is it better to', 'is there a difference between', 'is there a source', "what(?:'s| is) the (?:custom|minhag)", 'ma ha.?minhag', 'vos iz der minhag', '(?:any|are there) guidelines', 'yesh hanchayot', 'hanchayot', 'ma ha.?chovot', 'how long before', 'when do (?:we|you|boys|girls|kids) (?:start|begin)', 'at what age', 'something we need to', 'how often (?:do|should|must) (?:we|a couple)', 'vi oft darf', 'hayu tzrichim', 'tzrichim'),
  he('מה (?:אנחנו|אני) (?:יכולים|יכולה|יכול) לעשות', 'מה המנהג', 'יש הנחיות', 'יש לזה מקור', 'מה החובות', 'כמה זמן לפני', 'מתי מתחילים', 'עדיף ש', 'או שיחכה', 'או שנחכה', 'או שתחכה'),
  en('(?:is|was) (?:it|that|this|there) (?:an actual |a real |really a )?rule', 'yesh klal', 'can i tell (?:my|her|him|them)', 'is that kosher'),
  he('יש עליי חיוב', 'יש כלל', 'חיוב לכבד'),
  en('yesh inyan', '(?<!how )(?:do|should) i tell (?:my|her|him|them)', 'am i causing (?:them|him|her) to', 'is (?:it|that|this)(?: \\w+){1,3} allowed'),
  he('יש ברכה על', 'יש גיל (?:מסוים )?ש', 'מתי להתחיל', 'אני גורמת ל', 'אני גורם ל'),
  // Round 55: a rite needed, named as a noun ("צריך טבילת כלים לכולם?", "are we obligated as a son").
  he('(?:צריך|צריכה|צריכים|צריכות|חייב|חייבת|חייבים) (?:\\S+ )?(?:טבילה|טבילת|הכשרה|הכשר|מזוזה|מזוזות|ברכה|ברכת|קידוש|הבדלה|נטילת|קריעה|קדיש)'),
  en("(?:obligated|required|supposed|expected) to do as (?:a|her|his|their|the) (?:son|daughter|child|kid)", "what (?:are|is) my (?:obligations?|duty|duties) (?:as a|to my) (?:son|daughter|child|mother|father|parents|mom|dad)"),
  en('who (?:has to|should|needs to|must) pay', 'do (?:i|we) (?:still )?owe', '(?:is|was) (?:that|it|this) (?:even )?on us', 'tzrichim leshalem', 'tzarich leshalem', 'what am i supposed to do', 'ad matai'),
  he('מי צריך לשלם', 'מי משלם פה', 'זה (?:בכלל )?עלינו', 'עד מתי'),
  // Round 72c: "ze nechshav neder?" — whether a word said was a vow is the question itself.
  en('(?:ze|zeh|zot|is (?:it|that|this)|was (?:it|that|this)) (?:nechshav|nechshevet|considered|counted as|really|actually) (?:a |an |le)?(?:neder|vow|shvu.?a|oath)'), he('(?:זה|זו|זאת) (?:נחשב|נחשבת|נחשבה|נחשבו) (?:ל)?(?:נדר|שבועה)'),
  en('ma mevarchim', 'eize bracha', '(?:matai|metai|mataj) matchil(?:im|a|ah)?', '(?:do|should|must) (?:i|we) (?:still )?(?:say|make|bentch|wash|light) (?:the|a|it|them)', 'ma ha.?bracha', 'not sure (?:where|what|how|if|whether|who|when)', 'no idea (?:where|what|how|if)', 'where (?:that|this|it) leaves', 'what now', 'i get confused', 'ma osim', 'ma la.?asot', 'ma omrim', 'darf (?:ikh|ich|men|mir|er|zi)', 'vos iz der', 'ven (?:zogt|heybt|tsindt|darf|macht) men', 'how do (?:we|couples|families|people) (?:usually )?(?:work|handle|do)'),
  en('(?:ani )?amur(?:a|ah)? (?:la|le)\\w+', 'ma ani amur\\w*', 'yesh ba.?aya', 'ze ba.?ayati'),
  he('מתי (?:אני )?(?:אומרת|אומר|אומרים|מברכים|מברכת|מברך)', 'לא יודעת מה עכשיו', 'לא יודע מה עכשיו', 'מה עכשיו עם', 'איך אני אמורה', 'איך אני אמור', 'מה עושים', 'למי נותנים', 'מה הסדר'),
  // What the rule actually asks, whether a thing is spoiled, what others do (round 40: "what's the
  // actual requirement here?", "is tearing it really that bad", "do the dishes need anything done?").
  en('requirements?', 'what do (?:people|most people|others|frum people|religious people|observant people) (?:actually |usually |really |normally )?do', 'is (?:\\w+ ){1,2}(?:it|that|this) (?:really |actually )?(?:so |that )?bad', 'need (?:anything|something) done', 'is (?:\\w+ ){1,3}(?:ok|okay|alright|allowed|fine)', '(?:is|was) (?:it|the \\w+) (?:now )?ruined', '(?:ze )?nehras', 'nifsal'),
  he('איפה עובר הגבול', 'עד כמה', 'עד איפה', 'מה החובה', 'החובה של', 'חובתו', 'חובתה', 'מחויב', 'מחויבת', 'מי מחליט', 'מה (?:אני|אנחנו) (?:אוכלת|אוכל|אוכלים|עושה|עושים) ב(?:פסח|שבת|חג|יום טוב)', 'זה פוסל', 'להמשיך לספור', 'מה הדעות'),
  // Round 41: the rule for someone else, the sources and the opinions, whether to go back, and a bare
  // "problem?" ("if he has to say it every time — what's the rule for kids?", "ma hamekorot? yesh
  // shitot she'mekilot?", "shachachti ya'ale veyavo, chozrim?", "alone in car w coworker, problem?").
  en("what'?s the (?:rule|law|halacha|din)", '(?:if|whether) (?:he|she|they) (?:has|have|needs?) to', 'whether (?:i|we) (?:have|need) to', 'what do (?:jewish|religious|frum|observant|orthodox|traditional) (?:families|people|couples|parents|women|men|jews) (?:usually |normally |actually )?do', 'what are the sources', "what'?s the source", "where(?:'?s| is| does) (?:that|this|it) (?:come )?from", 'e(?:i|y)ch omrim (?:et )?(?:ha.?)?(?:mi ?sheb\\w*|misheb\\w*|kadd?ish|brach\\w*|tehil+im|yizkor)', 'sources? (?:for|on) (?:this|that|it|whether)', 'ma ha.?mekor(?:ot)?', 'ma ha.?makor', 'yesh mekorot', '(?:yesh )?shitot', 'mekil(?:im|ot|a|ah)?', '(?:a |any )?(?:problem|issue)\\?', 'chozrim', 'tzarich lachzor', 'lachzor al', 'do (?:i|we) (?:have to |need to )?(?:repeat|go back)', 'issur', 'isur'),
  he('איסור', 'עניין של מנהג', 'מה המקור', 'מאיפה (?:זה|המקור|הגיע)', 'יש מקורות', 'יש שיטות', 'שיטות ש', 'מקילים', 'מקילות', 'חוזרים\\?', 'לחזור על'),
  he('איך (?:אני )?(?:מתנהגים|מתנהגת|מתנהג|להתנהג)'),
  // Safety round r86: "his friends want to make one of the sheva brachos … What happens if they don't
  // have a minyan of men?" — what a missing quorum changes is the law's question.
  // Safety round r88: "Can the donation we gave … count as maaser?"
  en('(?:count|counts|counted) (?:as|towards?|for|from) (?:our |my |the )?(?:ma.?aser|maaser|tzedakah|tzedaka|charity|the mitzvah)'), he('(?:נחשב|נחשבת|ייחשב|תיחשב|להיחשב) (?:כ|ל|כ?מ)?(?:מעשר|צדקה)'),
  en("what happens if (?:we|they|you|i|he|she|there) (?:don'?t|do not|can'?t|cannot|won'?t|isn'?t|aren'?t) (?:have |get |find |make |reach |be )?(?:a |the )?(?:minyan|ten men|zimmun|mezuzah|mikveh|kosher)"),
  he('מה קורה אם (?:אין|לא יהיה|לא יהיו|לא נמצא) (?:\\S+ )?(?:מניין|מנין|עשרה)'),
);

interface SituationRule {
  topic: HalachicTopic;
  all: RegExp[];
  /** Not when the message names one of these (asking for ideas, not for what may be done). */
  none?: RegExp[];
  /** Also needs a may-or-must question (a situation that is often asked about without law). */
  asking?: boolean;
  /** A practice so bound up with law that any question about it (a question mark) asks the law. */
  anyQuestion?: boolean;
}

const BLOOD = any(
  en('blood(?! (?:pressure|tests?|work|sugar|count|results|thinners?|donation|type|cells?|panel|draw))', 'bleed*', 'bled', 'spot', 'spots', 'spotting', 'stain*', 'brown*', 'discharge', 'pink*', 'red', 'reddish', 'redness', 'beige', 'tinge', 'tint', 'smear', 'smudge', 'streak', 'dark (?:mark|spot|stain|smear)', 'red mark', 'nekuda', 'chuma', 'ktam', 'ktamim', 'dimum', 'colou?r(?:ed)? (?:on|in)', 'found something', 'a mark', 'a dot'),
  he('דם(?<!(?:לחץ|לחץ ה|בדיקת|בדיקות|בדיקות ה|בדיקת ה|סוכר ב|תרומת|מדלל|מדללי|ספירת)\\s?דם)(?!\\s+(?:גבוה|נמוך|תקין))', 'דימום', 'דימם', 'כתם', 'כתמים', 'הכתמה', 'הכתמות', 'צבע חום', 'כתם חום', 'חומה', 'חום על', 'ורוד', 'ורדרד', 'הפרשה', 'הפרשות', 'נקודה'),
  en('ketem', 'ktem', 'ktamim', 'dimum', 'kesem', 'kesamim', 'ktsat dam', 'k?tzat dam', '(?:matsati|matzati|ra.?iti|yesh) (?:\\w+ )?dam'),
  he('אדמדם', 'אדמדמה', 'בז\'', 'בצבע'),
);
const CYCLE = any(
  en('achr(?:ei|ey|e) she.?hayinu be.?yachad', 'after (?:we were|being|we.?d been) (?:together|intimate)', 'after (?:relations|intimacy|sex)', 'magevet', 'hamagevet', 'towel', 'tachtonim', 'after the (?:baby|birth|delivery)', 'after (?:i )?gave birth', 'start(?:ing)? (?:everything |it all )?(?:again|over)', 'pads?', 'panty ?liners?', 'liners?', 'colou?red (?:underwear|garment|clothes)', 'skirt', 'garment', 'wip(?:e|ed|ing)', 'first check', 'clean days', 'sheets?', 'seven (?:clean )?days', 'day (?:\\d|one|two|three|four|five|six|seven)', 'underwear', 'leggings', 'tissue', 'toilet paper', 'n(?:e|i)?yar (?:tualet|twalet|toilet)', 'cloth', 'the check', 'checks', 'bedik*', 'tachtonim', 'neyar', 'twalet', 'sherutim', 'machzor', 'asura', 'tonight', 'where does that leave us', 'sadin', 'mita', 'first night', 'poriyut', 'hormon\\w*', 'asura al', 'oser oti', 'al haba.?al', 'after (?:intimacy|relations|being together|we were together|sex)', 'period', 'cycle', 'pregnan*', 'postpartum', 'after (?:the )?birth', 'after giving birth', 'iud', 'ultrasound', 'exam', 'pap', 'gyn*', 'wedding night', 'before the wedding', 'mikv*', 'counting', 'intima*', 'we were together', 'be together', 'separate', 'niddah', 'nidah', 'pill', 'ovulat*', 'fertility', 'miscarriage', 'gyn*', 'same bed'),
  he('נייר טואלט', 'ניגבתי', 'לנגב', 'מגן היומי', 'מגן יומי', 'פד', 'פדים', 'תחתון', 'בגד צבעוני', 'ימים נקיים', 'שבעה נקיים', 'נקיים', 'תחתונים', 'סדין', 'הסדין', 'עד בדיקה', 'אחרי יחסים', 'מחזור', 'וסת', 'הריון', 'בהריון', 'אחרי לידה', '(?<!(?:יושב|יושבת|ישב|ישבה|עומד|עומדת|שוכב|שוכבת|נמצא|נמצאת|לשבת|לעמוד|הולך|הולכת|ישן|ישנה|נשאר|נשארת)\\s)לידה(?!\\s+(?:ברכב|באוטו|בכיתה|בספה|על ה|בשולחן|בתור|במכונית))', 'התקן', 'אולטרסאונד', 'רופא נשים', 'רופאת נשים', 'ליל כלולות', 'לפני החתונה', 'מקווה', 'ספירה', 'לספור', 'סופרת', 'נידה', 'נדה', 'ביוץ', 'גלולה', 'גלולות', 'פוריות', 'גינקולוג', 'להיות ביחד', 'אותה מיטה', 'הפלה', 'ההפלה'),
);
// The cloth of an internal check, however it is named.
const BEDIKA_CLOTH = any(en('bdikot', 'bedikot', 'la.?asot bdik\\w*', 'bedi[ck]ah? cloth', 'bedi[ck]ah? (?:cloth|pad)', 'eid bedika', 'ed bedika'), he('העד של הבדיקה', 'עד הבדיקה', 'עד בדיקה', 'עדי בדיקה'));
const BIRTH = any(
  en('birthing', 'crown(?:s|ing)', 'delivery room', 'umbilical cord', 'cut the cord', 'chevel hatabur', 'tabur', 'leida', 'chadar leida', 'labou?r', 'giving birth', 'give birth', 'birth', 'c-section', 'caesarean', 'epidural', 'contractions', 'doula', 'midwife', 'water broke', 'maternity ward'),
  he('חדר לידה', 'חדר הלידה', '(?<!(?:יושב|יושבת|ישב|ישבה|עומד|עומדת|שוכב|שוכבת|נמצא|נמצאת|לשבת|לעמוד|הולך|הולכת|ישן|ישנה|נשאר|נשארת)\\s)לידה(?!\\s+(?:ברכב|באוטו|בכיתה|בספה|על ה|בשולחן|בתור|במכונית))', 'ללדת', 'צירים', 'ניתוח קיסרי', 'אפידורל', 'דולה', 'מיילדת', 'ירדו המים', 'מחלקת יולדות'),
);
// ('יד' is the whole word: with a prefix's letters before it, it was the end of "הלידה" — round 78c.)
const SPOUSE_CLOSE = any(
  // Touch and presence only: a husband or wife named, help or support asked for, is any question
  // about a birth ("what can I do between now and the birth to help her?" — answers round S17).
  en('hold (?:my|her) (?:leg|legs|back|arm|shoulders?)', 'can he (?:be|stay|come|hold|touch|see|look|watch)', 'touch*', 'hold (?:my|his|her) hand', 'hold hands', 'holding (?:my|his|her) hand', 'massage', 'hug(?:s|ged|ging)?', 'be there', 'in the room', 'see me', 'look at me', 'watch', 'stay with me', 'be with me',
    "hold (?:my |his |her )?(?:wife|husband)'?s hand", 'rub (?:my|her|his) back', 'wipe (?:my|her) (?:forehead|face|brow)', 'help (?:me|her)? ?(?:sit|stand|get up|shift|move|walk|up|to the)', 'support (?:me|her) by', 'by the arm', 'face the wall', '(?:allowed|supposed|able) to (?:see|look|watch|be)', 'be in the (?:delivery |labou?r |birthing )?room', 'cut (?:the )?(?:umbilical )?cord', '(?:li[kc]?h?tokh?|lichtoch|lachtoch) et (?:k?h?evel|chevel) ha.?tabur'),
  he('לגעת', 'נגיעה', 'להחזיק', 'יד$', 'ידיים', 'לעסות', 'עיסוי', 'חיבוק', 'להיות איתי', 'להיות שם', 'בחדר', 'לראות אותי', 'להסתכל', 'לחתוך את חבל הטבור', 'לעזור לי (?:לקום|לשבת|לזוז|ללכת)'),
);
const PERIOD_SEPARATION = any(
  en('(?:the )?days we (?:have to )?stay apart', 'days (?:we are|we.?re) apart'),
  en('(?<!(?:margish\\w*|feel\\w*) (?:she.?|like )?(?:ani |i.?m )?)lo tehor(?:a|ah)', 'ein(?:eni)? tehor(?:a|ah)', 'not (?:yet )?tahor\\w*', 'tme.?(?:a|ah)', 'teme.?(?:a|ah)', 'lo nog.?im', 'tkufa she', 'period', 'menstruat*', 'time of the month', 'that time', 'niddah', 'nidah', 'nida', 'separate (?:beds|time)', 'not touching', "can't touch", 'cannot touch'),
  he('(?<!(?:מרגיש|מרגישה|מרגישים|כמו) (?:ש)?(?:אני )?)לא טהורה', 'מחזור', 'וסת', 'נידה', 'נדה', 'תקופה שאסור', 'לא נוגעים(?!\\s+ב(?:ה)?(?:דג|אוכל|ירק|בשר|עוף|אורז|פסטה|מרק|סלט|כלום|טלפון|מחשב|כסף|ממתק|שוקולד))', 'ימי ההרחקה', 'הרחקה'),
);
const CLOSE_ACT = any(
  en('bed', 'beds', 'pass*', 'hand (?:him|her) (?:the|a)', 'sit (?:on|next|together)', 'couch', 'sofa', 'same car', 'touch*', 'hug(?:s|ged|ging)?', 'kiss*', 'sleep', 'share', 'eat from', 'same plate', 'pour', 'wine', 'sing', 'dance', 'massage', 'hold', 'ritya', 'lasim la', 'compress', 'medicine', 'care for', 'sit (?:beside|by|near|in front)', 'next to (?:him|her)', 'beside (?:him|her)', 'front seat', 'passenger seat', 'lashevet', 'leyad(?:o|a|cha|ech)', 'kadima'),
  he('מיטה', 'מיטות', 'להעביר', 'לשבת', 'לידו', 'מקדימה', 'במושב הקדמי', 'ספה', 'באותו רכב', 'לגעת', 'חיבוק', 'נשיקה', 'לישון', 'לחלוק', 'לאכול מ', 'צלחת', 'למזוג', 'יין', 'לשיר', 'לרקוד', 'עיסוי', 'להחזיק'),
);
const IMMERSION = any(
  en('immers*', 'dunk*', 'litbol', 'tvila', 'tevila', 'ritual bath', 'mikv*', 'balanit', 'attendant', 'chatzitz*', 'my night', 'tonight is the night', 'the night i go', 'go to the bath', 'tevil*'),
  he('טבילה', 'לטבול', 'טבלתי', 'ליל טבילה', 'ליל הטבילה', 'בלנית', 'חציצה', 'מקווה', 'מקוה'),
);
// What might come between the body and the water: asked about only beside immersion.
const BARRIER = any(
  en('piercings?', 'contact lenses', 'braces', 'earrings', 'jewel\\w*', 'nail polish', 'acrylic', 'lashes', 'extensions', 'cast', 'bandage', 'stitches', 'filling', 'splint', 'tattoo', 'dip', 'ink', 'paint', 'glue', 'makeup'),
  he('איפור', 'עגילים', 'עדשות מגע', 'פירסינג', 'לק', 'ציפורניים', 'ריסים', 'תוספות', 'גבס', 'פלסטר', 'תפרים', 'סתימה', 'קעקוע', 'צבע', 'דבק'),
);
const KOHEN = any(en('kohen', 'cohen', 'kohanim', 'kohanim', 'mishpacha shel kohanim', 'cohanim', 'priestly', 'descendant of aaron', 'kohanic', 'levi'), he('כהן', 'כהנים', 'כוהן', 'מזרע אהרון', 'כהונה'));
const KOHEN_MATCH = any(
  en('icu', 'ventilator', 'in the room', 'pass away', 'passes away', 'convert*', 'conversion', 'giyur', 'hitgayr\\w*', 'giyoret', 'divorc*', 'marry', 'marrying', 'married', 'engaged', 'date', 'dating', 'wedding', 'fianc*', 'widow', 'cemetery', 'funeral', 'hospital', 'grave*'),
  he('גיורת', 'גיור', 'התגיירה', 'התגיירתי', 'גרושה', 'להתחתן', 'להינשא', 'מאורס', 'מאורסים', 'חתונה', 'בית קברות', 'לוויה', 'הלוויה', 'בית חולים', 'קבר'),
);
// Living alone ("my father lives alone since my mother died") and feeling alone ("I feel so alone
// at home") are not being alone WITH someone: both read as yichud with a car or a home nearby.
const ALONE = any(
  en('levad (?:ito|ita) (?:ba.?bayit|babait)?', 'alone with (?:him|her) (?:at home|in the house)'),
  he('לבד איתו', 'לבד איתה'),
  en('works? (?:late )?(?:alone )?with (?:a|one|his|her|the) (?:\\w+ )?(?:female |male |woman |women )?(?:coworker|co-worker|colleague|secretary|assistant|boss)', '(?:just|only) the two of them in (?:the|a|his|her) (?:small )?office'),
  en('rak ani ve.?hu', 'rak ani ve.?hi', '(?:only|just) (?:me|him|her) and (?:me|him|her) in the car', 'sleep(?:s|ing)? (?:over )?(?:at|in) our (?:place|house|home|living room|lounge)'),
  he('רק אני והוא', 'רק אני והיא', 'יישן אצלנו', 'ישן אצלנו', 'ילון אצלנו', 'לעזור לי (?:\\S+ )?בלילות', 'בעלי נוסע', 'בעלי בחו"ל', 'בעלי לא בבית'),
  en('(?:just|only) me and (?:my|the|a|our) (?:\\w+ ){0,2}(?:boss|manager|coworker|co-worker|colleague|neighbou?r|driver|instructor|tutor|teacher|client|brother-in-law|sister-in-law|trainer|supervisor)', 'gets home before (?:i|me)', '(?:just|only) (?:be )?(?:me and (?:him|her)|(?:him|her) and me)', '(?:just|only) the (?:two|2) of (?:us|them)', '(?:just|only) us (?:two|2)', 'when the kids are (?:already )?asleep', 'just me and my boss', 'me and (?:my|the) boss', '(?:keep|leave) the (?:front )?door (?:open|unlocked)', 'door (?:is |stays )?unlocked', 'petach patuach', 'home with (?:her|him)', 'alone with', '(?:while|when) my (?:husband|wife) is (?:at|in|on) (?:kollel|work|shul|reserve|miluim|duty|a night shift|night shift|nights)', '(?:husband|hubby) is (?:in|on|doing) (?:reserve|miluim|night)', 'just me and the (?:baby|kids)', '(?:\\d+|forty|thirty|twenty) min(?:ute)?s? drive', 'ba.?oto', 'beyachad ba', 'together in (?:his|her|the) car', 'babayit', 'door open', '(?:my )?(?:wife|husband) is (?:away|abroad|out of town)', '(?<!(?:lives?|living|lived|feel|feels|feeling|felt) (?:all |so |very |really |completely )?)(?<!(?:leave|leaving|left|let) (?:it|him|her|them|me|us|this|that) (?:all |completely |totally |just |well )?)alone', 'levad', 'levada', 'levadenu', 'ein af echad', 'no one (?:else )?in the building', 'while i.?m at (?:work|the office)', "when (?:my husband|my wife) works from home", 'by ourselves', 'just the two of us', 'only the two of us', 'one-on-one', 'one on one', 'behind closed doors', 'closed door', 'lock(?:ed)? the door', 'no one else (?:is )?(?:there|home|around)', 'nobody else (?:is )?(?:there|home|around)', 'yichud', 'yihud'),
  he('נישאר שנינו', 'נשארים שנינו', 'להישאר שנינו', 'שנינו לבד', 'אין אף אחד בבית', 'כשאין אף אחד', 'בעלי בתורנות', 'בעלי במילואים', 'בעלי בעבודה', 'לישון אצלנו', 'דלת פתוחה', 'להשאיר דלת', 'להשאיר את הדלת', 'אשתי לא בבית', 'בעלי לא בבית', '(?<!(?:גר|גרה|גרים|גרות|לגור|חי|חיה|מרגיש|מרגישה|מרגישים|הרגשתי|מרגישות)\\s+(?:כל כך |ממש |כבר |לגמרי )?)(?:(?<!(?:להישאר|להשאיר אותו|להשאיר אותה|להשאיר אותם|נשאר|נשארת|יכול להיות|יכולה להיות|(?:להשאיר|משאירים|משאירה|משאיר)(?:\\s+את)?\\s+(?:ה)?(?:ילד|ילדה|ילדים|ילדות|תינוק|תינוקת|קטן|קטנה|קטנים)(?:\\s+\\S+)?)\\s+)לבד|לבד(?=\\s+עם))', 'לבדי', 'לבדנו', 'רק שנינו', 'דלת סגורה', 'נועל את הדלת', 'אף אחד אחר', 'ייחוד', 'יחוד', 'ביחידות'),
);
// A chore done alone ("אני אורזת לבד בלילות" while moving flat, answers round S11): no one else
// is there, so no question of being alone with someone.
const CHORES_ALONE = any(
  he('(?:אורזת|אורז|מנקה|מבשלת|מבשל|מקפלת|מקפל|משכיבה|משכיב|סוחבת|סוחב|עושה (?:את )?הכול|עושה (?:את )?הכל)(?:\\s+\\S+){0,3}\\s+לבד(?!\\s+עם)'),
  en('(?:packing|cleaning|cooking|folding|doing (?:it|everything|all of it|the \\w+)|bedtime|putting (?:the )?kids to bed)(?: \\w+){0,3} (?:all )?(?:by myself|alone|on my own)(?! with)'),
  // …nor a child who eats or sits alone at school (safety round r86: "My 13yo has no friends in her
  // new school and eats lunch alone. She comes home and goes straight to her room").
  en('(?:eats?|eating|ate|sits?|sitting|sat|walks?|walking|plays?|playing|spends? (?:recess|break|lunch)) (?:\\w+ ){0,2}(?:all )?(?:alone|by (?:herself|himself|themselves))(?! with)'),
  // …nor going somewhere alone (answers round S31: "My wife says we can't afford it and I should go
  // alone" to a cousin's wedding).
  en("(?:go|goes|going|went|travel\\w*|fly|flying|flew|drive|driving|come|coming) (?:there |back |to (?:the |it|\\w+) )?(?:by myself|alone)(?! with)"), he('(?:לנסוע|ללכת|לטוס|לבוא|אסע|אלך|אטוס) (?:לבד|לבדי)(?! עם)'),
  // …nor a couple's own time alone together (answers round S30: "we haven't been out alone together
  // since the summer. I want to plan one date night a week").
  en('alone together', 'date nights?', '(?:time|evening|night|out) alone,? (?:just )?(?:the two of us|us two)'),
  he('ערב זוגי', 'זמן זוגי', 'דייט', 'לצאת רק שנינו', 'לבלות רק שנינו'),
  he('(?:אוכלת|אוכל|יושבת|יושב|מסתובבת|מסתובב|משחקת|משחק)(?:\\s+\\S+){0,2}\\s+לבד(?!\\s+עם)'),
);
// An adopted or foster child grown older, and whether a parent may still hug, kiss or be alone with
// them (safety round r86: "we adopted our daughter at birth and she's 13 now. my husband wants to know
// if he can still hug her and kiss her goodnight").
const ADOPTED_OR_FOSTERED = any(en('adopt\\w*', 'foster\\w*', 'me.?umetz\\w*', 'imutz'), he('אימצנו', 'אימצתי', 'מאומץ', 'מאומצת', 'המאומצ', 'אימוץ', 'אומנה', 'האומנה'));
const AFFECTION_ALLOWED = any(
  en('(?:can|could|may) (?:he|she|i|we) (?:still |even |keep )?(?:hug|kiss|touch|cuddle|be alone)', '(?:if|whether) (?:he|she|i|we) (?:can|could|may) (?:still |even |keep )?(?:hug|kiss|touch|cuddle|be alone)', 'is it (?:still )?(?:ok|okay|allowed|fine) (?:for (?:him|her|me|us) )?to (?:hug|kiss|touch|cuddle|be alone)', '(?:allowed|permitted) to (?:still )?(?:hug|kiss|touch|cuddle|be alone)', 'negi(?:a|ah)', 'yichud'),
  he('מותר (?:לו |לה |לי |לנו )?(?:עדיין )?(?:לחבק|לנשק|לגעת|להיות לבד)', '(?:יכול|יכולה|יכולים) (?:עדיין )?(?:לחבק|לנשק|לגעת|להיות לבד)', 'נגיעה', 'ייחוד', 'יחוד'),
);
const OTHER_PERSON_PLACE = any(
  en('(?:private |home )?tutor', 'more prati', 'mora pratit', '(?:driving|driving-school) (?:teacher|instructor)', 'more nehiga', 'moreh nehiga', 'neighbou?r', "(?:husband|wife)'?s (?:cousin|friend|brother|colleague)", 'cousin', 'motorway', 'highway', 'driv(?:e|es|ing) me', 'foster\\w*', 'haomen', 'ha.?omen', 'ito', 'ita', 'colleague', 'coworker', 'co-worker', 'boss', 'manager', 'employee', 'client', 'patient', 'babysitter', 'nanny', 'au pair', 'plumber', 'handyman', 'electrician', 'contractor', 'brother-in-law', 'sister-in-law', 'driving instructor', 'instructor', 'doctor', 'neighbou?r', 'tutor', 'trainer', 'friend', 'car', 'office', 'elevator', 'lift', 'apartment', 'room', 'taxi', 'uber', 'house', 'home', 'ex', 'shachen', 'habayit', 'bayta', 'habayta', 'talmid', 'student', 'studio', 'cleaner', 'business partner', '(?:ve|ha|veha|im)?.?gisa', 'ha.?gis', 'gis(?:a)? sheli', 'gisi', 'kolega', 'ha.?kolega', 'shchena', 'ha.?shachen', 'ha.?menahel\\w*', 'ha.?bos', 'ha.?more', 'ha.?mora', 'ha.?rofe', 'ha.?nahag', 'chaver shel (?:baali|ishti)'),
  he('מורה פרטי', 'המורה הפרטי', 'מורה פרטית', 'המורה הפרטית', 'השכן', 'שכן', 'מורה נהיגה', 'המורה לנהיגה', 'החבר של בעלי', 'חבר של בעלי', 'הילד האומנה', 'עמית', 'עמיתה', 'קולגה', 'הבוס', 'המנהל', 'המנהלת', 'לקוח', 'לקוחה', 'מטופל', 'שמרטף', 'שמרטפית', 'בייביסיטר', 'מטפלת', 'אינסטלטור', 'שיפוצניק', 'חשמלאי', 'קבלן', 'גיס', 'גיסה', 'מורה נהיגה', 'מורה', 'רופא', 'שכן', 'שכנה', 'מאמן', 'חבר', 'חברה', 'רכב', 'אוטו', 'משרד', 'מעלית', 'דירה', 'חדר', 'מונית', 'בית'),
);
const HAIR = any(
  en('wear(?:ing)? (?:a|my) fall', 'sheytl', 'sheitl', 'hase.?ar', '(?:ha|et ha|kol ha)?.?se.?arot', 'kisu(?:i|y) (?:rosh|se.?ar)', 'hair', 'covering', 'mechasa', 'mechase', 'se.?ar', 'harosh', 'kisui rosh', 'mitpachat', 'peah', 'pe.?a', 'wig', 'sh[ae]itel', 'sheitl', 'tichel', 'snood', 'head covering', 'headcovering', 'cover my head', 'beret', 'headscarf', 'scarf', 'hat'),
  he('לכסות שוב', 'לכסות מעכשיו', 'מכסים כבר', 'לכסות ראש', 'שיער', 'שיערי', 'פאה', 'פאות', 'מטפחת', 'כיסוי ראש', 'הכיסוי', 'כיסוי', 'מכסים', 'מכסה את הראש', 'לכסות את הראש', 'כובע', 'ברט', 'שביס'),
);
const HAIR_ACT = any(
  en('(?:nothing|anything) on my head', 'keep (?:my|the) \\w+ on', 'cover*', 'uncover*', 'show', 'shows', 'showing', 'bandana', 'take off', 'without', 'stop', 'at work', 'in front of', 'how much', 'visible', 'wear', 'wearing', 'swim*', 'pool', 'gym', 'lechasot', 'lehasot', 'lehorid', 'photos', 'pictures', 'loose', 'at home', 'after the (?:chuppah|wedding)', 'tzricha', 'still need'),
  he('לכסות', 'מכסה', 'מכוסה', 'מגולה', 'לגלות', 'להוריד', 'בצילומים', 'בתמונות', 'בלי', 'להפסיק', 'בעבודה', 'מול', 'כמה', 'לחבוש', 'חובשת', 'בבריכה', 'בים'),
);
// A tenth (or a fifth) of what came in, set aside for charity: "can it go to my brother?", "before
// or after taxes?".
const TITHE = any(
  en('maaser', "ma'?aser", 'maiser', 'tithe*', 'chomesh', '(?:put|set) aside (?:10|ten)\\s?(?:%|percent) of', '(?:10|ten)\\s?(?:%|percent) (?:\\w+ ){0,4}(?:for|to) (?:charity|tzedak\\w*|tzedok\\w*)', '(?:give|giving|gave) (?:10|ten)\\s?(?:%|percent) (?:of|to|from)', '(?:10|ten)\\s?(?:%|percent) of (?:the whole|every|my|our|each)'),
  he('מעשר', 'מעשרות', 'חומש', 'עשירית (?:מה|מהמשכורת|מההכנסה)'),
);
const TITHE_MONEY = any(
  en('charity', 'tzedak*', 'tzedok*', 'paycheck', 'salary', 'bonus', 'income', 'inheritance', 'yerusha\\w*', 'mas.?koret', 'inherit\\w*', 'after tax*', 'before tax*', 'gross', 'the usual places', 'earnings'),
  he('צדקה', 'משכורת', 'בונוס', 'הכנסה', 'ירושה', 'אחרי מס', 'לפני מס', 'ברוטו', 'נטו'),
);
// Pregnancy named is no question of planning one ("my wife is 32 weeks pregnant… what can I do to
// help her?", answers round S17): conceiving, waiting, spacing or preventing is.
const FAMILY_PLANNING = any(
  en('another baby', 'another child', '(?:on|off|using|use|start|stop|stopping|starting|about|any|no|the|of|go|went|going|with) bc(?! (?:i|im|i.?m|he|she|we|they|you|u|it|its|my|his|her|our|their|the|ppl|people|nobody|every\\w*)\\b)', 'bc (?:pills?|methods?|options?)', 'ready for (?:kids|children|a baby|babies|parenthood)', 'wait(?:ing)? (?:to have|on having|before having|with having) (?:kids|children|a baby)', 'muchanim le.?yeladim', 'lidchot (?:et )?(?:ha.?)?(?:yeladim|herayon|heryon)', 'birth control', 'more kids', 'more children', 'get pregnant', 'getting pregnant', 'pregnant again', '(?:try|trying|tried) (?:for|to get) pregnan\\w*', '(?:avoid|avoiding|prevent|preventing) (?:getting )?pregnan\\w*', 'pregnancy (?:spacing|prevention)', '(?:a |another )?pregnancy (?:could|would|might|may|is|will) (?:be )?(?:dangerous|risky|unsafe|a risk|too risky)', 'next pregnancy', 'another pregnancy', 'space (?:the )?(?:kids|children|pregnancies|births)', 'spacing', 'wait (?:a|two|three|\\d+|some)? ?(?:year|years|yrs?|months|while)', '(?:wait|hold off|postpone|delay) (?:\\w+ ){0,2}(?:w|with|on) (?:the )?kids', 'hold off (?:a|one|two|\\d+) ?(?:year|yr)s?', 'wait(?:ing)? before(?! (?:trying to (?!conceive|get pregnant|have)|talking|answering|replying|apologi[sz]ing|making up|saying|calling|texting|going back|bringing))', 'stop having (?:kids|children)', 'no more (?:kids|children)', 'birth control', 'the pill', 'iud', 'condom*', 'contracepti*', 'prevent pregnancy', 'tubes tied', 'vasectomy', 'ivf', 'fertility', 'pgd', 'pgt', 'embryos?', 'genetic (?:testing|screening|disease)', 'carriers? of', 'egg donor', 'sperm donor', 'donor (?:egg|sperm)', 'pru u?r?e?vu', 'be fruitful', 'family planning', 'take a break from having', 'take a break (?:\\w+ ){0,5}before the next', 'before the next (?:one|baby|child|kid)', "(?:we'?re|we are) done (?:having )?(?:kids|children)?", 'kein yirbu'),
  he('עוד ילד', 'עוד תינוק', 'עוד ילדים', 'מוכנ(?:ים|ה|ות)? לילדים', 'לדחות (?:את )?(?:ה)?(?:ילדים|הריון|הילד הבא)', 'להיכנס להריון', 'הריון נוסף', 'עוד הריון', 'ההריון הבא', 'הריון הבא', 'הפסקה בין', 'לחכות עם', 'לחכות לפני', 'לחכות שנה', 'לא עוד ילדים', 'אמצעי מניעה', 'מניעת הריון', 'למנוע הריון', 'גלולות', 'גלולה', 'התקן', 'קונדום', 'כריתת', 'פוריות', 'עוברים(?!\\s+(?:דירה|לגור|בית|לבית|לדירה|מדירה|עיר|לעיר|ליישוב|לישוב|לארץ|לחו"ל|את|ליד|כאן|פה|שם|תקופה|משבר|הרבה|על|לידנו|דרך)(?![\u05D0-\u05EA]))', 'אבחון גנטי', 'בדיקה גנטית', 'נשאים', 'תרומת ביצית', 'תרומת זרע', 'פרו ורבו', 'פרייה ורבייה', 'תכנון משפחה', 'מרווח בין'),
);
const SHEVA_BRACHOT = any(en('panim chadasho[st]', 'someone new', 'week after (?:his|her|their|the) wedding', 'within the week', 'festive meal', 'which day is the seventh', 'sheva b[e]?r[a]?cho[st]', 'sheva brachot', 'sheva berachot', 'seven blessings', 'panim chadashot', 'new face'), he('שבע ברכות', 'פנים חדשות'));
const SHEVA_LAW = any(en('bentch\\w*', 'bensch\\w*', 'eat at the meal', 'minyan', 'how many (?:men|people)', 'ten men', 'who (?:can|may|should) say', 'women say', 'say the (?:blessings|brachot)', 'bless*', 'new guest', 'new face', 'panim chadashot', 'count', 'need', 'required', 'without', 'if (?:there are|we have) (?:only|no|fewer)'), he('מניין', 'מנין', 'עשרה', 'כמה גברים', 'מי יכול לומר', 'נשים', 'פנים חדשות', 'לברך', 'ברכות', 'צריך', 'בלי'));
const INLAWS = any(
  en('(?:my|his|her) (?:mil|fil)', 'my mum', 'his mum', 'her mum', 'in-laws', 'in laws', 'inlaws', 'my parents', 'his parents', 'her parents', 'mother-in-law', 'father-in-law', 'my mother', 'my mom', 'his mom', 'her mom', 'my family', 'his family', 'her family', 'relatives', 'grandparents', 'my sister', 'my brother', 'their house', 'their home', 'ha.?chamot', 'chamot(?:i|\\s+sheli)', 'chami sheli', 'ha.?chotnim', 'ha.?mechutanim', 'ha.?horim shel (?:ishti|baali|ha.?ba.?al|ha.?isha)', '(?:ima|imma|aba|abba) shel (?:ishti|baali)', 'ha.?horim sheli', '(?:ima|imma) sheli'),
  he('אמא של אשתי', 'אמא של בעלי', 'אבא של אשתי', 'אבא של בעלי', 'ההורים של אשתי', 'ההורים של בעלי', 'חמי$', 'חמותי', 'חמתי', 'ההורים שלי', 'ההורים שלו', 'ההורים שלה', 'המשפחה שלי', 'המשפחה שלו', 'המשפחה שלה', 'אמא שלי', 'אמא שלו', 'אמא שלה', 'סבא וסבתא', 'אחותי', 'אחי', 'אצלם', 'אצל ההורים', 'החותנים', 'המחותנים'),
);
const KASHRUT = any(
  // Safety round r99: "his pain meds come in gelatin capsules … it's pork gelatin. Can he take them?"
  en('(?:pork|pig|animal|beef|non.?kosher|treif) gelatine?', 'gelatine? (?:capsules?|caps|pills|shell)'), he("(?:ג'לטין|ג׳לטין|גלטין) (?:מחזיר|של חזיר|מן החי|לא כשר)", "(?:כמוסות|קפסולות) (?:של )?(?:ג'לטין|ג׳לטין|גלטין)"),
  en("(?:aren't|are not|isn't|is not|don't keep|do not keep|doesn't keep|not) kosher", 'non-?kosher', 'kosher', 'treif', 'treyf', 'their (?:kitchen|pots|pans|dishes|oven|microwave|utensils|food|cooking)', 'meat and (?:milk|dairy|cheese)', 'milk and meat', 'cheeseburger', 'paper plates', 'disposable', 'double wrap*', 'hechsher', 'kashrut', 'kashrus', 'milchig', 'fleishig', 'pareve', 'eat (?:there|their food|at their)', 'cook for us', 'cooked for us', 'bring (?:our own )?food', 'vegetarian', 'kasher\\w*', 'supervision', 'rely on', 'butcher', 'their oven', 'new pots'),
  he('כשר', 'כשרה', 'כשרות', 'לא שומרים כשרות', 'טרף', 'טריפה', 'הכלים שלהם', 'המטבח שלהם', 'התנור שלהם', 'המיקרו', 'בשר וחלב', 'בשרי', 'חלבי', 'פרווה', 'כלים חד פעמיים', 'חד פעמי', 'לאכול אצלם', 'האוכל שלהם', 'הכשר', 'בישלו', '(?<!(?:אני|לא)\\s+)מבשלת', 'השגחה', 'לא סומכים', 'באטליז', 'בלי תעודה', 'בלי הכשר', 'מאפייה', 'סירים', 'במטבח שלה', 'במטבח שלהם'),
);
/**
 * "שבועות" is the festival and also "weeks": "לשלושת השבועות האלה", "כבר שבועות שהוא…", "בשבועות
 * האחרונים". The festival only where no count or span stands before it and no "last / coming / of"
 * after it.
 */
const SHAVUOT_NOT_WEEKS =
  '(?<!(?:\\d|שני|שתי|שלושה|שלושת|ארבעה|ארבעת|חמישה|חמשת|שישה|ששת|שבעה|שבעת|שמונה|שמונת|תשעה|תשעת|עשרה|עשרת|כמה|מספר|עוד|כבר|לפני|אחרי|תוך|במשך|בעוד|כל|הרבה|מעט|רבים|ארוכים|אותם|באותם|הם)\\s*[והשבלמכ]{0,3})שבועות(?!\\s+(?:ה?אחרונים|הקרובים|הבאים|הראשונים|האלה|האלו|שעברו|ספורים|ארוכים|שלמים|רצופים|של|בלי|עד|אחרי|לפני|מאז|ברציפות))';
const SHABBAT = any(he('פלטה', 'הפלטה'), en('blech', 'plata', 'cholent', 'shabbat', 'shabbos', 'shabbes', 'sabbath', 'friday night', 'candle lighting', 'hadlakat nerot', 'nerot shabb?at', 'ha.?shki.?a', 'break (?:shabbos|shabbat)', 'pikuach nefesh', 'saturday', 'yom tov', 'yontif', 'chag', 'rosh hashanah?', 'yom kippur', 'pesach', 'sukkot', 'shavuot', 'erev shabbat', 'before (?:sundown|sunset|shkia|candle ?lighting)(?: on friday| friday)?', '(?:be|ba|le)?.?(?:erev|leil) shishi', 'leil shabbat'), he('שבת', 'בשבת', 'ליל שבת', 'ליל שישי', 'הדלקת נרות', 'לפני כניסת', 'כניסת (?:ה)?שבת', 'לפני השקיעה ביום שישי', 'יום טוב', 'חג', 'ביום כיפור', 'ראש השנה', 'פסח', 'סוכות', SHAVUOT_NOT_WEEKS, 'ערב שבת'));
const SHABBAT_NEED = any(
  en('text(?:ing)?(?! me)', 'whatsapp', 'lishloach hoda.?a', 'lesames'), he('לסמס', 'לשלוח הודעה', 'וואטסאפ', 'ווטסאפ'),
  en('light ?bulb', 'lights? (?:went|burned|burnt|blew) out', 'or ba', 'telefon', 'phone for (?:an )?emergenc\\w*', 'le.?mikre cherum', 'air ?condition\\w*', 'timer', 'shabbos clock', 'break\\w* (?:the )?(?:lock|door)', 'locked (?:himself|herself|in)', 'warm (?:up )?(?:a |the )?(?:bottle|food|milk)', 'heat(?:ing)? (?:up )?(?:a |the )?(?:bottle|food|milk)', 'tylenol', 'nurofen', 'advil', 'acamol', 'medicine', 'fiber', 'fever', 'bulb', 'fridge', 'refrigerator', 'key ?cards?', 'electronic', 'automatic doors?', 'crock ?pot', 'slow cooker', 'overnight', 'hospital', 'drive', 'driving', 'ambulance', 'labou?r', 'contractions', 'er', 'emergency', 'doctor', 'call', 'phone', 'taxi', 'birth', 'nicu', 'visit', 'ward', 'icu', 'surgery', 'medication', 'sick', 'fever', 'elevator', 'electric', 'light', 'car', 'carry', 'stroller', 'write', 'sign', 'turn on', 'turns on', "cook(?! (?:for|before) (?:shabbat|shabbos|shabbes|friday night|the weekend))", 'heat', 'warm', 'hot plate', 'plata', 'blech', 'urn', 'monitor', 'switch', 'button', 'camera', 'sensor', 'alarm', 'timer', 'plug', 'heater', 'fridge', 'light (?:went|came) on', 'tearing', 'tear (?:it|them|the|off|open)', 'likro.?a', 'n(?:e|i)?yar (?:tualet|twalet|toilet)', 'tore (?:it|the|off)', 'rip(?:ping|ped)?', 'pre.?(?:tear|torn|cut|rip)\\w*', 'toilet paper', 'paper towels?', 'tissues?', 'foil', 'turn (?:off|on) the', 'switch (?:off|on)', 'lechabot', 'lehadlik', 'ha.?or', 'ha.?mazgan', 'mazgan', 'ha.?chashmal', 'telefon', 'pelefon', 'lenasoa'),
  he('האור', 'נורה', 'נשרפה', 'נשרף', 'למקרה חירום', 'מזגן', 'טיימר', 'שעון שבת', 'מחממים', 'בקבוק', 'לשבור את', 'שברנו', 'בית חולים', 'בית החולים', 'לנסוע', 'נסיעה', 'אמבולנס', 'צירים', 'מיון', 'לידה', 'להתקשר', 'טלפון', 'מונית', 'פגייה', 'טיפול נמרץ', 'ניתוח', 'תרופה', 'חולה', 'חום', 'מעלית', 'חשמל', 'אור', 'אוטו', 'רכב', 'לטלטל', 'עגלה', 'לכתוב', 'לחתום', 'להדליק', 'לבשל(?! (?:ל|ב)?(?:שבת|קראת שבת|ליל שבת|ארוחת שישי))', 'לחמם', 'מקרר', 'נורה', 'נדלקה', 'פלטה', 'מצלמה', 'מוניטור', 'לכבות', 'כיבוי', 'לקרוע', 'קורע', 'קריעת', 'נייר טואלט', 'טישו'),
);
// ("date", not a married couple's "date night" — answers round S30.)
const ENGAGED = any(en('hachatan', 'hakal+a', 'chosson', 'chassan', 'choson', 'vort', 'tenaim', 'engaged', 'fianc*', 'before the wedding', 'dating', 'date(?! nights?)', 'boyfriend', 'girlfriend', 'shomer', 'shomeret', 'not married yet', 'before we (?:get|are) married', 'chatan', 'kallah'), he('מאורס', 'מאורסת', 'מאורסים', 'ארוס', 'ארוסה', 'לפני החתונה', 'דייט', 'דייטים', 'החבר שלי', 'החברה שלי', 'שומר נגיעה', 'שומרת נגיעה', 'חתן', 'כלה'));
const HANDSHAKE = any(he('(?:לחצ|לוחצ)\\S* (?:לי |לו |לה |לך )?(?:את )?(?:ה)?יד(?![\u05D0-\u05EA])', 'לא לוחצים יד'), en('held out (?:his|her) hand', 'hand out to shake', 'handshake', 'shake (?:my |his |her )?hands?', 'osh(?:i|e)t(?:a)? li (?:et ha.?)?yad', 'lilchotz (?:\\w+ ){0,2}(?:et )?ha.?yad'), he('הושיט(?:ה)? לי (?:את )?(?:ה)?יד', 'לחיצת יד', 'ללחוץ (?:\\S+ ){0,2}(?:את )?היד'));
const TOUCH = any(HANDSHAKE.source, en('shake (?:my|his|her|mine|hands)', 'held hands', 'keep (?:my |a |our )?distance',  'hand to shake', 'help (?:him|her) (?:shower|bathe|wash|dress|undress)', 'kisses? me', 'hugs? me', 'touch*', 'hold hands', 'holding hands', 'hug(?:s|ged|ging)?', 'kiss*', 'physical(?! ?(?:therap\\w*|exam\\w*|education|activity|health))', 'cuddl*', 'lechitzat yad', 'lichtzat yad', 'le.?chabek', 'lehitchabek', 'mechabek', 'chibuk', 'noga.?at', 'noge.?a'), he('לשמור מרחק', 'הושיט', 'הושיטה', 'ללחיצה', 'לחצתי', 'לחיצת', 'לגעת', 'נגיעה', 'להחזיק ידיים', 'ידיים', 'חיבוק', 'להתחבק', 'מחבק', 'מחבקת', 'מנשק', 'מנשקת', 'נוגע בי', 'נשיקה', 'להתנשק', 'ללחוץ יד'));
const RELIGIOUS_SELF = any(en("i'?m (?:religious|frum|shomer negiah|shomeret negiah|orthodox)", 'i am (?:religious|frum|orthodox)', 'ani (?:dati|datiya|datia|datit|charedi|charedit|shomer negiah|shomeret negiah)'), he('אני דתי', 'אני דתייה', 'אני דתיה', 'אני חרדי', 'אני חרדית', 'שומר נגיעה', 'שומרת נגיעה'));
// A husband missing or taken: whether his wife may marry again is the agunah's question.
const MISSING_OR_TAKEN = any(en('missing', 'disappeared', 'mia', 'captive', 'hostage', 'kidnapped'), he('נעדר', 'נעלם', 'שבוי', 'חטוף', 'נחטף'));
const WIDOWED = any(en('widow(?:er|ers|s|ed)?', 'after (?:my|his|her|our) (?:wife|husband|mother|father|mom|dad) (?:died|passed)', 'almana', 'alman'), he('אלמן', 'אלמנה', 'אלמנות', 'התאלמן', 'התאלמנה', 'שהתאלמן', 'שהתאלמנה'));
const GET = any(en('dayanim', 'ha.?dayanim', 'dayan', 'religious (?:papers|divorce|document)', 'divorced in (?:a )?civil court', 'civil(?:ly)? divorce[ds]? (?:\\w+ ){0,6}(?:but|and) (?:he|she) never'), 
  en('ha.?gett?', 'gett', 'jewish divorce', 'religious divorce', 'through (?:someone|an agent|a messenger)', 'the document', 'civil divorce', 'divorced in (?:a )?court', 'beit mishpat', 'hitgarashnu', 'lehitchaten shuv', 'divorce (?:document|papers|writ)', 'shaliach', 'rabbinical court', 'beit din', 'beis din', 'bet din', 'refus* to (?:give|grant|accept|sign)(?! (?:up|in|back|away)\\b)', "won't (?:give|grant|sign|accept) (?:me )?(?:the|a) (?:get|divorce|papers)", 'chained', 'remarry', 'give me a get', 'the get'),
  he('גט', 'בית דין', 'בית הדין', 'דיינים', 'מסרב לתת', 'מסרבת לקבל', 'עגונה', 'מסורבת', 'להתחתן שוב', 'גירושין דתיים'),
);

// Yom Kippur as a date ("this year before Yom Kippur I want to apologise") is no fast asked about.
// (Not speed: "you drive too fast", "eat so fast", "fast food" — answers round S30.)
const FASTING = any(en("(?<!(?:too|so|very|drive|drives|driving|drove|eat|eats|eating|ate|talk|talks|talking|talked|speak|speaks|speaking|spoke|type|types|typing|walk|walks|run|runs|grow|grows|grew|move|moves|moving|how|as|really|pretty|super|that|this|way too) )fast(?! (?:food|forward|asleep|enough|lane|track|car|cars|train|pace|learner|friends|hebrew|english|yiddish|talk\\w*|speak\\w*)\\b)", 'fasting', '(?<!(?:before|ahead of|until|by|since|after|erev) )yom kippur', "tisha b\\w?.?av", 'tzom', 'tsom', 'latzum', 'fast day'), he('צום', 'לצום', 'צמה', '(?<!(?:לפני|עד|מאז|אחרי|ערב)\\s)יום כיפור', 'תשעה באב'));
const FAST_REASON = any(en('menika', 'manika', 'beheryon', 'b.?heri?[cy]ion', 'b.?herayon', 'b.?hera?yon', 'pregnan*', 'nursing', 'breastfe*', 'sick', 'medication', 'diabet*', 'after (?:birth|giving birth|surgery)', 'postpartum', 'chemo', 'pills'), he('בהריון', 'מניקה', 'הנקה', 'חולה', 'תרופות', 'סוכרת', 'אחרי לידה', 'אחרי ניתוח'));
const MOURNING = any(he('לעילוי נשמת', '(?:בתוך |ב)?(?:שנת ה?אבל|י"ב חודש|שנים עשר חודש|12 חודש(?:ים)?) (?:על|אחרי|של)', 'להגיד קדיש', 'אומר קדיש', 'חברה קדישא', 'חברא קדישא', 'נתיחה', 'נתיחת', 'לנתח את הגופה', 'ניתוח לאחר המוות'), en('chevr(?:a|e|ah) kadd?ish(?:a|e)', 'autops\\w*', 'post.?mortem', 'nituach (?:ha.?)?met(?:im)?', 'le.?iluy nishmat', 'shivah?', 'shive', 'yortsayt', 'yortzeit', 'kadish', 'zitst shive', 'shloshim', 'sh(?:e|i)?lo(?:s|sh)him', 'shlosim', 'year of mourning', '(?:in|during|within) (?:the |my )?(?:twelve|12) months (?:for|after|of mourning)', 'kaddish', 'aveilut', 'aveilus', 'avelus', 'aveilis', 'avel', 'mourning', 'yahr?t?zeit', 'unveiling', 'within the year', 'sitting shiva'), he('יושב שבעה', 'יושבת שבעה', 'יושבים שבעה', 'לשבת שבעה', 'ימי השבעה', 'השבעה', 'סוף השבעה', 'ניחום אבלים', 'השלושים', 'סוף השלושים', 'תוך השלושים', 'שנת אבל', 'קדיש', 'אבלות', 'אבלה', 'אבלים', 'בתוך האבל', 'יארצייט', 'אזכרה', 'תוך השנה'));
const SPEECH_LAW = any(en('lashon ha.?ra', 'loshon ho.?ra', 'rechilut', 'rechilus', 'motzi shem ra', 'gossip about', 'gossip(?:ing)? (?:in|on) the (?:family )?(?:group|chat|whatsapp)'), he('לשון הרע', 'לשה"ר', 'רכילות', 'מוציא שם רע'));
// Safety round r98: "ha'im chayavim lehazmin et aba la'chatuna?" — whether a parent must be invited.
const PARENT_MUST_BE_INVITED = any(
  en('(?:chayav\\w*|chayev\\w*|obligated|required) (?:\\w+ ){0,2}(?:lehazmin|to invite|invite|lehaz?min) (?:et )?(?:aba|ima|abba|imma|avi|imi|my (?:father|mother|dad|mom|mum|parents)|our (?:father|mother|parents)|ha.?horim)'),
  he('(?:חייב|חייבת|חייבים|חובה|מחויב|מחויבת|מחויבים) (?:\\S+ ){0,2}להזמין (?:את )?(?:אבא|אמא|ההורים|אבי|אמי)'),
);
// (Safety round r101: "aba sheli rotze she-nachzor le-Brazil … ze mitzva lehakshiv lo?" — a mitzvah to obey.)
const PARENTS_HONOUR = any(PARENT_MUST_BE_INVITED.source, en('mitzv(?:a|ah) (?:le|la)?.?(?:hakshiv|hishama|hishame.?a|shmo.?a|lishmo.?a|tzayet|letzayet)\\w*', '(?:a )?mitzvah? to (?:listen to|obey|do what (?:he|she|they) (?:says?|wants?))'), he('מצווה (?:ל)?(?:הקשיב|הישמע|לשמוע|לציית|להקשיב|להישמע)'), he('(?:חובה|חיוב|חייבת|חייב|מצווה|מחויבת|מחויב) לכבד', 'לכבד (?:את )?(?:חמי|חמותי|חמות|חותני|חותנתי|חותן|חותנת|אבא החורג|אמא החורגת|האבא החורג|האמא החורגת)'), en('(?:obligat\\w*|duty|required|commanded|a mitzvah?) to honou?r', '(?:obligat\\w*|required|duty|duties) (?:\\w+ ){0,4}as (?:a|her|his|their) (?:son|daughter|child)', 'kib(?:b)?ud (?:em|horim|av va.?em|chamot|cham)'), en('obligated to (?:visit|call|see|take care of) (?:her|him|them|my (?:mother|father|mom|dad|parents))', '(?:committing|it.?s) a sin (?:not )?to', 'honou?r (?:his|her|their) (?:wish|request|will)', 'le.?mi yesh adifut', 'owe (?:my )?(?:mother|father|parents|mom|dad|ima|aba)', 'ma ha.?chovot sheli', '(?:my )?(?:father|mother|dad|mom) (?:is )?dying and', 'kib(?:b)?ud av', 'honou?r (?:my|your|his|her|our) (?:parents|father|mother)', 'respect (?:my|his|her) parents', 'obey (?:my|his|her) (?:parents|mother|father)'), he('מה קודם, אמא', 'מה קודם אמא', '(?<=(?:אמא|אבא|אמי|אבי|ההורים|חמותי|חמתי|חמי|סבתא|סבא)[^?]{0,120})(?<!(?:הבת|הבן|הילד|הילדה|בתי|בני)(?: שלי| שלנו)? (?:ביקשה|ביקש)[^?]{0,120})לכבד את הבקשה (?:שלו|שלה)', 'חייבת לאמא', 'חייב לאמא', 'חייבת לאבא', 'חייב לאבא', 'חייבים להורים', 'כיבוד הורים', 'כיבוד אב', 'לכבד את ההורים', 'לכבד את אמא', 'לכבד את אבא'));
const PASSOVER_OR_KITCHEN = any(en('lehachshir', 'hachshara', 'lehagil', 'le?tbol (?:et )?(?:ha.?)?(?:kelim|sirim|sakinim|otam|oto)', 'le.?tabel (?:et )?(?:ha.?)?(?:kelim|sirim|sakinim|otam|oto|kulam)', 'tvilat kelim', 'le.?hatbil', 'chametz', 'kitniyot', 'kashering', '(?<!(?:telefon|pelefon|mach?shir|mobile|phone) )kasher', 'tevilat kelim', 'toivel', 'separate (?:sinks|dishes)', 'challah', 'separate challah', 'mezuzah', 'mezuza', 'mezuzot', 'mezuzos', 'bishul (?:akum|yisrael|yisroel)', 'toiveled', 'tovel'), he('(?:מפריש|מפרישה|מפרישים|מפרישות|להפריש|הפרשתי|הפרשנו|הפרישה|הפריש)\\S*\\s+(?:את\\s+)?(?:ה)?חלה', 'מזוז', 'בישול עכו', 'בישול גוי', 'בישול ישראל', 'הוטבלו', 'טבלו', 'חמץ', 'קטניות', 'הכשרת', 'להכשיר', 'טבילת כלים', 'להטביל', 'הפרשת חלה', 'מזוזה'));

const COUNT_DAYS = any(en('onot prisha', 'onat prisha', 'veset (?:calculation|days)', 'white week', 'did the check', 'does the day (?:still )?count', 'seven (?:clean )?days', 'clean days', 'the count', 'restart the count', 'start counting', 'counting again', 'evening check', 'morning check', 'hefsek', 'lispor', 'sfira', 'shiva nekiyim', 'wear white', 'white (?:underwear|sheets)'), he('עונות פרישה', 'עונת פרישה', 'לחשב עונות', 'חישוב הווסת', 'הספירה', 'שבעה נקיים', 'ימים נקיים', 'ללבוש לבן', 'בגדים לבנים', 'הפסק טהרה', 'לספור מחדש', 'להתחיל לספור', 'להמשיך לספור', 'ממשיכה לספור'));
const NON_JEW = any(en('not jewish', "isn't jewish", 'non-?jew\\w*', 'gentile', 'goy', 'christian', 'muslim'), he('לא יהודי', 'לא יהודיה', 'גוי', 'נוצרי'));
const NON_JEW_MATTER = any(en('saturdays?', 'clean\\w*', 'work', 'come on', 'cook*', 'eat', 'food', 'wine', 'name', 'wedding', 'funeral', 'kaddish', 'bury', 'buried', 'shabbat', 'shabbos'), he('מבשל', 'לאכול', 'אוכל', 'יין', 'לקרוא', 'שם', 'חתונה', 'לוויה', 'קדיש', 'שבת'));
const RELATIVE_OTHER_SEX = any(en('(?:female|male) (?:patients?|clients?|colleagues?)', 'cousin', 'mechutan\\w*', 'machatun\\w*', 'co-?(?:father|mother)-in-law', 'mechuteneste'), he('מחותן'), en( 'bat doda', 'ben dod', 'patients?', 'step.?(?:sister|brother|mother|father|mom|dad|son|daughter)', 'business partner', 'grandmother', 'grandma', 'aunt', 'uncle', "(?:my )?(?:husband|wife)'s (?:grandmother|grandfather|mother|aunt|uncle)", 'father-in-law', 'brother-in-law', 'sister-in-law', 'mother-in-law', 'cousin', 'stepfather', 'stepmother', 'stepbrother', 'stepsister', 'colleague', 'coworker', 'boss', 'rabbi', 'doctor', 'neighbou?r', "(?:my )?(?:husband|wife)'s (?:brother|father|sister|friend)"), he('בן דוד', 'בת דודה', 'בן הדוד', 'בת הדודה', 'המנהל שלי', 'המנהלת שלי', 'בפגישה', 'בשידוכים', 'חמי$', 'חמותי', 'גיסי', 'גיסתי', 'אח של בעלי', 'אבא של בעלי', 'אח של אשתי', 'אחות של אשתי', 'בן דוד', 'בת דודה', 'אבא חורג', 'עמית', 'הבוס', 'השכן', 'הרופא'), en('ha.?bos', 'ha.?menahel(?:et)?', 'ha.?lakoach', 'ha.?lekucha'));
const MALE_DOCTOR = any(en('male (?:doctor|gyn\\w*|ob\\w*)', '(?:gyn\\w*|doctor|ob\\w*) is a man', 'examined by (?:him|a man)'), he('רופא נשים גבר', 'הרופא הוא גבר', 'בדיקה אצל רופא'));
// A firstborn only as a newborn ("הבכור בן 17 ויכול לשמור על הקטנים" is an older brother —
// answers round S14).
const BRIS = any(
  // Round 78c: the other rites of a birth ("מתי עושים זבד הבת?", "shalom zachar without her?").
  en('zeved ha.?bat', 'simchat bat', 'simchas bas', 'shalom zachar', 'sholom zochor', 'vach ?nacht', 'pidyon', 'bris', 'brit milah', 'mohel', 'upsherin', 'firstborn son(?= (?:was born|is born|arrived|is (?:\\d+|a|one|two|three|four) (?:days?|weeks?|month) old))'),
  he('זבד הבת', 'שמחת בת', 'שלום זכר', 'פדיון הבן', 'ברית', 'מוהל', 'חלאקה', '(?:ה)?בכור(?:\\s+\\S+)?\\s+(?:נולד|שנולד|הגיע לעולם|בן (?:יום|יומיים|שבוע|שבועיים|חודש|\\d+ (?:ימים|יום|שבועות)))'),
);
// ("converting the den into her room", "convert the money" are no giyur — answers round J13.)
const CONVERSION = any(en('giyur', 'conversion', 'convert\\w*(?! (?:\\w+ ){0,3}into\\b)(?! (?:the |our |my |some |a )?(?:money|currency|dollars|shekels|euros|pounds|files?|pdfs?|videos?|garage|basement|den|attic|room|office|loft|car|van))'), he('גיור', 'להתגייר', 'גיורת', 'התגייר', 'התגיירה', 'התגיירו', 'גיירה'));
// Books or stories for a child ("best books for a 4yo about adoption? ideally with a Jewish family").
const BOOKS_WANTED = any(en('books?', 'stor(?:y|ies) (?:about|for|with)', 'recommend\\w*'), he('ספרי ילדים', 'ספר ילדים', 'ספר לילדים', 'ספר (?:טוב|מתאים) (?:על|ל)', 'המלצות? על ספר'));
// Adoption asks the law beside a word of a child's status (a non-Jewish baby, the mikveh, a kohen,
// yichud); without one — answering a birth mother, a school's family tree — it asks for words
// (safety round r103, law on ordinary lines on first sight).
const STATUS_IN_ADOPTION = any(en('jewish', 'non-?jew\\w*', 'gentile', 'goy', 'mikv\\w*', 'beit din', 'beis din', 'bet din', 'kohen', 'cohen', 'halach\\w*', 'yichud', 'yichus', 'mamzer\\w*', 'giyur', 'conver\\w*', 'bar mitzv\\w*', 'bat mitzv\\w*', 'name (?:him|her) (?:ben|bat)', 'ben (?:avraham|avinu)', 'bat (?:avraham|avinu)'), he('יהודי', 'יהודיה', 'יהודייה', 'יהדות', 'היהדות', 'גוי', 'גויה', 'מקווה', 'בית דין', 'כהן', 'הלכה', 'הלכתי', 'ייחוד', 'יחוד', 'ממזר', 'יוחסין', 'גיור', 'בן אברהם', 'בת אברהם'));

// (Safety round r88: "Is breast milk pareve? My toddler wants the leftover pumped milk … while eating
// chicken nuggets".)
const KASHRUT_MIX = any(en('(?:breast ?milk|pumped milk|mother.?s milk|chalav em)[^.?!]{0,40}(?:pareve|parve|fleishig|meat|chicken|basari)', '(?:pareve|parve)[^.?!]{0,20}(?:breast ?milk|pumped milk)'), he('חלב אם[^.?!]{0,40}(?:פרווה|בשרי|בשר|עוף|שניצל)'), en('(?:bein|between) basar (?:le|ve|u|and).?chalav', 'wait (?:\\w+ ){0,3}between meat and (?:milk|dairy)'), he('בין בשר לחלב'), en('dairy (?:right |soon |an hour )?after (?:a )?meat', 'milk after meat', '(?:ice cream|dairy|milk|cheese)[^.]{0,30}after (?:a )?(?:meat|fleishig|chicken)', 'glida chalavit', 'arucha besarit', 'arucht basar', 'basar vechalav'), he('חלבי אחרי בשרי', 'גלידה חלבית', 'חלב אחרי בשר', 'אחרי ארוחה בשרית', 'בשר בחלב'));

// Times of the year with their own customs of mourning (weddings, music, haircuts).
const MOURNING_SEASON = any(en('sefira', 'sefirah', 'sefiras? ha.?omer', 'sefirat ha.?omer', 'the omer', '(?:the|during|bein ha.?metzarim,?) three weeks', '(?:the|during) nine days', 'bein hametzarim', 'lag b.?omer'), he('ספירת העומר', 'בספירה', 'העומר', 'בין המצרים', 'תשעת הימים(?! האלה| הקרובים| הבאים| הראשונים| האחרונים)', 'שלושת השבועות(?! האלה| הקרובים| הבאים| הראשונים| האחרונים| שלו| שלה| שלנו| של)', 'ל"ג בעומר'));
const NAMING = any(en('name (?:the|our|my) (?:baby|son|daughter) after', 'name (?:him|her) after', 'named after', 'naming (?:the|our) (?:baby|son|daughter)'), he('לקרוא לו על שם', 'לקרוא לה על שם', 'לקרוא לתינוק על שם', 'לקרוא לתינוקת על שם', 'על שם'));
const NOT_RELIGIOUS = any(en("(?:doesn'?t|does not|don'?t|do not) keep kosher", "(?:aren'?t|are not|isn'?t|is not|not) (?:religious|frum|observant|shomer shabbos|shomer shabbat)", 'lo shomer(?:et|im)?', 'lo datiy?(?:im|a|ot)?', 'secular', 'chiloni\\w*', 'lo (?:kol kach |mamash |mamash kol kach )?(?:mekap(?:e)?d\\w*|makpid\\w*)', 'lo (?:kol kach |mamash )?zahir(?:a|im)? ba.?mitbach', "(?:not|isn'?t|is not|aren'?t|are not) (?:so |very |that |too |really )?(?:careful|strict|particular|makpid) (?:about|with|in) (?:the |her |his |their )?(?:kitchen|kashrut|kashrus|kosher|food|dishes|meat and milk|milk and meat)", 'lax about (?:kashrut|kashrus|kosher|the kitchen)'), he('לא מקפיד', 'לא מקפידה', 'לא מקפידים', 'לא מקפדת', 'לא מקפדים', 'לא (?:כל כך )?זהיר(?:ה|ים)? במטבח', 'לא דתיים', 'לא דתי', 'לא דתייה', 'חילונים', 'חילוני', 'חילונית', 'לא שומרים שבת', 'לא שומרי'));
const MEAL_OR_SEDER = any(en('seder', 'pesach', 'passover', 'shabbos', 'shabbat', 'meal', 'dinner', 'lunch', 'supper', 'host us', 'eat', 'invite[sd]? us', 'aruch(?:a|at) \\w+', 'le.?echol', 'mazmin\\w* otanu'), he('סדר', 'פסח', 'שבת', 'ארוחה', 'ארוחת', 'לאכול', 'לארח', 'מזמינ(?:ה|ים)? אותנו', 'מזמין אותנו'));

// The commandments of daily and yearly life, named: asked about, they are questions of practice.
const RITUAL = any(
  en('mezonot', 'shehakol', 'hamotzi', 'borei (?:pri|nefashot|minei)', 'al ha.?michya'),
  en('is there (?:actually |really |even )?(?:a|one|some) (?:bracha|brocha|beracha|blessing)', 'say (?:some kind of |a |any |the )?(?:blessing|bracha|brocha|beracha)', '(?:teach|teaching|start) (?:\\w+ ){0,3}(?:brachot|brachos|brochos|blessings|modeh ani|shema|to daven|to pray)', 'lelamed (?:\\w+ ){0,2}(?:brachot|lehitpalel|modeh ani|shma)', 'rainbow', 'on (?:every|each|all the) (?:doorway|doorpost|door)s?', 'put (?:something|a \\w+) (?:up )?on (?:every|each|the) door(?:way|post)?s?', 'sandak', 'kvater', 'kvatter', 'kri.?[ay]s? sh(?:e)?ma', 'mishloach manot', 'shalach manos', 'sukk?a', 'sukkot', 'sukkos', '(?:what|which) (?:bracha|brocha|beracha|brachos|brachot|blessing) (?:goes|do|does|is|should|for|on)', 'tefill?in', 'tfillin', 'tallis', 'tallit', 'talis', 'tzitzi[st]', 'kid+ush', 'havdal\\w*', 'havdolo', 'brach\\w* (?:on|for|rishona|achrona|acharona)', '(?:make|say|the) (?:a )?(?:bracha|brocha|beracha) (?:on|for)', 'bracha achrona', 'shehech[ie]yanu', 'bentch\\w*', 'bensch\\w*', 'birka[st] hamazon', 'shofar', 'megill?a\\w*', 'lulav', 'esrog', 'etrog', 'sukk?ah', 'succah', 'chol ha.?mo.?ed', 'bechol ha.?moed', 'sefira\\w*', 'the omer', 'ma.?aser', 'maser kesafim', 'challah', 'hafrasha[st] challah', 'separat\\w* challah', 'take challah', 'tenaim', 'tnaim', 'onah beinonit', 'ona[hs]? (?:ha)?beinonit', 'mezuz\\w*', 'minyan', 'netilat yadayim', 'negel ?vasser', 'hamotzi', 'mayim achronim', 'eruv tavshilin', 'tovel\\w*', 'tovl\\w*', 'toivel\\w*', 'toivl\\w*', 'tevila[st] (?:kelim|keilim)', 'yahr?t?zeit', 'yizkor', '(?:get|got|gets|give|given|gave|an|his|my|the|their) aliyah(?! (?:to israel|next|this|in|soon))', 'bar mitzva\\w*', 'bat mitzva\\w*', 'kitniyo[st]', 'chametz', 'chometz', 'taanis', 'taanit', 'chalav yisr\\w*', 'cholov yisr\\w*', 'yoshon', 'shemit+ah?', 'shmit+a', 'orlah'),
  // Candles of Shabbat, Yom Tov, Chanukah or a yahrzeit, and doing a thing "with a bracha" (round 43,
  // read after its first sight: a widower asks whether he should light them now, and how many).
  en('with (?:a|the) (?:bracha|brocha|beracha|brachah|blessing)', 'shabb?(?:os|at|es) candles', 'candle ?lighting', '(?:light|lights|lighting|lit) (?:the )?(?:shabb?(?:os|at|es)|yom tov|chanukk?ah|hanukk?ah|yahrzeit|yartzeit|yortsayt|neshama) (?:candles?|lights?)', '(?:hadlakat|lehadlik|madlik(?:a)?) (?:ha.?)?nerot', 'bentsh?(?:ing)? licht', 'chanuki(?:a|ya|yah|ot)', 'hanuki(?:a|ya|yah)', 'ha.?chanuki(?:a|ya|yah)'),
  he('הדלקת נרות', 'להדליק נרות', 'מדליק נרות', 'מדליקה נרות', 'נרות שבת', 'נר נשמה', 'עם ברכה', 'בלי ברכה'),
  // The blessing after the bathroom, named by its place or its words (round 41).
  en('asher yatz(?:a|e)r', '(?:bathroom|toilet|restroom|washroom) (?:blessing|bracha|brocha|beracha|brachah)', '(?:blessing|bracha|brocha|beracha) (?:after|for|when|on) (?:going to |using |leaving |coming out of )?(?:the )?(?:bathroom|toilet|restroom|washroom|loo)', 'say (?:the|a) \\w+ (?:blessing|bracha|brocha|beracha)', '(?:bracha|brocha) (?:shel|acharei|al) ha.?sherutim'),
  he('אשר יצר', 'ברכה (?:אחרי |של |על |ב)(?:ה)?שירותים', 'ברכת השירותים', 'ברכה אחרי (?:ש)?(?:הולכים|יוצאים|הלכתי|יצאתי|הולך|הולכת) (?:ל|מ)(?:ה)?שירותים'),
  en('(?:lo )?b(?:e|i)rachti', 'shachachti levarech', "forgot (?:if|whether) i (?:said|made) (?:a |the )?(?:bracha|brocha|blessing)", '(?:lehagid|lomar|levarech) bracha', 'bracha al', 'birkat ha.?gomel', 'ha.?gomel', 'bentch gomel', 't(?:e|\')?fill?in', "what'?s the (?:bracha|brocha|beracha|blessing)", 'ma (?:ha.?bracha|mevarchim|mevarech\\w*)', 'mevarchim al', 'ha.?chiyuv shel'),
  he('ציציות', 'כיפה', 'אם בירכתי', 'שכחתי לברך', 'ללמד (?:\\S+ ){0,2}(?:ברכות|להתפלל|מודה אני|שמע)', 'ברכת הגומל', 'הגומל', 'החיוב של', 'מה החיוב', '(?:צריך|צריכה|צריכים|צריכות) לברך', 'מה מברכים', 'לברך אחרי', 'לברך לפני', 'תפילין', 'טלית', 'ציצית', 'קידוש', 'הבדלה', 'לברך על', 'ברכה על', 'מברכים על', 'ברכה ראשונה', 'ברכה אחרונה', 'שהחיינו', 'ברכת המזון', 'לבנטש', 'שופר', 'מגילה', 'מגילת', 'לולב', 'אתרוג', 'סוכה', 'חול המועד', 'ספירת העומר', 'מעשר', 'מעשרות', 'הפרשת חלה', 'להפריש חלה', 'להפריש(?! (?:כל חודש|כל שנה|מהמשכורת|לחיסכון|לחסכון|לפנסיה|לקרן|לפיקדון|לתוכנית|בחודש|מדי חודש|אחוז|\d))', 'תנאים', 'עונה בינונית', 'מזוזה', 'מניין', 'מנין', 'נטילת ידיים', 'המוציא', 'מים אחרונים', 'עירוב תבשילין', 'להטביל', 'טבילת כלים', 'יארצייט', 'יזכור', 'עלייה לתורה', 'בר מצווה', 'בת מצווה', 'קטניות', 'חמץ', 'תענית', 'חלב ישראל', 'שמיטה', 'ערלה'),
);
// Modest dress asked about (what is required, what is a stringency).
const TZNIUT = any(
  en('swimsuit', 'bathing suit', 'bikini', 'leggings', 'skirt rule', 'tights', 'stockings', 'sleeves?', 'skirt length', 'knee[- ]length', 'elbows?', 'collarbone', 'necklines?', 'tzni(?:y)?us', 'tzni(?:y)?ut', 'kol isha', 'ts?niut', 'ts?anua', 'tzanua', 'modest enough', 'not modest'),
  he('בגד ים', 'בגדי ים', 'טייץ', 'גרביונים', 'גרביים', 'שרוול', 'שרוולים', 'אורך החצאית', 'חצאית', 'מרפק', 'מחשוף', 'צניעות', 'קול אישה', 'קול באשה'),
);
// A death in the family, and what a mourner may join (a wedding, music, a haircut).
const DIED = any(en('(?:ba|be)?.?(?:oto |ota )?ha.?shana (?:ha.?rishona )?achrei (?:aba|abba|ima|ha.?petira|she.?(?:aba|ima))', '(?:the )?(?:first )?year (?:after|since) (?:my |our )?(?:dad|mom|mum|father|mother|abba|ima|husband|wife) (?:died|passed)', 'passed away', 'died', 'niftar', 'nifter', 'niftera', 'lost my (?:father|mother|dad|mom|mum)', 'in mourning', 'year of mourning', 'mourning year', 'within the (?:first )?year (?:of|since|after)', 'shnat (?:ha.?)?(?:evel|avelut)', 'avelut', 'zichrono livracha', 'alav ha.?shalom'), he('נפטר', 'נפטרה', 'הלך לעולמו', 'הלכה לעולמה', 'שנת האבל', 'שנת אבל', 'אבלות', 'ז.ל$', 'עליו השלום', 'זכרונו לברכה'));
const JOY_OR_GROOMING = any(en('muzi[kc]a', 'musica', 'lishmoa muzi[kc]a', 'mitgaleach', 'lehitgaleach', 'lehistaper', 'tisporet', 'mistaper', 'wedding', 'music', 'concert', 'haircut', 'shave', 'shaving', 'party', 'celebrat\\w*', 'simcha', 'new clothes', 'dance', 'dancing', 'bar mitzva\\w*', 'bat mitzva\\w*'), he('חתונה', 'לחתונה', 'מוזיקה', 'הופעה', 'תספורת', 'להסתפר', 'להתגלח', 'גילוח', 'מסיבה', 'שמחה', 'בגדים חדשים', 'לרקוד', 'בר מצווה', 'בת מצווה'));
// Meat, then dairy, and the wait between.
// A utensil named by its kind, used for the other kind ("used my dairy knife to cut salami",
// "חתכתי נקניק עם הסכין החלבית"): a question of the kitchen even when nothing is asked (round 43).
const LABELLED_UTENSIL = any(
  en('(?:dairy|milchig\\w*|chalavi\\w*|meat|fleishig\\w*|besari\\w*|basari\\w*) (?:knife|knives|pot|pots|pan|pans|spoon|spoons|fork|forks|plate|plates|dish|dishes|board|sponge|tray|ladle|grater)', '(?:sakin|sir|machvat|kaf|mazleg|tzalachat|kerash|sfog) (?:ha.?)?(?:chalavi\\w*|besari\\w*|basari\\w*)'),
  he('(?:סכין|הסכין|סיר|הסיר|מחבת|המחבת|כף|הכף|מזלג|המזלג|צלחת|הצלחת|קרש|הקרש|ספוג|הספוג|מגש|המגש) (?:ה)?(?:חלבי|חלבית|בשרי|בשרית)'),
);
const USED_FOR = any(en('put (?:it |a \\w+ )?(?:in|into)', 'dipped', 'stuck', 'used', 'using', 'cut', 'cutting', 'cooked', 'cooking', 'heated', 'warmed', 'stirred', 'put', 'washed', 'by mistake', 'by accident', 'accidentally', 'oops', 'fell (?:in|into)', 'dropped', 'naf(?:al|la|lu) (?:le.?toch|la|le|ba|be)', 'bta.?ut', 'chatachti', 'bishalti', 'chimamti', 'samti'), he('הכניס', 'הכניסה', 'הכנסתי', 'נגע', 'נגעה', 'טבל', 'השתמשתי', 'השתמש', 'חתכתי', 'חתך', 'בישלתי', 'חיממתי', 'שמתי', 'ערבבתי', 'שטפתי', 'בטעות', 'נפל לתוך', 'נפלה לתוך', 'נפל ל', 'נפלה ל'));
// Bleeding after being together, described without the term ("yesh li dimum katan achrei she
// anachnu beyachad"): a classic question of law even when nothing is asked (round 44).
const AFTER_TOGETHER = any(en("after (?:we.?re|we are|we were|being|we.?ve been) (?:together|intimate)", 'after (?:sex|intimacy|relations|marital relations)', 'achrei (?:she.?)?(?:anachnu|hayinu) (?:beyachad|be.?yachad|yachad)', 'achrei (?:tashmish|yachasim|kiyum yachasim)'), he('אחרי שאנחנו ביחד', 'אחרי שהיינו ביחד', 'אחרי יחסים', 'אחרי תשמיש', 'אחרי קיום יחסים'));
// Animals fed before one eats (round 44): a practice asked about without its name.
const ANIMAL = any(en('animals?', 'dogs?', 'cats?', 'pets?', 'fish', 'birds?', 'chickens?', 'hens?', 'horses?', 'goats?', 'parrots?', 'hamsters?', 'rabbits?', 'kelev', 'chatul', 'ba.?alei chayim'), he('כלב', 'חתול', 'חיות', 'בעלי חיים', 'דגים', 'תרנגולות', 'ציפור', 'תוכי', 'ארנב'));
const FED_FIRST = any(en('feed\\w* (?:\\w+ ){0,3}(?:first|before (?:you|i|we) (?:eat|have|sit)|before (?:eating|breakfast|davening|shacharis|shacharit|i eat))', '(?:eat|eats) (?:first|before (?:you|i|we|us))', 'leha.?achil (?:\\w+ ){0,2}(?:kodem|lifnei)'), he('להאכיל (?:\\S+ ){0,2}(?:קודם|לפני)', 'אוכלים לפני', 'יאכלו לפני'));
export const SPEECH_GIVEN = any(en('speech', 'toast', 'lin.?om', 'ne.?um'), he('לנאום', 'נאום', 'הנאום'));
const MEAT = any(en('meat', 'meatballs?', 'ground beef', 'brisket', 'hot ?dogs?', 'salami', 'pastrami', 'kebabs?', 'chicken', 'fleishig\\w*', 'bsari\\w*', 'shnitzel', 'burgers?', 'steak', 'schnitzel', 'cholent', 'basari', 'besari', '(?:shel|ha|le|ve|im|ba|be)?.?basar(?! ve.?dam)', 'marak (?:of|oaf|basar|bakar|atzamot)', '(?:chaze|chazeh|kanfei|pulkes|shnitzel|kar(?:a|e)ei) of', 'of (?:tzli|ba.?tanur|ba.?gril)', 'pargiyot', 'ktzitzot', "ha['’]?of(?= |$)", 'shel of'), he('בשר', 'עוף', 'בשרי', 'קציצות', 'קציצה', 'קבב', 'נקניקיות', 'נקניק', 'פסטרמה', 'שווארמה', 'המבורגר', 'שניצל', 'צ.ולנט'));
const DAIRY = any(en('(?:baby )?formula', 'glid(?:a|ot)', 'chalavi\\w*', 'yogh?urts?', 'cheese', 'cheesecake', 'gvina', 'chalav', 'shamenet', 'cream sauce', 'lasagna', 'milk', 'dairy', 'milchig\\w*', 'ice cream', 'pizza', 'chalavi', 'butter'), he('תמ"ל', 'תמל', 'מטרנה', 'סימילאק', 'יוגורט', 'גבינה', 'חלב', 'חלבי', 'שמנת', 'גלידה', 'פיצה', 'חמאה', 'מילקי'));
// Asking how to explain, support or include someone (grief, a fast day told to children), or about
// a war named after a day: not what the day's law asks.
const SUPPORT_WANTED = any(en('explain', 'understand', 'support (?:him|her|them|my|his)', 'be there for', 'without (?:giving|smothering|everyone|making)', 'include (?:his|her|their) memory', 'grie(?:f|ving|ve)', 'yom kippur war', 'nightmares'), he('להסביר', 'להבין', 'מלחמת יום כיפור', 'להיות לצידו', 'להיות לצידה', 'לתמוך', 'משמעותי', 'בלי לחנוק'));
// Apart after a birth ("we can't sleep in the same bed for two weeks after the baby"): the law of
// the weeks after a birth, however the question is put.
const AFTER_BIRTH = any(en('after the (?:baby|birth|delivery)', 'after (?:i )?gave birth', 'postpartum', 'since the (?:baby|birth)'), he('אחרי הלידה', 'מאז הלידה', 'אחרי שילדתי'));
const APART = any(en("(?:can'?t|cannot|not allowed to|don'?t|won'?t) (?:sleep in the same bed|touch|hug|hold hands|be close)",), he('לא נוגעים', 'לא יכולים לגעת', 'לא יכולה לגעת', 'לא יכולים לישון באותה מיטה'));
// Food or a dish from someone who does not keep kosher: what to do with it and with the dish.
const FOOD_GIFT = any(en('hevi.?u lanu', 'hevi lanu', 'heviya lanu', 'uga', 'ugat \\w+', 'bring(?:ing)? (?:a |her |his )?(?:homemade )?(?:dessert|cake|dish|food)', 'ugot', 'ma.?afiya', 'mevia lanu', 'brought us', 'homemade', 'baked (?:us|for us)', 'cooked (?:for )?us', 'lasagna', 'casserole', 'baking dish', 'her dish', 'his dish', 'dish back'), he('הביאה לנו', 'הביא לנו', 'אפתה לנו', 'בישלה לנו', 'תבשיל', 'מגש$', 'מגשים$'));
// The utensil or appliance both met in: the heart of a kitchen question ("the same oven", "ha'sakin").
const UTENSIL = any(en('oven', 'pots?', 'pans?', 'knife', 'knives', 'microwave', 'dish(?:es)?', 'plates?', 'utensils?', 'sink', 'counter', 'dishwasher', 'spoons?', 'forks?', 'tray', 'baking dish', 'tzalachat', 'sakin', 'sir', '(?:ba|be|ha|la|me|mi|meha|miha).?sir(?:im)?', '(?:ha|ba|la|me|mi)?.?(?:tzalach\\w*|kelim|keilim|sakin\\w*|machvat|machvot)', 'kli', 'keilim', 'bsarit', 'chalavit', 'grill', 'toaster', 'blender', 'stove ?top', 'stove', 'counters', 'countertops?', 'granite', 'spatula'), he('כיריים', 'שיש', 'מרית', 'גריל', 'תנור', 'סיר', 'סכין', 'מיקרוגל', 'צלחת', 'כלי', 'כלים', 'כיור', 'משטח', 'מדיח', 'כף', 'מזלג', 'מחבת', 'תבנית', 'בשרית', 'חלבית', 'טוסטר'));
// Round 78c: "formula right after chicken puree" asks the wait without its word.
const WAIT_BETWEEN = any(en('lechakot', 'kama zman', 'chatzi sha.?a', 'wait', 'waiting', 'hours? (?:after|between|before)', 'how long', 'vartn', 'varten', 'shoh', 'sha.?ot', '(?:right|straight|just|directly|soon|immediately) after', 'miyad (?:acharei|achrei)'), he('לחכות', 'מחכים', 'שעות', 'כמה זמן', '(?:מיד|ישר|ממש|תיכף) אחרי'));
// Learning one to one with someone of the other sex.
const STUDY_PARTNER = any(en('chavrus\\w*', 'chavrut\\w*', 'chevrus\\w*', 'learn\\w* (?:together |one on one )?with (?:a|his|her) (?:woman|man|female|male|colleague|coworker)'), he('חברותא', 'חברותות'));
/** The study partner is the spouse: "אני ובעלי לומדים ביחד בחברותא", "my wife and I have a chavrusa". */
const SPOUSE_AS_STUDY_PARTNER = any(
  he('(?:אני ו|ו?עם )(?:בעלי|אשתי)(?:\\s+\\S+){0,3}\\s+(?:ב)?(?:חברותא|לומדים)', '(?:בעלי|אשתי) ואני(?:\\s+\\S+){0,3}\\s+(?:ב)?(?:חברותא|לומדים)', 'בחברותא עם (?:בעלי|אשתי)'),
  en('(?:my (?:husband|wife) and i|me and my (?:husband|wife))(?: \\w+){0,4} (?:chavr\\w*|learn\\w*|study)', '(?:chavr\\w*|learn\\w*|study\\w*) (?:together )?with my (?:husband|wife)'),
);
const OTHER_SEX = any(en('woman', 'women', 'female', 'girl', 'man', 'male', 'guy', 'lady'), he('אישה', 'אשה', 'בחורה', 'גבר', 'בחור'));

// Money between people asked by its situation: a worker's pay and when it is due, a borrowed
// thing broken, a neighbour's tree over the fence (choshen mishpat, as a rabbi would hear it).
const BETWEEN_PEOPLE = any(
  // Paid too much or given too much: "charged me for 2 chickens but I got 4", a double refund, an item
  // sold "for way more than it's worth", a plumber who took 1,800 for 400; a thing found; a tip owed;
  // a worker paid tonight or on Monday; a deposit kept and rent withheld; whose a wedding cheque is.
  en('charged (?:me|us) for \\d+ but', 'refund(?:ed)? (?:me |us )?twice', 'double (?:refund|credit)', 'zikui kaful', 'for (?:way |much |far )?more than (?:it.?s|it is|it was) worth', 'overcharg\\w*', 'found (?:a|an|someone.?s) (?:\\w+ )?(?:iphone|phone|wallet|ring|watch|bag|purse|keys|envelope|cash)', 'matzati (?:\\w+ )?(?:telefon|arnak|ta.?ba.?at|sha.?on)', '(?:is a|the) tip (?:something|what) (?:i|we) (?:actually )?owe', '(?:cleaner|babysitter|sitter|nanny|worker|gardener|menaka)[^.?!]{0,80}(?:transfer|pay|paid|leha.?avir)[^.?!]{0,60}(?:tonight|today|monday|tomorrow|machar|till|until)', '(?:keep|keeping|kept) (?:the |our )?(?:whole |entire )?deposit', "(?:not|don'?t) pay (?:the )?last month.?s rent", 'whose money (?:is|was) (?:it|this|that)'),
  he('זיכוי כפול', 'גבה ממני \\d', 'המחיר הרגיל הוא', 'יותר ממה שזה שווה', 'מצאתי (?:\\S+ )?(?:טלפון|אייפון|ארנק|טבעת|שעון|תיק|מעטפה)', 'של מי הכסף', 'מי אמור לשלם', 'הציף לנו', 'זכות לדרוש (?:ממנו )?החזר'),
  he('(?:שאלתי|שאלנו|שאל|שאלה|השאילו|השאיל|השאילה|השאלתי)[^.?!]{0,40}(?:נשבר|נשברה|נהרס|נהרסה|נפגע|נפגעה|נשרט|התקלקל|התקלקלה|נשרף|נשרפה|נשרפו|נקרע|נקרעה|נגנב|נגנבה|נסדק|נסדקה|התפוצץ|התפוצצה)', '(?:משלמים|לשלם|לשלם לו|לשלם לה) (?:\\S+ )?על כל היום', 'על מה שעשה'),
  en('pay (?:him|her|them) for the (?:whole|full|entire) day', 'pay the (?:babysitter|sitter|cleaner|nanny|gardener|worker) (?:next week|later|tomorrow) instead', 'halva.?a', 'shtar', '(?:forget|forgave|forgive|cancel\\w*) (?:about )?(?:the )?(?:money|debt|loan) (?:she|he|they) owed', 'ask for it back'),
  en("borrow\\w* [^.?!]{0,60}\\b(?:broke|broken|damaged|ruined|scratched|dented|cracked|stopped working|got hit|burn(?:ed|t)(?: out| up)?|fried|shorted|stolen|torn|ripped|shattered|got lost|went missing)\\b", "(?:no.?interest|ribb?i[st]|ribbis|interest) (?:thing |rule |prohibition |issue )?(?:apply|applies|count|counts|matter|matters) (?:to|for|with)", 'interest (?:from|to|at|with) (?:a|the|an) (?:\\w+ )?bank', 'he?shil lanu et ha.?\\w+[^.?!]{0,60}(?:hitnagesh|nishbar|nishbera|nifga|nisrat)'),
  he('שאל(?:ה|ו)? את ה\\S+ (?:שלנו|שלי)[^.?!]{0,40}(?:נשבר|נשברה|נהרס|נהרסה|נפגע|נפגעה|נשרט)', 'השאיל(?:ה|ו)? לנו את ה\\S+[^.?!]{0,60}(?:התנגש|נשבר|נפגע|נשרט)', '(?:בייביסיטר|שמרטפית|מטפלת|עוזרת|מנקה|פועל|גנן)[^.?!]{0,80}(?:משלמת|משלם|לשלם)[^.?!]{0,40}(?:פעם בחודש|באותו יום|בסוף החודש|בזמן)', 'ריבית (?:\\S+ )?(?:בבנק|מהבנק|לבנק)'),
  en('pay (?:the |our |my |a )?(?:babysitter|sitter|cleaner|cleaning lady|nanny|metapelet|worker|workers|gardener|handyman|plumber|electrician|contractor|tutor|mover|movers)\\b[^.?!]{0,60}\\b(?:same day|that day|on time|by (?:the end of the day|nightfall|sunset)|late|every (?:two|2|few) weeks|at the end of the month|once a month)', '(?:pay|paid|paying) (?:her|him|them) (?:the )?same day', 'bal talin', 'lo talin', 'wages? (?:on time|the same day|late)', 'withh[oe]ld\\w* (?:her|his|their) (?:pay|wages|salary)',
    '(?:broke|broken|damaged|ruined|scratched|dented|lost|cracked) (?:the |a |his |her |their )?\\w+ (?:\\w+ ){0,3}(?:we|i|he|she) (?:had )?borrowed', '(?:borrowed|lent|loaned) (?:\\w+ ){0,5}(?:broke|broken|damaged|ruined|scratched|dented|lost|cracked|stopped working)', '(?:pay|paying) for (?:the )?(?:repair|damage|a new one)', 'responsible for the damage', 'liable',
    "neighbou?r'?s? (?:\\w+ )?tree", '(?:tree|branches) (?:\\w+ ){0,3}(?:hangs?|hanging|grow\\w*|comes?) (?:\\w+ )?over (?:our|the|my) (?:fence|wall|yard|garden|property)', '(?:fall|drop)s? into (?:our|my) (?:yard|garden|property)'),
  he('השאיל לנו', 'השאילה לנו', 'השאילו לנו', 'השאיל לי', 'השאילה לי', 'ששאלנו', 'ששאלתי', 'ששאלה', 'ששאל', 'לשלם על התיקון', 'לשלם על הנזק', 'אחראים לנזק', 'אחראי לנזק', 'בל תלין', 'לשלם (?:ל)?(?:בייביסיטר|שמרטפית|מטפלת|עוזרת|מנקה|פועל|פועלים|גנן|אינסטלטור|חשמלאי|קבלן)[^.?!]{0,40}(?:באותו יום|בזמן|באיחור|בסוף החודש|כל שבועיים)', 'העץ של השכנים', 'העץ של השכן', 'מעל הגדר', 'נופלים לחצר שלנו', 'נופלים אצלנו'),
  en('hish.?il lanu', 'she.?sha.?alnu', 'lehashlim al ha.?tikun', 'ha.?etz shel ha.?shchenim', 'me.?al ha.?gader'),
  // A loan now called a gift; something left with us to keep and stolen; a find behind a wall.
  en('(?:borrowed|lent) (?:\\S+ ){0,8}(?:now )?(?:he|she|they) (?:says|claims|said|claimed) it was a gift', 'now (?:he|she|they) (?:says|claims) (?:it|the (?:loan|money)) was a gift', 'left (?:\\w+ ){0,4}with (?:us|me) (?:to keep|for safekeeping)', 'for safekeeping', 'found (?:a|an|some) (?:\\w+ ){0,4}(?:behind|inside|under|in) the (?:wall|walls|floor|tiles|ceiling|attic)', 'whose (?:is it|are they)\\b', 'mat?zati (?:\\w+ ){0,2}(?:telefon|pelefon|arnak|tabaat|kesef|maatafa|shaon|tik)', 'matzanu (?:\\w+ ){0,2}(?:telefon|pelefon|arnak|tabaat|kesef|maatafa|shaon|tik)'),
  // What one owes another after damage, a theft from one's keeping, a partnership or unpaid work.
  en('(?:do|do we|do i|am i|are we|must we|must i|should we|should i) (?:\\w+ ){0,2}(?:owe|have to pay|need to pay|obligated to pay|liable|responsible)', 'pay (?:for )?the (?:whole|entire|full) (?:thing|door|window|car|repair|damage|amount|bill)', 'pay (?:her|him|them) (?:back|double)', 'broken into', '(?:his|her|my) half of the', '(?<!\\b(?:split|splitting|divided|dividing|shared|sharing) (?:everything|it all|all of it|the (?:chores|housework|work|load|kids|childcare|cooking|cleaning)|chores|housework) )50/50(?! (?:custody|parenting|time|schedule|shared|split of (?:the )?(?:time|week|kids|children)))', 'forgot to pay (?:her|him|them|the)', 'not really poor', 'ani tzari(?:ch|kh) (?:le)?shalem', 'she.?ashalem', 'nignevu', 'nignav', 'shamarti al'),
  he('מה אני חייב לו', 'מה אני חייבת לה', 'חייבים לה', 'חייבים לו', 'חייבים לשלם', 'לשלם על כל ה', 'נגנבו', 'פריצה', 'ההשתתפות העצמית', 'החצי שלו', 'החצי שלי', 'שכחנו לשלם', 'שכחתי לשלם'),
  he('השאיר(?:ה|ו)? אצל(?:נו|י) (?:\\S+ ){0,5}לשמור', 'לשמירה אצלנו', 'טוען(?:ת)? שזו הייתה מתנה', 'אומר(?:ת)? שזו הייתה מתנה'),
);

// The rest of a Jewish life's law, named: the dead and the body, money between people, speech,
// prayer, the festivals' own commandments, honouring parents when it costs.
const PRACTICE_LIFE = any(
  BETWEEN_PEOPLE.source,
  en('pay (?:it |us |me )?back (?:with )?(?:a little |a bit |some |a small )?(?:extra|more)', 'charge (?:\\w+ ){0,3}interest', 'give (?:ten|10) ?(?:percent|%)', 'tenth of (?:our|my) (?:income|salary)', 'dnr', 'do not resuscitate', 'ventilator', 'life support', 'end of life', 'palliative', '(?:stop|stopping|withdraw\\w*) (?:the )?treatment', 'pesach cleaning', 'clean (?:\\w+ ){0,4}for pesach', 'autops\\w*', 'organ donat\\w*', 'organ donors?', 'charge (?:\\w+ )?interest', 'with interest', 'ribb?it', 'ribb?is', 'heter iska', 'found (?:a|an|some) (?:\\w+ ){0,3}(?:outside|in the|on the)', 'hashavat aveid\\w*', 'lost object', 'donate (?:his|her|my|their) organs', 'brain[- ]?dead', 'brain death', 'cremat\\w*', 'egg freezing', 'freez\\w* (?:my )?eggs', 'surroga\\w*', 'tattoos?', 'mixed (?:beach|swimming|seating|dancing)', 'separate beach\\w*', '(?:my|our|a|his|her) will\\b', 'wills', 'inherit\\w*', 'heirs?', 'shtar chatzi zachar', 'bishul (?:akum|akim|yisrael|yisroel)', 'pas (?:akum|palter|yisrael|yisroel)', 'lashon ha.?ra', 'found (?:a|an|some) (?:\\w+ ){0,3}(?:wallet|ring|phone|purse|envelope|bag|watch|necklace|bracelet|scooter|bike|money|cash|earring)', 'lost (?:object|property)', 'hashavat aveida', 'overpaid', 'too much change', 'extra change', 'gave me (?:\\w+ ){0,3}too much', 'undercharged', 'interest (?:on|free)', 'ribit', 'heter iska', 'tzedak\\w*', 'bikur cholim', 'visit(?:ing)? the sick', 'kaddish', 'chanuk\\w*', 'hanuk\\w*', 'menorah', 'purim', 'ad d.?lo yada', 'mishloach manot', 'davening', 'daven', 'shemoneh esrei', 'shmoneh esreh', 'mincha', 'shacharit', 'shacharis', 'maariv', 'tefil+at', 'tfilat', 'nursing home', 'kib+ud', 'honou?ring (?:her|him|them|my (?:parents|mother|father))', 'the buyers?', 'disclose', 'matzati arnak', 'madlikim'),
  he('להחזיר עם תוספת', 'יחזיר עם תוספת', 'להחזיר יותר', 'הנשמה מלאכותית', 'מכונת הנשמה', 'לא להחיות', 'החייאה', 'סוף החיים', 'ניקיון פסח', 'ניקיונות פסח', 'לנקות לפסח', 'ריבית', 'היתר עסקא', 'השבת אבידה', 'מצאנו מעטפה', 'מצאנו ארנק', 'מצאתי ארנק', 'מצאתי מעטפה', 'מציאה', 'נתיחה', 'לנתח את הגופה', 'ניתוח אחרי המוות', 'ניתוח לאחר המוות', 'תרומת איברים', 'מוות מוחי', 'שריפת גופות', 'הקפאת ביציות', 'פונדקאות', 'קעקוע', 'חוף נפרד', 'חוף מעורב', 'צוואה', 'ירושה', 'יורש', 'יורשת', 'שטר חצי זכר', 'לשון הרע', 'השבת אבידה', 'מצאתי ארנק', 'מצאתי טבעת', 'מצאתי כסף', 'מצא(?:תי|נו|ה)? (?:\\S+ ){0,2}(?:שרשרת|טבעת|ארנק|טלפון|שעון|תיק|צמיד|עגיל|קורקינט|אופניים)', 'ריבית', 'היתר עסקה', 'צדקה', 'ביקור חולים', 'קדיש', 'חנוכה', 'נרות חנוכה', 'חנוכייה', 'פורים', 'עד דלא ידע', 'משלוח מנות', 'להתפלל', 'שמונה עשרה', 'תפילת', 'מנחה', 'שחרית', 'ערבית', 'כיבוד אם', 'כיבוד אב', 'בית אבות', 'לקונים', 'הקונים', 'מדליקים'),
);

// Asking how to make an occasion pleasant: "How can we make Friday night more engaging after Kiddush?"
// (A line to quote or weave into a toast is a wish for words too: "can I weave in something from
// Megillat Ruth?" for a bride named Ruth — answers round M2.)
export const QUOTE_WANTED = any(en('a quote', 'quotes? from', 'a verse (?:from|about)', 'weave (?:in|into)', 'include something from'), he('לשלב משהו מ', 'לשלב ציטוט', 'ציטוט', 'לשלב פסוק'));
// The people around a ritual, not the ritual itself (round 64: "how do we do our son's bar mitzvah
// together without it being awkward w her new husband"): a family's arrangement, no law asked.
const AWKWARD_AROUND_IT = any(en('awkward', 'uncomfortable', 'tense', 'weird', '(?:her|his|my|the) new (?:husband|wife|partner)', 'my ex', 'our ex', 'co-?parent\\w*', 'get along', 'seating', 'who sits', 'guest (?:list|numbers)', 'the other side'), he('מביך', 'מוזר', 'לא נעים', 'מתוח', 'בעלה החדש', 'אשתו החדשה', 'בן הזוג החדש', 'בת הזוג החדשה', 'הגרוש שלי', 'הגרושה שלי', 'האקס', 'הושבה', 'מי יושב', 'רשימת המוזמנים', 'הצד השני', 'המחותנים'));
export const IDEAS_WANTED = any(QUOTE_WANTED.source, en('ideas', 'tips', 'recipes?', '(?:shoot|send|give|make) me a (?:quick )?list', 'a list of (?:easy|quick|simple|good|nice|fun)', 'more (?:engaging|fun|meaningful|pleasant|special)', 'make (?:it|this|them) (?:more )?(?:fun|special|meaningful|memorable)', 'any suggestions', 'an idea for', 'ideas? for', 'ra.?ayon(?:ot)?', 'hatza.?ot', 'ma la.?asot itam (?:be|ba|bi|le|la)', 'what (?:to|can we|should we) do with (?:them|him|her) (?:in|at|on|over|for|during|while)'), he('רעיון', 'מה לעשות איתם (?:ב|כש)', 'רעיונות', 'טיפים', 'מתכון', 'יותר משמעותי', 'יותר כיף', 'הצעות'));

// What may be told of someone asked about for a match: a question of the laws of speech.
const SHIDDUCH = any(en('shidd?uch*', '(?:getting|being|was|is) set up with', 'setting (?:him|her) up', 'ruin (?:his|her|their) (?:name|reputation)', 'for a (?:match|date)', 'asked (?:me )?about (?:a|the) (?:young man|young woman|boy|girl|bochur|bachur|guy) for (?:her|his|their) (?:daughter|son)', 'redt', 'suggested (?:him|her) for'), he('שידוך', 'שידוכים', 'הציעו אותו', 'הציעו אותה', 'מבררים על', 'בירור על'));
const TOLD_IN_CONFIDENCE = any(he('סיפר(?:ה)? לי בסוד', 'בסוד ש'), en('told me in confidence', 'in confidence', 'told me a secret', "(?:allowed|ok|okay) to tell (?:my )?(?:husband|wife|mother|mom|him|her)", 'lesaper (?!la.?kol|le.?kulam|la.?mishpacha|la.?olam)(?:la|lo|le.?\\w+)'), he('סיפרה לי משהו', 'סיפר לי משהו', 'סיפרה לי סוד', 'סיפר לי סוד', '(?<!(?:בלי|לא) )לספר לבעלי', '(?<!(?:בלי|לא) )לספר לאשתי', '(?<!(?:בלי|לא) )לספר לו$', '(?<!(?:בלי|לא) )לספר לה$', 'מרכלים', 'מרכלת', 'מרכל על', 'רכלנות'));
const DISCLOSE = any(en('say', 'tell', 'mention', 'reveal', 'share', 'disclose', 'hide', 'hold back', 'keep (?:it|quiet)'), he('לספר', 'להגיד', 'לומר', 'לגלות', 'להסתיר', 'לשתוק'));

// A husband's duty of closeness (onah), named as such ("עונה" alone is also "answers").
const ONAH = any(en('onah', 'mitzva[st] onah', 'conjugal (?:duty|duties|obligation|obligations|rights)'), he('מבחינת עונה', 'מצוות עונה', 'מצות עונה', 'חובת עונה', 'שאר כסות ועונה', 'לגבי עונה', 'בעניין עונה', 'הלכות עונה'));
// A Sephardi and an Ashkenazi at one Pesach table: whose custom (kitniyot) they keep.
const CUSTOMS_MEET = any(en('sephard*', 'ashkenaz*', 'mizrahi', 'teimani', 'yemenite'), he('ספרדי', 'ספרדיה', 'ספרדייה', 'אשכנזי', 'אשכנזיה', 'אשכנזייה', 'תימני', 'תימניה'));
const PASSOVER = any(en('pesach', 'passover', 'kitniy?o[st]'), he('פסח', 'קטניות'));
const SEDER_SHOPPING = any(en('buy\\w*', 'order\\w*', 'boxes', 'recipes?', 'bak(?:e|ing)', 'for \\d+ (?:people|guests|adults)'), he('לקנות', 'להזמין', 'קופסאות', 'מתכון', 'לאפות', 'ל-?\\d+ (?:איש|אנשים|סועדים)'));
// The seder's own commandments, eaten or drunk (safety round r96: matzah ground and soaked for a
// grandmother who can barely swallow).
const SEDER_MITZVOT = any(en('matzah', 'matza', 'matzo', 'maror', 'four cups', 'afikoman', 'kezayi[ts]', 'k.?zayit'), he('מצה', 'מרור', 'ארבע כוסות', 'אפיקומן', 'כזית'));

// A tenth given away, named by its share alone ("do we still have to give a tenth?"): tithing.
const TENTH_GIVEN = any(
  en('(?:give|giving|gave|separate|separating|set aside|put aside|take off) (?:a|the|our|my|one) tenth', '(?:a|one) tenth of (?:our|my|the|his|her|what) (?:\\w+ )?(?:income|salary|money|earnings|paycheck|wages|came in)'),
  he('לתת עשירית', 'להפריש עשירית', 'מפרישים עשירית', 'נותנים עשירית'),
);
// Telling someone's faults to another ("can I vent to my wife about him?"): the laws of speech,
// asked without their name. Not "how can I raise it with him" — that asks for words, not the law.
const SPEECH_ABOUT = any(
  // Warning others about someone ("am I allowed to warn them? how much can I say?"): round 47.
  en('(?:allowed|ok|okay|permitted|obligated|supposed) to warn (?:them|him|her|people|others|my \\w+|the \\w+)', 'lehazhir (?:otam|oto|ota)'),
  he('(?:מותר|צריך|צריכה|חייב|חייבת) (?:לי )?להזהיר', 'להזהיר (?:אותם|אותו|אותה)(?=[^.!?]{0,40}\\?)'),
  en('(?:even |just )?listen(?:ing)? to (?:the )?(?:gossip|rumou?rs)', 'that i (?:even |just )?listen', 'vent (?:to (?:my |a )?\\w+ )?about', 'complain (?:to (?:my |a )?\\w+ )?about (?:him|her|them)', 'talk about (?:him|her|them) (?:to|with|behind)', 'bash(?:ing)? (?:him|her|them)', 'speak(?:ing)? (?:badly|ill) (?:of|about)', 'behind (?:his|her|their) backs?', 'warn (?:\\w+ ){0,3}about (?:him|her|them)', 'tell (?:my |her |his |our )?\\w+(?: \\w+)? (?:what|how) (?:she|he|they|my [\\w-]+|his [\\w-]+|her [\\w-]+) (?:did|pulled|said|does|has done|have done|treated|behaved)', 'what (?:she|he|they) (?:pulled|did to (?:me|us|him|her))', 'lesaper le.?\\w+(?: sheli)? ma (?:\\w+ ){0,2}(?:asta|asa|asu|amra|amar|amru)', 'lifrok (?:al|be.?fnei)', 'lehitlonen al(?:av|eha|ehem)'),
  // Someone who speaks against another in one's hearing (a neighbour against the rabbi, by the
  // children — round 75c): whether to stop them or walk away.
  en('(?:talks?|talking|speaks?|speaking) (?:trash |badly |bad )?(?:against|trash about|badly about|bad about)', 'bad.?mouth\\w*', 'trash.?talk\\w*'),
  he('מדבר(?:ת|ים|ות)? (?:נגד|רע על|סרה ב|בגנות)', 'משמיצ?(?:ה|ים|ות)? את', 'מלכלכ?(?:ת|ים|ות)? על'),
  he('שאני (?:בכלל )?(?:מקשיב|מקשיבה)', 'להקשיב לרכילות', 'לשמוע רכילות', 'לספר לבעלי עליו', 'לספר לבעלי עליה', 'לספר לאשתי עליו', 'לספר לאשתי עליה', 'לדבר עליו', 'לדבר עליה', '(?<!(?:הלך|הלכה|הלכו|עשה|עשתה|עשו|פעל|פעלה|פעלו|החליט|החליטה|הולך|הולכת)["\'״׳]? ?)מאחורי הגב', 'לפרוק על', 'לספר ל\\S+(?: \\S+)? מה (?:\\S+ ){0,2}(?:עשתה|עשה|עשו|אמרה|אמר|אמרו)', 'להתלונן (?:\\S+ )?על(?:יה|יו|יהם)'),
);
// How to explain or put something to someone ("how do I explain to my husband that they don't need a
// sweet from every kiosk, all of Chol HaMoed"): a question of words, not of what the practice asks.
// Explaining to family why we keep as we do (round 84: "how do i explain to my secular parents why we
// can't eat at their house without them feeling judged").
// (…or how to say it without hurting her: "אצלה לא כשר ואנחנו לא אוכלים שם. איך מסבירים לה בלי לפגוע?" — round r91.)
export const EXPLAINING_WHY_WE_KEEP = any(
  en("explain\\b[^.?!]{0,50}\\bwhy (?:we|i)\\b", "(?:explain|tell)\\b[^.?!]{0,40}\\bwithout (?:hurting|offending|insulting|upsetting)"),
  he('להסביר(?:\\s+\\S+){0,6}\\s+למה (?:אנחנו|אני)', 'מסבירים(?:\\s+\\S+){0,6}\\s+למה (?:אנחנו|אני)', '(?:מסבירים|להסביר|אסביר|מסביר|מסבירה)(?:\\s+\\S+){0,4}\\s+בלי (?:לפגוע|להעליב|לריב)'),
);
export const HOW_TO_EXPLAIN = any(en('how (?:do|can|should|would) (?:i|we) (?:explain|tell (?:him|her|them|my)|get (?:him|her|them) to understand|convince|persuade|answer (?:that|this|her|him|them|my))'), he('איך מסבירים', 'איך להסביר', 'איך אני מסבירה', 'איך אני מסביר', 'איך אסביר', 'איך לשכנע', 'איך משכנעים', 'איך אני משכנעת', 'איך אני משכנע'));
const WHEN_TO_TELL_A_CHILD = any(en('(?:when|at what age|how old|how) (?:do|should|would|can|could|must) (?:we|i) (?:ever )?tell (?:them|him|her|the (?:kids|children|child)|our (?:kids|children|son|daughter))'), he('(?:מתי|באיזה גיל|מאיזה גיל|איך) (?:\\S+ )?(?:לספר|לגלות|נספר|נגלה|מספרים) (?:להם|לו|לה|לילדים|לילד|לילדה)'));
const WORDS_FOR_A_CHILD = any(en('what (?:do|should|can) (?:i|we) (?:say|tell)(?: to)? (?:him|her|them|my (?:son|daughter|child|kids?))', 'how (?:do|should|can) (?:i|we) (?:explain|answer|tell) (?:him|her|them|my (?:son|daughter|child|kids?))'), he('מה (?:אני )?(?:אומרת|אומר|להגיד|לומר) (?:לו|לה|להם|לבן|לבת|לילד|לילדה|לילדים)'));
const YOM_TOV_INTO_SHABBAT = any(
  en("(?:yom ?tov|yontif|the chag|chag|the holiday|rosh hashan\\w*|sukk?o[st]|pesach|shavuo[st]|simchat torah|shemini atzeret)(?:'s)? (?:\\w+ ){0,3}(?:runs?|goes|going|leads?|falls?|is|ends?|flows?) (?:\\w+ ){0,2}(?:into|before|right before|straight into|on) (?:a )?(?:friday|shabbat|shabbos)", '(?:cook|bake|prepare|make food) (?:\\w+ ){0,3}(?:on|during) (?:yom ?tov|the chag|chag|the holiday|the second day) for (?:shabbat|shabbos)', 'eruv tavshilin'),
  he('(?:חג|יום טוב|ראש השנה|סוכות|שבועות|פסח) (?:\\S+ ){0,3}(?:שחל|שנופל|נופל|חל|נכנס|צמוד|ממשיך) (?:\\S+ ){0,2}(?:ב?יום שישי|לשבת|בשישי)', 'לבשל (?:\\S+ ){0,2}(?:ב)?(?:חג|יום טוב) (?:\\S+ ){0,1}לשבת', 'עירוב תבשילין'),
);
// How to tell one's spouse what one needs (around a loss, a yahrzeit): a question of the marriage.
const TELL_SPOUSE_NEED = any(en("(?:how (?:do|can|should) i|help me) (?:tell|ask|explain to) (?:him|her|my (?:husband|wife))", 'what i need from (?:him|her)'), he('(?:איך|מה) (?:אני )?(?:אגיד|אומרת|אומר|אסביר|לספר|להגיד|להסביר) ל(?:ו|ה|בעלי|אשתי)', 'מה אני צריכה ממנו', 'מה אני צריך ממנה'));
const HOW_TO_SAY = any(en('how (?:can|do|should) (?:i|we)'), he('איך (?:אני )?(?:יכולה|יכול|אפשר)'));
// A duty to a parent or a parent-in-law, asked as a duty or a wrong ("my shver needs help in the
// bathroom — am I obligated?", "I corrected my father with dementia in front of everyone — was that wrong?").
const PARENT = any(
  en('(?:ima|imma|aba|abba|ha.?horim) sheli', 'my (?:father|mother|dad|mom|mum|parents?|shver|shvigger|father-in-law|mother-in-law|in-laws)', 'shver', 'shvigger', '(?:his|her) (?:father|mother|parents)'),
  he('אבא שלי', 'אמא שלי', 'ההורים שלי', 'חמי$', 'חמותי', 'חמתי', 'אבא של בעלי', 'אמא של בעלי', 'אבא של אשתי', 'אמא של אשתי', 'ההורים של בעלי', 'ההורים של אשתי'),
);
const DUTY_OR_WRONG = any(en("(?:am|are) (?:i|we) (?:still )?(?:obligated|required) to"), 
  en('(?:is it|would it be|is that|is this) disrespectful', 'am i obligated', 'are we obligated', 'is (?:he|she) obligated', '(?:do|must) (?:i|we) (?:still |really |actually )?(?:have|need) to', '(?:mean|means) (?:that )?(?:i|we) (?:have|need) to', 'do i have an obligation', 'was (?:that|it|i) wrong', 'did i do (?:something )?wrong', 'chayav', 'chayevet', 'ma ha.?chova', 'chova sheli', 'minhag o chova', 'custom or (?:an? )?(?:obligation|law|requirement)', '(?:have|has|need) to (?:listen to|obey|do what) (?:her|him|them|my (?:mother|father|mom|dad|mum|parents))', 'must i (?:listen|obey)'),
  he('מה החובה שלי', 'מנהג או חובה', 'מה חובת', 'חובת ה', 'חייבים להיות', 'אנחנו חייבים', 'חייב\\S* להקשיב ל', 'חייב\\S* לשמוע בקול', 'אני חייבת', 'אני חייב', 'אני מחויבת', 'אני מחויב', 'האם טעיתי', 'עשיתי לא בסדר'),
);

// A vow, an oath or a pledge, and whether it still holds ("I swore never to set foot in her house",
// "at my father's levaya I said I'd give $1000 to the shul").
const VOW = any(
  en('amarti she.?ani torem', 'hivtachti litrom', 'swore (?:i.?d|i would|to) (?:never|always|give)'), he('אמרתי שאני תורם', 'אמרתי שאני תורמת', 'הבטחתי לתרום'),
  en('vow*', 'swore', 'i swear (?:i|that|to)', 'an oath', '(?:binding|a real|like a) promise', 'promise (?:to god|before god|to hashem|in judaism)', '(?:said|promised|pledged) (?:i.?d|i would|to) give', 'pledg*', 'neder', 'nedarim', 'nadarti', 'nishbati', 'shvua'),
  he('נדר', 'נדרתי', 'נשבעתי', 'שבועה', 'התחייבתי לתת', 'הבטחתי לתת', 'אמרתי שאתן'),
);
const STILL_HOLDS = any(en('stuck with (?:it|this|that)', 'ein li et ha.?kesef', 'ma osim', 'binding', 'still (?:hold|holds|count|counts|stand|stands|apply|applies)', 'take it back', 'undo (?:it|that|the)', 'hata?ra[st] nedarim', 'hatoras nedorim', 'hatara', '(?:was|is|would) (?:that|it|this) (?:be )?(?:considered )?(?:a |an )?(?:neder|vow|shvua|oath)', 'count(?:s)? as (?:a |an )?(?:neder|vow|oath)'), he('מחייב', 'עדיין תקף', 'התרת נדרים', 'להתיר', 'מתירים', 'מתיר', 'לבטל את הנדר', 'זה נדר'));
// Money lent and more of it given back ("he wants to pay back 11k as a thank you"): interest.
const LOAN = any(en('lent', 'loaned', 'lend', 'lending', 'borrow\\w*', 'a loan', 'loan (?:us|me|him|her|them)', 'lehalvot', 'halva.?a', 'halva.?ot', 'hilva', 'hilvinu', 'hilveti'), he('הלוויתי', 'הלווינו', 'הלוואה', 'לווה', 'לוותה', 'השאלתי כסף', 'הלוות', 'הלווה'));
const MORE_BACK = any(en('charge (?:\\w+ ){0,3}(?:extra|more)', '(?:extra|more) for inflation', 'linked to (?:the )?(?:index|inflation)', 'tzamud la.?madad', '(?:pay|give|return)s? (?:me |us |it )?back (?:\\d+|more|extra)', 'as a thank you', 'on top', 'a bit more', 'more than (?:he|she|they|i|we) (?:borrowed|got|took)'), he('יותר ממה ש', 'בתור תודה', 'תוספת', 'צמוד למדד', 'הצמדה', 'להחזיר יותר'));
// New pots and dishes before their first use: immersion of vessels.
const NEW_VESSELS = any(
  en('(?:sakinim|kelim|sirim|sir|machvat|machvot|tzalachot|kosot|sakum) chadash\\w*', 'new (?:set of )?(?:pots|pans|dishes|cutlery|glasses|utensils|mugs|knives|frying pan|pot|pan)', 'bought (?:\\w+ ){0,3}(?:pots|pans|dishes|cutlery|glasses|utensils|a pot|a pan)', '(?:bought|got|ordered|received) (?:\\w+ ){0,4}(?:mugs|cups|bowls|plates|silverware|flatware|knives|forks|spoons|kettle|wok|baking (?:dish|dishes|pan|pans|trays?)|wine glasses|drinking glasses|glass(?:es)? (?:mugs|cups|bowls|plates|jugs?|jars?))', 'new (?:\\w+ )?(?:mugs|cups|bowls|plates|silverware|flatware|forks|spoons|kettle|wok|baking (?:dish|dishes|pan|pans))', 'set of (?:\\w+ )?(?:pots|pans|dishes|cutlery|mugs|cups|bowls|plates|knives|silverware|wine glasses|drinking glasses|glass(?:es)? \\w+)', '(?:sfalim|k(?:e|a)arot|kosot|tzalachot|sakum|sirim|machvat) (?:\\w+ )?(?:chadash\\w*|she.?kaninu|she.?kaniti)', 'kaniti (?:\\w+ ){0,3}(?:sfalim|kosot|tzalachot|k(?:e|a)arot|sirim|sir|machvat|sakum|kelim)'),
  he('סירים חדשים', 'כלים חדשים', 'סט סירים', 'מחבת חדשה', 'סיר חדש', 'קניתי סירים', 'קניתי כלים', 'קניתי סט', 'סכו"ם חדש', 'כוסות חדשות', 'ספלים חדשים', 'קערות חדשות', 'צלחות חדשות', 'קומקום חדש', '(?:קניתי|קנינו|קיבלנו|קיבלתי|הזמנו|הזמנתי) (?:\\S+ ){0,3}(?:כוסות|ספלים|צלחות|קערות|סכו"ם|סכינים|מחבת|סיר|סירים|קומקום|כלים|כלי זכוכית|סט)'),
);
// Dipped before first use, however it is said ("do they need to be dipped somewhere?").
const DIP_VESSELS = any(en('dip\\w*', 'dunk\\w*', 'immers\\w*', 'tovel\\w*', 'toivel\\w*', 'le.?hatbil', 'le.?tbol', 'le.?tabel', 'tvila', 'mikv\\w*'), he('לטבול', 'להטביל', 'טבילה', 'מקווה'));
/** Vessels immersed, not a woman: "do the new mugs need the mikvah?" is a kitchen question. */
export const VESSELS_DIPPED = any(
  NEW_VESSELS.source,
  en('tevilat kelim', 'tvilat kelim', '(?:dishes|pots|pans|cutlery|utensils|mugs|cups|bowls|plates|glasses|kelim|keilim|sirim|kosot|sfalim) (?:\\w+ ){0,4}(?:dip\\w*|dunk\\w*|immers\\w*|tovel\\w*|toivel\\w*|mikv\\w*|le.?tbol|le.?tabel|le.?hatbil)'),
  he('טבילת כלים', 'להטביל', '(?:כלים|סירים|כוסות|ספלים|צלחות|קערות|סכו"ם|מחבת|סיר)[^.?!]{0,30}(?:לטבול|להטביל|מקווה|טבילה)'),
);
const BEFORE_FIRST_USE = any(en('before (?:we |i )?(?:use|using|cook|cooking|eat|eating)', 'first time', 'first use'), he('לפני ש', 'בפעם הראשונה', 'לפני השימוש', 'לפני שמבשלים'));
// Fruit of a young tree, and produce of the Land bought straight from a farmer.
const YOUNG_TREE = any(en('fruit tree', '(?:planted|plant) (?:a |an |the )?\\w+ tree', 'tree we planted', 'first (?:fruit|fruits) (?:of|from) (?:the|our) tree'), he('שתלנו עץ', 'שתלתי עץ', 'עץ פרי', 'עץ לימון', 'עץ תפוחים', 'עץ רימון', 'עץ זית', 'עץ תאנה', 'עץ שזיף', 'עץ אבוקדו', 'עץ מנגו'));
const FARM_PRODUCE = any(
  en('roadside', 'farm ?stand', 'from (?:a|the) (?:jewish )?farmer', 'from (?:a|the) (?:moshav|kibbutz|field|orchard)', 'no (?:certificate|hechsher|teudah|label)'),
  he('מחקלאי', 'מהחקלאי', 'מהשדה', 'בצד הדרך', 'בלי תעודה', 'בלי הכשר', 'ממושב', 'מקיבוץ'),
);
const EAT_OR_PICK = any(en('eat', 'eating', 'pick', 'use them', 'do something before'), he('לאכול', 'לקטוף', 'אוכלים'));
// Food at a work event in a place that is not kosher.
const WORK_MEAL_OUT = any(
  en('(?:office|work|company|team|firm) (?:holiday |christmas |end of year |year-end )?(?:party|dinner|event|lunch|outing)', 'steakhouse', 'client dinner', 'business (?:dinner|lunch)'),
  he('מסיבת (?:חברה|עבודה|צוות)', 'ארוחת צוות', 'אירוע חברה', 'ארוחה עסקית', 'מסעדה לא כשרה', 'סטייקיה'),
);
const FOOD_AWAY = any(
  en('hotel', 'buffet', 'airline', 'in.?flight', 'cruise', 'non.?kosher (?:place|restaurant|kitchen|hotel)', 'street food', 'malon', 'bufe'),
  he('מלון', 'בופה', 'בטיסה', 'מסעדה לא כשרה', 'אוכל רחוב'),
);
const CAN_WE_EAT = any(
  en('(?:ze )?beseder le.?echol', '(?:can|may|could) (?:we|i|the kids|they|he|she) (?:eat|drink|have)', '(?:something|anything) (?:we|i|the kids) (?:can|could|may) eat', '(?:ok|okay|allowed|fine) (?:for (?:us|me|them) )?to eat', 'mutar le.?echol', 'efshar le.?echol'),
  he('מותר לאכול', 'אפשר לאכול', 'מותר לנו לאכול', 'אפשר לנו לאכול', 'מותר להם לאכול', 'אפשר להם לאכול'),
);
// Eating bread without washing first.
const BREAD = any(en('bread', 'sandwich\\w*', 'challah', 'bagel', 'pita', 'toast', 'roll', 'lechem'), he('לחם', 'כריך', 'סנדוויץ', 'חלה', 'פיתה', 'לחמני', 'טוסט'));
const WASHED_FOR_BREAD = any(
  en('(?:never|didn.?t|did not|hadn.?t|had not|haven.?t|have not|forgot to|without) wash(?:ed|ing)?', 'wash(?:ed|ing)? (?:my |our |his |her )?hands (?:before|for)', 'netilat yadayim', 'negel ?vasser', 'hamotzi', 'hamotzee'),
  he('לא נטלתי', 'בלי נטילת', 'נטילת ידיים', 'ליטול ידיים', 'שכחתי ליטול', 'המוציא'),
);
// IVF and its supervision; prayer in another language; a kind untruth to a parent.
const FERTILITY_TREATMENT = any(en('ivf', 'in vitro', 'fertility (?:treatment|clinic)', 'egg retrieval', 'embryo\\w*', 'hafraya', 'iui'), he('הפריה חוץ גופית', 'הפריה', 'טיפולי פוריות', 'שאיבת ביציות', 'עוברים', 'הזרעה'));
// "I don't know if I'm allowed to say I'm tired, or to be angry" (a husband beside a wife's
// postpartum depression, answers round S21): leave to feel, not a question of law.
const FEELING_ALLOWED = any(
  // Safety round r99: "Is it normal to grieve someone who's still here?" asks of a feeling, not a practice.
  en("is it (?:normal|natural|crazy|weird) (?:to|that i) (?:feel|grieve|miss|mourn|be (?:sad|angry|tired|resentful|jealous|numb)|cry|hate|resent)"),
  he('(?:זה )?(?:נורמלי|טבעי) (?:ל|ש)(?:הרגיש|התאבל|התגעגע|בכות|כעוס|אני מרגיש|אני מתגעגע|אני כועס|אני עצוב)'),
  en("(?:am i|i'?m|if i'?m|whether i'?m) (?:even |still )?allowed to (?:feel|say (?:i'?m|that i'?m|how)|be (?:tired|angry|upset|sad|hurt|exhausted)|ask for (?:something|anything|help)|complain|cry|vent|need)"),
  he('מותר לי (?:בכלל )?(?:(?:להגיד|לומר) (?:ש(?:אני )?)?(?:עייף|עייפה|כועס|כועסת|עצוב|עצובה|פגוע|פגועה|צריך|צריכה|קשה לי|נמאס לי)|לכעוס|להרגיש|לבקש (?:משהו |עזרה )?(?:לעצמי|בשבילי)|להתלונן|לבכות|להיות (?:עייף|עייפה|עצוב|עצובה|כועס|כועסת|פגוע|פגועה))'),
);
// "Does it still count after so many years?" — of a vow, a debt, or a wrong done to the asker as a
// girl (safety-law-asked): whether something still counts, asked of the years gone by. ('הרב' had
// read "הרבה" as a rabbi, and so asked this by chance.)
const STILL_COUNTS = any(en('does (?:it|that|this) (?:still|even) count', 'is (?:it|that|this) still (?:counted|considered|valid|binding)'), he('(?:זה|זאת|הוא|היא) (?:עדיין|עוד|בכלל|עדין) (?:נחשב|נחשבת|תקף|תקפה|חל|חלה)'));
const YEARS_LATER = any(en('after (?:all )?(?:these|so many|\\d+|many|twenty|thirty|forty) years', 'years later', 'so long ago'), he('אחרי (?:כל כך )?(?:הרבה )?שנים', 'אחרי \\S+ שנים', 'לפני (?:כל כך )?הרבה שנים'));
// A drop on underwear (dev-0694: "טיפה אדומה על התחתונים … זה משנה משהו בינינו?").
const UNDERWEAR = any(en('underwear', 'panties', 'undies', 'pantyliner', 'liner'), he('תחתונים', 'התחתונים', 'תחבושת', 'מגן תחתון'));
// Safety round 82 (illness in a family), on first sight: the sample IVF needs from a husband;
// visiting the sick (a mitzvah even when the sick person will not know; children at a hospice bed);
// a name added for someone gravely ill.
const FERTILITY_SAMPLE = any(en('(?:a |the |his |semen |sperm )?sample', 'collect\\w*', 'rabbinic\\w* (?:issues?|concerns?|problems?|questions?|supervision|guidance)', 'halachic\\w* (?:issues?|concerns?|problems?|questions?)'), he('דגימ', 'דגימת זרע', 'בדיקת זרע', 'זרע'));
const VISITING_THE_SICK = any(en('visit\\w*', 'bikk?ur cholim', 'come (?:to see|by)', 'bring the (?:kids|children) to (?:see|visit)'), he('לבקר', 'ביקור', 'אבקר', 'לבוא לבקר', 'שאבוא', 'ביקור חולים', 'לבוא עם הילדים'));
const GRAVELY_ILL = any(en('hospital', 'hospice', 'unconscious', 'in a coma', 'coma', 'icu', 'dying', 'terminal\\w*', 'gravely ill', 'very (?:sick|ill)', 'seriously ill'), he('בית חולים', 'בית החולים', 'הוספיס', 'מאושפז', 'מאושפזת', 'מחוסר הכרה', 'מחוסרת הכרה', 'בתרדמת', 'גוסס', 'גוססת', 'חולה קשה', 'חולה סופני', 'חולה סופנית', 'טיפול נמרץ'));
const PROPER_OR_MITZVAH = any(en('mitzv\\w*', '(?:ok|okay|appropriate|respectful|disrespectful|proper|right|inappropriate) to', 'is it (?:ok|okay|appropriate|respectful|proper|right)', 'disrespectful', 'still count'), he('מצווה', 'מצוה', 'זה בסדר ש', 'לא מכבד', 'מכבד', 'ראוי', 'נחשב'));
const NAME_ADDED = any(en('add(?:ing|ed)? (?:a |another )?name', 'chang(?:e|ing|ed) (?:his|her|the) name', 'new name', 'shinui shem', 'hosafat shem'), he('מוסיפים שם', 'להוסיף שם', 'הוספת שם', 'הוסיפו שם', 'שינוי שם', 'לשנות (?:לו |לה )?(?:את )?(?:ה)?שם'));
const A_SICK_PERSON = any(GRAVELY_ILL.source, en('sick', 'ill', 'cholim', 'choleh', 'cholah'), he('חולה', 'חולים', 'מחלה'));
const SUPERVISION = any(en('supervis\\w*', 'mashgiach\\w*', 'mashgicha', 'hashgacha', 'a rabbi (?:there|present)'), he('השגחה', 'משגיח', 'משגיחה', 'בפיקוח רבני'));
const PRAYER = any(en('pray\\w*', 'davn\\w*', 'daven', 'nitpalel', 'mitpalel\\w*', 'lehitpalel', 'tefil+ah?', 'tfil+ah?', 'siddur', 'shema', 'amidah', 'minyan', 'minyon', 'mi ?sheb(?:e|ei)rach', 'misheberach'), he('להתפלל', 'תפילה', 'תפילת', 'מתפלל', 'סידור', 'קריאת שמע', 'מניין', 'מנין$', 'מי שברך', 'מי שבירך'));
// Which name a prayer says (safety round r102: "אפשר לבקש מהגבאי לעשות מי שבירך לבעלי … ואיך מזכירים את
// השם שלו?").
const NAME_IN_A_PRAYER = any(en('(?:which|what) name (?:do|should|would|to|does)', "(?:his|her) mother'?s name", 'how (?:do|should|would) (?:we|i|they|you) (?:mention|say|name)'), he('איך מזכירים', 'איך להזכיר', 'איזה שם', 'שם האמא', 'שם אמו', 'שם אמה', 'בן (?:ל)?אמו', 'בת (?:ל)?אמה'));
// Taking from a community's charity (r102: "Am I allowed to take money from the community fund while my
// husband is in prison, or is that only meant for widows and orphans?"): who may take tzedakah.
const CHARITY_TAKEN = any(
  en('(?:take|taking|took|accept|accepting|receive|receiving|get|getting|ask for|asking for) (?:\\w+ ){0,2}from (?:the |our |a )?(?:community|shul|synagogue|kehilla|kehillah) (?:fund|kupa|kuppah|chest|charity)', '(?:take|taking|accept|accepting|receive|receiving) (?:tzedak\\w*|charity|maaser money)', 'kupat? (?:ha.?ir|tzedak\\w*|ha.?kehila)'),
  he('לקבל (?:\\S+ ){0,2}(?:מ)?(?:קופת|הקופה של|קופה של|הגמ"ח|קרן הקהילה)', 'לקחת (?:\\S+ ){0,2}(?:מ)?(?:קופת|הקופה של|קופה של|קרן הקהילה)', 'לקבל צדקה', 'לקחת צדקה'),
);
// A woman not of one's family, looked at or dressed before, in the law's own words (r103: a foster
// father and a girl of 16 — "האם הוא צריך להקפיד איתה על הסתכלות ולבוש כמו עם כל אישה זרה?").
const MODESTY_BETWEEN_STRANGERS = any(en('histaklut', 'isha zara', 'ervah'), he('הסתכלות', 'אישה זרה', 'אשה זרה', 'ערווה'));

const OTHER_LANGUAGE = any(
  en('in (?:english|hebrew|russian|french|spanish|yiddish|amharic|my (?:own )?language)', 'be.?(?:anglit|rusit|ivrit|tsarfatit|tzarfatit)', '(?:understand|read|know) hebrew', '(?:mevin|mevina|yodea|yoda.?at) ivrit'),
  he('באנגלית', 'ברוסית', 'בעברית', 'בצרפתית', 'באמהרית', 'בשפה שלי', 'מבין עברית', 'מבינה עברית'),
);
const UNTRUTH_TO_PARENT = any(
  en('(?:white )?lie to (?:her|him|them|my (?:mother|father|mom|dad|parents))', 'lying to (?:her|him|them|my (?:mother|father|mom|dad|parents))', '(?:is it|am i) (?:allowed|ok|okay|permitted) to (?:say|tell (?:him|her))', 'the truth upsets (?:him|her)', 'tell (?:her|him) (?:that )?(?:he|she).?s (?:at|still|alive|away|out|on|fine)', "(?:not|don'?t) tell (?:her|him) the truth"),
  he('לשקר ל(?:ה|ו|אמא|אבא)', 'שקר לבן', 'להגיד לה שהוא', 'להגיד לו שהיא', 'לא לספר לה את האמת', 'לא לספר לו את האמת'),
);
// Food cooked by a worker who is not Jewish, in our pots; wool and linen in one garment; a pregnant
// woman at a funeral; a wife's duty to pray.
const HOUSE_HELP = any(en('cleaning lady', 'housekeeper', 'maid', 'nanny', 'au pair', 'caregiver', 'metapelet', 'ozeret', 'non.?jewish (?:worker|helper|cook|nanny|caregiver)'), he('העוזרת', 'עוזרת בית', 'המטפלת', 'המנקה', 'העובדת הזרה', 'המטפל'));
const COOKS = any(en('hidlik(?:a)? et ha.?(?:tanur|gaz|kirayim|plata|or)', 'madlik(?:a)? et ha.?(?:tanur|gaz|kirayim)', 'bishla', 'cook*', 'turns? on the (?:stove|oven|fire|gas)', 'heats? up', 'bakes?', 'mevashel\\w*'), he('הדליקה את התנור', 'מדליקה את התנור', 'הדליקה את הגז', 'מבשלת', 'בישלה', 'מבשל', 'בישל', 'מדליקה את הגז', 'מחממת', 'אופה'));
// Wool and linen named in one garment ("a wool coat… the lining has linen in it"): shaatnez by its situation.
const WOOL = any(en('wool\\w*', 'tzemer'), he('צמר'));
const LINEN = any(en('linen', 'flax', 'pishtan'), he('פשתן', 'פשתים'));
// Money handed over by mistake, and whether it must go back ("the cashier gave me 100 instead of 10").
const GIVEN_BY_MISTAKE = any(
  en('(?:gave|give|gives|paid|transferred|sent|handed) (?:me|us) (?:too much|extra|\\d+ instead of)', 'too much change', 'extra change', 'wrong change', 'instead of \\d+', 'undercharged', 'forgot to (?:charge|ring up)', 'natan li (?:yoter miday|odef)'),
  he('עודף של', 'יותר מדי עודף', 'במקום \\d+', 'בטעות (?:נתן|נתנה|העביר|העבירה|שילם|שילמה|קיבלתי)', 'שכח(?:ה)? לחייב', 'לא חייב(?:ה)? אותי'),
);
const GIVE_IT_BACK = any(en('return (?:it|the|them)', 'give (?:it|them) back', 'go back', 'keep (?:it|the)', 'lehachzir'), he('להחזיר', 'לחזור', 'לשמור את'));
const SHAATNEZ = any(en('sha.?atnez', 'shatnez', 'shatnes', 'wool and linen', 'linen and wool'), he('שעטנז', 'צמר ופשתים', 'צמר ופשתן'));
const PREGNANT = any(en('pregnant', 'expecting', 'be.?herayon', 'b.?hariyon', 'be.?chodesh \\w+'), he('בהריון', 'בהיריון', 'בחודש ה?(?:שמיני|שביעי|תשיעי|שישי)'));
const FUNERAL_OR_GRAVES = any(en('funeral', 'cemetery', 'graveyard', 'grave', 'halvaya', 'levaya', 'beit (?:ha.?)?kvarot'), he('הלוויה', 'לוויה', 'בית הקברות', 'בית קברות', 'לקבר', 'הקבר'));
// Food whose kitchen no one can vouch for: a barbecue from volunteers, donated boxes with a stamp
// nobody knows ("על הבשר כתוב כשר אבל אין חותמת שאני מכירה. אפשר להגיש לילדים?" — round 80).
const KITCHEN_UNKNOWN = any(
  en('without knowing (?:who|where|how) (?:\\w+ )?(?:cooked|made|prepared|it was)', "(?:don'?t|do not|doesn'?t|does not) know (?:who|where) (?:\\w+ )?(?:cooked|made|prepared)", '(?:hechsher|stamp|label|symbol|certificate) (?:i|we) (?:don.?t|do not) (?:know|recogni[sz]e)', 'no (?:hechsher|stamp|label|certificate) (?:i|we) (?:know|recogni[sz]e)', 'from (?:civilian )?volunteers', 'donated (?:food|meat|meals?|boxes)', 'food donations?', 'mi.?trumot', 'bli lada.?at mi (?:bishel|hechin)'),
  he('אין (?:עליו |עליה |עליהם )?חותמת', 'חותמת ש(?:אני|אנחנו) (?:לא )?(?:מכיר|מכירה|מכירים)', 'הכשר ש(?:אני|אנחנו) לא (?:מכיר|מכירה|מכירים)', 'בלי לדעת מי (?:בישל|הכין)', 'לא (?:יודע|יודעת|יודעים) מי (?:בישל|הכין)', 'מתרומות', 'תרומות מזון', 'ממתנדבים'),
);
const SERVE_OR_EAT = any(
  CAN_WE_EAT.source,
  en('(?:if|whether) (?:we|i|he|she|they|the kids|the soldiers) (?:can|may|could) (?:eat|drink|have|serve)', '(?:can|may|could) (?:i|we) (?:serve|give (?:it|them) to)', 'ok to serve', 'efshar lehagish', 'mutar lehagish'),
  he('אפשר להגיש', 'מותר להגיש', 'אפשר לתת (?:לילדים|להם|לו|לה)', 'מותר לתת (?:לילדים|להם|לו|לה)'),
);
// Asking which prayer, psalm or blessing to say ("Is there a specific tefillah we can say together
// at bedtime for their father in the army?" — round 80): a question of practice and its sources.
const WHICH_PRAYER = any(
  en('is there a (?:specific |special |particular |short |simple |certain )?(?:tefil+ah?|tfil+ah?|prayer|bracha|brocha|blessing|perek|psalm|tehil+im|kapitel|segula)', '(?:which|what) (?:tefil+ah?|tfil+ah?|prayer|bracha|brocha|blessing|perek|psalm|chapter of tehil+im|tehil+im|kapitel|segula)s? (?:do|should|can|could|would) (?:we|i|they|he|she|the kids)', 'yesh tefila (?:meyuchedet|she)', 'eizo tefila'),
  he('יש תפילה (?:מיוחדת|מסוימת|קצרה|ש)', 'איזו תפילה', 'איזה פרק (?:תהילים|תהלים)', 'איזה מזמור', 'איזו ברכה (?:אומרים|לומר|להגיד|מברכים)', 'יש פרק תהילים'),
);
const EAT_DRINK_ORDER = any(en('eat', 'drink', 'order', 'coke', 'salad', 'food', 'a drink'), he('לאכול', 'לשתות', 'להזמין', 'סלט', 'אוכל'));

// Asking whether something is required, counts, is too late or is wrong: beside any word of
// practice, a question of law ("how clean does it actually have to be for Pesach", "is it too late
// for the bracha", "who comes first, my mother's Shabbos table or my wife's").
// Whether one counts for a minyan or a zimmun, also asked of one who stopped believing (asksNoLaw).
const COUNT_FOR_A_QUORUM_EN = en('count (?:for|towards|in|as part of) (?:a |the )?(?:minyan|minyon|zimmun|mezuman|quorum)');
const ASKING_VALIDITY = any(
  COUNT_FOR_A_QUORUM_EN,
  en('(?:does|do|would|will|can) (?:he|she|they|it|this|that) count'),
  en('(?:do|does|did) (?:i|we|he|she|it|this|that|they) (?:really |actually |still )?(?:have|need) to (?:say|make|wait|keep|do|light|wash|give|count|kasher|tovel|separate|cover|be|go|hear|eat|fast|sit|stand)', '(?:has|have|need|needs) to be(?! (?:paid|repaid|fair|equal|even|perfect|the same|a big deal|at work|at the office|at school|in (?:work|the office|school)|up (?:at|by|early)|home (?:by|at)|back (?:by|at)|out (?:by|at)|there (?:by|at)|on time))', 'too late', '(?:the )?(?:latest|earliest) (?:time|i can|we can)', 'how (?:clean|much|late|early|far) (?:does|do|must|should) (?:it|this|that|i|we|he|she)', 'does (?:it|this|that) (?:still )?(?:count|matter|work)', 'does (?:it|this|that) need', 'is (?:it|that|this) (?:still )?(?:ok|okay|alright|allowed|permitted|a problem|an issue|valid|legit|right)', '(?:are|am) (?:we|i) (?:allowed|permitted|ok|okay|cheating)', 'doing something wrong', 'did (?:i|we) do something wrong', 'comes? first', 'who wins', 'allowed', 'permitted', 'forbidden', 'required', 'obligat\\w*', 'legit', 'ze (?:nechshav|b.?seder|ok|okay)', 'mutar', 'asur', '(?:tzarich|tzricha|tzrichim) (?:gam |od |be.?emet |mamash |kvar )?l[aeio].?\\w+', 'ma adif', 'chayav\\w*'),
  en('(?:is|was) (?:that|it|this) (?:even )?on us'),
  en('is (?:it|that|this)(?: \\w+){1,3} allowed'),
  he('זה (?:בכלל )?עלינו', `מותר${ALLOWED_A_SAY_HE}`, 'אסור', 'נחשב', 'נחשבת', 'מי קודם', 'מה עדיף', 'מאוחר מדי', 'עד איזו שעה', 'יש עם זה בעיה', 'יש בזה בעיה'),
  // Safety round r98: "יש בעיה לעשות סדר רק אנחנו בבית?", "אפשר לומר 'הריני מוחל' … בקריאת שמע?".
  he('יש בעיה (?:ל|ש|אם)(?=[^.!?]*\\?)', "אפשר (?:לומר|להגיד|לברך) ['\"״׳]"),
);

// Safety round r88: "will literally kill me if we don't name the baby after her father. How do couples
// handle naming fights?" asks how to handle the quarrel, and "How much should we budget for a bris?
// Mohel, kiddush…" the cost — neither asks what the rite requires.
// Answers round S31: "…since our father's shloshim ended … I want to send him a message … Can you help
// me write it?" asks for words, not for the mourning's law.
const WRITE_IT_FOR_ME = any(en('help me (?:write|word|phrase|draft)', 'what (?:do|should|can|could|might) (?:i|we) (?:write|text|say in the (?:message|letter|card))', '(?:write|writing) (?:her|him|them) a (?:letter|card|note)', 'a letter to (?:her|him|them|my|our)', 'how (?:do|should|can) i (?:word|phrase)'), he('(?:תעזור|תעזרי|תוכל לעזור|אפשר לעזור) לי (?:לנסח|לכתוב)', 'עזרה (?:לנסח|בניסוח)', 'מה (?:לכתוב|אני כותב|אני כותבת)', 'איך (?:לנסח|לכתוב|אני מנסח|אני מנסחת)'));
const A_FIGHT_OVER_IT = any(en('fights?', 'fighting', 'argu\\w*', 'disagree\\w*', 'tension', 'drama'), he('ריב', 'מריבה', 'מריבות', 'ויכוח', 'ויכוחים', 'מתווכחים', 'רבים'));
// Who hosts a family's celebration — which grandmother, whose caterer (answers round S37: "שתי
// הסבתות רוצות לארח את השלום זכר … מי מחליט?") — with no word of the law in the message.
const WHO_HOSTS = any(en('host\\w*', 'caterer', 'catering', 'whose (?:house|home|place)', "(?:at|to) (?:her|his|their|my|our) (?:house|home|place)"), he('לארח', 'מארחת', 'מארח', 'מארחים', 'קייטרינג', 'אצל מי'));
// Help wanted in practice by a spouse with a long holiday ahead (answers round S37: "Sukkot … runs
// into Shabbat … How can I actually help in practical terms?"), with no word of the law.
const HELP_WANTED = any(en('how (?:can|could|do|should) i (?:actually |really |best |possibly )?help', 'help (?:her|him|my wife|my husband) (?:with|out|more)', 'in practical terms', 'practical(?:ly)? help', 'take (?:some|more) (?:of )?(?:the )?load'), he('איך (?:אני )?(?:יכול|יכולה) לעזור', 'לעזור לה (?:יותר|באמת|בפועל)', 'לעזור לו (?:יותר|באמת|בפועל)', 'להוריד ממנה', 'להוריד ממנו'));
// How big a celebration should be (r102: "do we still do the big simcha or scale way down?", "a small
// kiddush or keep it low key"): a family's choice, not a rite's law.
export const SIZE_OF_THE_SIMCHA = any(en('scale (?:it |things )?(?:way |all the way |right )?(?:down|back)', '(?:big|small|huge|modest|quiet|low[- ]key|lavish|simple) (?:simcha|party|kiddush|celebration|affair|event|bar mitzva\\w*|bat mitzva\\w*)', 'keep (?:it|things) (?:low[- ]key|small|quiet|simple|modest)'), he('בקטן', 'בצניעות', 'אירוע קטן', 'אירוע גדול', 'לצמצם את', 'בגדול', 'בלי הרבה אנשים'));
// What debt collectors, a bailiff or a landlord may do is the state's law (safety round r102: "ha'gvim
// mitkashrim kol yom, mutar lahem lavo ad ha'bayit?").
const WHAT_A_CREDITOR_MAY_DO = any(en('gvim', 'gove', 'debt collectors?', 'collection agency', 'bailiffs?', 'hotza.?a la.?po.?al', 'hotzal.?p', 'landlord', 'ba.?al ha.?bayit'), he('הגובים', 'גובים', 'גובי', 'הוצאה לפועל', 'ההוצאה לפועל', 'הוצל"פ', 'בעל הבית', 'המשכיר'));
const COST_ASKED = any(en('budget\\w*', 'how much (?:does|do|should|will|would|did) (?:\\w+ ){0,3}(?:cost|spend|pay)', 'how much should we (?:budget|spend|pay|set aside)', 'the cost of', 'afford'), he('תקציב', 'לתקצב', 'כמה עולה', 'כמה עולים', 'כמה זה עולה', 'כמה לשלם', 'להרשות לעצמנו'));
// A simcha one must be at, or a phone asked for at a bar mitzvah's age, asks nothing of the rite
// (safety round r87: "יש בר מצווה לאחיין ואני חייב להיות שם"; answers round S28: "Our son's bar mitzvah
// is in two months, and he's asking for a smartphone … can you help us make a phone plan").
const ONLY_BE_THERE = any(en('(?:have|need|got) to be there', 'must be there', "can'?t miss (?:it|the)"), he('(?:חייב|חייבת|צריך|צריכה|מוכרח|מוכרחה) להיות שם', 'לא יכול(?:ה)? לפספס', 'אסור לי לפספס'));
const A_DEVICE_FOR_THE_CHILD = any(en('smart ?phone', 'phone plan', 'flip phone', 'tablet', 'ipad', 'laptop'), he('סמארטפון', 'טלפון', 'פלאפון', 'טאבלט', 'מחשב נייד', 'אייפד'));
// Whether the sources allow it, asked as such ("yesh mekorot she'ze beseder?" of leaving kollel —
// safety round r87): a question for a rabbi.
const SOURCES_THAT_ITS_ALLOWED = any(
  en("(?:yesh|are there|any) (?:mekorot|sources) (?:she.?ze|that says? (?:it'?s|it is)|saying (?:it'?s|it is)|that it'?s|that it is) (?:beseder|mutar|ok|okay|allowed|permitted|fine)"),
  he('(?:יש|האם יש) מקורות (?:ש|שאומרים ש)?זה (?:בסדר|מותר)'),
);
const SOURCE_ASKED = any(
  en("what'?s the source", 'what are the sources', "where(?:'?s| is| does) (?:that|this|it) (?:come )?from", 'is there a source', 'ma ha.?makor', 'me.?eifo (?:ze|ha.?makor)'),
  he('מה המקור', 'מאיפה (?:זה|המקור|הגיע)', 'יש לזה מקור', 'יש מקור ל'),
);
const TORAH_TEACHING = any(
  en('avod(?:ah|a) zar(?:ah|a)', 'gemara', 'talmud', 'midrash', 'chazal', 'the rambam', 'mishn(?:a|ah|ayos|ayot)', 'in the torah', 'pasuk', 'the sages'),
  he('עבודה זרה', 'גמרא', 'תלמוד', 'מדרש', 'חז"ל', 'רמב"ם', 'משנה', 'בתורה', 'פסוק'),
);

// A law or a practice named by its own name — deceiving, the cherem on reading another's letters,
// guarding one's eyes, harming a body, repentance, vows, the seder's four cups, entering a church —
// which a question about asks the law (safety rounds r89–r90: "Is it geneivat daat to keep a separate
// account…?", "יש בזה איסור של חבלה…?", "Do I have to tell my wife as part of doing teshuva?").
const LAW_NAMED = any(
  en('g.?e?n(?:e|ei)?vat? da.?at', 'g.?nev(?:a|as) da.?as', 'cherem (?:d.?|of )?(?:rabbeinu|rabbenu|rabenu) gershom', 'cherem (?:about|on|against) reading', 'rabbeinu gershom', 'chaval(?:a|ah)', 'shmir(?:at|as) (?:ha.?)?e(?:i|y)n(?:a|ay)im', 'shemirat (?:ha.?)?e(?:i|y)nayim', 'guard(?:ing)? (?:my|his|your|our|their) eyes', 'bal tashchit', 'ona.?(?:at|as) d(?:e|o)var(?:im)?', 'chill?ul hashem', 'v.?nishmartem', 'hatarat nedarim', 'annul(?:l?ing)? (?:a |her |his |my |the )?vows?', '(?<!bli )neder', 'nedarim', '(?:doing|do|did|done|make|making) teshuv(?:a|ah)', 'part of (?:my |his |her |doing )?teshuv(?:a|ah)', 'teshuv(?:a|ah) process', 'arba kos(?:os|ot)', '(?:four|4) cups(?! of (?!wine))', 'church(?:es)?', 'birkat ha.?gomel', 'bentch gomel', 'ha.?gomel'),
  he('גניבת דעת', 'חרם (?:דרבנו|דרבינו|דר"ג|של רבנו|של רבינו)', 'רבנו גרשום', 'רבינו גרשום', 'חבלה', 'שמירת (?:ה)?עי(?:י)?נ(?:י)?ים', 'בל תשחית', 'אונאת דברים', 'חילול (?:השם|ה\')', 'ונשמרתם', 'התרת נדרים', '(?<!בלי\\s)נדר$', 'נדרים', 'לעשות תשובה', 'חוזר בתשובה על', 'חוזרת בתשובה על', 'ארבע כוסות', 'ד[\'׳] כוסות', 'כנסי(?:י)?ה$', 'ברכת הגומל', 'לברך הגומל', 'הגומל'),
);

/** Words that name a Jewish practice. */
const PRACTICE_NAMED = any(
  // Every practice the situations above name is a word of practice too: a question about a
  // mezuzah, a pidyon haben or maaser is no less one of law for missing "Shabbat" or "rabbi".
  ...[RITUAL, PRACTICE_LIFE, TZNIUT, SHABBAT, KASHRUT, TITHE, TENTH_GIVEN, HAIR, BRIS, MOURNING, MOURNING_SEASON, IMMERSION, BEDIKA_CLOTH, PERIOD_SEPARATION, COUNT_DAYS, FASTING, KOHEN, CONVERSION, SHEVA_BRACHOT, GET, PASSOVER_OR_KITCHEN, PASSOVER, KASHRUT_MIX, SHAATNEZ, PRAYER, ONAH, SPEECH_LAW, PARENTS_HONOUR].map((concept) => concept.source),
  // …and the practices no situation above names.
  en('chupp?ah?', 'huppah', 'kiddushin', 'ketub+ah?', 'eruv', 'muktz\\w*', 'frum', 'bur(?:y|ial)', 'kevura', 'chillul shabb?(?:at|os)', 'lechalel shabbat', 'rabbanut', 'rabbinate'),
  he('לחלל שבת', 'חילול שבת', 'מחלל(?:ת|ים)? שבת', 'קבורה', 'לקבור', 'ברבנות', 'הרבנות', 'אבא שלו יהודי', 'אבא שלה יהודי'),
  he('חופה', 'כתובה', 'חוה"מ', 'מוצ"ש', 'עירוב', 'מוקצה', 'ליל הסדר', 'ארוחת שישי', 'ליל שישי', 'סעודה'),
  // (A bar or bat mitzvah is an event; its budget or its party asks nothing of a mitzvah — round 74.)
  en('shabbat', 'shabbos', 'shabbes', 'sabbath', 'yom tov', 'chag', 'kosher', 'mechitzah?', 'kashrut', 'kashrus', 'treif', 'meat', 'dairy', 'milk', 'mikv*', 'niddah', 'nidah', 'tahara', 'immers*', 'period', 'bleeding', 'stain*', 'spot*', 'rabbi', 'rav', 'halach*', '(?<!ba[rt][- ])mitzv*', 'b(?:e)?r[ao]ch(?:a|ah|o|oh)', 'brachot', 'blessing*', 'kiddush', 'davening', 'daven', 'pray*', 'shul', 'synagogue', 'candle', 'tzni(?:y)?us', 'tzni(?:y)?ut', 'modest*', 'hair', 'wig', 'sh[ae]itel', 'kohen', 'cohen', 'convert*', '(?:a|the|his|her|my|no|their|religious|jewish) get(?! (?:ready|better|well|up|out|in|into|on|off|over|through|back|home|some|to|it|there|here|used|dressed|started|going|away|along|together|him|her|them|me|us|a|an|the|this|that|more|less|enough|all|what|anything|something|pregnant|married|angry|upset|mad|sick|hurt|help|better|worse|rest|sleep)\\b)', 'gett', 'give (?:her |me |him )?(?:a |the )?get', 'get (?:papers|document|ceremony)', 'beit din', 'yichud', 'alone', 'negiah', 'touch*', 'fast*', 'kaddish', 'shivah?', 'mourning', 'bris', 'brit', 'pesach', 'passover', 'chametz', 'sukkah', 'torah', 'jewish law', 'mutar', 'asur', 'asura', 'sheva', 'contracept*', 'chalavi', 'basari', 'ktam', 'bdika', 'tvila', 'kisui', 'mitpachat', 'leida'),
  he('שבת', 'חג', 'כשר', 'כשרות', 'מקווה', 'מקוה', 'נידה', 'נדה', 'טהרה', 'טבילה', 'וסת', 'מחזור', 'דימום', 'כתם', 'הרב$', 'הלכה', '(?<!ב[רת] )מצווה', 'ברכה', 'ברכות', 'קידוש', 'בית כנסת', 'צניעות', 'פאה', 'מטפחת', 'כהן', 'גיור', 'גט', 'בית דין', 'ייחוד', 'נגיעה', 'צום', 'קדיש', 'שבעה', 'אבלות', 'אבלים', 'באבל$', 'האבל$', 'להתרחק', 'הרחקות', 'עונה בינונית', 'העונה הבינונית', 'בכבוד שלו', 'בכבוד שלה', 'כבוד ההורים', 'שיש עניין', 'יש עניין עם', 'התחיל לי(?=[,.]|\\s+(?:אבל|היום|הבוקר|הלילה|מוקדם|קצת))', 'ברית', 'פסח', 'חמץ', 'סוכה', 'תורה', 'חתונה', 'הריון', 'לידה', 'אמצעי מניעה'),
);
/** Words of Jewish practice, permission (מותר, אסור) among them: the classifier's halachic verdict
 *  counts only beside one of them, so a question about the remote control never gets a rabbi. */
// …but not what a doctor allows: "the doctors said a low-salt diet — what may I bring him?" asks
// of the diet, not of the law (round 40).
const DOCTORS_ORDERS = any(
  en('diet', 'low.?(?:salt|sodium|sugar|fat|carb)', 'salt.?free', 'sugar.?free', 'doctors? (?:said|says|told|allowed|ordered|wants)', 'allerg\\w*', 'gluten', 'lactose', 'cholesterol', 'dieta', 'ha.?rof(?:e|a|im) amr\\w*'),
  he('דיאטה', 'דל(?:ת|ה)? (?:מלח|סוכר|שומן|נתרן|פחמימות)', 'ללא (?:מלח|סוכר|גלוטן)', 'הרופא(?:ה|ים)? (?:אמר|אמרה|אמרו|הורה|הורתה|הורו|התיר|התירו)', 'אלרגי', 'גלוטן', 'לקטוז', 'כולסטרול'),
);
// From what age the law of the land lets a child stay home alone (answers round S25: "מאיזה גיל מותר
// להשאיר ילד לבד בבית") asks the state's law, not the Torah's.
const AGE_THE_LAW_ALLOWS = any(he('מאיזה גיל', 'באיזה גיל', 'מגיל כמה', 'לפי החוק', 'חוקית', 'חוקי'));
const PERMISSION_NOT_MEDICAL = new RegExp(`^(?![\\s\\S]*(?:${DOCTORS_ORDERS.source}|${AGE_THE_LAW_ALLOWS.source}))[\\s\\S]*(?:${he(`מותר${ALLOWED_A_SAY_HE}`, 'אסור')})`, 'iu');
export const PRACTICE_WORD = any(PRACTICE_NAMED.source, PERMISSION_NOT_MEDICAL.source);

// A gift exchange of another faith's holiday at work; bacon in our pan (the kitchen things are
// UTENSIL); a hand held out at work;
// an illness told to the one he is dating (round 37, read after its first sight).
const OTHER_FAITH_HOLIDAY = any(en('secret santa', 'christmas', 'xmas', 'easter', 'halloween', 'kratzmach', 'kritzmas'), he('כריסמס', 'חג המולד', 'סילבסטר', 'הלואין'));
const TREIF_FOOD = any(en('bacon', 'pork', 'ham', 'shrimp', 'prawns?', 'lobster', 'crab', 'non.?kosher (?:meat|food|chicken)', 'treif', 'traif', 'chazir'), '(?<![\\u05D0-\\u05EA])[ובשכ]?חזיר(?:ים)?(?![\\u05D0-\\u05EA])', he('בייקון', 'בשר חזיר', 'שרימפס', 'לובסטר', 'פירות ים', 'טריף', 'בשר לא כשר'));
const AT_WORK = any(en('office', 'work(?:place)?', 'manager', 'boss', 'colleague', 'coworker', 'client', 'at work', 'first day', 'interview', 'ha.?menahel\\w*', 'ha.?bos'), he('מנהל', 'מנהלת', 'הבוס', 'עמית', 'לקוח', 'לקוחה', 'בעבודה', 'ראיון'));
const DATING = any(en('dating', 'going out with', 'seeing (?:a|this) (?:girl|boy|guy|woman|man)', 'yotz(?:e|et) im'), he('יוצא עם', 'יוצאת עם', 'בדייטים', 'בשידוך'));
const CONDITION = any(en('diabet\\w*', 'illness', 'diagnos\\w*', 'condition', 'medication', 'epilep\\w*', 'bipolar', 'depression', 'infertil\\w*', 'cancer'), he('סוכרת', 'מחלה', 'אבחנה', 'תרופות', 'אפילפסיה', 'דיכאון', 'פוריות', 'סרטן'));

// Round 40 (b40b, read after its first sight): situations its writer asked without a word of law.
// Blood she saw, and whether he may hold her now ("she saw blood a week early — can I hug her?").
const BLOOD_SEEN = any(
  en('(?:she|i|my wife) (?:just )?(?:saw|found|noticed|got|had|has) (?:some |a little |a bit of |a few drops of |a drop of )?(?:blood|bleeding|spotting)', '(?:she|i|my wife) (?:just )?(?:started|began) (?:bleeding|spotting|to bleed|to spot)', '(?:it|my period|her period) (?:came|started|arrived|showed up) (?:a (?:week|few days|day) |\\w+ days )?(?:early|earlier than (?:expected|usual))', '(?:a (?:week|few days|day)|\\w+ days) (?:before|earlier than) (?:she|i) expected', 'ra.?ata dam', 'ra.?iti dam', 'hitchil(?:a)? (?:la|li) dimum'),
  he('ראתה דם', 'ראיתי דם', 'מצאה דם', 'מצאתי דם', 'התחיל לה דימום', 'התחיל לי דימום', 'התחילה לדמם', 'התחלתי לדמם', 'קיבלה (?:את )?(?:ה)?מחזור', 'קיבלתי (?:את )?(?:ה)?מחזור', 'מוקדם מהצפוי'),
);
// Round 78c: blood after a procedure, asked whether it makes her forbidden ("יצא לי קצת דם אחרי.
// זה אוסר אותי?") — the question of niddah in its own words, without the word.
const OWN_BLOOD = any(en('blood', 'bleed\\w*', 'spotting', 'stain\\w*', 'ketem', 'dam'), he('דם', 'דימום', 'כתם', 'כתמים'));
const MAKES_HER_FORBIDDEN = any(
  en('make (?:me|her|us) (?:niddah|nida|assur|asura|forbidden|tamei|temei.?a)', '(?:does|will|would) (?:this|that|it) (?:count as (?:a )?(?:period|niddah|nida)|put me (?:in|into) niddah)', 'oser(?:et)? oti', 'asura le.?(?:va.?ali|ba.?ali|ishi)'),
  he('(?:אוסר|אוסרת|אוסרים) אותי', 'אוסר אותה', 'אסורה לבעלי', 'אסורה לבעלה', 'נחשב (?:ל)?(?:מחזור|נידה|נדה|ראייה)', 'נהיית נידה', 'נעשית נידה', 'אני נידה', 'אני נדה'),
);
const HOLD_PARTNER = any(
  en('hold (?:her|him|me)', 'holding (?:her|him|me)', 'give (?:her|him|me) a (?:hug|kiss|cuddle)', 'hug (?:her|him|me)', 'hugging (?:her|him|me)', 'comfort (?:her|him|me)', 'touch (?:her|him|me)', 'cuddl\\w*', 'kiss (?:her|him|me)', 'sleep (?:next to|in the same bed|together)', 'lechabek', 'lehachzik (?:ota|oto)', 'lagaat (?:ba|bo)'),
  he('לחבק', 'להחזיק אותה', 'להחזיק אותו', '(?:ל|ש)?(?:הח|אח)זיק (?:לה|לו) (?:את )?(?:ה)?יד', 'לנשק', 'לגעת', 'לישון באותה מיטה', 'לשבת לידה', 'ללטף'),
);
// The first fruit of its season, and what is said over it.
const FIRST_OF_SEASON = any(
  en('first (?:\\w+ ){0,3}(?:of|this|for) (?:the |this )?(?:season|year|summer|winter|autumn|fall|spring)', 'first time (?:\\w+ ){0,5}this (?:season|year|summer|winter|autumn|fall|spring)', 'new fruit', "(?:haven'?t|have not|hadn'?t|didn'?t) (?:had|eaten|tasted) (?:\\w+ ){0,3}(?:all|this|in a) (?:year|season)", 'pri chadash', 'rishon(?:im|a|ot)? (?:ba|ha|shel ha).?ona', 'pa.?am rishona (?:ba|ha|be)?.?(?:shana|ona)'),
  he('פרי חדש', 'ראשונ(?:ים|ה|ות)? (?:של |ב)(?:ה)?עונה', 'ראשונ(?:ים|ה|ות)? השנה', 'פעם ראשונה (?:ה|ב)(?:שנה|עונה)', 'בפעם הראשונה (?:ה|ב)(?:שנה|עונה)', 'לא אכל(?:נו|תי) (?:\\S+ ){0,3}כל השנה'),
);
const FRUIT_OR_FOOD = any(
  en('fruits?', 'figs?', 'cherr(?:y|ies)', 'pomegranates?', 'mangos?(?:es)?', 'strawberr(?:y|ies)', 'watermelons?', 'melons?', 'grapes?', 'apricots?', 'peach(?:es)?', 'plums?', 'dates', 'persimmons?', 'lychees?', 'loquats?', 'apples?', 'pears?', 'eat\\w*', 'taste', 'pri', 'peirot', 'te.?enim', 'duvdevanim', 'rimon\\w*'),
  he('פרי', 'פירות', 'תאנ', 'דובדבנ', 'רימונ', 'מנגו', 'תות', 'אבטיח', 'ענבים', 'משמש', 'אפרסק', 'שזיפ', 'תמרים', 'אפרסמון', 'ליצ\'י', 'שסק', 'לאכול', 'אוכלים'),
);
const SAY_SOMETHING = any(
  en('(?:something|anything) (?:special )?(?:we|i|you)(?: are|.re)? (?:supposed to|should|need to|have to|must) say', '(?:say|make) (?:something|anything) (?:special|first|before)', 'what (?:do|should|must) (?:we|i|you) say', '(?:do|should|must) (?:we|i) say (?:something|anything)', 'special (?:bless\\w*|prayer|words)', 'bless\\w*', 'brach\\w*', 'broch\\w*', 'berach\\w*', 'levarech', 'mevarchim', 'ma omrim', 'omrim mashehu'),
  he('להגיד משהו', 'לומר משהו', 'אומרים משהו', 'מה אומרים', 'לברך', 'מברכים', 'ברכה'),
);
// A worker's wage and when it is due ("pay the babysitter tonight, not tomorrow?").
const WORKER = any(
  en('babysitter', 'baby ?sitter', 'sitter', 'nanny', 'au pair', 'cleaner', 'cleaning (?:lady|woman|guy|help)', 'housekeeper', 'gardener', 'handyman', 'plumber', 'electrician', 'painter', 'movers?', 'tutor', 'workers?', 'employees?', 'contractor', 'day laborer', 'beibisit\\w*', 'shmartaf\\w*', 'metapelet', 'menaka', 'ozeret', 'ganan'),
  he('בייביסיטר', 'שמרטף', 'שמרטפית', 'מטפלת', 'עוזרת', 'מנקה', 'פועל', 'פועלים', 'גנן', 'אינסטלטור', 'חשמלאי', 'צבעי', 'מובילים', 'עובד', 'עובדת', 'שיפוצניק'),
);
const PAY = any(en('pay\\w*', 'paid', 'money', 'wages?', 'salary', 'cash', 'transfer', 'leshalem', 'tashlum', 'maskoret', 'sachar'), he('לשלם', 'משלמ', 'שילמ', 'תשלום', 'משכורת', 'שכר', 'מזומן', 'להעביר'));
const PAY_TIMING = any(
  en('before (?:she|he|they) (?:goes|go|leaves?|gets?|heads?) (?:home|out)?', '(?:pay|paid|paying|give) (?:her|him|them) (?:\\w+ )?(?:tomorrow|later|next week|on monday|at the end of the (?:week|month))', '(?:tonight|today),? (?:and |but )?not (?:tomorrow|later|next week)', '(?:send|transfer|give|pay) (?:her |him |them )?(?:the )?(?:money|payment|pay|wages?|cash|salary) (?:\\w+ )?(?:tomorrow|later|next week|on monday|at the end of the (?:week|month))', 'rak machar', 'machar bimkom', 'ba.?shavua ha.?ba', 'before (?:i|we) could pay', 'forgot to pay', 'make (?:her|him|them) wait', 'payday is', "(?:i.?ll|we.?ll|i will|we will) (?:only )?(?:see|pay) (?:her|him|them) (?:\\w+ )?(?:next week|tomorrow|later|on monday)", 'same day', 'that (?:same )?(?:day|night|evening)', 'by (?:tonight|the end of the day|sundown|sunset|nightfall|morning)', 'hold(?:ing)? back (?:a |the |her |his |their )?(?:worker.?s |employee.?s )?(?:pay|wages?|salary|money)', 'withh[oe]ld\\w*', 'delay(?:ing)? (?:the |her |his )?(?:pay\\w*|wages?|salary)', '(?:worker|employee).?s (?:pay|wages?)', 'le.?akev (?:et )?(?:ha.?)?(?:maskoret|kesef|tashlum)', 'lehalin', 'ad ha.?erev', 'be.?oto yom'),
  he('לפני שהיא הולכת', 'לפני שהוא הולך', 'לפני שהם הולכים', 'באותו יום', 'באותו ערב', 'עד הערב', 'מחר במקום', 'רק מחר', 'לעכב (?:את )?(?:ה)?(?:משכורת|כסף|תשלום|שכר)', 'להלין', 'הלנת שכר', 'לדחות את התשלום'),
);
// How much to pay or tip, not when: a question of money, not of a worker's due.
const AMOUNT_WANTED = any(en('(?:fair|good|normal|usual|standard|going) (?:tip|rate|amount|price)', 'how much (?:\\w+ ){0,3}(?:tip|pay|charge|give)', 'hourly rate', 'per hour', 'tip\\w*'), he('כמה (?:\\S+ ){0,2}(?:לשלם|משלמים|טיפ)', 'טיפ', 'לשעה'));
// A loan at interest between family or friends ("my brother wants 3% so inflation doesn't eat it").
const INTEREST_ASKED = any(
  en('interest', '\\d+(?:\\.\\d+)? ?(?:%|percent)', 'inflation', 'so (?:he|she|they|we|i) (?:don.?t|doesn.?t|won.?t) lose', 'ribit', 'ribis', 'achuz\\w*', 'kdei she.?lo (?:yafsid|tafsid|nafsid)'),
  he('ריבית', 'אחוז', 'אינפלציה', 'הצמדה', 'צמוד', 'כדי שלא (?:יפסיד|תפסיד|נפסיד|יפסידו|אפסיד)'),
);
const KIN_OR_FRIEND = any(
  en('(?:my|our|his|her) (?:brother|sister|father|dad|mother|mom|mum|parents|in-laws|father-in-law|mother-in-law|brother-in-law|sister-in-law|uncle|aunt|cousin|friend|neighbou?r|grandfather|grandmother|son|daughter)', 'family', 'between (?:jews|brothers|sisters|siblings|relatives|friends)', 'a fellow jew', 'another jew', 'achi', 'achoti', '(?:aba|ima|abba|imma) sheli', 'ha.?horim sheli', 'chaver sheli', 'bein achim', 'bein yehudim'),
  he('אח שלי', 'אחי', 'אחותי', 'אבא שלי', 'אמא שלי', 'ההורים שלי', 'ההורים של', 'חבר שלי', 'חברה שלי', 'השכן', 'השכנה', 'דוד שלי', 'בן דוד', 'בין אחים', 'בין יהודים', 'משפחה', 'גיסי', 'גיסתי', 'חמי$', 'חמותי'),
);
// Something dead in the water or the food we cooked with, and the dishes.
const DEAD_CREATURE = any(
  en('dead (?:pigeon|bird|mouse|mice|rat|lizard|gecko|cat|snake|animal|frog|squirrel)s?', '(?:pigeon|bird|mouse|rat|lizard|gecko|cat|snake|animal|frog|squirrel)s? (?:had )?(?:died|drowned|fell|fallen|got stuck) (?:in|into|inside)', '(?:tzipor|yona|achbar|cholda|leta.?a|shmamit|chatul|nachash) (?:meta|met|metim|metot)'),
  he('ציפור מתה', 'יונה מתה', 'עכבר מת', 'עכברים מתים', 'חולדה מתה', 'לטאה מתה', 'שממית מתה', 'חתול מת', 'נחש מת', '(?:ציפור|יונה|עכבר|חולדה|לטאה|שממית) (?:\\S+ )?(?:נפל|נפלה|טבע|טבעה|מת|מתה) (?:לתוך|בתוך|ל|ב)'),
);
// A found thing kept for oneself ("can he just keep it after a week? no name on it").
const FOUND_ITEM = any(
  en('found (?:a|an|some|someone.?s|this|that) (?:\\w+ ){0,3}(?:phone|iphone|wallet|ring|watch|bag|purse|keys|envelope|cash|money|bike|scooter|jacket|necklace|bracelet|earrings?|headphones|airpods|laptop|tablet|camera)', '(?:phone|wallet|ring|watch|purse|envelope|bike|scooter|necklace|bracelet|airpods|laptop) (?:\\w+ ){0,2}(?:i|we|he|she|they) found', 'matz(?:a|ati|anu|u|ta) (?:\\w+ ){0,2}(?:telefon|pelefon|ayfon|arnak|ta.?ba.?at|kesef|ma.?atafa|sha.?on|tik|ofanayim|korkinet)'),
  he('מצא(?:תי|נו|ה|ו)? (?:\\S+ ){0,2}(?:טלפון|פלאפון|אייפון|ארנק|טבעת|שעון|תיק|מעטפה|כסף|שטרות|אופניים|קורקינט|שרשרת|צמיד|עגיל|אוזניות|מחשב|מצלמה)'),
);
const KEEP_IT = any(
  en('keep (?:it|them|the \\w+)', 'keeping (?:it|them|the \\w+)', 'for (?:himself|herself|myself|ourselves|themselves)', 'finders? keepers?', 'hold on to (?:it|them)', 'take it (?:home|for (?:himself|herself|myself))', '(?:no|without (?:a|any)) (?:name|id|owner|password|passcode)', 'le.?hashir (?:oto|ota|otam)', 'lakachat (?:oto|ota|otam) le.?atzm\\w*', 'le.?atzmo', 'le.?atzma', 'le.?atzmi'),
  he('לעצמו', 'לעצמה', 'לעצמי', 'לעצמנו', 'להשאיר (?:אותו|אותה|אותם) אצל', 'לשמור (?:אותו|אותה|אותם) ל', 'בלי שם', 'בלי סיסמה', 'בלי סימן', 'אין עליו שם', 'למי (?:זה )?שייך'),
);
// A borrowed thing ruined, and what is owed for it (a new one or what it was worth).
const BORROWED = any(
  en('borrow\\w*', 'lent (?:us|me|him|her|(?:my |our |the )?\\w+)', 'loaned (?:us|me|him|her|(?:my |our |the )?\\w+)', 'sha.?al(?:ti|nu) (?:\\w+ ){0,2}me.?ha\\w+', 'hish.?il(?:a|u)? (?:li|lanu)'),
  he('השאיל', 'השאילה', 'השאילו', 'ששאלנו', 'ששאלתי', 'שאל(?:תי|נו)? (?:\\S+ ){1,3}מ(?:ה)?(?:שכן|שכנה|שכנים|חבר|חברה|אח|אחות|אבא|אמא|הורים|גיס|גיסה|עבודה|דוד|דודה|שותף|קולגה)'),
);
const DAMAGED = any(
  en('broke', 'broken', 'damaged', 'ruined', 'tore', 'snapped', 'smashed', 'scratched', 'dented', 'cracked', 'stopped working', 'burn(?:ed|t)(?: out| up)?', 'fried', 'shorted', 'stolen', 'torn', 'ripped', 'shattered', 'got lost', 'went missing', 'nishb(?:a|e)r\\w*', 'nisr(?:a|e)f\\w*', 'nehras\\w*', 'nignav\\w*'),
  he('נשבר', 'נשברה', 'נהרס', 'נהרסה', 'נפגע', 'נפגעה', 'נשרט', 'התקלקל', 'נשרף', 'נשרפה', 'נקרע', 'נקרעה', 'נגנב', 'נגנבה', 'נסדק', 'נסדקה', 'אבד', 'אבדה', 'הלך לאיבוד', 'הלכה לאיבוד'),
);
const REPLACE_OR_VALUE = any(
  en('(?:buy|get|give) (?:him|her|them|me|us) a (?:brand )?new one', 'a new one or', 'replace (?:it|the \\w+)', '(?:what|how much) it was (?:actually |really )?worth', '(?:its|the) (?:current |used |market |actual )?value', 'pay (?:for )?(?:the )?(?:damage|repair|whole thing)', 'pay (?:him|her|them) (?:back )?for (?:it|the \\w+)', 'owe (?:him|her|them)', 'compensat\\w*', 'settle (?:this|it|up|the (?:damage|cost|bill))', 'liknot (?:lo|la|lahem) (?:\\w+ )?chadash\\w*', 'kama (?:she.?)?(?:hu|hi|ze) (?:haya|hayta) shave', 'leshalem (?:lo|la|lahem)'),
  he('לקנות (?:לו|לה|להם) (?:\\S+ )?(?:חדש|חדשה|חדשים)', 'כמה ש(?:הוא|היא|זה) (?:היה|הייתה|היתה) שו(?:ה|וה)', 'השווי', 'להחליף (?:לו|לה|להם)', 'לפצות', 'לשלם (?:לו|לה|להם) (?:על|את)', 'חייב(?:ת|ים)? (?:לו|לה|להם)'),
);
// Asking only how to say sorry or break the news ("how do I apologise without it seeming I don't care?"),
// with no word of what is owed: a question about words, not about the law.
const OWED_WORDS = any(en('pay\\w*', 'paid', 'owe\\w*', 'replace\\w*', 'new one', 'worth', 'value', 'compensat\\w*', 'responsib\\w*', 'liab\\w*', 'obligat\\w*', 'have to', 'must'), he('לשלם', 'חייב', 'חדש', 'שווה', 'שווי', 'לפצות', 'אחראי', 'להחליף'));
const APOLOGY_WANTED = any(en('apologi[sz]\\w*', 'say sorry', 'make (?:it )?up to', 'how (?:do|can|should) (?:i|we) (?:tell|say|face|bring (?:it|this) up)', 'lehitnatzel', 'levakesh slicha'), he('להתנצל', 'התנצלות', 'לבקש סליחה', 'איך להגיד', 'איך לספר', 'איך לומר'));
const ONLY_APOLOGY = new RegExp(`^(?![\\s\\S]*(?:${OWED_WORDS.source}))[\\s\\S]*(?:${APOLOGY_WANTED.source})`, 'iu');
// A boy's first haircut before he is three.
const HAIRCUT = any(
  en('hair ?cut', '(?:cut|trim|snip|buzz) (?:\\w+ ){0,2}(?:hair|curls|locks|bangs|fringe|peyos|payot)', 'shave (?:his|her|the) (?:head|hair)', 'first cut', 'upsherin\\w*', 'opsherin\\w*', 'chalake', 'chalaka', 'lesaper', 'legaleach', 'lehistaper', 'tisporet', 'lagzoz'),
  he('תספורת', 'להסתפר', 'לספר', 'לגלח', 'לגזוז', 'חלאקה'),
);
const AGE_THREE = any(
  en('(?:before|until|till|under|turns?|turning|at|wait(?:ing)? (?:for|till|until)) (?:age |the age of |he.?s )?(?:three|3)(?! (?:months|weeks|days|hours|minutes))', '(?:age|aged) (?:three|3)', '(?:three|3)(?:rd)? birthday', '(?:before|until|till) (?:he|she) (?:turns|is|reaches) (?:three|3)', '(?:ad|lifnei) she.?(?:hu|hi) (?:ben|bat) (?:shalosh|3)', 'gil (?:shalosh|3)', 'lifnei gil', 'ad gil'),
  he('גיל שלוש', 'גיל 3', 'לפני גיל', 'עד גיל', '(?:לפני|עד) ש(?:הוא|היא) (?:בן|בת) (?:שלוש|3)', '(?:לפני|עד) ש(?:הוא|היא) (?:יהיה|תהיה) (?:בן|בת) (?:שלוש|3)', 'יום הולדת שלוש', 'יום הולדת 3'),
);

// Round 41 (b41a/b41c, read after their first sight): each a kind of situation and a way of asking.
/** Asked of the law itself — allowed, a source, a custom, a rabbi, modesty — not "should I" or "is it
 *  ok", which ask for advice too: for situations that an ordinary question shares (a daughter's
 *  trousers, telling a mother about a quarrel, what to bring to mourners). */
const LAW_TERMS = any(
  en('allowed', 'permitted', 'permissible', 'forbidden', 'prohibited', 'not supposed to', 'mutt?ar', 'ass?ur(?:a|ah)?', 'oss?ur', 'issur', 'isur', 'halach\\w*', 'halak\\w*', 'jewish law', 'torah', 'posek', 'poskim', 'sources?', 'mekor\\w*', 'makor', 'minhag\\w*', 'customs?', 'a sin', 'aveira', 'averah', 'shitot', 'shitos', 'opinions', 'chumra', 'kula', 'mekil\\w*', 'tzni(?:y)?us', 'tzni(?:y)?ut', 'modest\\w*', 'lashon ha.?ra', 'loshon ho.?ra', 'rechilut', 'rechilus', 'gossip', 'obligat\\w*', 'chayav\\w*', 'chayev\\w*'),
  he('מותר', 'אסור', 'איסור', 'הלכה', 'הלכתי', 'מקור', 'מנהג', 'פוסקים', 'חטא', 'עבירה', 'לשון הרע', 'רכילות', 'צניעות', 'צנוע', 'חומרה', 'קולא', 'מקילים', 'חייב', 'מחויב'),
);
const LAW_WORDS = any(LAW_TERMS.source, en('rabbi', 'rav', 'rebbetzin'), he('הרב', 'לרב$', 'רבנית'));
/** Asking leave ("can I", "may we", "efshar") — but not "what can I make". */
const leaveAsked = (...notAfter: string[]) => {
  const after = notAfter.length ? `(?! (?:${notAfter.join('|')}))` : '';
  return any(
    en('must (?:i|we)', '(?:do|does) (?:i|we|he|she) (?:really )?have to', 'may (?:i|we|he|she)', `(?<!(?:what|which|where|how|who) )can (?:i|we|he|she|they)${after}`, 'is (?:it|that) (?:ok|okay|alright|fine|a problem|an issue|appropriate) to', `(?<!ma )efshar${notAfter.length ? '(?! (?:le.?havi|li.?shloach))' : ''}`, '(?<!ma )(?:ani )?yachol', '(?<!ma )(?:ani )?yechola'),
    he('האם אפשר', notAfter.length ? 'אפשר ל(?!הביא|שלוח)' : 'אפשר ל'),
  );
};
const LEAVE_ASKED = leaveAsked();
const LAW_OR_LEAVE = any(LAW_WORDS.source, LEAVE_ASKED.source);
/** …where "can I bring a platter to the shiva?" asks what is welcome, not what is allowed. */
const LAW_OR_LEAVE_NOT_BRINGING = any(LAW_WORDS.source, leaveAsked('bring', 'send', 'drop', 'get', 'buy', 'order').source);
// Food for mourners — what to bring, cook or send — is a kindness asked about, not its law: "what do
// you bring to a shiva house that isn't another bagel platter?", "מה מבשלים לבית אבלים?". Whether we
// may visit, or what mourners do not do, still asks the law.
const MOURNERS_FOOD = any(
  en('(?:what|which) (?:\\w+ ){0,3}(?:bring|send|cook|make|bake|order|drop off|take over)', 'brought (?:\\w+ ){0,3}(?:food|meals?|platters?|cakes?|dishes|trays?)', 'too much food', 'leftovers', '(?:best|good|nice) (?:\\w+ )?(?:thing|things|food|dish|meal|gift)s? to (?:bring|send|cook|make|take)', '(?:bring|send|cook|make|take|drop off) (?:\\w+ ){0,3}(?:to|for) (?:a |the |their )?(?:shiva|mourners|avelim|family)', 'bring(?:ing)? (?:\\w+ ){0,3}(?:food|meals?|dish|platter|cake|something|dinner|lunch|breakfast)', 'platters?', 'meal train', 'meals? (?:for|to) (?:the )?(?:family|mourners)', 'casseroles?', 'ma (?:le|la|me|mi)?.?(?:havi|vashel|bashel|vashlim|bashlim|vi.?im|hachin|chinim|shloach|sholchim|afot)'),
  he('מה (?:\\S+ )?(?:להביא|מביאים|לבשל|מבשלים|לשלוח|שולחים|לאפות|אופים|להכין|מכינים)', 'להביא (?:\\S+ ){0,2}(?:אוכל|ארוחה|ארוחות|משהו|עוגה|תבשיל|מגש)', 'מגש', 'ארוחות? (?:ל|עבור )(?:ה)?משפחה', 'הביאו (?:\\S+ ){0,2}(?:אוכל|עוגות|מגשים|ארוחות)', 'יותר מדי אוכל', 'שאריות'),
);
// Cooking (shopping, cleaning) for Shabbat is its preparation, not work on it: "dead tired and I still
// have to cook for Shabbat" tells of a week, and asks no law.
const SHABBAT_PREP = any(
  en('(?:cook|bake|prepare|prep|clean|shop|make (?:food|dinner|everything|the food))(?:ing)? (?:\\w+ ){0,2}(?:for|before) (?:shabbat|shabbos|shabbes|friday night|the weekend|yom tov|chag|the holiday|pesach|passover|the seder|rosh hashana\\w*|sukkot|sukkos|shavuot|shavuos)', '(?:le|la)?.?(?:vashel|bashel|hachin|nakot|afot) (?:\\w+ )?(?:le|la|likrat).?(?:shabb?at|shabbos|chag|yom tov|aruchat shishi)', '(?:me)?.?(?:vashel\\w*|bashel\\w*) (?:le|la|likrat).?(?:shabb?at|shabbos|chag)'),
  he('(?:לבשל|להכין|לנקות|לאפות|לעשות קניות|קניות|בישולים|הכנות|מבשלת|מבשל|מכינה|מכין) (?:\\S+ ){0,2}(?:ל|לקראת )(?:שבת|חג|יום טוב|ארוחת שישי)'),
);
// A blessing, kashrut or being alone named beside the food or the cooking still asks the law.
const practiceKitchenWords = [
  en('bracha\\w*', 'brocha\\w*', 'berach\\w*', 'blessings?', 'kosher', 'kashrut', 'kashrus', 'hechsher', 'mehadrin', 'treif', 'milchig', 'fleishig', 'yichud', 'alone', 'muktz\\w*', 'kitniy\\w*', 'chametz', 'chometz', 'kasher\\w*'),
  he('ברכה', 'ברכת', 'ברכות', 'מברכים', 'כשר', 'הכשר', 'תעודה', 'בשרי', 'חלבי', 'מהדרין', 'לבד', 'ייחוד', 'קטניות', 'חמץ', 'להכשיר'),
];
const practiceOwnWords = [...practiceKitchenWords, en('on (?:shabbat|shabbos|yom tov|chag)'), he('בשבת', 'בחג')];
// (Cooking for Shabbat on a festival that runs into it is a question of law: an eruv tavshilin.)
const NOT_ONLY_SOCIAL = any(LAW_OR_LEAVE.source, YOM_TOV_INTO_SHABBAT.source, ...practiceOwnWords);
const NOT_ONLY_SOCIAL_MOURNERS = any(LAW_OR_LEAVE_NOT_BRINGING.source, ...practiceOwnWords);
const MOURNERS = any(MOURNING.source, en('mourners?', 'avelim', 'beit avel\\w*', 'shiva (?:house|call|visit)'), he('בית אבלים', 'אבלים', 'לשבעה', 'בשבעה'));
const ONLY_MOURNERS_FOOD = new RegExp(`^(?![\\s\\S]*(?:${NOT_ONLY_SOCIAL_MOURNERS.source}))(?=[\\s\\S]*(?:${MOURNERS.source}))[\\s\\S]*(?:${MOURNERS_FOOD.source})`, 'iu');
// Round 42 (b42b): what to bring, cook, serve or give as a guest or a host — to the rabbanit's seuda
// shlishit, a kiddush for a granddaughter, a Shabbat table of vegetarians, "kama ugot le-80 ish" — is
// hospitality, whoever the host and whichever day: not the law, unless the law is asked (allowed, a
// blessing, kosher) or leave ("can we eat", not "can I bring"). The rabbi as a host is no question of law.
const HOSTED = any(
  en('invit\\w*', 'hosting', 'host(?:s|ed)?', 'guests?', 'kid+ush', 'se.?ud(?:a|ah|at)', 'seudah?', 'simcha', 'party', 'dinner', 'lunch', 'meal', 'celebrat\\w*', 'in honou?r of', 'hizmin\\w*', 'mazmin\\w*', 'orchim', 'ha.?orchim', 'lichvod', 'mesiba', 'se.?udat? shlishit'),
  he('הזמינ', 'הזמין', 'מזמינ', 'אורחים', 'אורחות', 'קידוש', 'סעודה', 'סעודת', 'ארוחה', 'ארוחת', 'אירוע', 'מסיבה', 'לכבוד', 'שמחה'),
);
const HOSPITALITY_ASKED = any(
  MOURNERS_FOOD.source,
  en('how (?:many|much) (?:\\w+ ){0,3}(?:cakes?|food|trays?|platters?|portions?|bottles?|wine|drinks?|challahs?|kugels?|pounds|kilos?|cookies|rolls|to (?:make|order|bring|buy|cook|bake))', 'kama (?:\\w+ )?(?:ugot|uga|borekas|bourekas|burekas|manot|magashim|yayin|chalot|kilo|ochel|bakbukim|ugiyot)', '(?:what|which) (?:\\w+ ){0,3}(?:give|wear|serve)', 'ma (?:\\w+ )?(?:notnim|latet|lovshim|lilbosh|mevi.?im|lehavi|magishim|lehagish|mevashlim|mechinim)'),
  he('כמה (?:\\S+ )?(?:עוגות|עוגיות|מגשים|מנות|בקבוקים|חלות|קילו|אוכל|בורקס)', 'מה (?:\\S+ )?(?:לתת|נותנים|ללבוש|לובשים|להגיש|מגישים|מבשלים|מכינים|אופים|מביאים)'),
);
// (Which blessing over the kiddush's cake and wine is the law's question — safety round r94.)
const NOT_ONLY_HOSPITALITY = any(LAW_TERMS.source, en('(?<!sheva |sheve |shevah )(?:brach(?:ot|os)|broch(?:os|ot)|berachot)', 'blessings', 'hamotzi', 'motzi', 'mezono[st]', 'shehakol', 'borei'), he('(?<!שבע )(?:ה)?ברכות', 'לברך', 'מברכים', 'המוציא', 'מזונות', 'שהכל'), leaveAsked('bring', 'send', 'drop', 'get', 'buy', 'order', 'make', 'cook', 'bake', 'wear', 'give', 'serve').source, ...practiceKitchenWords);
const ONLY_HOSPITALITY = new RegExp(`^(?![\\s\\S]*(?:${NOT_ONLY_HOSPITALITY.source}))(?=[\\s\\S]*(?:${HOSTED.source}))[\\s\\S]*(?:${HOSPITALITY_ASKED.source})`, 'iu');
// Whom to invite for a Shabbat and how to ask (round Q1: "would it be wrong to just call my
// daughter-in-law directly and invite them for a specific Shabbos?"): a family's manners, no law —
// unless travel, a guest who does not keep it, or any term of law is in it.
const INVITED_FOR_SHABBAT = any(
  en("invit\\w* (?:them|him|her|us|my \\w+|our \\w+|the \\w+)(?: over)? (?:for|to) (?:a |one |this |next |the )?(?:specific |particular )?(?:shabbos|shabbat|shabbes|yom tov|friday night dinner|shabbos meal|shabbat meal)"),
  he('להזמין (?:אותם|אותו|אותה|את \\S+) (?:ל|אל )?(?:שבת|סעודת שבת|ארוחת שישי)'),
);
const ONLY_INVITATION = new RegExp(`^(?![\\s\\S]*(?:${NOT_ONLY_HOSPITALITY.source}|\\bdriv|\\bcar\\b|travel|mechalel|not (?:religious|frum|observant|shomer)|secular|chiloni|non-?jew|\\bgoy|נוסע|ייסע|לנסוע|חילוני|לא דתי|לא שומר|גוי))[\\s\\S]*(?:${INVITED_FOR_SHABBAT.source})`, 'iu');
const ONLY_SHABBAT_PREP = new RegExp(`^(?![\\s\\S]*(?:${NOT_ONLY_SOCIAL.source}))[\\s\\S]*(?:${SHABBAT_PREP.source})`, 'iu');
// Who may perform a rite, asked of a person (round 72: "My wife is in giyur process now. She can
// answer amen on my brachot? And make kiddush for family if I not home?", "can my son-in-law say
// kaddish", "היא יכולה לעשות קידוש?"): whether this person may do it is the law's question, whatever
// the story around it. The inverted "she can …?" of a learner's English counts with its question mark.
const RITE_DONE = String.raw`(?:also |still |even |just )?(?:answer amen|say (?:amen|kaddish|kiddush|havdalah|(?:the |a )?(?:bracha|brocha|beracha)s?)|make (?:kiddush|havdalah|hamotzi|motzi|(?:the |a )?(?:bracha|brocha|beracha)s?)|light (?:the (?:shabb?(?:at|os) )?candles|shabb?(?:at|os) candles|(?:the )?(?:neros|menorah|chanukiah|chanukia))|be (?:the |a )?(?:sandek|kvater|witness|eid|mohel|chazzan|shaliach tzibbur|part of the minyan)|count (?:for|in|towards?) (?:the |a )?minyan|lein|read (?:from )?the torah|bentch\w*|be motzi)`;
const RITE_DOER = String.raw`(?:she|he|i|we|they|(?:my|our|her|his|the|a) (?:\w+(?:[- ]in[- ]law)?)|a (?:woman|girl|boy|man|convert|ger|giyoret|non-jew\w*|goy))`;
const WHO_MAY_DO_A_RITE = any(
  // Safety round r86: "הבן שלנו בן 19 ולא דתי. סבא שלו נפטר והוא רוצה להגיד קדיש. זה בסדר אם הוא לא
  // שומר שבת?" — whether one who does not keep may say it is the law's question, not the family's.
  he('(?:רוצה|רוצים|ירצה) (?:להגיד|לומר) (?:את ה)?קדיש[^?]{0,60}(?:זה בסדר|מותר|אפשר|יכול|רשאי|נחשב)'),
  en("wants? to say (?:the )?kaddish[^?]{0,80}(?:is (?:it|that) (?:ok|okay|allowed|fine|alright|valid)|can he|may he|does it count|does that matter)"),
  String.raw`\b(?:can|may|could|should|is it ok (?:if|for)|is it okay (?:if|for)) ${RITE_DOER} ${RITE_DONE}\b`,
  String.raw`\b${RITE_DOER} (?:can|may|could) ${RITE_DONE}\b[^.!?]*\?`,
  // Whether one answers amen to it (round 79c: a three-year-old's blessing said with a mistake).
  String.raw`\b(?:do|should|must|can|may|am) (?:i|we|you) (?:still |also |even |supposed to |allowed to )*(?:answer|say|respond(?: with)?) amen\b`,
  he('(?:היא|הוא|אשתי|בעלי|בתי|בני|הבת|הבן|חתני|כלתי|אישה|גוי|גר|גיורת|מתגיירת)(?:\\s+\\S+){0,3}\\s+(?:יכולה|יכול|רשאית|רשאי|מותר ל[הו])\\s+(?:גם\\s+)?(?:לענות אמן|לעשות קידוש|לעשות הבדלה|להגיד קדיש|לומר קדיש|להדליק (?:את )?(?:הנרות|נרות|החנוכייה|חנוכייה)|להיות (?:סנדק|עד|קוואטער|חזן|שליח ציבור))'),
  en('(?:hi|hu|ishti|baali) (?:yechola|yecholah|yachol|mutar lo|mutar la) (?:la.?anot amen|la.?asot kiddush|la.?asot havdala|lehagid kaddish|lomar kaddish|lehadlik nerot|lihyot sandak)'),
);

/** The spellings a message is read in: as written, transliteration spelt out, prefixes set apart (each once). */
function spellingsOf(undisguisedText: string): string[] {
  const spelled = transliterationSpelling(undisguisedText);
  return [...new Set([undisguisedText, spelled, withPrefixesApart(spelled)])];
}

/** A kindness or a chore that names a practice but asks nothing of its law (food for mourners,
 *  cooking for Shabbat, what to bring to a kiddush): ordinary, whichever reader would otherwise hear law in it. */
// Comfort asked for outright, no answer wanted: "I don't need a solution, just someone to tell me
// it's OK to be broken today" after a failed round of fertility treatment (safety round 62).
// A person who has stopped believing or keeping ("he says he doesn't believe in any of it anymore",
// a son of 16 with a phone on Shabbat): what the family does is asked, not what the law is (round P1).
const OBSERVANCE_LEFT = any(
  en("(?:doesn'?t|does not|don'?t) believe (?:in (?:any of )?(?:it|this|that|god|hashem|judaism) )?any ?more", 'stopped (?:keeping|being) (?:shabbos|shabbat|religious|frum|kosher)', "(?:doesn'?t|does not|isn'?t|is not) keep(?:ing)? (?:shabbos|shabbat) any ?more", 'off the derech', 'went otd', 'is otd', 'not religious any ?more'),
  he('לא מאמין בכל זה', 'לא מאמינה בכל זה', 'לא מאמין יותר', 'לא מאמינה יותר', 'הפסיק לשמור', 'הפסיקה לשמור', 'הוריד את הכיפה', 'הוריד כיפה', 'יצא בשאלה', 'יצאה בשאלה', 'כבר לא דתי', 'כבר לא דתייה', '(?<=(?:ה|ש)(?:יא|וא) )לא שומרת שבת', '(?<=(?:ה|ש)(?:יא|וא) )לא שומר שבת'),
);
const ONLY_COMFORT = any(
  en("(?:i )?(?:don'?t|do not) (?:need|want) (?:a |any )?(?:solutions?|advice|answers?|fix(?:ing)?|lecture)", "not looking for (?:a |any )?(?:solutions?|advice|answers?|a fix)", 'just (?:need|want) (?:someone|somebody|you) to (?:tell me|say|listen|hear)'),
  he('לא צריכה פתרון', 'לא צריך פתרון', 'לא צריכה עצות', 'לא צריך עצות', 'לא מחפשת פתרון', 'לא מחפש פתרון', 'לא מחפשת עצות', 'רק שמישהו יגיד לי', 'רק שמישהו יקשיב', 'רק צריכה שמישהו'),
);

// Whether one counts for a minyan (safety round r97: "can my son who says he doesn't believe anymore still
// count for the minyan at the shiva house?") is the law's question.
const COUNTS_FOR_A_QUORUM = any(COUNT_FOR_A_QUORUM_EN, he('(?:נחשב|נחשבת|להיחשב|לספור אותו|נספר|נספרת) (?:ל|ב)(?:מניין|מנין|זימון)'));
export function asksNoLaw(undisguisedText: string): boolean {
  // "make kiddush for the family" is a chore, unless it is asked who may make it.
  if (WHO_MAY_DO_A_RITE.test(undisguisedText)) return false;
  // One who stopped keeping is the family's matter, unless the law is asked of it by its own words
  // ("went off the derech … is just listening also lashon hara?", "are we allowed to eat in his
  // house?" — safety round r94).
  // (In any spelling: prefixes set apart can split the law's own words.)
  const variants = spellingsOf(undisguisedText);
  const lawAskedToo = variants.some((text) => LAW_TERMS.test(text) || LAW_NAMED.test(text) || COUNTS_FOR_A_QUORUM.test(text));
  return variants.some(
    (text) => ONLY_MOURNERS_FOOD.test(text) || ONLY_SHABBAT_PREP.test(text) || ONLY_HOSPITALITY.test(text) || ONLY_COMFORT.test(text) || (OBSERVANCE_LEFT.test(text) && !lawAskedToo) || ONLY_INVITATION.test(text),
  );
}
// A pregnancy lost, and what is done with the remains (burial, a name, mourning).
const PREGNANCY_LOST = any(
  en('miscarr\\w*', 'lost (?:the|our|my|a) (?:pregnancy|baby)', 'pregnancy loss', 'still ?birth', 'still ?born', 'born still', 'lost (?:him|her|the baby) at (?:\\d+|\\w+) weeks', '(?:at|after) \\d+ weeks (?:we|i) lost', 'hipal(?:ti|nu|a)', 'hapala', 'hafala', 'leida shketa', 'nefel', 'ibad(?:ti|nu) et ha.?(?:herayon|heryon|hariyon|tinok|tinoket|ubar)'),
  he('הפלה', 'הפלתי', 'הפילה', 'לידה שקטה', 'איבדתי את ההריון', 'איבדנו את ההריון', 'איבדתי את ההיריון', 'איבדנו את ההיריון', 'איבדתי את התינוק', 'איבדנו את התינוק', 'איבדנו את העובר', 'איבדתי את העובר', 'נפל$', 'מות עובר', 'עובר מת'),
);
const REMAINS = any(
  en('remains', 'the body', 'burial', 'bury', 'buried', 'funeral', 'grave', 'cemetery', 'chevra kadisha', 'chevrah kadishah', 'what (?:\\w+ ){0,3}(?:done|do) with (?:him|her|it|the (?:baby|fetus|foetus|body|remains))', 'kvura', 'kevura', 'likbor', 'lekaber', 'levaya', 'halvaya', 'beit kvarot', 'name (?:him|her|the baby)', 'kaddish', 'shivah?', 'mourn\\w*'),
  he('קבורה', 'לקבור', 'קברו', 'הקבר', 'קבר$', 'חברה קדישא', 'חברא קדישא', 'הלוויה', 'לוויה', 'בית קברות', 'השרידים', 'הגופה', 'העובר', 'לקרוא לו שם', 'לקרוא לה שם', 'אבלות', 'שבעה', 'קדיש'),
);
// Trousers for a girl or a woman, asked of the law, a source or a custom (not what suits a party).
const TROUSERS = any(en('pants', 'trousers', 'slacks', 'jeans', 'michnas(?:a|ay)im', 'mikhnas(?:a|ay)im', 'michnasim'), he('מכנסיים', 'מכנסים', 'מכנס', "ג'ינס"));
const GIRL_OR_WOMAN = any(
  en('girls?', 'daughters?', 'women', 'woman', 'wife', 'ladies', 'lady', 'females?', 'banot', 'ha.?bat', 'bat sheli', 'biti', 'isha', 'nashim', 'ishti', 'yalda', 'na.?ara', 'lo(?:v|b)eshet'),
  he('בנות', 'הבת', 'בתי', 'אישה', 'אשה', 'נשים', 'אשתי', 'ילדה', 'ילדות', 'נערה', 'נערות', 'לובשת', 'יכולה ללבוש'),
);
// Trousers asked of modesty's own law, whoever wears them ("is it assur to wear jeans?").
const MODESTY_LAW = any(en('halach\\w*', 'tzni(?:y)?us', 'tzni(?:y)?ut', 'tsniut', 'modest\\w*', 'immodest', 'issur', 'isur', 'ass?ur(?:a|ah)?', 'oss?ur', 'mutt?ar', 'minhag\\w*', 'sources?', 'poskim', 'beged ish', 'kli gever', "lo yihyeh kli"), he('צניעות', 'צנוע', 'איסור', 'אסור', 'מותר', 'הלכה', 'הלכתי', 'מנהג', 'מקור', 'פוסקים', 'כלי גבר', 'בגד איש'));
// Produce checked for insects ("איך בודקים חסה כמו שצריך?", "is soaking the broccoli enough?").
const PRODUCE = any(
  en('lettuce', 'romaine', 'iceberg', 'cabbage', 'kale', 'spinach', 'broccoli', 'cauliflower', 'brussels sprouts', 'artichokes?', 'asparagus', 'parsley', 'cilantro', 'coriander', 'dill', 'basil', 'herbs', 'leafy greens', 'greens', 'strawberr(?:y|ies)', 'raspberr(?:y|ies)', 'blackberr(?:y|ies)', 'figs', 'scallions?', 'green onions?', 'leeks?', 'chasa', 'ha.?chasa', 'kruv', 'kruvit', 'brokoli', 'petrozilya', 'petrozilia', 'kusbara', 'shamir', 'tutim', 'tut(?:ei)? sade', 'ale (?:chasa|kruv|\\w+)', 'yerakot alim', 'yerek alim'),
  he('חסה', 'חסות', 'כרוב', 'כרובית', 'ברוקולי', 'תרד', 'קייל', 'פטרוזיליה', 'כוסברה', 'שמיר', 'נענע', 'בזיליקום', 'עשבי תיבול', 'ירק עלים', 'ירקות עלים', 'ירקות עליים', 'תותים', 'תות שדה', 'פטל', 'תאנים', 'בצל ירוק', 'כרישה', 'ארטישוק', 'אספרגוס'),
);
// Pests in a garden are a question for a gardener ("aphids on our kale — how do we get rid of them?").
const GARDENING = any(en('garden\\w*', 'grow(?:ing|n)?', 'plant(?:s|ed|ing)?', 'pesticides?', 'organic(?:ally)?', 'get rid of', 'spray\\w*', 'balcony', 'pots? on'), he('גינה', 'בגינה', 'מגדלת', 'מגדלים בבית', 'שתלתי', 'ריסוס', 'להיפטר', 'מרפסת'));
const BUGS_CHECKED = any(
  en('bugs?', 'insects?', 'worms?', 'aphids?', 'thrips', 'mites?', 'critters', 'bug.?free', 'gush katif', 'check(?:ed|ing|s)? (?:the |my |our )?(?:lettuce|romaine|cabbage|broccoli|cauliflower|parsley|cilantro|herbs|greens|strawberries|leaves)', 'check (?:it|them) (?:properly|carefully|leaf by leaf)', 'leaf by leaf', 'under a light', 'light ?box', 'soak(?:ing|ed)? (?:\\w+ ){0,2}(?:in|with) (?:soap|salt|vinegar|soapy|veggie wash)', 'check (?:each|every) (?:one|leaf|berry)', 'charakim', 'tola.?im', 'kinimot', 'levadek', 'bodkim', 'bodeket', 'bdikat', 'nekiy(?:a|im|ot) me.?charakim', 'gidul meyuchad', 'megadlim meyuchadim', 'maspik lishtof'),
  he('חרקים', 'חרק', 'תולעים', 'תולעת', 'כנימות', 'כנימה', 'גוש קטיף', 'גידול מיוחד', 'מגדלים מיוחדים', 'בודקים', 'לבדוק', 'בדיקת', 'בדקתי', 'בודקת', 'שולחן אור', 'מספיק לשטוף', 'להשרות'),
);
// Blood in an egg, and the egg, the bowl or the batter it fell into.
const EGG = any(en('eggs?', 'yolks?', 'egg ?whites?', 'b(?:e|ei|ey)t[sz]?(?:a|ah|im)', 'ha.?beit[sz]?(?:a|im)', 'chelmon'), he('ביצה', 'ביצים', 'ביצת', 'חלמון'));
const BLOOD_IN_FOOD = any(
  en('blood', 'bloody', 'blood ?spots?', 'red (?:spot|dot|speck|streak|mark)s?', 'brown (?:spot|speck)s?', 'meat spots?', 'dam', 'ktem', 'k(?:e|a)tem', 'nekud(?:a|at) dam', 'nekuda aduma'),
  he('דם$', 'כתם דם', 'נקודת דם', 'נקודה אדומה', 'כתם אדום'),
);
// A woman's eggs, a blood test: fertility, not the kitchen.
const NOT_KITCHEN_EGG = any(en('blood (?:test|work|results)', 'eggs? (?:reserve|retrieval|freezing|donor|donation|count|quality)', 'freez\\w* (?:my |her )?eggs', 'ivf', 'fertility', 'ovulat\\w*', 'doctor', 'clinic'), he('בדיקת דם', 'ביציות', 'הפריה', 'פוריות', 'ביוץ', 'רופא', 'מרפאה'));
// Shabbat (or a festival's) candles lit late or not at all ("pispasti et hadlakat nerot bechamesh dakot").
const CANDLES_LIT = any(
  en('candle ?lighting', 'light(?:ing)? (?:the )?(?:shabbat |shabbos |yom tov |chanukah |hanukkah )?candles', 'lit (?:the )?candles', '(?:shabbat|shabbos|yom tov|chanukah|hanukkah) candles', 'licht', 'licht ?bentch\\w*', 'hadlak(?:at|a) (?:ha.?)?nerot', 'le.?hadlik (?:et )?(?:ha.?)?nerot', 'hidlakti', 'nerot (?:shabb?at|chanuka)'),
  he('הדלקת נרות', 'להדליק נרות', 'להדליק את הנרות', 'הדלקתי', 'נרות שבת', 'נרות חנוכה', 'הדלקה'),
);
const BUYING = any(en('buy', 'bought', 'store', 'shop', 'where (?:can|do) (?:i|we) (?:get|find)', 'order(?:ed)? online', 'lik(?:n|ch)ot'), he('לקנות', 'קניתי', 'חנות', 'איפה משיגים', 'להזמין'));
const MISSED_TIME = any(
  en('missed', 'too late', '(?:lit|light\\w*) (?:\\w+ ){0,3}late', '\\d+ minutes? (?:late|after|past)', '(?:five|ten|two|few|couple of) minutes? (?:late|after|past)', 'after (?:sunset|sundown|shki.?a|the time|dark|shabbat (?:started|came in|began))', '(?:sunset|sundown|shki.?a) (?:had )?(?:already )?(?:passed|came|was)', 'forgot', 'pispas\\w*', 'shachach\\w*', 'ichar\\w*', 'me.?uchar', 'acharei ha.?shki.?a', 'ha.?shki.?a (?:kvar )?(?:avra|ba.?a)', 'kvar avra', 'avar ha.?zman', 'dakot (?:achrei|acharei|me.?uchar)'),
  he('פספסתי', 'פספסנו', 'פיספסתי', 'פיספסנו', 'איחרתי', 'איחרנו', 'באיחור', 'מאוחר', 'אחרי השקיעה', 'השקיעה (?:כבר )?(?:עברה|היתה|הייתה)', 'שכחתי', 'שכחנו', 'שכחה', 'עבר הזמן', 'אחרי הזמן', 'דקות אחרי'),
);
// Whether one lights (makes kiddush, hears the megillah) for oneself or is covered by another's
// ("does my daughter light for herself in her dorm, or is she covered by us?" — round 75c).
const COVERED_BY = any(
  en('(?:light|lights|lighting|make|makes|say|says|hear|hears) (?:\\w+ ){0,2}for (?:herself|himself|themselves|myself|yourself)', '(?:covered|yotzei|yotzeh|yotze|included|counted) (?:\\w+ )?(?:by|with|in|through) (?:us|our|my|his|her|their|me|him|them|the (?:family|house|home))\\b', 'fulfil\\w* (?:\\w+ ){0,2}(?:obligation|mitzva\\w*)'),
  he('(?:יוצא|יוצאת|יוצאים|יוצאות|יצא|יצאה|יצאו) ידי חובה', 'ל?הדליק לעצמ(?:ה|ו|ם|י)', 'מדליק(?:ה|ים|ות)? לעצמ(?:ה|ו|ם|י)', 'נחשב(?:ת)? (?:לה|לו|לנו|לכולנו)'),
);
const RITE_FOR = any(en('light\\w*', 'candles?', 'menorah', 'chanuk\\w*', 'hanuk\\w*', 'kiddush', 'havdal\\w*', 'megill?ah?', 'shofar', 'bentch\\w*', 'bracha\\w*', 'brocho\\w*', 'hadlak\\w*', 'nerot'), he('להדליק', 'מדליק\\S*', 'נרות', 'חנוכיה', 'חנוכה', 'קידוש', 'הבדלה', 'מגילה', 'שופר', 'ברכה'));
// Three who ate together and the invitation to bless (zimun) — women among them or alone.
const ZIMUN = any(en('zim+un', 'mezum+an', 'me.?zam(?:nim|not|enet|en)', 'ne.?zamen', '(?:be|ba|le|la|ha|ve).?zim+un', 'lezamen', 'the invitation (?:to|before) (?:bentch\\w*|grace|birkat)'), he('זימון', 'מזמנים', 'מזמנות'));
const MEAL_TOGETHER = any(
  en('meal', 'se.?uda', 'seuda', 'bentch\\w*', 'bensch\\w*', 'grace', 'birkat ha.?mazon', 'ate', 'eating', 'table', 'three', 'shalosh', 'shlosha', 'women', 'girls', 'banot', 'nashim', 'gvarim', 'men'),
  he('סעודה', 'ארוחה', 'ארוחת', 'ברכת המזון', 'לבנטש', 'אכלנו', 'אכלו', '(?:שלוש|3) (?:נשים|בנות)', '(?:שלושה|3) (?:גברים|בחורים|אנשים)', 'נשים מזמנות', 'זימון נשים'),
);
// Telling one's mother (a friend, a husband) about a quarrel with an in-law, asked of the law.
const TELL_OF_QUARREL = any(
  en('tell (?:my |her |his |our )?[\\w-]+(?: [\\w-]+)? (?:about|of) (?:the|our|my|a|this|that) (?:\\w+ )?(?:fight|argument|quarrel|row|falling.?out|blow.?up|drama|conflict|spat|tension)', 'tell (?:my |her |his |our )?[\\w-]+(?: [\\w-]+)? (?:about|of) (?:my|his|her|our) (?:mother|father|sister|brother|mom|dad)-in-law', 'share (?:with (?:my|her|his) [\\w-]+ )?(?:about )?(?:the|our|my) (?:fight|argument|quarrel)', 'lesaper le.?\\w+(?: sheli)? al ha.?(?:riv|meriva|vikuach|sichsuch|balagan)', 'lesaper le.?\\w+(?: sheli)? al (?:chamoti|chami|gisati|gisi|ha.?chamot|ha.?shchena|achoti|achi)'),
  he('לספר ל\\S+(?: \\S+)? על (?:ה)?(?:ריב|מריבה|ויכוח|סכסוך|בלגן|מתח)', 'לספר ל\\S+(?: \\S+)? על (?:חמותי|חמי|גיסתי|גיסי|החמות|השכנה|אחותי|אחי)', 'לשתף את \\S+(?: \\S+)? ב(?:ריב|מריבה|ויכוח|סכסוך)'),
);
// An insertion of a day forgotten in prayer or grace ("shachachti ya'ale veyavo bebentching, chozrim?").
const PRAYER_INSERTION = any(
  en('ya.?al(?:e|eh) (?:ve|v|u).?yavo', 'yaale ?veyavo', 'retzei', 'retz(?:e|eh) ve.?hachalitzenu', 'al ha.?nis+im', 'mashiv ha.?ruach', 'morid ha.?(?:tal|geshem)', '(?:ve|v)?.?ten tal u?.?matar', 'tal u.?matar', 'ha.?melech ha.?kadosh', 'ha.?melech ha.?mishpat', 'zochr(?:e|ei)nu', 'an(?:e|ei)nu', 'ata chonantanu', 'atah chonantanu'),
  he('יעלה ויבוא', 'יעלה ויבא', 'רצה והחליצנו', 'על הניסים', 'משיב הרוח', 'מוריד הגשם', 'מוריד הטל', 'ותן טל ומטר', 'טל ומטר', 'המלך הקדוש', 'המלך המשפט', 'זכרנו לחיים', 'עננו', 'אתה חוננתנו'),
);
const FORGOT_OR_AGAIN = any(
  en('forgot', 'forget', 'forgetting', 'skipp\\w*', 'left out', 'leave out', "didn'?t say", 'did not say', 'missed', 'said (?:the )?wrong', 'by mistake', 'accidentally', 'shachach\\w*', 'pispas\\w*', 'dilag\\w*', 'go back', 'repeat', 'start (?:again|over)', 'chozrim', 'lachzor', 'chozer\\w*', 'be.?ta.?ut'),
  he('שכחתי', 'שכחנו', 'שכח', 'דילגתי', 'פספסתי', 'בטעות', 'חוזרים', 'לחזור', 'חוזר', 'חוזרת'),
);

// Round 42 (b42b, read after its first sight): each a kind of situation and a way of asking.
// A journey on a Friday that may run past sundown ("if the second leg is delayed and we land after sundown?").
const TRAVEL = any(
  en('fly*', 'flight', 'flights', 'plane', 'land', 'lands', 'landing', 'layover', 'connection', 'airport', 'train', 'drive', 'driving', 'road trip', 'on the road', 'traffic', 'delay*', 'stuck', 'tis(?:a|ah)', 'ha.?tisa', 'tasim', 'nochtim', 'nenchat', 'linchot', 'nachatnu', 'sde (?:ha.?)?te.?ufa', 'rakevet', 'pkakim', 'nos(?:e|a).?im', 'ba.?derech', 'ikuv'),
  he('טיסה', 'טסים', 'נוחתים', 'ננחת', 'לנחות', 'נחתנו', 'נחיתה', 'שדה התעופה', 'שדה תעופה', 'קונקשן', 'רכבת', 'פקק', 'נוסעים', 'בדרך', 'עיכוב', 'מתעכב', 'תקועים'),
);
const FRIDAY = any(en('friday', 'fri', 'erev shabb?at', 'erev shabbos', 'yom shishi', '(?:be|ba)?.?shishi', 'erev (?:chag|yom tov)'), he('שישי', 'ערב שבת', 'ערב חג'));
const LATEST_TIME_ASKED = any(en('cut ?off', 'until when', 'how late', 'latest (?:time|we can|i can|he can)', 'deadline', 'ad matai', 'ad eizo sha.?a'), he('עד מתי', 'עד איזו שעה', 'עד איזה שעה', 'השעה האחרונה', 'הכי מאוחר'));
const NIGHTFALL = any(
  en('sundown', 'sunset', 'dark', 'nightfall', 'shki.?a', 'ha.?shki.?a', 'candle ?lighting', '(?:shabb?at|shabbos) (?:comes in|starts|begins|came in|started)', 'before (?:shabb?at|shabbos)', 'knis(?:at|a) (?:ha.?)?(?:shabb?at|shabbos)', 'tzeit'),
  he('שקיעה', 'כניסת שבת', 'כניסת השבת', 'נכנסת השבת', 'הדלקת נרות', 'לפני שבת', 'חושך'),
);
// Something of another faith's holiday (a Christmas doll, ornament or card) brought home or to school.
const OTHER_FAITH_DAY = any(OTHER_FAITH_HOLIDAY.source, en('(?:le|la|be|ba|ve|ha|she).?(?:christmas|xmas|krismas|kritzmas|chag ha.?molad)', 'krismas', 'chag ha.?molad'), he('ניטל'));
const OTHER_FAITH_ITEM = any(
  en('gifts?', 'presents?', 'dolls?', 'toys?', 'ornaments?', 'tree', 'decorations?', 'stockings?', 'cards?', 'nativity', 'cross', 'crucifix', 'santa', 'show.?and.?tell', 'buba', 'matana', 'kishut\\w*'),
  he('מתנה', 'בובה', 'צעצוע', 'קישוט', 'עץ', 'כרטיס', 'צלב'),
);
const CHOOSING_A_GIFT = any(en('what (?:\\w+ )?(?:gift|present)', 'which (?:gift|present)', 'gift ideas?', '(?:buy|get) (?:\\w+ ){0,3}(?:a gift|a present|for (?:her|him|them|my|our))', 'ma liknot'), he('מה לקנות', 'איזו מתנה', 'איזה מתנה'));
// A helper who is not Jewish turning lights on over Shabbat or the weekend ("the au pair turns on the lights on her own").
const HELPER = any(HOUSE_HELP.source, en('shabb?(?:at|os) goy', 'non.?jewish (?:\\w+ )?(?:neighbou?r|friend|babysitter|sitter|worker|helper)', 'babysitter', 'o.?per', 'ha.?o.?per'), he('האו פר', 'האופר', 'גוי של שבת', 'השמרטפית', 'הבייביסיטר'));
const SWITCHES = any(
  en('turn(?:s|ed|ing)? (?:on|off) (?:the )?(?:lights?|ac|a/c|air ?con\\w*|heat\\w*|oven|stove|fan|boiler|urn)', 'turn(?:s|ed|ing)? (?:the )?(?:lights?|ac|air ?con\\w*|heat\\w*|oven|stove) (?:on|off)', 'switch(?:es|ed|ing)? (?:on|off)', 'flip(?:s|ped)? (?:the )?(?:switch|lights?)', 'lights? (?:on|off)', '(?:madlik|hidlik|mechab|kib)(?:a|ta)? et ha.?(?:or|mazgan|chimum|tanur|dud)'),
  he('(?:מדליקה|הדליקה|מדליק|הדליק|להדליק|מכבה|כיבתה|כיבה|לכבות) את (?:ה)?(?:אור|אורות|מזגן|חימום|תנור|דוד|פלטה)', 'להדליק אור'),
);
const SHABBAT_OR_WEEKEND = any(SHABBAT.source, en('(?:be|ba|le|la|ve|ha).?shabb?(?:at|os)', 'weekend', 'sofash', 'sof.?shavua'), he('סופ"ש', 'סוף השבוע', 'סוף שבוע'));
// Food made in a kitchen that is not kosher, to be sent or served ("the neighbour baked it in her non-kosher kitchen").
const NOT_KOSHER_KITCHEN = any(
  en("kitchen (?:that |which )?(?:isn'?t|is not|wasn'?t|not) kosher", 'non.?kosher (?:kitchen|oven|home|house|pans?|pots?)', 'treif (?:kitchen|oven|pans?|pots?)', "(?:doesn'?t|does not|don'?t|do not) keep kosher", 'mitbach (?:\\w+ )?(?:she.?)?lo kasher', 'lo kasher(?:a)?', 'lo shomer(?:et|im)? kashrut'),
  he('מטבח (?:\\S+ )?(?:ש)?לא כשר', 'לא כשר', 'לא שומרת כשרות', 'לא שומרים כשרות', 'לא שומר כשרות'),
);
const BAKED_OR_COOKED = any(
  en('cakes?', 'cookies', 'muffins?', 'cupcakes?', 'brownies', 'bak(?:e|ed|es|ing)', 'cook(?:ed|s)?', 'made (?:it|them|us|me)', 'dish', 'food', 'challah', 'uga', 'ugot', 'ugiyot', 'af(?:ta|a)', 'bishl(?:a|u)'),
  he('עוגה', 'עוגות', 'עוגיות', 'אפתה', 'אפה', 'בישלה', 'בישל', 'הכינה', 'מאפה', 'אוכל', 'תבשיל'),
);
// Telling friends that a teacher (a coach, a neighbour) did wrong: the laws of speech, asked by a child.
const TELL_OF_WRONG = any(
  en('tell (?:\\w+ ){0,3}(?:that )?(?:the|her|his|my|our) (?:\\w+ )?(?:teacher|coach|boss|rebbe|morah|principal|neighbou?r|babysitter|counsell?or|madrich\\w*|ganenet) (?:\\w+ )?(?:yelled|screamed|shouted|was (?:mean|rude|nasty|unfair)|hit|insulted|humiliated|embarrassed|punished|lied|cheated)', 'lesaper la.?(?:chaverot|chaverim|kulam|acherim|yeladim)(?: \\w+)? she.?ha.?(?:mora|more|ganenet|menahel\\w*|mamen|rav|shachen|shchena|madrich\\w*)'),
  he('לספר ל(?:חברות|חברים|כולם|אחרים|ילדים|בנות|הורים)\\S*(?: \\S+)? ש(?:ה)?(?:מורה|גננת|מנהל|מאמן|מאמנת|רב|שכן|שכנה|מדריך|מדריכה|בוס)'),
);
// A screen left on over Shabbat with the children in front of it ("the TV is on all Shabbat at my parents'").
const SCREEN_ON = any(en('tv', 'television', 'telly', 'radio', 'screens?', 'televi[sz]\\w*', 'televizya', 'televizia', 'netflix'), he('טלוויזיה', 'טלויזיה', 'הטלוויזיה', 'רדיו', 'מסך'));
const AFTER_SHABBAT = any(en('motzei', 'motza.?ei', 'motzash', 'saturday night', 'after (?:shabb?at|shabbos)', 'once (?:shabb?at|shabbos) (?:is )?(?:over|out)', 'sunday'), he('מוצאי שבת', 'מוצ"ש', 'מוצש', 'אחרי שבת', 'בצאת השבת', 'יום ראשון'));
// A girl's age and when modest dress (skirts, sleeves, tights) begins ("ad matai lo tzarich?").
const MODEST_GARMENT = any(en('skirts?', 'dresses', 'sleeves?', 'tights', 'stockings', 'chatza.?it', 'chatza.?iot', 'chatzayot', 'sharvul\\w*', 'garbiyon\\w*', 'garbon\\w*'), he('חצאית', 'חצאיות', 'שמלות', 'שרוול', 'גרביונים'));
const A_GIRL = any(GIRL_OR_WOMAN.source, en('ha.?yalda', 'bat (?:\\d+|shalosh|arba|chamesh|shesh|sheva|shtayim)', 'bat shelanu', '\\d+.?year.?old (?:girl|daughter)'), he('בת (?:\\d+|שלוש|ארבע|חמש|שש|שבע|שתיים)'));
const WHEN_IT_BEGINS = any(
  en('(?:at|from) what age', 'what age', 'how old', 'start(?:ing)? (?:to )?(?:dress|put|wear)', 'when (?:do|should|does|must) (?:\\w+ ){0,2}(?:start|begin)', 'until when', 'till when', 'ad matai', '(?:mi|me|ba|be|ma).?eize gil', 'lehatchil', 'matchil(?:im|a)?', 'gil'),
  he('מאיזה גיל', 'באיזה גיל', 'עד מתי', 'מתי מתחילים', 'להתחיל', 'מתחילים', 'גיל'),
);
// Splitting a cost by what each earns ("he earns three times what I do and wants 50/50"): fairness, not damages owed.
const FAIR_SPLIT = any(
  en('(?:split|divide|share)(?:ting)? (?:\\w+ ){0,3}(?:cost|costs|bill|bills|expenses?|payments?|rent)', 'earns? (?:\\w+ ){0,3}(?:more|less|times|double)', 'makes (?:way |much |a lot )?more (?:money )?than', 'in proportion to', 'proportional\\w*', 'according to (?:income|what (?:each|we) earn)', 'lechalek (?:et )?ha.?(?:hotsa.?ot|hotza.?ot|alut|tashlum)', 'marviach pi'),
  he('לחלק את (?:ה)?(?:הוצאות|עלות|עלויות|תשלום|חשבון)', 'מרוויח פי', 'מרוויח יותר', 'לפי הכנסה', 'באופן יחסי'),
);
// …unless a duty is asked ("do I have to pay half of Dad's nursing home?"), which is honouring a parent.
const DUTY_ASKED = any(LAW_TERMS.source, en('have to', 'has to', 'must', 'owe', 'required', 'chayav\\w*', 'chayev\\w*', 'tzarich leshalem'), he('חייב', 'צריך לשלם', 'צריכה לשלם', 'מחויב'));
const ONLY_FAIR_SPLIT = new RegExp(`^(?![\\s\\S]*(?:${DUTY_ASKED.source}))[\\s\\S]*(?:${FAIR_SPLIT.source})`, 'iu');

// Round 46 (read after its first sight): whether a shorter prayer is enough ("מספיק לו רק קריאת
// שמע?"); a parents' group talking about one mother ("should I say something or leave the group?");
// a wife's Chanukah lights for a husband away ("ze motzi oto?"); whose customs a couple keeps.
const IS_IT_ENOUGH = any(
  en('is (?:it|that) enough (?:if|to)', 'enough (?:if|to) (?:he|she|i|we) (?:just|only)', 'good enough (?:if|to)', 'maspik (?:lo |la |li |lanu )?(?:rak|im)', 'motzi (?:oto|ota|otam|otanu|oti)', 'yotz(?:e|ei|eit|et) (?:yedei|yidei|y.?d) chova'),
  he('מספיק (?:לו |לה |לי |לנו )?(?:רק|אם)', 'זה מספיק', 'יוצא ידי חובה', 'יוצאת ידי חובה', 'מוציא אותו', 'מוציאה אותו', 'מוציא אותה', 'מוציאה אותה'),
);
const GROUP_TALKS_ABOUT = any(
  en('(?:in|on) (?:the|our|a) (?:\\w+ ){0,2}(?:group|chat|whatsapp)\\b[^.!?]{0,80}(?:talking|gossiping|laughing|trash.?talking|going on) about', '(?:ba|be).?kvutz(?:a|at)\\b[^.!?]{0,80}medabr(?:ot|im) al'),
  he('(?:בקבוצת|בקבוצה|בקבוצות|בווטסאפ|בוואטסאפ|בצ.?אט)[^.!?]{0,80}(?:מדברות|מדברים|מרכלות|מרכלים|צוחקות|צוחקים|יורדות|יורדים) על'),
);
const SPEAK_UP_OR_LEAVE = any(
  en('say something', 'leave the (?:group|chat)', 'stay (?:quiet|silent)', 'speak up', 'lehagid mashehu', 'latzet me.?ha.?kvutza'),
  he('להגיד משהו', 'לצאת מהקבוצה', 'לשתוק', 'להעיר', 'לעזוב את הקבוצה'),
);
// Food sold as "kosher style": a name, not a certification — what a child may eat there is asked.
const KOSHER_STYLE = any(en('kosher.?style', 'kosher.?ish', 'kosher.?type'), he('בסגנון כשר', 'סטייל כשר'));
const WHICH_CUSTOMS = any(
  en('which minhag\\w*', 'whose minhag\\w*', '(?:which|whose) customs? (?:do|should|to|will) (?:we|i) (?:keep|follow)', 'eize minhag\\w*', 'minhag(?:im)? shel mi'),
  he('איזה מנהג', 'איזה מנהגים', 'אילו מנהגים', 'מנהג של מי', 'מנהגים של מי'),
);

// Round 48 (read after its first sight): whether a lie may be told (a mother with dementia), a new
// pot a mother-in-law bought "for us", the source for not shaking hands, the blessing after a
// small meal, "what is the pot's din".
const LYING_ASKED = any(
  en('white lie', '(?:allowed|ok|okay|permitted) to lie', 'is (?:that|it|this) (?:still )?(?:lying|a lie)', 'what about (?:the )?lying'),
  he('מה עם (?:ה)?שקר', 'זה (?:נחשב )?שקר', 'מותר (?:לי |לנו )?לשקר', 'שקר לבן', 'מותר (?:לי |לנו )?להגיד ל(?:ה|ו|הם) ש'),
);
const NEW_POT_FOR_US = any(
  en('(?:brand )?new (?:pot|pan|pots|pans|dishes|plates|baking dish|tray)', 'bought (?:a |us |you )?(?:new )?(?:pot|pan|dishes) (?:for|just for) (?:us|you)'),
  he('סיר חדש', 'כלים חדשים', 'מחבת חדשה', 'קנתה (?:לנו )?סיר', 'קנה (?:לנו )?סיר'),
);
const SOURCE_OR_LENIENCY = any(
  en("what'?s the source", 'is there a source', 'lenien\\w*', 'be lenient', 'ma ha.?makor', 'lehakel'),
  he('מה המקור', 'יש מקור', 'להקל', 'מקילים', 'מקום להקל'),
);
const MEDICINE = any(
  en('med(?:s|ication|icine|icines)?', 'pills?', 'tablets?', 'capsules?', 'inhaler', 'antibiotics?', 'tylenol', 'advil', 'ritalin', 'concerta', 'adhd med\\w*', 'eye ?drops', 'trufa', 'trufot', 'kadur(?:im)?'),
  he('תרופה', 'תרופות', 'כדור$', 'כדורים', 'ריטלין', 'קונצרטה', 'אנטיביוטיקה', 'משאף', 'טיפות', 'אקמול'),
);
const BLESSING_AFTER = any(
  en('kezayis', 'kezayit', 'k.?zayit', 'bracha acharona', 'al hamichya', 'borei nefashos', 'borei nefashot', 'after[- ]bless\\w*'),
  he('כזית', 'כביצה', 'כדי אכילת פרס', 'ברכה אחרונה', 'על המחיה', 'בורא נפשות', 'מה (?:הוא |היא |אני |אנחנו )?(?:מברך|מברכת|מברכים) (?:בסוף|אחרי)'),
);

// Round 49 (read after its first sight): a flame for the second night of Yom Tov; who makes the
// blessing when a mother is fed by spoon; kashering a pot in transliteration; "do I still bentch".
const FLAME_FOR_YOM_TOV = any(
  en('(?:a |the )?flame (?:burning|going|lit|left)', '(?:existing|pre-?existing) flame', 'left (?:a )?(?:candle|flame) burning', 'light (?:the candles )?on the second night', 'second night', 'esh kayemet', 'esh dolekt'),
  he('אש דולקת', 'נר דולק', 'להדליק מאש', 'אש קיימת', 'לילה שני', 'הלילה השני'),
);
const WHO_BLESSES = any(en('who (?:says|makes|should say|has to say) the (?:bracha|brocha|blessing|beracha)', 'mi mevarech'), he('מי מברך', 'מי מברכת', 'מי צריך לברך', 'מי צריכה לברך'));

// Whether a practice must already be kept strictly — by a child of five, by oneself ("צריך כבר
// להקפיד איתו על נט"י וברכות?", round 72): how strict the practice asks one to be is its law.
const STRICT_ABOUT = any(
  he('(?:צריך|צריכה|צריכים|חייב|חייבת|חייבים) (?:כבר |בכלל |גם |עכשיו )?(?:להקפיד|לחנך אותו|לחנך אותה|לחנך אותם)', 'גיל חינוך', 'מצוות חינוך', 'חיוב חינוך', 'נט"י'),
  en('(?:need|have|supposed|required) to (?:already |still )?be (?:strict|machmir|makpid)', '(?:tzarich|tzricha|tzrichim) (?:kvar )?lehakpid', 'chinuch age', 'gil (?:ha.?)?chinuch'),
);
// (A rite, not a family custom: "must we insist on a Friday dinner every week?" asks the family.)
const RITE_KEPT = any(RITUAL.source, PRAYER.source, KASHRUT.source, TZNIUT.source, en('brachot', 'brachos', 'brochos', 'netilat yadayim', 'negel ?vasser', 'tzitzit', 'tzitzis', 'kippah?', 'yarmulke', 'tefillin'), he('ברכות', 'ברכה', 'נטילת ידיים', 'נטילה', 'נעגל וואסער', 'ציצית', 'כיפה', 'תפילין', 'נט"י'));

// Who hosts, or how to help, said with no word of the law anywhere in the message.
const withNoWordOfTheLaw = (concept: RegExp): RegExp => new RegExp(`^(?![^]*(?:${LAW_TERMS.source}))[^]*(?:${concept.source})`, 'iu');
const ONLY_WHO_HOSTS = withNoWordOfTheLaw(WHO_HOSTS);
const ONLY_HELP_WANTED = withNoWordOfTheLaw(HELP_WANTED);
const RULES: SituationRule[] = [
  { topic: 'general', all: [STRICT_ABOUT, RITE_KEPT] },
  { topic: 'general', all: [WHO_MAY_DO_A_RITE] },
  // Round 42 (b42b): the same, for its situations.
  { topic: 'shabbat', all: [TRAVEL, FRIDAY, NIGHTFALL], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  // Safety round r89: how late on a Friday something may still be done ("a hot shower and a shave, and
  // it's getting really close to shkia. What's the actual cut off?").
  { topic: 'shabbat', all: [FRIDAY, NIGHTFALL, LATEST_TIME_ASKED] },
  { topic: 'general', all: [OTHER_FAITH_DAY, OTHER_FAITH_ITEM], none: [IDEAS_WANTED, HOW_TO_SAY, SUPPORT_WANTED, CHOOSING_A_GIFT], asking: true },
  { topic: 'shabbat', all: [HELPER, SWITCHES, SHABBAT_OR_WEEKEND], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [NOT_KOSHER_KITCHEN, BAKED_OR_COOKED], none: [IDEAS_WANTED, HOW_TO_SAY, EXPLAINING_WHY_WE_KEEP], asking: true, anyQuestion: true },
  { topic: 'general', all: [TELL_OF_WRONG, LAW_OR_LEAVE], none: [HOW_TO_SAY] },
  { topic: 'shabbat', all: [SCREEN_ON, SHABBAT], none: [IDEAS_WANTED, AFTER_SHABBAT], asking: true },
  { topic: 'general', all: [MODEST_GARMENT, A_GIRL, WHEN_IT_BEGINS], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  // Round 41: the same, for the situations of b41a/b41c.
  { topic: 'general', all: [PREGNANCY_LOST, REMAINS], none: [HOW_TO_SAY, SUPPORT_WANTED, any(en('what (?:do|should|can) (?:i|we) (?:say|write|text)', 'cope', 'coping'), he('מה (?:להגיד|לומר|לכתוב)', 'להתמודד'))], asking: true },
  { topic: 'general', all: [TROUSERS, GIRL_OR_WOMAN, LAW_WORDS] },
  { topic: 'general', all: [TROUSERS, MODESTY_LAW] },
  { topic: 'kashrut', all: [PRODUCE, BUGS_CHECKED], none: [IDEAS_WANTED, GARDENING], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [EGG, BLOOD_IN_FOOD], none: [IDEAS_WANTED, NOT_KITCHEN_EGG], asking: true, anyQuestion: true },
  { topic: 'shabbat', all: [CANDLES_LIT, MISSED_TIME], none: [IDEAS_WANTED, HOW_TO_SAY, BUYING], asking: true, anyQuestion: true },
  { topic: 'general', all: [ZIMUN, MEAL_TOGETHER], asking: true, anyQuestion: true },
  { topic: 'general', all: [TELL_OF_QUARREL, LAW_OR_LEAVE], none: [HOW_TO_SAY] },
  { topic: 'general', all: [PRAYER_INSERTION, FORGOT_OR_AGAIN], asking: true, anyQuestion: true },
  // Round 40: each a kind of situation and a way of asking, rather than one sentence; first, so that
  // a word of practice beside them (שבת, מותר) does not file them under 'general'.
  { topic: 'niddah', all: [BLOOD_SEEN, HOLD_PARTNER], none: [HOW_TO_SAY], asking: true, anyQuestion: true },
  { topic: 'niddah', all: [OWN_BLOOD, MAKES_HER_FORBIDDEN] },
  { topic: 'general', all: [FIRST_OF_SEASON, FRUIT_OR_FOOD, SAY_SOMETHING], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  { topic: 'general', all: [WORKER, PAY, PAY_TIMING], none: [AMOUNT_WANTED], asking: true, anyQuestion: true },
  { topic: 'general', all: [LOAN, INTEREST_ASKED, KIN_OR_FRIEND], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [DEAD_CREATURE, UTENSIL], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [NEW_VESSELS, DIP_VESSELS], asking: true, anyQuestion: true },
  { topic: 'general', all: [FOUND_ITEM, KEEP_IT], asking: true, anyQuestion: true },
  { topic: 'general', all: [BORROWED, DAMAGED, REPLACE_OR_VALUE], none: [ONLY_APOLOGY], asking: true, anyQuestion: true },
  { topic: 'general', all: [HAIRCUT, AGE_THREE], none: [IDEAS_WANTED, HOW_TO_SAY], asking: true, anyQuestion: true },
  // A named commandment and a question mark is a question of practice ("מתי אני מניח תפילין?").
  { topic: 'general', all: [RITUAL], none: [IDEAS_WANTED, HOW_TO_EXPLAIN, SPEECH_GIVEN, AWKWARD_AROUND_IT, ONLY_BE_THERE, A_DEVICE_FOR_THE_CHILD, COST_ASKED, WRITE_IT_FOR_ME, SIZE_OF_THE_SIMCHA], asking: true },
  { topic: 'general', all: [SOURCES_THAT_ITS_ALLOWED] },
  { topic: 'general', all: [PRACTICE_LIFE], none: [IDEAS_WANTED, HOW_TO_EXPLAIN, ONLY_APOLOGY, ONLY_FAIR_SPLIT], asking: true },
  // A practice named besides the asking ("שמותר לי להיות עצובה" names none: מותר is the asking).
  { topic: 'general', all: [PRACTICE_NAMED, ASKING_VALIDITY], none: [IDEAS_WANTED, FEELING_ALLOWED, COST_ASKED, WHAT_A_CREDITOR_MAY_DO] },
  { topic: 'general', all: [TZNIUT], none: [IDEAS_WANTED], asking: true },
  { topic: 'general', all: [DIED, JOY_OR_GROOMING], asking: true },
  { topic: 'general', all: [MOURNING_SEASON, JOY_OR_GROOMING] },
  { topic: 'kashrut', all: [MEAT, DAIRY, WAIT_BETWEEN] },
  { topic: 'yichud', all: [STUDY_PARTNER, OTHER_SEX], none: [SPOUSE_AS_STUDY_PARTNER], asking: true },
  { topic: 'general', all: [MOURNING_SEASON], asking: true },
  { topic: 'general', all: [NAMING], none: [A_FIGHT_OVER_IT], asking: true },
  { topic: 'kashrut', all: [INLAWS, NOT_RELIGIOUS, MEAL_OR_SEDER], none: [EXPLAINING_WHY_WE_KEEP], asking: true },
  { topic: 'niddah', all: [COUNT_DAYS] },
  { topic: 'general', all: [NON_JEW, NON_JEW_MATTER], asking: true },
  { topic: 'negiah', all: [RELATIVE_OTHER_SEX, TOUCH], asking: true },
  { topic: 'yichud', all: [MALE_DOCTOR], asking: true },
  { topic: 'general', all: [BRIS], none: [IDEAS_WANTED, COST_ASKED, ONLY_WHO_HOSTS], asking: true },
  // (What to tell an adopted child about a birth mother asks for words, not a law.)
  { topic: 'general', all: [CONVERSION], none: [WORDS_FOR_A_CHILD], asking: true },
  { topic: 'general', all: [ADOPTED_OR_FOSTERED, STATUS_IN_ADOPTION], none: [WORDS_FOR_A_CHILD, IDEAS_WANTED, BOOKS_WANTED], asking: true, anyQuestion: true },
  // Cooking on a festival for the Shabbat right after it (an eruv tavshilin, asked by its situation).
  { topic: 'shabbat', all: [YOM_TOV_INTO_SHABBAT], none: [ONLY_HELP_WANTED], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [KASHRUT_MIX] },
  { topic: 'general', all: [FASTING, FAST_REASON] },
  // (Not how to tell a husband what one needs from him around a mother's yahrzeit — answers round M4.)
  { topic: 'general', all: [MOURNING], none: [TELL_SPOUSE_NEED, WRITE_IT_FOR_ME], asking: true },
  { topic: 'general', all: [SPEECH_LAW] },
  // Safety rounds r89–r90: a law asked by its own name (geneivat daat, the cherem on reading another's
  // letters, shmirat einayim, an injury's prohibition, teshuva, the four cups, a church).
  { topic: 'general', all: [LAW_NAMED], none: [IDEAS_WANTED, SUPPORT_WANTED, HOW_TO_EXPLAIN], asking: true, anyQuestion: true },
  // One who stopped keeping, and the law asked of it in its own words (safety round r94).
  { topic: 'general', all: [OBSERVANCE_LEFT, LAW_TERMS], none: [IDEAS_WANTED, SUPPORT_WANTED], asking: true },
  { topic: 'general', all: [GROUP_TALKS_ABOUT, SPEAK_UP_OR_LEAVE] },
  { topic: 'general', all: [PRAYER, IS_IT_ENOUGH] },
  { topic: 'general', all: [RITUAL, IS_IT_ENOUGH] },
  { topic: 'general', all: [WHICH_CUSTOMS] },
  { topic: 'general', all: [LYING_ASKED] },
  { topic: 'kashrut', all: [INLAWS, NEW_POT_FOR_US], asking: true, anyQuestion: true },
  { topic: 'negiah', all: [HANDSHAKE, SOURCE_OR_LENIENCY] },
  { topic: 'general', all: [BLESSING_AFTER] },
  { topic: 'shabbat', all: [SHABBAT, FLAME_FOR_YOM_TOV], asking: true, anyQuestion: true },
  { topic: 'general', all: [WHO_BLESSES] },
  { topic: 'shabbat', all: [SHABBAT, MEDICINE], none: [FEELING_ALLOWED], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [KOSHER_STYLE], asking: true, anyQuestion: true },
  { topic: 'general', all: [PARENTS_HONOUR], asking: true, anyQuestion: true },
  // A special prayer or blessing asked for ("yesh tefila meyuchedet le'parnasa?"): sources, and a rabbi (round 53).
  { topic: 'general', all: [any(en('(?:yesh|is there) (?:a |an? )?(?:special |specific |particular )?(?:tefil+a|bracha|segula|perek|mizmor|prayer|blessing) (?:meyuchedet|meyuchad|mesuyemet|mesuyam|for|le)'), he('יש (?:תפילה|ברכה|סגולה|פרק|מזמור) (?:מיוחד|מסוי|ל)'))] },
  // The source of a practice or a teaching asked for ("breaking things in anger is like avodah
  // zarah? where's that from", "מה המקור בכלל לכיסוי ראש?"): sources, and a rabbi (round 51).
  { topic: 'general', all: [SOURCE_ASKED, any(PRACTICE_NAMED.source, TORAH_TEACHING.source)] },
  // Marrying a woman still nursing a baby: the wait people have heard of (round 51).
  { topic: 'marriage_law', all: [any(en('nursing', 'breastfe\\w*', 'menika', 'meneket', 'mineket'), he('מניקה', 'מינקת', 'הנקה')), any(en('marry\\w*', 'wedding', 'remarr\\w*', 'mitchaten', 'lehitchaten'), he('מתחתן', 'מתחתנת', 'להתחתן', 'חתונה', 'נישואין')), any(en('wait\\w*', '\\d+ months', 'lechakot'), he('לחכות', 'מחכים', '\\d+ חודשים'))], anyQuestion: true, asking: true },
  // Money between people asked as any question ("do we pay him for the whole day or only what he did?").
  { topic: 'general', all: [BETWEEN_PEOPLE], none: [ONLY_APOLOGY, ONLY_FAIR_SPLIT], asking: true, anyQuestion: true },
  // Honouring a parent against one's own observance ("how do I honour her without giving up Shabbat?").
  { topic: 'general', all: [PARENT, SHABBAT, any(en('honou?r (?:her|him|them)'), he('(?:מכבדת|מכבד|לכבד) אות(?:ה|ו|ם)'))], anyQuestion: true, asking: true },
  { topic: 'general', all: [PARENT, DUTY_OR_WRONG] },
  { topic: 'general', all: [SPEECH_ABOUT], none: [HOW_TO_SAY], asking: true },
  { topic: 'general', all: [COVERED_BY, RITE_FOR], asking: true, anyQuestion: true },
  { topic: 'general', all: [TENTH_GIVEN], asking: true, anyQuestion: true },
  { topic: 'general', all: [LOAN, MORE_BACK], asking: true },
  { topic: 'general', all: [OTHER_FAITH_HOLIDAY, AT_WORK], anyQuestion: true, asking: true },
  { topic: 'kashrut', all: [TREIF_FOOD, UTENSIL], anyQuestion: true, asking: true },
  { topic: 'negiah', all: [HANDSHAKE, AT_WORK], anyQuestion: true, asking: true },
  { topic: 'general', all: [DATING, CONDITION, DISCLOSE], asking: true, anyQuestion: true },
  { topic: 'general', all: [VOW, any(MAY_OR_MUST.source, STILL_HOLDS.source)] },
  { topic: 'kashrut', all: [NEW_VESSELS, BEFORE_FIRST_USE], asking: true, anyQuestion: true },
  { topic: 'general', all: [YOUNG_TREE, EAT_OR_PICK], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [FARM_PRODUCE, EAT_OR_PICK], asking: true },
  { topic: 'kashrut', all: [WORK_MEAL_OUT, EAT_DRINK_ORDER], none: [IDEAS_WANTED], asking: true },
  { topic: 'kashrut', all: [PASSOVER_OR_KITCHEN], asking: true },
  { topic: 'general', all: [SEDER_MITZVOT], none: [IDEAS_WANTED, COST_ASKED, SEDER_SHOPPING], asking: true },
  { topic: 'kashrut', all: [FOOD_AWAY, CAN_WE_EAT], none: [IDEAS_WANTED] },
  { topic: 'kashrut', all: [KITCHEN_UNKNOWN, SERVE_OR_EAT], none: [IDEAS_WANTED] },
  { topic: 'general', all: [WHICH_PRAYER] },
  { topic: 'kashrut', all: [HOUSE_HELP, COOKS], asking: true, anyQuestion: true },
  { topic: 'general', all: [SHAATNEZ], anyQuestion: true, asking: true },
  { topic: 'general', all: [WOOL, LINEN], anyQuestion: true, asking: true },
  { topic: 'general', all: [GIVEN_BY_MISTAKE, GIVE_IT_BACK], asking: true, anyQuestion: true },
  { topic: 'general', all: [PREGNANT, FUNERAL_OR_GRAVES], asking: true, anyQuestion: true },
  { topic: 'general', all: [PRAYER, DUTY_OR_WRONG] },
  { topic: 'general', all: [BREAD, WASHED_FOR_BREAD], anyQuestion: true, asking: true },
  { topic: 'general', all: [FERTILITY_TREATMENT, SUPERVISION] },
  { topic: 'general', all: [FERTILITY_TREATMENT, FERTILITY_SAMPLE], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  { topic: 'general', all: [VISITING_THE_SICK, GRAVELY_ILL, PROPER_OR_MITZVAH], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  { topic: 'general', all: [NAME_ADDED, A_SICK_PERSON], asking: true, anyQuestion: true },
  { topic: 'general', all: [STILL_COUNTS, YEARS_LATER] },
  { topic: 'niddah', all: [any(BLOOD.source, en('red drop', 'a drop of red', 'something red'), he('טיפה אדומה', 'טיפת דם', 'כתם אדום', 'משהו אדום')), UNDERWEAR], none: [HOW_TO_SAY, HOW_TO_EXPLAIN], asking: true, anyQuestion: true },
  { topic: 'general', all: [PRAYER, OTHER_LANGUAGE], asking: true, anyQuestion: true },
  { topic: 'general', all: [PRAYER, NAME_IN_A_PRAYER], anyQuestion: true },
  { topic: 'general', all: [CHARITY_TAKEN], asking: true },
  { topic: 'general', all: [MODESTY_BETWEEN_STRANGERS], asking: true },
  { topic: 'general', all: [PARENT, UNTRUTH_TO_PARENT], asking: true, anyQuestion: true },
  { topic: 'niddah', all: [BLOOD, CYCLE] },
  { topic: 'niddah', all: [BLOOD, AFTER_TOGETHER] },
  { topic: 'general', all: [ANIMAL, FED_FIRST], asking: true, anyQuestion: true },
  { topic: 'niddah', all: [BEDIKA_CLOTH], asking: true },
  { topic: 'niddah', all: [BIRTH, SPOUSE_CLOSE], asking: true },
  // Driving to the birth on Shabbat (it had ridden on "wife" in SPOUSE_CLOSE, as niddah).
  { topic: 'shabbat', all: [BIRTH, any(en('drive', 'driving', 'uber', 'taxi', 'cab', 'call (?:an? )?(?:ambulance|uber|taxi|cab)', 'gett'), he('לנסוע', 'נסיעה', 'מונית', 'להזמין', 'אמבולנס', 'לנהוג')), any(SHABBAT.source, en('friday (?:nite|night)', 'shabbos', 'leil shabb?at'), he('שבת', 'ליל שבת', 'חג'))], asking: true, anyQuestion: true },
  { topic: 'niddah', all: [PERIOD_SEPARATION, CLOSE_ACT] },
  { topic: 'mikvah', all: [IMMERSION, BARRIER] },
  { topic: 'mikvah', all: [BARRIER, any(en('what do i need to take off', 'remove before', 'going for the first time'), he('להוריד לפני', 'חוצצ', 'חציצ'))] },
  { topic: 'mikvah', all: [IMMERSION], asking: true },
  { topic: 'marriage_law', all: [KOHEN, KOHEN_MATCH] },
  { topic: 'yichud', all: [ALONE, OTHER_PERSON_PLACE], none: [CHORES_ALONE], asking: true },
  { topic: 'yichud', all: [ADOPTED_OR_FOSTERED, AFFECTION_ALLOWED] },
  { topic: 'general', all: [HAIR, HAIR_ACT], asking: true },
  // ("Our kids were born via egg donor. At what age do we tell them?" asks for words — r103.)
  { topic: 'contraception', all: [FAMILY_PLANNING], none: [WHEN_TO_TELL_A_CHILD], asking: true },
  { topic: 'general', all: [TITHE, TITHE_MONEY], asking: true, anyQuestion: true },
  { topic: 'marriage_law', all: [SHEVA_BRACHOT, SHEVA_LAW], none: [SPEECH_GIVEN], asking: true },
  // (How to explain to them why we keep as we do, or a list of desserts for their visit, asks no
  // law — round 84; how to tell her about food brought into our kitchen still does.)
  { topic: 'kashrut', all: [INLAWS, KASHRUT], none: [EXPLAINING_WHY_WE_KEEP, IDEAS_WANTED] },
  { topic: 'shabbat', all: [SHABBAT, SHABBAT_NEED], asking: true },
  { topic: 'negiah', all: [ENGAGED, TOUCH], asking: true },
  // "I'm religious" beside a hand held out by a boss or a client: the question is negiah however it is asked.
  { topic: 'negiah', all: [RELIGIOUS_SELF, TOUCH, RELATIVE_OTHER_SEX] },
  { topic: 'yichud', all: [ENGAGED, ALONE], none: [IDEAS_WANTED, CHORES_ALONE], asking: true },
  // A widow or widower marrying again is no question of a get (answers round S33: "a widower remarrying,
  // and about the timing?" read as the agunah question): its law is the time after a death.
  { topic: 'get_agunah', all: [GET, MISSING_OR_TAKEN] },
  { topic: 'marriage_law', all: [WIDOWED, GET], asking: true, anyQuestion: true },
  // (A conversion's beit din, or a meeting there, is no get: safety round r91.)
  { topic: 'get_agunah', all: [GET], none: [WIDOWED, any(CONVERSION.source, en('(?:beit|beis|bet) din (?:meeting|appointment|interview|date)'))] },
  { topic: 'general', all: [SHIDDUCH, DISCLOSE], asking: true },
  // (A story from the Gemara to tell him is no secret to keep — answers round M1.)
  { topic: 'general', all: [TOLD_IN_CONFIDENCE], none: [any(en('a story', 'stories', 'a parable', 'a midrash'), he('סיפור מ', 'סיפור ש', 'סיפורים', 'משל', 'מדרש'))], asking: true },
  { topic: 'general', all: [ONAH], asking: true },
  { topic: 'kashrut', all: [MEAT, DAIRY, UTENSIL], none: [IDEAS_WANTED], asking: true, anyQuestion: true },
  { topic: 'kashrut', all: [LABELLED_UTENSIL, USED_FOR, MEAT, DAIRY], none: [IDEAS_WANTED] },
  { topic: 'kashrut', all: [NOT_RELIGIOUS, FOOD_GIFT], asking: true },
  { topic: 'niddah', all: [AFTER_BIRTH, APART] },
  { topic: 'general', all: [FASTING], none: [IDEAS_WANTED, SUPPORT_WANTED], asking: true, anyQuestion: true },
  { topic: 'general', all: [MOURNING], none: [IDEAS_WANTED, SUPPORT_WANTED, TELL_SPOUSE_NEED, WRITE_IT_FOR_ME], asking: true, anyQuestion: true },
  // Two customs at one Pesach table: any question about it is whose custom is kept ("what do we serve?").
  { topic: 'kashrut', all: [CUSTOMS_MEET, PASSOVER], asking: true, anyQuestion: true },
];

/**
 * A question about the relationship, not the practice: how to ask, tell or decide without hurting
 * someone ("How do I ask him to be a bit quieter without offending him?", "איך אני מחליטה בלי לפגוע
 * באף אחת מהן?", "How do I hold both?" — round 71). Such a question does not make a described
 * situation a question of law; a question about the practice itself still does.
 */
const RELATIONSHIP_QUESTION = any(
  en('without (?:\\w+ )?(?:offending|hurting|upsetting|insulting|alienating|losing) ', 'how (?:do|can|should|would) (?:i|we) (?:even |actually |best )?(?:have (?:this|that|the|a) (?:conversation|talk)|hold (?:both|it|them)|keep (?:a |the |our )?(?:warm|good|close|strong)|stay close|decide|ask (?:him|her|them)|tell (?:him|her|them)|bring (?:it|this) up|approach (?:him|her|them))'),
  he('בלי (?:\\S+ )?(?:לפגוע|להעליב|שי(?:י)?פגע|שתיפגע|שייפגעו|שיפגעו|שי(?:י)?עלב|שתיעלב|שי(?:י)?עלבו)', 'איך (?:אני )?(?:מחליטה|מחליט|מחליטים)', 'איך (?:שומרים|לשמור|אפשר לשמור) על קשר', 'איך (?:אני )?(?:אומרת|אומר|מבקשת|מבקש|אבקש|אגיד) ל(?:ו|ה|הם)(?![\u05D0-\u05EA])', 'איך מבקשים'),
);

// A family's own decision asked of, not the practice around it: who decides, whether a trade is fair,
// what to say (answers round S37: "she wants us for both days of Shavuot to make up for it. Is that a
// fair trade…?", "שתי הסבתות רוצות לארח את השלום זכר … מי מחליט?").
const FAMILY_DECISION = any(
  en('who (?:gets to |should |will )?decides?', '(?:a |is (?:it|that|this) )?fair(?: trade| deal| to (?:me|us|her|him|them))?', 'precedent', 'what do i (?:say|tell|answer)', 'how do i (?:say|tell|answer|respond|handle|bring)', 'how (?:do|can|should) we bridge', 'bridge the gap'),
  he('מי מחליט(?:ה|ים)?', 'איך (?:מגשרים|לגשר|נגשר|אפשר לגשר)', 'הוגן', 'הוגנת', 'מה (?:אני )?(?:אומר|אומרת|עונה|עונים|להגיד|לענות)', 'איך (?:אני )?(?:אומר|אומרת|מגיב|מגיבה|מתמודד|מתמודדת)'),
);

const EVERY_FAMILY_DECISION = new RegExp(FAMILY_DECISION.source, 'giu');
// …but not when what is to be done is a practice in its own right: eating at a home that keeps less,
// a brit put off by a doctor ("who decides, the mohel or the doctor?"), a seder without its dishes.
const PRACTICE_DONE = any(
  en('eat\\w*', 'food', 'pots', 'dishes', 'kitchen', 'doctor', 'pediatrician', 'mohel', 'jaundice', 'daven\\w*', 'pray\\w*'),
  he('לאכול', 'אוכלים', 'נאכל', 'כלים', 'סירים', 'מטבח', 'רופא', 'רופאה', 'מוהל', 'צהבת', 'להיכשל', 'להתפלל'),
);

/** Every question the message asks is how the family gets along, decides or helps, and no word of the law
 *  is in it: the classifier's guess that it is law has nothing to lean on (halachic.ts). */
export function asksOnlyHowTheFamilyDecides(undisguisedText: string): boolean {
  const questions = questionsOf(undisguisedText);
  // ("Who decides" is among the words that ask the law's leave; here it is the family's question.)
  if (questions.length === 0 || LAW_TERMS.test(undisguisedText) || PRACTICE_DONE.test(undisguisedText) || MAY_OR_MUST.test(undisguisedText.replace(EVERY_FAMILY_DECISION, ' '))) return false;
  return questions.every((question) => FAMILY_DECISION.test(question) || HELP_WANTED.test(question));
}

/** The sentences of a message that end in a question mark. */
function questionsOf(text: string): string[] {
  return text.match(/[^.!?\n]*\?+/gu) ?? [];
}

// Whether a child's behaviour is normal or a cause for worry asks a parent's question, not the law's
// ("…the whole chol hamoed Sukkos trip. Is that normal at 8 and 10 or should I be worried?" — round 84).
const WORRY_ASKED = /\b(?:should (?:i|we) (?:be )?(?:worried|concerned|worry)|is (?:this|that|it) (?:normal|typical|a phase))\b|(?:צריך|צריכה|צריכים) לדאוג|זה נורמלי/giu;

/** The topic of a halachic question described by its situation, or null. */
export function detectHalachicSituation(undisguisedText: string): HalachicTopic | null {
  const variants = spellingsOf(undisguisedText);
  // Often the three spellings are the same text; the rules share concepts, so each is asked once.
  const testers = variants.map((text) => conceptTester(text));
  // What a rule must not see holds in any spelling: prefixes set apart split English words too
  // ("the beis din me eting"), and a "none" missed there is no reason to read the law.
  const namedAnywhere = (concept: RegExp): boolean => testers.some((names) => names(concept));
  for (const [index, text] of variants.entries()) {
    const names = testers[index]!;
    const asking = MAY_OR_MUST.test(text.replace(WORRY_ASKED, ' '));
    const questions = questionsOf(text);
    // A question that asks something other than how to handle a relationship.
    const question = questions.some((sentence) => !RELATIONSHIP_QUESTION.test(sentence));
    // Every question is how to keep the peace around the situation, none what the practice requires.
    if (!asking && questions.length > 0 && !question) continue;
    for (const rule of RULES) {
      if (rule.asking && !asking && !(rule.anyQuestion && question)) continue;
      if (rule.none?.some(namedAnywhere)) continue;
      if (rule.all.every(names)) return rule.topic;
    }
  }
  return null;
}
