// Prayers and songs of the siddur: the Hebrew text is in the public domain (traditional liturgy).
// English renderings written for Shalom Bayit (CC0-1.0). "…" marks a text quoted in part.
import { entry, type CorpusEntry } from './entry.ts';

const l = (ref: string, tags: string[], he: string, en: string): CorpusEntry => entry('liturgy', ref, tags, he, en);

export const LITURGY: CorpusEntry[] = [
  l('Siddur, Modeh Ani', ['gratitude', 'new-beginnings', 'morning'], 'מודה אני לפניך מלך חי וקים שהחזרת בי נשמתי בחמלה רבה אמונתך', 'I give thanks before You, living and enduring King, for You have returned my soul to me with compassion; great is Your faithfulness.'),
  l('Siddur, Elokai Netzor', ['speech', 'hurtful-words', 'restraint', 'humility'], 'אלהי נצור לשוני מרע ושפתי מדבר מרמה ולמקללי נפשי תדום ונפשי כעפר לכל תהיה…', 'My God, guard my tongue from evil and my lips from speaking deceit; to those who curse me let my soul be silent, and let my soul be like dust to all…'),
  l('Siddur, Oseh Shalom', ['peace', 'home', 'conflict'], 'עושה שלום במרומיו הוא יעשה שלום עלינו ועל כל ישראל ואמרו אמן', 'May He who makes peace in His high places make peace for us and for all Israel, and say: Amen.'),
  l('Siddur, Bedtime Shema (Ribbono shel Olam)', ['forgiveness', 'letting-go', 'resentment', 'night'], 'רבונו של עולם הריני מוחל לכל מי שהכעיס והקניט אותי או שחטא כנגדי בין בגופי בין בממוני בין בכבודי בין בכל אשר לי…', 'Master of the world, I hereby forgive anyone who angered or provoked me or wronged me — whether against my body, my property, my honour or anything of mine…'),
  l('Siddur, Shalom Aleichem', ['shabbat', 'peace', 'home', 'family'], 'שלום עליכם מלאכי השרת מלאכי עליון…', 'Peace be upon you, ministering angels, angels of the Most High…'),
];
