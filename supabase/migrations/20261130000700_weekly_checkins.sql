-- Issue 34: the Erev Shabbat check-in and relationship milestones — the two notification settings
-- (weekly_checkins, relationship_milestones) that until now sent nothing.
--
-- Once a week each accepted couple (spouse or partner_pre_marriage, no block) where a side has
-- weekly check-ins on gets one checkin_weeks row; each partner privately answers its three prompts
-- (checkin_answers) or skips. The rules live here:
--   * an answer is read by its author; by the partner only once the week is revealed (both have
--     answered, or the week has closed) and only while the couple's link still stands; never by a
--     third person (RLS on checkin_answers, private.checkin_may_read_answer);
--   * answers are written only through answer_checkin / skip_checkin, which refuse every bad input
--     with a sentence the app shows;
--   * a removed link (a block removes links too) ends the check-ins at once: the week keeps its
--     people but loses its link (on delete set null), no new week starts, nothing more is sent, and
--     the partner no longer reads anything.
-- A week runs from Tuesday 00:00 UTC to the next Tuesday 00:00 UTC and is named by the Shabbat inside
-- it (week_of), so answering goes on through Motzaei Shabbat, Sunday and Monday.
--
-- Sending: what needs a time at a person's place (the Friday invitation before candle lighting, the
-- one reminder, the anniversary after havdalah when it falls on Shabbat or Yom Tov) is computed by
-- the weekly-checkins function with kosher-zmanim and @hebcal/core (it reads
-- checkin_schedule_work and writes checkin_schedule_set); send_due_checkin_notifications then
-- sends what is due through private.notify_person (the person's switch, language and blocks; push
-- and email follow their preferences in send-notification, which also holds a push over Shabbat).
-- Locally backend/src/scheduled runs both; on a hosted project pg_cron does (end of this file).

-- ─── the couple's choices on a spouse link, and each person's invitation day ───────────────────

alter table public.relationships
  add column if not exists wedding_date date,
  add column if not exists anniversary_calendar text not null default 'hebrew';
alter table public.relationships drop constraint if exists relationships_anniversary_calendar_check;
alter table public.relationships add constraint relationships_anniversary_calendar_check
  check (anniversary_calendar in ('hebrew', 'gregorian'));

alter table public.notification_preferences
  add column if not exists checkin_day text not null default 'friday';
alter table public.notification_preferences drop constraint if exists notification_preferences_checkin_day_check;
alter table public.notification_preferences add constraint notification_preferences_checkin_day_check
  check (checkin_day in ('friday', 'thursday'));

-- The sentences a person sees, before the constraints fire (BEFORE triggers run first).
create or replace function private.relationships_wedding_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.anniversary_calendar is null or new.anniversary_calendar not in ('hebrew', 'gregorian') then
    raise exception 'Choose the Hebrew or the Gregorian calendar for the anniversary.' using errcode = '23514';
  end if;
  if new.wedding_date is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.wedding_date is not distinct from old.wedding_date
     and new.relation_type is not distinct from old.relation_type then
    return new;
  end if;
  if new.relation_type is distinct from 'spouse' then
    raise exception 'A wedding date belongs on a spouse link.' using errcode = '23514',
      hint = 'Change the relationship type to Spouse first, or leave the wedding date empty.';
  end if;
  if new.wedding_date > current_date + 1 then
    raise exception 'The wedding date cannot be in the future.' using errcode = '23514';
  end if;
  if new.wedding_date < date '1900-01-01' then
    raise exception 'The wedding date must be in 1900 or later.' using errcode = '23514';
  end if;
  return new;
end
$$;

create or replace trigger relationships_wedding_rules
  before insert or update on public.relationships
  for each row execute function private.relationships_wedding_rules();


-- ─── prompts ──────────────────────────────────────────────────────────────────────────────────

-- A rotating set of prompt triples in English and Hebrew, the project's own words; a few open
-- with a verse or a saying from the guide's corpus (supabase/functions/_shared/corpus), named in
-- `source`. Week n of the year uses triple ((n - 1) mod count) + 1.
create table if not exists public.checkin_prompts (
  id integer primary key,
  appreciate_en text not null,
  appreciate_he text not null,
  next_week_en text not null,
  next_week_he text not null,
  shabbat_en text not null,
  shabbat_he text not null,
  source text
);

alter table public.checkin_prompts enable row level security;
revoke all on public.checkin_prompts from anon, authenticated;
grant select on public.checkin_prompts to authenticated;
grant all on public.checkin_prompts to service_role;

drop policy if exists "checkin_prompts: everyone signed in reads" on public.checkin_prompts;
create policy "checkin_prompts: everyone signed in reads" on public.checkin_prompts
  for select to authenticated using (true);

insert into public.checkin_prompts
  (id, appreciate_en, appreciate_he, next_week_en, next_week_he, shabbat_en, shabbat_he, source)
values
  (1, 'What is one thing I appreciated about you this week?', 'מה דבר אחד שהערכתי בך השבוע?',
      'What is one thing I''d love us to do next week?', 'מה דבר אחד שהיה משמח אותי שנעשה בשבוע הבא?',
      'What is one small plan for our Shabbat together?', 'מה תוכנית קטנה אחת לשבת שלנו יחד?', null),
  (2, 'Which moment with you this week am I grateful for?', 'על איזה רגע איתך השבוע אני מודה?',
      'What could make next week a little lighter for you?', 'מה יכול להקל עליך קצת בשבוע הבא?',
      'Which song, story or word of Torah shall we share at the table?', 'איזה שיר, סיפור או דבר תורה נביא לשולחן?', null),
  (3, 'What did you do this week that made our home warmer?', 'מה עשית השבוע שחימם את הבית שלנו?',
      'Where would I like a few minutes with you next week?', 'איפה הייתי רוצה כמה דקות איתך בשבוע הבא?',
      'What is one thing we''ll leave undone so Shabbat stays calm?', 'מה דבר אחד שנשאיר בלי לעשות כדי שהשבת תהיה רגועה?', null),
  (4, '"Her children rise and praise her; her husband, too, praises her." What would I praise in you this week?', '"קמו בניה ויאשרוה בעלה ויהללה." על מה מגיע לך שבח ממני השבוע?',
      'What is one way I can support you next week?', 'מה דרך אחת שבה אוכל לתמוך בך בשבוע הבא?',
      'Who would we like to invite, or visit, this Shabbat?', 'את מי נרצה להזמין, או לבקר, בשבת הזאת?', 'Proverbs 31:28'),
  (5, 'Which small kindness of yours did I notice this week?', 'איזה חסד קטן שלך שמתי לב אליו השבוע?',
      'What is one thing I''d love to hear from you next week?', 'מה דבר אחד שהיה משמח אותי לשמוע ממך בשבוע הבא?',
      'Which walk, rest or game shall we keep for Shabbat afternoon?', 'איזה טיול, מנוחה או משחק נשמור לשבת אחר הצהריים?', null),
  (6, 'What did you carry this week that I want to thank you for?', 'מה נשאת השבוע שאני רוצה להודות לך עליו?',
      'What is one evening next week we could keep just for us?', 'איזה ערב אחד בשבוע הבא נוכל לשמור רק לנו?',
      'What shall we cook or buy together for Shabbat?', 'מה נבשל או נקנה יחד לשבת?', null),
  (7, '"Enjoy life with the wife you love." When did I enjoy being with you this week?', '"ראה חיים עם אשה אשר אהבת." מתי נהניתי להיות איתך השבוע?',
      'Which shared chore could we do side by side next week?', 'איזו מטלה משותפת נוכל לעשות זה לצד זה בשבוע הבא?',
      'What will we say to each other at candle lighting?', 'מה נגיד זה לזה בהדלקת הנרות?', 'Ecclesiastes 9:9'),
  (8, 'What made me smile because of you this week?', 'מה גרם לי לחייך בזכותך השבוע?',
      'What is one small surprise I''d like to give you next week?', 'מה הפתעה קטנה שהייתי רוצה לתת לך בשבוע הבא?',
      'Which dish at the Shabbat table is for the other one?', 'איזו מנה בשולחן השבת תהיה במיוחד בשבילך?', null),
  (9, 'When did you listen to me well this week?', 'מתי הקשבת לי היטב השבוע?',
      'What is one worry of next week we could plan for together?', 'איזו דאגה אחת של השבוע הבא נוכל לתכנן יחד?',
      'What will we put away on Friday so we can be present?', 'מה נניח בצד ביום שישי כדי שנוכל להיות נוכחים?', null),
  (10, 'Which word of yours this week encouraged me?', 'איזו מילה שלך השבוע עודדה אותי?',
      'What is one thing I''d love us to learn together next week?', 'מה דבר אחד שהיה משמח אותי שנלמד יחד בשבוע הבא?',
      'What question shall we ask each other over Shabbat lunch?', 'איזו שאלה נשאל זה את זה בסעודת שבת?', null),
  (11, '"It is not good for man to be alone." When did I feel we were a team this week?', '"לא טוב היות האדם לבדו." מתי הרגשתי השבוע שאנחנו צוות?',
      'Where could I be more of a helper to you next week?', 'איפה אוכל להיות יותר עזר כנגדך בשבוע הבא?',
      'Which task before Shabbat will we do together?', 'איזו מטלה לפני שבת נעשה יחד?', 'Genesis 2:18'),
  (12, 'What did you do for the family this week that I may not have said thank you for?', 'מה עשית השבוע למשפחה שאולי לא אמרתי לך עליו תודה?',
      'What is one habit I''d like us to start next week?', 'מה הרגל אחד שהייתי רוצה שנתחיל בשבוע הבא?',
      'How shall we welcome Shabbat this week?', 'איך נקבל את השבת השבוע?', null),
  (13, 'Which of your qualities stood out to me this week?', 'איזו מתכונותיך בלטה לי השבוע?',
      'What is one place I''d love us to go next week?', 'מה מקום אחד שהיה משמח אותי שנלך אליו בשבוע הבא?',
      'What shall we bless each other with on Friday night?', 'באיזו ברכה נברך זה את זה בליל שבת?', null),
  (14, 'When did you make something hard easier for me this week?', 'מתי הקלת עליי משהו קשה השבוע?',
      'What is one thing I''d like to do better for you next week?', 'מה דבר אחד שהייתי רוצה לעשות טוב יותר בשבילך בשבוע הבא?',
      'Which quiet half hour will we keep for the two of us this Shabbat?', 'איזו חצי שעה שקטה נשמור לשנינו בשבת הזאת?', null),
  (15, '"Remember the Sabbath day to keep it holy." What did you do this week that felt holy to me?', '"זכור את יום השבת לקדשו." מה עשית השבוע שהרגיש לי קדוש?',
      'What is one thing next week that I''d like to hear your opinion on?', 'על מה בשבוע הבא הייתי רוצה לשמוע את דעתך?',
      'How will we make this Shabbat different from the weekdays?', 'איך נעשה את השבת הזאת שונה מימי החול?', 'Exodus 20:8'),
  (16, 'Which thing you said this week am I still thinking about?', 'איזה דבר שאמרת השבוע עדיין מלווה אותי?',
      'What could I take off your plate next week?', 'מה אוכל להוריד ממך בשבוע הבא?',
      'Which story from our week shall we tell at the table?', 'איזה סיפור מהשבוע שלנו נספר ליד השולחן?', null),
  (17, 'When were you patient with me this week?', 'מתי הסבלנות שלך כלפיי בלטה השבוע?',
      'What is one way we could laugh more next week?', 'איך נוכל לצחוק יותר בשבוע הבא?',
      'What would make Friday afternoon calmer for both of us?', 'מה יהפוך את יום שישי אחר הצהריים לרגוע יותר לשנינו?', null),
  (18, '"Better a dish of greens where love is." What simple moment with you did I love this week?', '"טוב ארחת ירק ואהבה שם." איזה רגע פשוט איתך אהבתי השבוע?',
      'What is one simple pleasure I''d love us to share next week?', 'איזו הנאה פשוטה היה משמח אותי שנחלוק בשבוע הבא?',
      'Which simple thing at the table will make this Shabbat ours?', 'איזה דבר פשוט בשולחן יעשה את השבת הזאת לשלנו?', 'Proverbs 15:17'),
  (19, 'What effort of yours this week did I see, even if I didn''t say so?', 'איזה מאמץ שלך ראיתי השבוע, גם אם לא אמרתי?',
      'What is one conversation I''d like us to have next week?', 'איזו שיחה אחת הייתי רוצה שננהל בשבוע הבא?',
      'What will we read or learn together this Shabbat?', 'מה נקרא או נלמד יחד בשבת הזאת?', null),
  (20, 'When did I feel close to you this week?', 'מתי הרגשתי קרבה בינינו השבוע?',
      'What is one thing I''d love us to plan together for the coming month, starting next week?', 'מה דבר אחד שהיה משמח אותי שנתכנן יחד לחודש הקרוב, החל מהשבוע הבא?',
      'Which walk shall we take after the Shabbat meal?', 'לאיזה טיול נצא אחרי סעודת השבת?', null),
  (21, 'What did you teach me this week, maybe without meaning to?', 'מה לימדת אותי השבוע, אולי בלי להתכוון?',
      'What is one morning next week I''d like to start with you?', 'איזה בוקר אחד בשבוע הבא הייתי רוצה להתחיל איתך?',
      'Which guest or neighbour could we make welcome this Shabbat?', 'איזה אורח או שכן נוכל לקבל בשבת הזאת?', null),
  (22, '"Two are better than one." When did we do better together this week?', '"טובים השנים מן האחד." מתי הצלחנו יותר יחד השבוע?',
      'What is one goal I''d like us to share next week?', 'מה מטרה אחת שהייתי רוצה שנחלוק בשבוע הבא?',
      'Which preparation for Shabbat will we share between us?', 'איזו הכנה לשבת נחלק בינינו?', 'Ecclesiastes 4:9'),
  (23, 'When did you put us first this week?', 'מתי שמת אותנו במקום הראשון השבוע?',
      'What would help me listen to you better next week?', 'מה יעזור לי להקשיב לך טוב יותר בשבוע הבא?',
      'What shall we sing together on Friday night?', 'מה נשיר יחד בליל שבת?', null),
  (24, 'What part of your day this week do I wish I had asked more about?', 'על איזה חלק מהיום שלך השבוע הייתי רוצה לשאול יותר?',
      'What is one thing I''d love you to tell me about next week?', 'על מה היה משמח אותי לשמוע ממך בשבוע הבא?',
      'What is one memory of a past Shabbat we''d like to bring back?', 'מה זיכרון אחד משבת קודמת שנרצה להחזיר?', null),
  (25, 'Which choice of yours this week made me proud?', 'איזו בחירה שלך השבוע גרמה לי גאווה?',
      'What is one way I could show you love next week that you''d notice?', 'איך אוכל להראות לך אהבה בשבוע הבא בדרך שתורגש?',
      'What will we do this Shabbat just because we enjoy it?', 'מה נעשה בשבת הזאת רק כי אנחנו נהנים מזה?', null),
  (26, '"Pleasant words are a honeycomb." Which pleasant word of yours do I remember from this week?', '"צוף דבש אמרי נעם." איזו מילה נעימה שלך נשארה איתי מהשבוע?',
      'What is one kind thing I''d like to say to you more often next week?', 'מה דבר טוב אחד שהייתי רוצה לומר לך לעתים קרובות יותר בשבוע הבא?',
      'Which kind words shall we say to each other before Kiddush?', 'אילו מילים טובות נאמר זה לזה לפני הקידוש?', 'Proverbs 16:24'),
  (27, 'When did you make me feel understood this week?', 'מתי הרגשתי שהבנת אותי השבוע?',
      'What is one evening routine I''d like us to try next week?', 'איזה הרגל ערב אחד הייתי רוצה שננסה בשבוע הבא?',
      'Which corner of the home will we make ready for Shabbat together?', 'איזו פינה בבית נכין יחד לשבת?', null),
  (28, 'What did you give up this week for someone else?', 'על מה ויתרת השבוע בשביל מישהו אחר?',
      'What is one thing I''d like to thank you for in advance, next week?', 'על מה הייתי רוצה להודות לך מראש, בשבוע הבא?',
      'Who shall we call before Shabbat comes in?', 'למי נתקשר לפני כניסת השבת?', null),
  (29, 'Which of your habits do I love more than I say?', 'איזה הרגל שלך אהוב עליי יותר ממה שיוצא לי להגיד?',
      'What is one worry I''d like to share with you next week, calmly?', 'איזו דאגה אחת הייתי רוצה לשתף אותך בה בשבוע הבא, ברוגע?',
      'What is one thing we''ll thank God for together this Shabbat?', 'על מה נודה יחד לה'' בשבת הזאת?', null),
  (30, '"A home is built with wisdom." What wise thing did you do for our home this week?', '"בחכמה יבנה בית." איזה דבר חכם עשית השבוע למען הבית שלנו?',
      'What is one decision I''d like us to make together next week?', 'איזו החלטה אחת הייתי רוצה שנקבל יחד בשבוע הבא?',
      'What will make our Shabbat table feel like home this week?', 'מה יגרום לשולחן השבת שלנו להרגיש בית השבוע?', 'Proverbs 24:3'),
  (31, 'When did you make me laugh this week?', 'מתי הצחקת אותי השבוע?',
      'What is one fun thing I''d love to do with you next week?', 'מה דבר כיפי אחד שהיה משמח אותי לעשות איתך בשבוע הבא?',
      'Which game or riddle shall we bring to the table?', 'איזה משחק או חידה נביא לשולחן?', null),
  (32, 'What did you notice about me this week that I appreciated?', 'במה שמת לב אליי השבוע שהערכתי?',
      'What would I like more of from us next week?', 'ממה הייתי רוצה יותר מאיתנו בשבוע הבא?',
      'Which Shabbat rest do you most need, and how can I help you have it?', 'איזו מנוחת שבת הכי חסרה לך, ואיך אוכל לעזור לך לקבל אותה?', null),
  (33, 'When did you forgive me quickly this week?', 'מתי סלחת לי מהר השבוע?',
      'What is one thing I''d like to apologise for and do differently next week?', 'על מה הייתי רוצה להתנצל ולעשות אחרת בשבוע הבא?',
      'How will we make peace the first thing we bring into Shabbat?', 'איך נביא את השלום ראשון אל תוך השבת?', null),
  (34, '"Blessing is found in a home because of her." Where did I see blessing in our home this week?', '"אין ברכה מצויה בתוך ביתו של אדם אלא בשביל אשתו." איפה ראיתי ברכה בבית שלנו השבוע?',
      'How can I honour you next week in a way you''ll feel?', 'איך אוכל לכבד אותך בשבוע הבא בדרך שתורגש?',
      'Which honour shall we give each other at the Shabbat table?', 'איזה כבוד ניתן זה לזה ליד שולחן השבת?', 'Bava Metzia 59a'),
  (35, 'What did you handle this week that I know was not easy?', 'במה טיפלת השבוע שלא היה קל, וראיתי את זה?',
      'What is one day next week I could make easier for you?', 'איזה יום אחד בשבוע הבא אוכל להקל עליך?',
      'What will we let go of when the candles are lit?', 'ממה נרפה כשהנרות יידלקו?', null),
  (36, 'Which thank-you did I forget to say this week?', 'איזו תודה שכחתי לומר השבוע?',
      'What is one plan I''d like to hear your dream for, next week?', 'על איזו תוכנית הייתי רוצה לשמוע את החלום שלך בשבוע הבא?',
      'Which blessing over the children, or over each other, will we say slowly this week?', 'איזו ברכה, לילדים או זה לזה, נאמר השבוע לאט?', null),
  (37, '"I am my beloved''s and my beloved is mine." When did I feel yours this week?', '"אני לדודי ודודי לי." מתי הרגשתי שלך השבוע?',
      'What is one way I''d like us to make time for each other next week?', 'איך הייתי רוצה שנפנה זמן זה לזה בשבוע הבא?',
      'What is one thing just for the two of us this Shabbat?', 'מה דבר אחד רק לשנינו בשבת הזאת?', 'Song of Songs 2:16'),
  (38, 'Which small thing you did this week made a big difference?', 'איזה דבר קטן שעשית השבוע עשה הבדל גדול?',
      'What is one thing I''d love us to tidy or fix together next week?', 'מה דבר אחד שהיה משמח אותי שנסדר או נתקן יחד בשבוע הבא?',
      'When will we rest together this Shabbat, with nothing to do?', 'מתי ננוח יחד בשבת הזאת, בלי שום דבר לעשות?', null),
  (39, 'When did you stay calm for both of us this week?', 'מתי שמרת על רוגע בשביל שנינו השבוע?',
      'What could we do next week when one of us is tired?', 'מה נוכל לעשות בשבוע הבא כשאחד מאיתנו עייף?',
      'Which part of the Shabbat meal shall we make slower?', 'איזה חלק מסעודת השבת נעשה לאט יותר?', null),
  (40, 'What hope of yours did I hear this week?', 'איזו תקווה שלך שמעתי השבוע?',
      'What is one step toward your hope I could help with next week?', 'מה צעד אחד לקראת התקווה שלך שאוכל לעזור בו בשבוע הבא?',
      'What shall we wish each other for the week after Shabbat?', 'מה נאחל זה לזה לשבוע שאחרי השבת?', null),
  (41, '"A soft answer turns away anger." When did you answer me softly this week?', '"מענה רך ישיב חמה." מתי ענית לי ברכות השבוע?',
      'What is one hard topic I''d like us to talk about gently next week?', 'מה נושא קשה אחד שהייתי רוצה שנדבר עליו בעדינות בשבוע הבא?',
      'How will we keep this Shabbat free of arguments?', 'איך נשמור על השבת הזאת בלי ויכוחים?', 'Proverbs 15:1'),
  (42, 'Which time this week did you think of me first?', 'מתי השבוע חשבת עליי קודם?',
      'What is one thing I''d love us to do without the phones next week?', 'מה דבר אחד שהיה משמח אותי שנעשה בלי טלפונים בשבוע הבא?',
      'Which hour of Shabbat will be ours alone?', 'איזו שעה בשבת תהיה רק שלנו?', null),
  (43, 'What did I learn about you this week?', 'מה למדתי עליך השבוע?',
      'What is one question I''d like to ask you next week?', 'מה שאלה אחת שהייתי רוצה לשאול אותך בשבוע הבא?',
      'What will we tell each other about our week on Friday night?', 'מה נספר זה לזה על השבוע שלנו בליל שבת?', null),
  (44, 'When did you keep a promise to me this week?', 'מתי קיימת הבטחה שנתת לי השבוע?',
      'What is one promise I''d like to keep for you next week?', 'איזו הבטחה אחת הייתי רוצה לקיים בשבילך בשבוע הבא?',
      'What shall we prepare the night before, so Friday is easy?', 'מה נכין מהערב הקודם כדי שיום שישי יהיה קל?', null),
  (45, '"It is good to give thanks to the Lord." What am I thankful for about you this week?', '"טוב להדות לה''." על מה אני מודה עליך השבוע?',
      'What is one thing I''d like to thank you for out loud next week?', 'על מה הייתי רוצה להודות לך בקול בשבוע הבא?',
      'Which thanks shall we say together over the challah?', 'איזו תודה נאמר יחד על החלות?', 'Psalms 92:2'),
  (46, 'Which help of yours came at just the right time this week?', 'איזו עזרה שלך הגיעה בדיוק בזמן השבוע?',
      'What is one time next week I''d like to help you without being asked?', 'מתי בשבוע הבא הייתי רוצה לעזור לך עוד לפני שתהיה בקשה?',
      'What is one Shabbat tradition we''d like to start?', 'איזה מנהג שבת אחד נרצה להתחיל?', null),
  (47, 'When did you make a guest or a friend feel at home this week?', 'מתי גרמת לאורח או לחבר להרגיש בבית השבוע?',
      'What is one friend I''d like us to see together next week?', 'איזה חבר אחד הייתי רוצה שנפגוש יחד בשבוע הבא?',
      'How will we make room at our table this Shabbat?', 'איך נפנה מקום ליד השולחן שלנו בשבת הזאת?', null),
  (48, 'What did you do this week just because you love me?', 'מה עשית השבוע רק מתוך אהבה אליי?',
      'What is one way I''d like to say "I love you" next week?', 'איך הייתי רוצה להראות לך את האהבה שלי בשבוע הבא?',
      'Which flower, candle or cloth will make the table festive?', 'איזה פרח, נר או מפה יעשו את השולחן חגיגי?', null),
  (49, 'Which part of our week together would I want to live again?', 'איזה חלק מהשבוע שלנו יחד הייתי רוצה לחיות שוב?',
      'What is one thing I''d like to stop doing next week, for us?', 'מה דבר אחד שהייתי רוצה להפסיק לעשות בשבוע הבא, למעננו?',
      'What will we leave for after Shabbat, on purpose?', 'מה נשאיר בכוונה לאחרי השבת?', null),
  (50, '"Love covers all offences." Where did your love cover a mistake of mine this week?', '"על כל פשעים תכסה אהבה." איפה האהבה שלך כיסתה על טעות שלי השבוע?',
      'What is one thing I''d like to let go of between us next week?', 'ממה הייתי רוצה שנרפה בינינו בשבוע הבא?',
      'How will we start this Shabbat with a clean slate?', 'איך נתחיל את השבת הזאת בדף חדש?', 'Proverbs 10:12'),
  (51, 'When did you show strength this week?', 'מתי הראית כוח השבוע?',
      'What is one thing I''d like to celebrate with you next week?', 'מה דבר אחד שהייתי רוצה לחגוג איתך בשבוע הבא?',
      'What will we celebrate at the table this Shabbat?', 'מה נחגוג ליד השולחן בשבת הזאת?', null),
  (52, 'What did you do this week that I want our children, or our friends, to learn from?', 'מה עשית השבוע שהייתי רוצה שילדינו, או חברינו, ילמדו ממנו?',
      'What is one small gift of time I''d like to give you next week?', 'איזו מתנה קטנה של זמן הייתי רוצה לתת לך בשבוע הבא?',
      'Which Shabbat moment will we put our full attention on?', 'לאיזה רגע בשבת ניתן את מלוא תשומת הלב?', null),
  (53, 'Which conversation with you this week meant the most to me?', 'איזו שיחה איתך השבוע הייתה הכי משמעותית בשבילי?',
      'What is one conversation I''d like to continue next week?', 'איזו שיחה הייתי רוצה שנמשיך בשבוע הבא?',
      'What will we talk about on our Shabbat walk?', 'על מה נדבר בטיול השבת שלנו?', null),
  (54, 'When did you make me feel at peace this week?', 'מתי גרמת לי להרגיש שלווה השבוע?',
      'What would bring a little more shalom bayit next week?', 'מה יביא עוד קצת שלום בית בשבוע הבא?',
      'How will we bring shalom into our home as Shabbat comes in?', 'איך נכניס שלום לבית שלנו כשהשבת נכנסת?', null)
on conflict (id) do update set
  appreciate_en = excluded.appreciate_en, appreciate_he = excluded.appreciate_he,
  next_week_en = excluded.next_week_en, next_week_he = excluded.next_week_he,
  shabbat_en = excluded.shabbat_en, shabbat_he = excluded.shabbat_he, source = excluded.source;


-- ─── weeks and answers ────────────────────────────────────────────────────────────────────────

create table if not exists public.checkin_weeks (
  id uuid primary key default gen_random_uuid(),
  -- null once the link is removed: the check-ins have ended, the history stays with its people.
  relationship_id uuid references public.relationships (id) on delete set null,
  person_a uuid not null references auth.users (id) on delete cascade,
  person_b uuid not null references auth.users (id) on delete cascade,
  -- The Shabbat (a Saturday) inside the week.
  week_of date not null,
  prompt_id integer not null references public.checkin_prompts (id),
  -- After this the partner's answers show even if one of the two never answered.
  closes_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint checkin_weeks_people_ordered check (person_a < person_b),
  constraint checkin_weeks_on_shabbat check (extract(dow from week_of) = 6)
);
create unique index if not exists checkin_weeks_link_week_key on public.checkin_weeks (relationship_id, week_of);
create index if not exists checkin_weeks_person_a_idx on public.checkin_weeks (person_a, week_of desc);
create index if not exists checkin_weeks_person_b_idx on public.checkin_weeks (person_b, week_of desc);

create table if not exists public.checkin_answers (
  week_id uuid not null references public.checkin_weeks (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade,
  -- All three null when the week was skipped.
  appreciated text,
  next_week text,
  shabbat_plan text,
  skipped boolean not null default false,
  answered_at timestamptz not null default now(),
  primary key (week_id, author_id),
  constraint checkin_answers_text_caps check (
    coalesce(char_length(appreciated), 0) <= 1000 and coalesce(char_length(next_week), 0) <= 1000
    and coalesce(char_length(shabbat_plan), 0) <= 1000),
  constraint checkin_answers_skip_or_answer check (
    (skipped and appreciated is null and next_week is null and shabbat_plan is null)
    or (not skipped and coalesce(appreciated, next_week, shabbat_plan) is not null))
);
create index if not exists checkin_answers_author_idx on public.checkin_answers (author_id);

-- What the scheduler has planned and sent, one row per thing that is sent once: a week's
-- invitation and reminder for a person, an anniversary of a year, a milestone of the couple.
-- Private: no API role reads it; the functions below do.
create table if not exists private.checkin_sends (
  key text primary key,
  kind text not null check (kind in ('invitation', 'reminder', 'anniversary', 'first_checkin', 'weeks_10', 'weeks_25', 'weeks_52')),
  person_id uuid not null references auth.users (id) on delete cascade,
  week_id uuid references public.checkin_weeks (id) on delete cascade,
  relationship_id uuid references public.relationships (id) on delete cascade,
  due_at timestamptz not null,
  sent_at timestamptz,
  -- anniversary: the wedding_date and calendar it was planned for, checked again when sent.
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index if not exists checkin_sends_due_idx on private.checkin_sends (due_at) where sent_at is null;
create index if not exists checkin_sends_person_idx on private.checkin_sends (person_id);

alter table public.checkin_weeks enable row level security;
alter table public.checkin_answers enable row level security;
-- Read through RLS; written only by the functions below (security definer).
revoke all on public.checkin_weeks from anon, authenticated;
revoke all on public.checkin_answers from anon, authenticated;
grant select on public.checkin_weeks, public.checkin_answers to authenticated;
grant all on public.checkin_weeks, public.checkin_answers to service_role;

-- The couple types that check in.
create or replace function private.checkin_couple_active(relationship uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.relationships r
    where r.id = relationship
      and r.connection_state = 'accepted'
      and r.relation_type in ('spouse', 'partner_pre_marriage')
      and not private.is_blocked_either_way(r.user_id, r.related_user_id)
  )
$$;
revoke execute on function private.checkin_couple_active(uuid) from public, anon, authenticated;
grant execute on function private.checkin_couple_active(uuid) to authenticated, service_role;

-- The Shabbat that names the week containing `at` (weeks turn on Tuesday 00:00 UTC).
create or replace function private.checkin_week_of(at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select d + ((6 - extract(dow from d)::int + 7) % 7)
  from (select ((at at time zone 'UTC')::date - 2) as d) x
$$;

create or replace function private.checkin_closes_at(week_of date)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select ((week_of + 3)::timestamp) at time zone 'UTC'
$$;

-- Both partners answered (a skip is not an answer), or the week closed.
create or replace function private.checkin_revealed(week uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.checkin_weeks w where w.id = week and w.closes_at <= now())
      or (select count(*) from public.checkin_answers a where a.week_id = week and not a.skipped) = 2
$$;
revoke execute on function private.checkin_revealed(uuid) from public, anon, authenticated;
grant execute on function private.checkin_revealed(uuid) to authenticated, service_role;

-- Whether `reader` may read `author`'s answer of `week`: the author always; the partner once the
-- week is revealed and while the couple's link still stands; nobody else.
create or replace function private.checkin_may_read_answer(week uuid, author uuid, reader uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select reader is not null and (
    reader = author
    or exists (
      select 1 from public.checkin_weeks w
      where w.id = week
        and reader in (w.person_a, w.person_b) and author in (w.person_a, w.person_b)
        and w.relationship_id is not null
        and private.checkin_couple_active(w.relationship_id)
        and private.checkin_revealed(week)
    )
  )
$$;
revoke execute on function private.checkin_may_read_answer(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function private.checkin_may_read_answer(uuid, uuid, uuid) to authenticated, service_role;

drop policy if exists "checkin_weeks: the two people read" on public.checkin_weeks;
create policy "checkin_weeks: the two people read" on public.checkin_weeks
  for select to authenticated
  using ((select auth.uid()) in (person_a, person_b));

drop policy if exists "checkin_answers: author, and partner once revealed" on public.checkin_answers;
create policy "checkin_answers: author, and partner once revealed" on public.checkin_answers
  for select to authenticated
  using (author_id = (select auth.uid()) or private.checkin_may_read_answer(week_id, author_id, (select auth.uid())));

-- As every table of the app (20261125000100_guests_are_visitors): a guest is a visitor.
drop policy if exists "guests: registered users only" on public.checkin_weeks;
create policy "guests: registered users only" on public.checkin_weeks as restrictive for all to authenticated
  using (not (select private.is_guest())) with check (not (select private.is_guest()));
drop policy if exists "guests: registered users only" on public.checkin_answers;
create policy "guests: registered users only" on public.checkin_answers as restrictive for all to authenticated
  using (not (select private.is_guest())) with check (not (select private.is_guest()));


-- ─── starting a week ──────────────────────────────────────────────────────────────────────────

-- The week row of a couple link for the week containing `at`, made if missing — when the link is
-- an active couple and a side has weekly check-ins on; else null.
create or replace function private.checkin_week_for(relationship uuid, at timestamptz default now())
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.relationships%rowtype;
  week date := private.checkin_week_of(at);
  made uuid;
  prompts integer;
begin
  select * into r from public.relationships x where x.id = relationship;
  if not found or not private.checkin_couple_active(relationship) then
    return null;
  end if;
  select w.id into made from public.checkin_weeks w where w.relationship_id = relationship and w.week_of = week;
  if made is not null then
    return made;
  end if;
  if not exists (
    select 1 from public.notification_preferences p
    where p.user_id in (r.user_id, r.related_user_id) and p.weekly_checkins
  ) then
    return null;
  end if;
  select count(*) into prompts from public.checkin_prompts;
  insert into public.checkin_weeks (relationship_id, person_a, person_b, week_of, prompt_id, closes_at)
  values (relationship, least(r.user_id, r.related_user_id), greatest(r.user_id, r.related_user_id), week,
          ((extract(week from week)::int - 1) % prompts) + 1, private.checkin_closes_at(week))
  on conflict (relationship_id, week_of) do nothing
  returning id into made;
  if made is null then
    select w.id into made from public.checkin_weeks w where w.relationship_id = relationship and w.week_of = week;
  end if;
  return made;
end
$$;
revoke execute on function private.checkin_week_for(uuid, timestamptz) from public, anon, authenticated;

-- The caller's couple link (the newest active one), or null.
create or replace function private.checkin_couple_of(person uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.relationships r
  where (r.user_id = person or r.related_user_id = person)
    and private.checkin_couple_active(r.id)
  order by (r.relation_type = 'spouse') desc, r.created_at desc
  limit 1
$$;
revoke execute on function private.checkin_couple_of(uuid) from public, anon, authenticated;


-- ─── reading: this week and the history ───────────────────────────────────────────────────────

-- One week as the caller sees it: the prompts, their own answer, and the partner's only when the
-- rule above allows it (partnerAnswered says whether they have, not what).
create or replace function private.checkin_week_json(week uuid, reader uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'weekId', w.id,
    'weekOf', w.week_of,
    'closesAt', w.closes_at,
    'open', w.closes_at > now() and w.relationship_id is not null and private.checkin_couple_active(w.relationship_id),
    'revealed', private.checkin_revealed(w.id),
    'partnerId', case when w.person_a = reader then w.person_b else w.person_a end,
    'prompt', jsonb_build_object(
      'id', p.id, 'source', p.source,
      'en', jsonb_build_array(p.appreciate_en, p.next_week_en, p.shabbat_en),
      'he', jsonb_build_array(p.appreciate_he, p.next_week_he, p.shabbat_he)),
    'mine', (select jsonb_build_object('answers', jsonb_build_array(a.appreciated, a.next_week, a.shabbat_plan),
                                       'skipped', a.skipped, 'answeredAt', a.answered_at)
               from public.checkin_answers a where a.week_id = w.id and a.author_id = reader),
    'partnerAnswered', exists (select 1 from public.checkin_answers a
                               where a.week_id = w.id and a.author_id <> reader and not a.skipped),
    'theirs', (select jsonb_build_object('answers', jsonb_build_array(a.appreciated, a.next_week, a.shabbat_plan),
                                         'skipped', a.skipped, 'answeredAt', a.answered_at)
                 from public.checkin_answers a
                where a.week_id = w.id and a.author_id <> reader
                  and private.checkin_may_read_answer(w.id, a.author_id, reader))
  )
  from public.checkin_weeks w join public.checkin_prompts p on p.id = w.prompt_id
  where w.id = week and reader in (w.person_a, w.person_b)
$$;
revoke execute on function private.checkin_week_json(uuid, uuid) from public, anon, authenticated;

-- Weeks in a row, up to the newest, that both partners answered (the current week counts once
-- both have answered; while it waits, the run before it still stands).
create or replace function private.checkin_streak(relationship uuid)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  streak integer := 0;
  w record;
  first boolean := true;
begin
  for w in
    select x.id, (select count(*) from public.checkin_answers a where a.week_id = x.id and not a.skipped) as answered,
           x.closes_at > now() as open
      from public.checkin_weeks x where x.relationship_id = relationship order by x.week_of desc
  loop
    if w.answered = 2 then
      streak := streak + 1;
    elsif not (first and w.open) then
      exit;
    end if;
    first := false;
  end loop;
  return streak;
end
$$;
revoke execute on function private.checkin_streak(uuid) from public, anon, authenticated;

-- The "This week" card and the check-in screen: { week, streak, partnerName } for the caller's
-- couple, starting this week's row if needed; null when the caller has no couple link, or
-- neither side has weekly check-ins on.
create or replace function public.checkin_this_week()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  couple uuid;
  week uuid;
  partner uuid;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to see your weekly check-in.' using errcode = '42501';
  end if;
  couple := private.checkin_couple_of(caller);
  if couple is null then
    return null;
  end if;
  week := private.checkin_week_for(couple);
  if week is null then
    return null;
  end if;
  select case when r.user_id = caller then r.related_user_id else r.user_id end into partner
    from public.relationships r where r.id = couple;
  return jsonb_build_object(
    'week', private.checkin_week_json(week, caller),
    'streak', private.checkin_streak(couple),
    'partnerName', private.notification_name(partner),
    'relationshipId', couple
  );
end
$$;
revoke execute on function public.checkin_this_week() from public, anon, authenticated;
grant execute on function public.checkin_this_week() to authenticated;

-- Past weeks of the caller, newest first (each as checkin_week_json), the current one excluded.
create or replace function public.checkin_history(max_weeks integer default 52)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to see your weekly check-ins.' using errcode = '42501';
  end if;
  if max_weeks is null or max_weeks < 1 or max_weeks > 520 then
    raise exception 'Ask for between 1 and 520 weeks of history.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(private.checkin_week_json(w.id, caller) order by w.week_of desc)
      from (select x.id, x.week_of from public.checkin_weeks x
             where caller in (x.person_a, x.person_b) and x.week_of < private.checkin_week_of(now())
             order by x.week_of desc limit max_weeks) w
  ), '[]'::jsonb);
end
$$;
revoke execute on function public.checkin_history(integer) from public, anon, authenticated;
grant execute on function public.checkin_history(integer) to authenticated;


-- ─── answering and skipping ───────────────────────────────────────────────────────────────────

-- The week, checked for the caller: theirs, still open, the link still a couple, not yet revealed
-- with an answer of theirs in it. Raises the sentence the app shows.
create or replace function private.checkin_week_to_write(week uuid, caller uuid)
returns public.checkin_weeks
language plpgsql
security definer
set search_path = ''
as $$
declare
  w public.checkin_weeks%rowtype;
begin
  if caller is null or private.is_guest() then
    raise exception 'Sign in to answer the weekly check-in.' using errcode = '42501';
  end if;
  if week is null then
    raise exception 'Choose the week to answer.' using errcode = '22023';
  end if;
  select * into w from public.checkin_weeks x where x.id = week and caller in (x.person_a, x.person_b);
  if not found then
    raise exception 'This check-in was not found.' using errcode = 'P0002';
  end if;
  if w.relationship_id is null or not private.checkin_couple_active(w.relationship_id) then
    raise exception 'These check-ins ended when the link was removed.' using errcode = 'P0001';
  end if;
  if w.closes_at <= now() then
    raise exception 'This week''s check-in has closed.' using errcode = 'P0001';
  end if;
  if private.checkin_revealed(w.id)
     and exists (select 1 from public.checkin_answers a where a.week_id = w.id and a.author_id = caller) then
    raise exception 'You have both answered: this week''s answers are shared and stay as they are.' using errcode = 'P0001';
  end if;
  return w;
end
$$;
revoke execute on function private.checkin_week_to_write(uuid, uuid) from public, anon, authenticated;

-- The caller's row of the week, written or rewritten (an answer, or a skip with no text); a week
-- that becomes complete notes its milestones. Returns the week as the caller now sees it.
create or replace function private.checkin_write(week uuid, caller uuid, one text, two text, three text, skip boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.checkin_answers (week_id, author_id, appreciated, next_week, shabbat_plan, skipped, answered_at)
  values (week, caller, one, two, three, skip, now())
  on conflict on constraint checkin_answers_pkey do update
    set appreciated = excluded.appreciated, next_week = excluded.next_week,
        shabbat_plan = excluded.shabbat_plan, skipped = excluded.skipped, answered_at = excluded.answered_at;
  perform private.checkin_note_milestones(week);
  return private.checkin_week_json(week, caller);
end
$$;
revoke execute on function private.checkin_write(uuid, uuid, text, text, text, boolean) from public, anon, authenticated;

-- Writes (or rewrites, until both have answered) the caller's three answers. Empty text counts as
-- no answer; at least one is needed, each at most 1,000 characters.
create or replace function public.answer_checkin(
  week_id uuid,
  appreciated text default null,
  next_week text default null,
  shabbat_plan text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  w public.checkin_weeks%rowtype;
  one text := nullif(btrim(coalesce(appreciated, '')), '');
  two text := nullif(btrim(coalesce(next_week, '')), '');
  three text := nullif(btrim(coalesce(shabbat_plan, '')), '');
begin
  w := private.checkin_week_to_write(week_id, caller);
  if one is null and two is null and three is null then
    raise exception 'Write at least one answer, or skip this week.' using errcode = '22023';
  end if;
  if greatest(char_length(one), char_length(two), char_length(three)) > 1000 then
    raise exception 'An answer is too long (at most 1,000 characters).' using errcode = '22001';
  end if;
  return private.checkin_write(w.id, caller, one, two, three, false);
end
$$;
revoke execute on function public.answer_checkin(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.answer_checkin(uuid, text, text, text) to authenticated;

-- Skips the week for the caller (answers written before are dropped). Nobody is told.
create or replace function public.skip_checkin(week_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  w public.checkin_weeks%rowtype;
begin
  w := private.checkin_week_to_write(week_id, caller);
  return private.checkin_write(w.id, caller, null, null, null, true);
end
$$;
revoke execute on function public.skip_checkin(uuid) from public, anon, authenticated;
grant execute on function public.skip_checkin(uuid) to authenticated;


-- ─── milestones of the check-ins ──────────────────────────────────────────────────────────────

-- When a week becomes complete (both answered): the first one together, and 10 / 25 / 52 weeks
-- of check-ins, each sent once to each partner (relationship_milestones switch). send-notification
-- holds the push of someone inside Shabbat until havdalah.
create or replace function private.checkin_note_milestones(week uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  w public.checkin_weeks%rowtype;
  done integer;
  kind text;
  person uuid;
  partner uuid;
  claimed text;
  title_en text;
  title_he text;
  body_en text;
  body_he text;
begin
  select * into w from public.checkin_weeks x where x.id = week;
  if not found or w.relationship_id is null
     or (select count(*) from public.checkin_answers a where a.week_id = week and not a.skipped) < 2 then
    return;
  end if;
  select count(*) into done from public.checkin_weeks x
   where x.relationship_id = w.relationship_id
     and (select count(*) from public.checkin_answers a where a.week_id = x.id and not a.skipped) = 2;
  kind := case done when 1 then 'first_checkin' when 10 then 'weeks_10' when 25 then 'weeks_25' when 52 then 'weeks_52' end;
  if kind is null then
    return;
  end if;
  foreach person in array array[w.person_a, w.person_b] loop
    partner := case when person = w.person_a then w.person_b else w.person_a end;
    if kind = 'first_checkin' then
      title_en := 'Your first check-in together';
      title_he := 'השיחה השבועית הראשונה שלכם יחד';
      body_en := 'You and ' || coalesce(private.notification_name(partner), 'your partner') || ' both answered. Open it to read each other''s words.';
      body_he := 'ענית, וגם ' || coalesce(private.notification_name(partner), 'בן או בת הזוג') || '. פתחו כדי לקרוא זה את דברי זה.';
    else
      title_en := done || ' weeks of check-ins';
      title_he := done || ' שבועות של שיחות שבועיות';
      body_en := 'You have answered ' || done || ' weeks together. Thank you for making time for each other.';
      body_he := 'עניתם יחד ' || done || ' שבועות. תודה שאתם מפנים זמן זה לזה.';
    end if;
    claimed := null;
    insert into private.checkin_sends (key, kind, person_id, week_id, relationship_id, due_at, sent_at)
    values (kind || ':' || w.relationship_id || ':' || person, kind, person, w.id, w.relationship_id, now(), now())
    on conflict (key) do nothing
    returning key into claimed;
    if claimed is not null then
      perform private.notify_person(person, partner, 'checkin_' || kind, 'relationship_milestones',
        title_en, title_he, body_en, body_he,
        jsonb_build_object('url', '/relationships/check-in', 'weekId', w.id, 'milestone', kind));
    end if;
  end loop;
end
$$;
revoke execute on function private.checkin_note_milestones(uuid) from public, anon, authenticated;


-- ─── the scheduler's side ─────────────────────────────────────────────────────────────────────

-- What the weekly-checkins function must put a time on (service role only): starts this week's row
-- for every active couple, then lists
--   invitations: each person of an open week without one yet (with their place and chosen day);
--   reminders:   each person of an open week whose partner answered and who has not, without one;
--   anniversaries: each person of a spouse link with a wedding date and no anniversary planned.
create or replace function public.checkin_schedule_work(as_of timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  couple uuid;
begin
  if as_of is null then
    raise exception 'as_of must be a time.' using errcode = '22023';
  end if;
  -- Only couples without this week's row: after the first run of a week this reads, not writes.
  for couple in
    select r.id from public.relationships r
     where r.connection_state = 'accepted' and r.relation_type in ('spouse', 'partner_pre_marriage')
       and not exists (select 1 from public.checkin_weeks w
                        where w.relationship_id = r.id and w.week_of = private.checkin_week_of(as_of))
  loop
    perform private.checkin_week_for(couple, as_of);
  end loop;
  return jsonb_build_object(
    'invitations', coalesce((
      select jsonb_agg(jsonb_build_object('weekId', w.id, 'personId', p.person, 'weekOf', w.week_of,
               'closesAt', w.closes_at, 'timezone', pr.timezone, 'location', pr.location,
               'day', coalesce(np.checkin_day, 'friday')))
        from public.checkin_weeks w
        cross join lateral (values (w.person_a), (w.person_b)) p(person)
        left join public.profiles pr on pr.id = p.person
        left join public.notification_preferences np on np.user_id = p.person
       where w.closes_at > as_of and w.relationship_id is not null
         and private.checkin_couple_active(w.relationship_id)
         and coalesce(np.weekly_checkins, false)
         and not exists (select 1 from private.checkin_sends s where s.key = 'invitation:' || w.id || ':' || p.person)), '[]'::jsonb),
    'reminders', coalesce((
      select jsonb_agg(jsonb_build_object('weekId', w.id, 'personId', p.person, 'closesAt', w.closes_at,
               'partnerAnsweredAt', theirs.answered_at, 'timezone', pr.timezone, 'location', pr.location))
        from public.checkin_weeks w
        cross join lateral (values (w.person_a), (w.person_b)) p(person)
        join public.checkin_answers theirs on theirs.week_id = w.id and theirs.author_id <> p.person and not theirs.skipped
        left join public.profiles pr on pr.id = p.person
        left join public.notification_preferences np on np.user_id = p.person
       where w.closes_at > as_of and w.relationship_id is not null
         and private.checkin_couple_active(w.relationship_id)
         and coalesce(np.weekly_checkins, false)
         and not exists (select 1 from public.checkin_answers mine where mine.week_id = w.id and mine.author_id = p.person)
         and not exists (select 1 from private.checkin_sends s where s.key = 'reminder:' || w.id || ':' || p.person)), '[]'::jsonb),
    'anniversaries', coalesce((
      select jsonb_agg(jsonb_build_object('relationshipId', r.id, 'personId', p.person,
               'weddingDate', r.wedding_date, 'calendar', r.anniversary_calendar,
               'timezone', pr.timezone, 'location', pr.location,
               'after', (select max(s.data->>'day') from private.checkin_sends s
                          where s.kind = 'anniversary' and s.relationship_id = r.id and s.person_id = p.person)))
        from public.relationships r
        cross join lateral (values (r.user_id), (r.related_user_id)) p(person)
        left join public.profiles pr on pr.id = p.person
       where r.wedding_date is not null and private.checkin_couple_active(r.id) and r.relation_type = 'spouse'
         and not exists (select 1 from private.checkin_sends s
                          where s.kind = 'anniversary' and s.relationship_id = r.id and s.person_id = p.person
                            and s.sent_at is null)), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.checkin_schedule_work(timestamptz) from public, anon, authenticated;
grant execute on function public.checkin_schedule_work(timestamptz) to service_role;

-- The times the function computed (service role only): [{ kind, weekId?, relationshipId?,
-- personId, dueAt, key?, data? }]. A row already planned is left as it is. Returns how many were new.
create or replace function public.checkin_schedule_set(items jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  kind text;
  key text;
  added integer := 0;
  n integer;
begin
  if items is null or jsonb_typeof(items) <> 'array' then
    raise exception 'items must be an array.' using errcode = '22023';
  end if;
  for item in select * from jsonb_array_elements(items) loop
    kind := item->>'kind';
    if kind is null or kind not in ('invitation', 'reminder', 'anniversary') then
      raise exception 'Each item''s kind must be invitation, reminder or anniversary.' using errcode = '22023';
    end if;
    if item->>'personId' is null or item->>'dueAt' is null then
      raise exception 'Each item needs personId and dueAt.' using errcode = '22023';
    end if;
    if kind = 'anniversary' then
      if item->>'relationshipId' is null or item->>'key' is null then
        raise exception 'An anniversary needs relationshipId and key.' using errcode = '22023';
      end if;
      key := 'anniversary:' || (item->>'relationshipId') || ':' || (item->>'personId') || ':' || (item->>'key');
    else
      if item->>'weekId' is null then
        raise exception 'An invitation or a reminder needs weekId.' using errcode = '22023';
      end if;
      key := kind || ':' || (item->>'weekId') || ':' || (item->>'personId');
    end if;
    insert into private.checkin_sends (key, kind, person_id, week_id, relationship_id, due_at, data)
    values (key, kind, (item->>'personId')::uuid, (item->>'weekId')::uuid, (item->>'relationshipId')::uuid,
            (item->>'dueAt')::timestamptz, coalesce(item->'data', '{}'::jsonb))
    on conflict on constraint checkin_sends_pkey do nothing;
    get diagnostics n = row_count;
    added := added + n;
  end loop;
  return added;
end
$$;
revoke execute on function public.checkin_schedule_set(jsonb) from public, anon, authenticated;
grant execute on function public.checkin_schedule_set(jsonb) to service_role;

-- Sends what is due (the database owner: backend/src/scheduled, or pg_cron). Each is checked
-- again now: a week still open and the person still unanswered (an invitation), the partner's
-- answer there and the person's still missing (a reminder), the link and its wedding date unchanged
-- (an anniversary; a changed one is dropped and planned afresh). Returns how many were sent.
create or replace function public.send_due_checkin_notifications(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s private.checkin_sends%rowtype;
  w public.checkin_weeks%rowtype;
  r public.relationships%rowtype;
  partner uuid;
  name text;
  sent integer := 0;
  still boolean;
  years integer;
begin
  for s in
    select * from private.checkin_sends x where x.sent_at is null and x.due_at <= as_of order by x.due_at
    for update skip locked
  loop
    if s.kind in ('invitation', 'reminder') then
      select * into w from public.checkin_weeks x where x.id = s.week_id;
      partner := case when w.person_a = s.person_id then w.person_b else w.person_a end;
      still := w.closes_at > as_of and w.relationship_id is not null and private.checkin_couple_active(w.relationship_id)
        and not exists (select 1 from public.checkin_answers a where a.week_id = w.id and a.author_id = s.person_id);
      if s.kind = 'invitation' then
        -- Planned too late (a week started after its Friday): not sent a day after its time.
        still := still and s.due_at > as_of - interval '12 hours';
      end if;
      if s.kind = 'reminder' then
        still := still and exists (select 1 from public.checkin_answers a where a.week_id = w.id and a.author_id = partner and not a.skipped);
      end if;
      update private.checkin_sends set sent_at = as_of where key = s.key;
      if still then
        name := private.notification_name(partner);
        if s.kind = 'invitation' then
          perform private.notify_person(s.person_id, partner, 'checkin_invitation', 'weekly_checkins',
            'Your Erev Shabbat check-in', 'השיחה השבועית של ערב שבת',
            'Three short questions for you and ' || coalesce(name, 'your partner') || ' before Shabbat. Your answers stay private until you have both answered.',
            'שלוש שאלות קצרות לך ול' || coalesce(name, 'בן או בת הזוג') || ' לפני שבת. התשובות שלך נשארות פרטיות עד ששניכם עונים.',
            jsonb_build_object('url', '/relationships/check-in', 'weekId', w.id));
        else
          perform private.notify_person(s.person_id, partner, 'checkin_reminder', 'weekly_checkins',
            coalesce(name, 'Your partner') || ' answered this week''s check-in',
            'התשובות של ' || coalesce(name, 'בן או בת הזוג') || ' לשיחה השבועית כבר כאן',
            'Answer yours and you will both see each other''s words.',
            'ענו גם אתם ותראו שניכם את דברי זה.',
            jsonb_build_object('url', '/relationships/check-in', 'weekId', w.id));
        end if;
        sent := sent + 1;
      end if;
    elsif s.kind = 'anniversary' then
      select * into r from public.relationships x where x.id = s.relationship_id;
      if not found or not private.checkin_couple_active(r.id) or r.relation_type <> 'spouse'
         or r.wedding_date is distinct from (s.data->>'weddingDate')::date
         or r.anniversary_calendar is distinct from s.data->>'calendar' then
        delete from private.checkin_sends where key = s.key;
        continue;
      end if;
      update private.checkin_sends set sent_at = as_of where key = s.key;
      partner := case when r.user_id = s.person_id then r.related_user_id else r.user_id end;
      name := private.notification_name(partner);
      years := coalesce((s.data->>'years')::int, 0);
      perform private.notify_person(s.person_id, partner, 'checkin_anniversary', 'relationship_milestones',
        case when years > 0 then 'Happy ' || years || ' years together' else 'Happy anniversary' end,
        case when years > 0 then 'מזל טוב ל־' || years || ' שנים יחד' else 'יום נישואין שמח' end,
        'Today is your wedding anniversary with ' || coalesce(name, 'your partner') || '. "Enjoy life with the wife you love" (Ecclesiastes 9:9): perhaps tell each other one thing you would marry each other for again.',
        'היום יום הנישואין שלך עם ' || coalesce(name, 'בן או בת הזוג') || '. "ראה חיים עם אשה אשר אהבת" (קהלת ט, ט): אולי תספרו זה לזה דבר אחד שבשבילו הייתם מתחתנים שוב.',
        jsonb_build_object('url', '/relationships/check-in', 'relationshipId', r.id, 'milestone', 'anniversary', 'years', years));
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end
$$;
revoke execute on function public.send_due_checkin_notifications(timestamptz) from public, anon, authenticated;
grant execute on function public.send_due_checkin_notifications(timestamptz) to service_role;

-- Hosted Supabase: pg_cron sends what is due every minute, and asks the weekly-checkins function
-- (through pg_net, when the project has it and has stored its URL and service key in Vault as
-- 'project_url' and 'service_role_key') to plan new times every ten minutes. Without pg_cron
-- (PGlite, plain PostgreSQL) backend/src/scheduled does both.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('send-due-checkin-notifications', '* * * * *',
      'select public.send_due_checkin_notifications()')$cron$;
    if exists (select 1 from pg_extension where extname = 'pg_net')
       and exists (select 1 from pg_namespace where nspname = 'vault') then
      execute $cron$select cron.schedule('plan-weekly-checkins', '*/10 * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/weekly-checkins',
          headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization',
            'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
          body := '{"plan":"due"}'::jsonb)
      $job$)$cron$;
    end if;
  end if;
end
$$;
