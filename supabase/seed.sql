-- Demo data for a fresh database (applied once, after the migrations).
--
-- Demo accounts (all with the password  ShalomBayit!2026 ):
--   sarah@demo.shalombayit.app   Sarah Levi    id 11111111-1111-4111-8111-111111111111
--   david@demo.shalombayit.app   David Levi    id 22222222-2222-4222-8222-222222222222
--   staff@demo.shalombayit.app   Miriam (staff, can open /admin/feedback)
--                                              id 33333333-3333-4333-8333-333333333333
--   rachel@demo.shalombayit.app  Rachel Cohen  id 44444444-4444-4444-8444-444444444444
--   yossi@demo.shalombayit.app   Yossi Mizrahi id 55555555-5555-4555-8555-555555555555
--
-- Sarah and David are married, connected as spouses (accepted), share a thread, and have both
-- turned on AI partner communication and context sharing toward each other. Sarah has a private AI
-- chat about David, with partner notes. Rachel has sent Sarah a connection request (sibling) that
-- waits for Sarah's Accept / Decline / Block. Sarah has blocked Yossi, so her blocked list is not
-- empty. The staff user has two feedback items to review.

-- Accounts. The columns match what GoTrue writes (empty strings, not nulls, in its token columns)
-- so the same seed signs in on hosted Supabase and on backend/.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('ShalomBayit!2026', extensions.gen_salt('bf')), now() - interval '30 days',
  '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb,
  now() - interval '30 days', now() - interval '30 days',
  '', '', '', ''
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'sarah@demo.shalombayit.app'),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'david@demo.shalombayit.app'),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'staff@demo.shalombayit.app'),
  ('44444444-4444-4444-8444-444444444444'::uuid, 'rachel@demo.shalombayit.app'),
  ('55555555-5555-4555-8555-555555555555'::uuid, 'yossi@demo.shalombayit.app')
) as u (id, email)
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', now() - interval '1 day', now() - interval '30 days', now() - interval '30 days'
from auth.users u
where u.id in (
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
  '44444444-4444-4444-8444-444444444444',
  '55555555-5555-4555-8555-555555555555'
)
on conflict (provider_id, provider) do nothing;

insert into public.staff_members (user_id)
values ('33333333-3333-4333-8333-333333333333')
on conflict do nothing;

-- Completed profiles (onboarding done).
insert into public.profiles (
  id, display_name, first_name, last_name, gender, birth_year, date_of_birth, marital_status,
  num_children, observance_level, life_stage, languages, location, timezone, consent
) values
  ('11111111-1111-4111-8111-111111111111', 'Sarah', 'Sarah', 'Levi', 'female', 1992, '1992-04-14',
   'married', 2, 'modern_orthodox', 'young_family', array['English', 'Hebrew'], 'United States',
   'America/New_York', true),
  ('22222222-2222-4222-8222-222222222222', 'David', 'David', 'Levi', 'male', 1990, '1990-09-02',
   'married', 2, 'modern_orthodox', 'young_family', array['English', 'Hebrew'], 'United States',
   'America/New_York', true),
  ('33333333-3333-4333-8333-333333333333', 'Miriam (Support)', 'Miriam', 'Cohen', 'female', 1985,
   '1985-01-20', 'married', 3, 'traditional', 'established_family', array['English'], 'Israel',
   'Asia/Jerusalem', false),
  ('44444444-4444-4444-8444-444444444444', 'Rachel', 'Rachel', 'Cohen', 'female', 1994, '1994-11-30',
   'engaged', 0, 'traditional', 'engaged', array['English', 'Hebrew'], 'Israel', 'Asia/Jerusalem', true),
  ('55555555-5555-4555-8555-555555555555', 'Yossi', 'Yossi', 'Mizrahi', 'male', 1987, '1987-06-18',
   'divorced', 1, 'traditional', 'divorced_separated', array['English', 'Hebrew'], 'Israel',
   'Asia/Jerusalem', true)
on conflict (id) do nothing;

-- Sarah and David: connected. Rachel -> Sarah: a request waiting for Sarah.
insert into public.relationships (
  id, user_id, related_user_id, relation_type, status, notes, rabbi_involved, beit_din_involved,
  relationship_status, connection_state, created_at
) values
  ('44444444-4444-4444-8444-444444444401', '11111111-1111-4111-8111-111111111111',
   '22222222-2222-4222-8222-222222222222', 'spouse', 'married', 'Married eight years, two kids.',
   false, null, null, 'accepted', now() - interval '29 days'),
  ('44444444-4444-4444-8444-444444444402', '44444444-4444-4444-8444-444444444444',
   '11111111-1111-4111-8111-111111111111', 'sibling', null, null,
   null, null, null, 'requested', now() - interval '2 hours')
on conflict do nothing;

-- Sarah has blocked Yossi: he cannot find, ask, message or reach her in any way.
insert into public.blocks (blocker_id, blocked_id, created_at)
values ('11111111-1111-4111-8111-111111111111', '55555555-5555-4555-8555-555555555555', now() - interval '6 days')
on conflict do nothing;

-- Notification preferences: the sign-up trigger already made the defaults; David also has push.
update public.notification_preferences
   set push_enabled = true
 where user_id = '22222222-2222-4222-8222-222222222222';

-- Mutual consent: context sharing and all three AI communication types, indefinitely.
insert into public.partner_communication_consent (
  user_id, partner_user_id, emotional_bridging, timing_optimization, conflict_mediation,
  share_context, communication_triggers, boundary_keywords, temporal_consent_until
) values
  ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', true, true, true,
   true, array['when I feel unheard', 'before Shabbat'], array['in-laws', 'finances'], null),
  ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', true, true, true,
   true, array['after a long week'], array['work stress'], null)
on conflict (user_id, partner_user_id) do nothing;

-- Sarah's notes about David for the AI guide.
insert into public.partner_info (user_id, partner_user_id, info_type, info_data) values
  ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', 'personality',
   '{"text": "Calm and thoughtful, a little reserved when tired. Deeply devoted to the family."}'),
  ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', 'preferences',
   '{"text": "Loves Friday-night walks, a quiet coffee together, and learning Torah on Sunday mornings."}'),
  ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', 'communication_style',
   '{"text": "Prefers to talk things through once the kids are asleep; responds best to calm, direct words."}')
on conflict (user_id, partner_user_id, info_type) do nothing;

-- The shared thread between Sarah and David.
insert into public.conversations (id, user_id, partner_user_id, partner_context_id, title, created_at, updated_at)
values (
  '55555555-5555-4555-8555-555555555501', '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222', null, 'Sarah & David',
  now() - interval '3 days', now() - interval '20 minutes'
)
on conflict do nothing;

-- Sarah's private AI chat about David.
insert into public.conversations (id, user_id, partner_user_id, partner_context_id, title, created_at, updated_at)
values (
  '55555555-5555-4555-8555-555555555502', '11111111-1111-4111-8111-111111111111', null,
  '22222222-2222-4222-8222-222222222222', 'Private chat',
  now() - interval '2 days', now() - interval '2 days'
)
on conflict do nothing;

insert into public.messages (id, conversation_id, sender_type, sender_user_id, content, metadata, created_at) values
  -- private AI history
  ('66666666-6666-4666-8666-666666666601', '55555555-5555-4555-8555-555555555502', 'user',
   '11111111-1111-4111-8111-111111111111',
   'Erev Shabbat always gets tense at home. David comes back late from work and I am rushing with the kids. How can we make Friday afternoons calmer?',
   '{"for_partner": false}', now() - interval '2 days'),
  ('66666666-6666-4666-8666-666666666602', '55555555-5555-4555-8555-555555555502', 'ai', null,
   'Many couples feel that pre-Shabbat rush. A few ideas: agree on Thursday night who does which task, so Friday is about finishing rather than deciding; cook or set the table together as a shared mitzvah rather than a race; and take two quiet minutes together before candle lighting to let the week go. Our sages teach that a man should honour his wife more than himself (Yevamot 62b) and be careful never to cause her distress (Bava Metzia 59a): telling David calmly what would help you most is part of building shalom bayit together.',
   -- The sources as the functions store them (corpus entries with ref_he), so a Hebrew page shows
   -- יבמות סב ע״ב, not the English reference.
   '{"halachic_context_used": true, "relationship_context_used": true, "personality_context_used": true, "torah_sources": [{"id": "yevamot-62b", "ref": "Yevamot 62b", "ref_he": "יבמות סב ע״ב", "text": "…one who loves his wife as himself and honours her more than himself… of him Scripture says: you will know that your tent is at peace.", "he": "…האוהב את אשתו כגופו והמכבדה יותר מגופו… עליו הכתוב אומר וידעת כי שלום אהלך", "licence": "Hebrew/Aramaic original: public domain. English: own rendering written for Shalom Bayit, CC0-1.0."}, {"id": "bava-metzia-59a", "ref": "Bava Metzia 59a", "ref_he": "בבא מציעא נט ע״א", "text": "A person must always be careful not to hurt his wife with words, for her tears come easily and her hurt is near.", "he": "לעולם יהא אדם זהיר באונאת אשתו שמתוך שדמעתה מצויה אונאתה קרובה", "licence": "Hebrew/Aramaic original: public domain. English: own rendering written for Shalom Bayit, CC0-1.0."}], "rabbi_consultation_suggested": false}',
   now() - interval '2 days' + interval '20 seconds'),
  ('66666666-6666-4666-8666-666666666603', '55555555-5555-4555-8555-555555555502', 'user',
   '11111111-1111-4111-8111-111111111111',
   'Can you help me write him a short message asking to plan Thursday night together?',
   '{"for_partner": true}', now() - interval '2 days' + interval '2 minutes'),
  ('66666666-6666-4666-8666-666666666604', '55555555-5555-4555-8555-555555555502', 'ai', null,
   'Here is a draft: "David, I love our Shabbat table and I want us both to arrive at it calm. Could we sit together on Thursday evening for ten minutes and split the Friday jobs? It would mean a lot to me."',
   '{"for_partner": true, "halachic_context_used": false, "relationship_context_used": true, "personality_context_used": true, "torah_sources": [], "rabbi_consultation_suggested": false}',
   now() - interval '2 days' + interval '2 minutes 15 seconds'),
  -- the shared thread
  ('66666666-6666-4666-8666-666666666611', '55555555-5555-4555-8555-555555555501', 'user',
   '11111111-1111-4111-8111-111111111111',
   'David, I love our Shabbat table and I want us both to arrive at it calm. Could we sit together on Thursday evening for ten minutes and split the Friday jobs? It would mean a lot to me.',
   '{"shared_from_ai": true, "from_conversation_id": "55555555-5555-4555-8555-555555555502", "seen_by_partner": true}',
   now() - interval '2 days' + interval '5 minutes'),
  ('66666666-6666-4666-8666-666666666612', '55555555-5555-4555-8555-555555555501', 'user',
   '22222222-2222-4222-8222-222222222222',
   'Of course. Thursday after the kids are asleep? I will bring the challah order list.',
   '{"seen_by_partner": true}', now() - interval '2 days' + interval '40 minutes'),
  ('66666666-6666-4666-8666-666666666613', '55555555-5555-4555-8555-555555555501', 'user',
   '11111111-1111-4111-8111-111111111111',
   'Perfect. Thank you, this already feels lighter.',
   '{"seen_by_partner": true}', now() - interval '2 days' + interval '45 minutes'),
  ('66666666-6666-4666-8666-666666666614', '55555555-5555-4555-8555-555555555501', 'user',
   '22222222-2222-4222-8222-222222222222',
   'I will be home by 5 today. Want me to pick up flowers for the table?',
   '{}', now() - interval '20 minutes')
on conflict do nothing;

-- The new-message trigger created a notification for each message above: date them like their
-- message, and mark all but the newest as read.
update public.notifications n
   set created_at = m.created_at,
       updated_at = m.created_at,
       read = m.id <> '66666666-6666-4666-8666-666666666614'
  from public.messages m
 where n.type = 'new_message'
   and m.id = (n.data ->> 'messageId')::uuid;

insert into public.ai_partner_communications (id, from_user_id, to_user_id, ai_message, trigger_type, delivered_at)
values (
  '77777777-7777-4777-8777-777777777701', '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  'Sarah has been carrying a lot this week and would love a few quiet minutes with you before Shabbat. A warm word from you tonight would mean a great deal to her.',
  'emotional_bridging', now() - interval '1 day'
)
on conflict do nothing;

insert into public.feedback (id, user_id, name, email, feedback_type, subject, message, images, page_url, user_agent, status, admin_notes, created_at)
values
  ('88888888-8888-4888-8888-888888888801', '11111111-1111-4111-8111-111111111111', 'Sarah',
   'sarah@demo.shalombayit.app', 'feature_request', 'Shabbat reminder',
   'It would be lovely to get a gentle reminder on Thursday evenings to plan Shabbat together.',
   '{}', '/dashboard', 'Mozilla/5.0 (demo)', 'new', null, now() - interval '1 day'),
  ('88888888-8888-4888-8888-888888888802', null, null, null, 'bug_report', 'Calendar on small phones',
   'On my small phone the date picker in onboarding is cut off at the bottom.',
   '{}', '/onboarding', 'Mozilla/5.0 (Linux; Android 14) (demo)', 'in_review',
   'Reproduced on a 360 px wide screen.', now() - interval '4 days')
on conflict do nothing;
