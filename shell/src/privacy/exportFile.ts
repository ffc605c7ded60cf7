// Turns what export-my-data returns into the file a person keeps (issue 35): one .zip with
// data.json (everything, for other programs), index.html (the same, readable, in the language the
// app is shown in, right-to-left in Hebrew) and images/ (their feedback screenshots).
import { strToU8, zipSync } from 'fflate';
import { CHOICE_LABELS, FIELD_LABELS } from './exportLabels';
import { privacyCatalog } from './i18n/catalog';

type Translate = ReturnType<typeof privacyCatalog.useT>;

export interface ExportedMessage {
  id: string;
  created_at: string;
  sender: 'me' | 'them' | 'ai';
  content: string;
}
export interface ExportedConversation {
  id: string;
  kind: 'ai' | 'shared';
  with_user_id: string | null;
  about_user_id: string | null;
  closed: boolean;
  messages: ExportedMessage[];
}
export interface ExportedImage {
  path: string;
  content_type?: string;
  data_base64?: string;
  missing?: boolean;
}
/** One side of a check-in week: three answers (appreciated, next week, Shabbat plan), or a skip. */
interface ExportedCheckinSide {
  answers: (string | null)[];
  skipped: boolean;
  answered_at: string | null;
}
/** `weekly_checkins` of export_my_data(): the partner's side only where it was revealed to the reader. */
export interface ExportedCheckins {
  weeks: { week_of: string; ended: boolean; partner_id: string; prompts: { en: string[]; he: string[] }; mine: ExportedCheckinSide | null; partner: ExportedCheckinSide | null }[];
  milestones: { partner_id: string; wedding_date: string | null; anniversary_calendar: string | null }[];
  /** The invitations, reminders and milestone notes of the check-ins (not in the bell's list). */
  notifications?: ExportedNotification[];
}
export interface ExportedNotification {
  title: string;
  message: string;
  created_at: string;
}
/** A note the AI proposed to send a partner, as the sender saw it (issue 31 item 5), and what became of it. */
export interface ExportedProposal {
  to_user_id: string;
  trigger_type: string;
  ai_message: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  dismissed_at: string | null;
}
export interface ExportDocument {
  format: string;
  version: number;
  exported_at: string;
  account: { id: string; email: string | null; created_at: string };
  profile: Record<string, unknown> | null;
  relationships: Record<string, unknown>[];
  relationship_notes?: Record<string, unknown>[];
  people: Record<string, string | null>;
  blocked_people: { user_id: string; display_name: string | null; blocked_at: string }[];
  conversations: ExportedConversation[];
  consent: Record<string, unknown>[];
  partner_notes: Record<string, unknown>[];
  ai_notes: { direction: 'sent' | 'received'; other_user_id: string; trigger_type: string; ai_message: string; delivered_at: string | null }[];
  notification_preferences: Record<string, unknown> | null;
  notifications: ExportedNotification[];
  devices: { user_agent: string | null; created_at: string }[];
  feedback: { id: string; created_at: string; subject: string; message: string; images: ExportedImage[]; [key: string]: unknown }[];
  /** Absent from exports made before weekly check-ins. */
  weekly_checkins?: ExportedCheckins;
  /** Absent from exports made before proposals were exported. */
  ai_proposals?: ExportedProposal[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}


const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Columns that hold another person's id: shown as that person's name. */
const PERSON_FIELDS = new Set(['user_id', 'related_user_id', 'partner_user_id']);

/**
 * Dates of the readable page in `language`: a moment with its time, a calendar day (a wedding, a
 * week, a birthday) as that day wherever the file is opened.
 */
export function exportDateFormatter(language: string): (iso: string) => string {
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (iso) => (DAY.test(iso) ? day.format(new Date(`${iso}T00:00:00Z`)) : moment.format(new Date(iso)));
}

interface Readable {
  t: Translate;
  formatDate(iso: string): string;
  name(id: string | null): string;
  /** The reader's own id: their own id columns are left out of the page (data.json keeps them). */
  self: string;
}

/** A table's entry for a stored name, never an object's inherited property ("constructor"). */
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** One value as a person reads it: yes/no, dates, names, the app's words for its choices. */
function readableValue(key: string, value: unknown, readable: Readable): string {
  const { t, formatDate, name } = readable;
  if (typeof value === 'boolean') return value ? t('file.yes') : t('file.no');
  if (typeof value === 'string') {
    if (PERSON_FIELDS.has(key)) return name(value);
    if (DAY.test(value) || MOMENT.test(value)) return formatDate(value);
    const choice = own(own(CHOICE_LABELS, key) ?? {}, value);
    return choice ? t(choice) : value;
  }
  if (Array.isArray(value)) return value.map((item) => readableValue(key, item, readable)).join(', ');
  if (value && typeof value === 'object') {
    // A partner note's { text } is its words; anything else is shown as its data.
    const text = (value as { text?: unknown }).text;
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return String(value);
}

/** Rows of one record as a two-column table: the field's name and its value in the page's language. */
function recordTable(record: Record<string, unknown> | null | undefined, readable: Readable): string {
  const { t } = readable;
  const entries = Object.entries(record ?? {}).filter(
    ([key, value]) =>
      value !== null && value !== '' && !(Array.isArray(value) && value.length === 0) && !(PERSON_FIELDS.has(key) && value === readable.self),
  );
  if (entries.length === 0) return `<p>${escape(t('file.nothing'))}</p>`;
  const label = (key: string) => {
    const id = own(FIELD_LABELS, key);
    return id ? t(id) : key;
  };
  return `<table>${entries
    .map(([key, value]) => `<tr><th scope="row">${escape(label(key))}</th><td dir="auto">${escape(readableValue(key, value, readable))}</td></tr>`)
    .join('')}</table>`;
}

function list(records: Record<string, unknown>[] | undefined, readable: Readable): string {
  if (!records || records.length === 0) return `<p>${escape(readable.t('file.nothing'))}</p>`;
  return records.map((record) => recordTable(record, readable)).join('');
}

/** The readable page: each section of the data under its heading, conversations as transcripts. */
export function renderExportPage(data: ExportDocument, t: Translate, language: string, formatDate: (iso: string) => string, imageFiles: Map<string, string>): string {
  const name = (id: string | null) => (id && data.people[id]) || t('file.someone');
  const readable: Readable = { t, formatDate, name, self: data.account.id };
  const section = (title: string, body: string) => `<section><h2>${escape(title)}</h2>${body}</section>`;
  const conversations = data.conversations.length
    ? data.conversations
        .map((conversation) => {
          const title =
            conversation.kind === 'ai'
              ? conversation.about_user_id
                ? t('file.aiConversationAbout', { name: name(conversation.about_user_id) })
                : t('file.aiConversation')
              : t('file.sharedConversation', { name: name(conversation.with_user_id) });
          const author = (message: ExportedMessage) =>
            message.sender === 'me' ? t('file.you') : message.sender === 'ai' ? t('file.ai') : name(conversation.with_user_id);
          const messages = conversation.messages
            .map((m) => `<li><p class="meta">${escape(author(m))} · ${escape(formatDate(m.created_at))}</p><p dir="auto">${escape(m.content)}</p></li>`)
            .join('');
          return `<article><h3>${escape(title)}${conversation.closed ? ` (${escape(t('file.closed'))})` : ''}</h3>${messages ? `<ol>${messages}</ol>` : `<p>${escape(t('file.nothing'))}</p>`}</article>`;
        })
        .join('')
    : `<p>${escape(t('file.nothing'))}</p>`;
  const aiNotes = data.ai_notes.length
    ? `<ol>${data.ai_notes
        .map((note) => `<li><p class="meta">${escape(note.direction === 'sent' ? t('file.sent') : t('file.received'))} · ${escape(name(note.other_user_id))}${note.delivered_at ? ` · ${escape(formatDate(note.delivered_at))}` : ''}</p><p dir="auto">${escape(note.ai_message)}</p></li>`)
        .join('')}</ol>`
    : `<p>${escape(t('file.nothing'))}</p>`;
  const proposals = data.ai_proposals?.length
    ? `<ol>${data.ai_proposals
        .map((proposal) => `<li><p class="meta">${escape(t('file.proposalHeading', { name: name(proposal.to_user_id) }))} · ${escape(formatDate(proposal.created_at))} · ${escape(proposalOutcome(proposal, data.exported_at, t))}</p><p dir="auto">${escape(proposal.ai_message)}</p></li>`)
        .join('')}</ol>`
    : `<p>${escape(t('file.nothing'))}</p>`;
  const feedback = data.feedback.length
    ? data.feedback
        .map((item) => {
          const { images, ...rest } = item;
          const pictures = images
            .map((image, index) => {
              const file = imageFiles.get(image.path);
              return file ? `<figure><img src="${escape(file)}" alt="${escape(t('file.image', { number: index + 1 }))}"></figure>` : '';
            })
            .join('');
          return `<article>${recordTable(rest, readable)}${pictures}</article>`;
        })
        .join('')
    : `<p>${escape(t('file.nothing'))}</p>`;
  const notifications = notificationList(data.notifications, t, formatDate);
  const checkins = renderCheckins(data.weekly_checkins, t, language, formatDate, name);
  const blocked = data.blocked_people.map((b) => ({ name: b.display_name ?? t('file.someone'), blocked_at: b.blocked_at }));

  return `<!doctype html>
<html lang="${escape(language)}" dir="${language === 'he' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t('file.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}h1,h2{font-family:Georgia,serif}section{border-top:1px solid #d1d5db;margin-top:1.5rem}table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #e5e7eb;padding:.25rem .5rem;text-align:start;vertical-align:top}th{width:30%;font-weight:600}ol{padding-inline-start:1.25rem}.meta{color:#6b7280;font-size:.85rem;margin:0}li p{margin:.1rem 0 .6rem}img{max-width:100%}</style></head>
<body><h1>${escape(t('file.title'))}</h1><p>${escape(t('file.intro', { date: formatDate(data.exported_at) }))}</p>
${section(t('file.account'), recordTable({ account_id: data.account.id, email: data.account.email, account_created: data.account.created_at }, readable))}
${section(t('file.profile'), recordTable(data.profile, readable))}
${section(t('file.relationships'), list(data.relationships, readable))}
${data.relationship_notes ? section(t('file.relationshipNotes'), list(data.relationship_notes, readable)) : ''}
${section(t('file.blocked'), list(blocked, readable))}
${section(t('file.conversations'), conversations)}
${section(t('file.consent'), list(data.consent, readable))}
${section(t('file.partnerNotes'), list(data.partner_notes, readable))}
${section(t('file.aiNotes'), aiNotes)}
${section(t('file.aiProposals'), proposals)}
${section(t('file.preferences'), recordTable(data.notification_preferences, readable))}
${section(t('file.notifications'), notifications)}
${section(t('file.devices'), list(data.devices, readable))}
${section(t('file.feedback'), feedback)}
${section(t('file.checkins'), checkins)}
</body></html>`;
}

/** What became of a proposal: sent, set aside with Not now, expired unanswered, or still waiting when the file was made. */
function proposalOutcome(proposal: ExportedProposal, exportedAt: string, t: Translate): string {
  if (proposal.used_at) return t('file.proposalSent');
  if (proposal.dismissed_at) return t('file.proposalDismissed');
  if (Date.parse(proposal.expires_at) <= Date.parse(exportedAt)) return t('file.proposalExpired');
  return t('file.proposalWaiting');
}

/** Notifications as a list: each one's date, title and words. */
function notificationList(notifications: ExportedNotification[], t: Translate, formatDate: (iso: string) => string): string {
  return notifications.length
    ? `<ol>${notifications.map((n) => `<li><p class="meta">${escape(formatDate(n.created_at))}</p><p dir="auto"><strong>${escape(n.title)}</strong> ${escape(n.message)}</p></li>`).join('')}</ol>`
    : `<p>${escape(t('file.nothing'))}</p>`;
}

/** The .zip the person downloads: data.json, index.html and images/. */
export function buildExportZip(data: ExportDocument, t: Translate, language: string, formatDate: (iso: string) => string): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const imageFiles = new Map<string, string>();
  const feedback = data.feedback.map((item) => ({
    ...item,
    images: item.images.map((image, index) => {
      if (!image.data_base64) return { path: image.path, missing: true };
      const file = `images/${item.id}-${index + 1}.${EXTENSIONS[image.content_type ?? ''] ?? 'bin'}`;
      files[file] = base64ToBytes(image.data_base64);
      imageFiles.set(image.path, file);
      return { path: image.path, content_type: image.content_type, file };
    }),
  }));
  files['data.json'] = strToU8(JSON.stringify({ ...data, feedback }, null, 2));
  files['index.html'] = strToU8(renderExportPage(data, t, language, formatDate, imageFiles));
  return zipSync(files, { level: 6 });
}

/** A file name with the day in it, e.g. shalom-bayit-data-2026-11-30.zip. */
export function exportFileName(exportedAt: string): string {
  return `shalom-bayit-data-${exportedAt.slice(0, 10)}.zip`;
}

/** Weekly check-ins: each week's three prompts with both answers as the reader may see them, then the milestones. */
function renderCheckins(
  checkins: ExportedCheckins | undefined,
  t: Translate,
  language: string,
  formatDate: (iso: string) => string,
  name: (id: string | null) => string,
): string {
  const weeks = checkins?.weeks ?? [];
  const milestones = checkins?.milestones ?? [];
  const notes = checkins?.notifications ?? [];
  if (weeks.length === 0 && milestones.length === 0 && notes.length === 0) return `<p>${escape(t('file.nothing'))}</p>`;
  const said = (side: ExportedCheckinSide | null, index: number) =>
    side === null ? t('file.checkinNoAnswer') : side.skipped ? t('file.checkinSkipped') : side.answers[index] || t('file.checkinNoAnswer');
  const articles = weeks.map((week) => {
    const partner = name(week.partner_id);
    const prompts = language === 'he' ? week.prompts.he : week.prompts.en;
    const items = prompts
      .map(
        (prompt, index) =>
          `<li><p class="meta">${escape(prompt)}</p><p dir="auto"><strong>${escape(t('file.you'))}:</strong> ${escape(said(week.mine, index))}</p>` +
          (week.partner ? `<p dir="auto"><strong>${escape(partner)}:</strong> ${escape(said(week.partner, index))}</p>` : '') +
          '</li>',
      )
      .join('');
    const withheld = week.partner ? '' : `<p class="meta">${escape(t('file.checkinPartnerNotShown', { name: partner }))}</p>`;
    return `<article><h3>${escape(t('file.checkinWeek', { date: formatDate(week.week_of), name: partner }))}</h3>${withheld}<ol>${items}</ol></article>`;
  });
  const dates = milestones
    .filter((m) => m.wedding_date)
    .map((m) => `<p dir="auto">${escape(t('file.weddingDate', { name: name(m.partner_id), date: formatDate(m.wedding_date!) }))}</p>`);
  const invitations = notes.length ? `<h3>${escape(t('file.checkinNotifications'))}</h3>${notificationList(notes, t, formatDate)}` : '';
  return [...dates, ...articles, invitations].join('') || `<p>${escape(t('file.nothing'))}</p>`;
}
