// The words of the readable page of "Download my data" (issue 35) for the database's columns and
// for the app's choices stored in them, by column and value. The ids are written out in msg(…) so
// the catalogue check sees each one used (an id put together at run time can be checked by nothing);
// a column or a value missing here is shown as it is stored.
import type { MessageIdOf } from '@shalom/shared/i18n';
import { privacyCatalog } from './i18n/catalog';

type MessageId = MessageIdOf<typeof privacyCatalog>;
const { msg } = privacyCatalog;

/** Each column's name as a person reads it. */
export const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  id: msg('file.field.id'),
  account_id: msg('file.field.account_id'),
  email: msg('file.field.email'),
  account_created: msg('file.field.account_created'),
  display_name: msg('file.field.display_name'),
  first_name: msg('file.field.first_name'),
  last_name: msg('file.field.last_name'),
  gender: msg('file.field.gender'),
  birth_year: msg('file.field.birth_year'),
  date_of_birth: msg('file.field.date_of_birth'),
  marital_status: msg('file.field.marital_status'),
  num_children: msg('file.field.num_children'),
  observance_level: msg('file.field.observance_level'),
  life_stage: msg('file.field.life_stage'),
  languages: msg('file.field.languages'),
  location: msg('file.field.location'),
  timezone: msg('file.field.timezone'),
  consent: msg('file.field.consent'),
  ui_language: msg('file.field.ui_language'),
  created_at: msg('file.field.created_at'),
  updated_at: msg('file.field.updated_at'),
  user_id: msg('file.field.user_id'),
  related_user_id: msg('file.field.related_user_id'),
  partner_user_id: msg('file.field.partner_user_id'),
  relation_type: msg('file.field.relation_type'),
  connection_state: msg('file.field.connection_state'),
  relationship_status: msg('file.field.relationship_status'),
  status: msg('file.field.status'),
  notes: msg('file.field.notes'),
  rabbi_involved: msg('file.field.rabbi_involved'),
  beit_din_involved: msg('file.field.beit_din_involved'),
  wedding_date: msg('file.field.wedding_date'),
  anniversary_calendar: msg('file.field.anniversary_calendar'),
  relationship_id: msg('file.field.relationship_id'),
  name: msg('file.field.name'),
  blocked_at: msg('file.field.blocked_at'),
  emotional_bridging: msg('file.field.emotional_bridging'),
  timing_optimization: msg('file.field.timing_optimization'),
  conflict_mediation: msg('file.field.conflict_mediation'),
  share_context: msg('file.field.share_context'),
  communication_triggers: msg('file.field.communication_triggers'),
  boundary_keywords: msg('file.field.boundary_keywords'),
  temporal_consent_until: msg('file.field.temporal_consent_until'),
  info_type: msg('file.field.info_type'),
  info_data: msg('file.field.info_data'),
  ai_guidance: msg('file.field.ai_guidance'),
  checkin_day: msg('file.field.checkin_day'),
  new_messages: msg('file.field.new_messages'),
  push_enabled: msg('file.field.push_enabled'),
  email_enabled: msg('file.field.email_enabled'),
  weekly_checkins: msg('file.field.weekly_checkins'),
  relationship_milestones: msg('file.field.relationship_milestones'),
  feedback_type: msg('file.field.feedback_type'),
  subject: msg('file.field.subject'),
  message: msg('file.field.message'),
  page_url: msg('file.field.page_url'),
  user_agent: msg('file.field.user_agent'),
};

/** The app's choices (gender, life stage, kind of feedback…) in the words the app shows them. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, MessageId>>>> = {
  gender: {
    male: msg('file.value.gender.male'),
    female: msg('file.value.gender.female'),
    other: msg('file.value.gender.other'),
    prefer_not_to_say: msg('file.value.gender.prefer_not_to_say'),
  },
  marital_status: {
    single: msg('file.value.marital_status.single'),
    engaged: msg('file.value.marital_status.engaged'),
    married: msg('file.value.marital_status.married'),
    separated: msg('file.value.marital_status.separated'),
    divorced: msg('file.value.marital_status.divorced'),
    widowed: msg('file.value.marital_status.widowed'),
  },
  relation_type: {
    spouse: msg('file.value.relation_type.spouse'),
    partner_pre_marriage: msg('file.value.relation_type.partner_pre_marriage'),
  },
  connection_state: {
    requested: msg('file.value.connection_state.requested'),
    accepted: msg('file.value.connection_state.accepted'),
  },
  anniversary_calendar: {
    hebrew: msg('file.value.anniversary_calendar.hebrew'),
    gregorian: msg('file.value.anniversary_calendar.gregorian'),
  },
  checkin_day: {
    friday: msg('file.value.checkin_day.friday'),
    thursday: msg('file.value.checkin_day.thursday'),
  },
  info_type: {
    personality: msg('file.value.info_type.personality'),
    preferences: msg('file.value.info_type.preferences'),
    communication_style: msg('file.value.info_type.communication_style'),
  },
  ui_language: {
    en: msg('file.value.ui_language.en'),
    he: msg('file.value.ui_language.he'),
  },
  life_stage: {
    young_adult: msg('file.value.life_stage.young_adult'),
    dating_courtship: msg('file.value.life_stage.dating_courtship'),
    engaged: msg('file.value.life_stage.engaged'),
    newlywed: msg('file.value.life_stage.newlywed'),
    young_family: msg('file.value.life_stage.young_family'),
    established_family: msg('file.value.life_stage.established_family'),
    empty_nest: msg('file.value.life_stage.empty_nest'),
    middle_age: msg('file.value.life_stage.middle_age'),
    senior: msg('file.value.life_stage.senior'),
    divorced_separated: msg('file.value.life_stage.divorced_separated'),
    widowed: msg('file.value.life_stage.widowed'),
    remarried: msg('file.value.life_stage.remarried'),
  },
  feedback_type: {
    general: msg('file.value.feedback_type.general'),
    bug_report: msg('file.value.feedback_type.bug_report'),
    feature_request: msg('file.value.feedback_type.feature_request'),
    testimonial: msg('file.value.feedback_type.testimonial'),
    technical_issue: msg('file.value.feedback_type.technical_issue'),
    content_suggestion: msg('file.value.feedback_type.content_suggestion'),
  },
};
