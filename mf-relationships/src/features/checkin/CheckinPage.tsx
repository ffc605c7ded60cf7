import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Spinner, buttonClassName } from '@shalom/shared';
import { formatDate, useLocale } from '@shalom/shared/i18n';
import { Field, Textarea } from '@shalom/shared/ui/form';
import { relationshipsCatalog } from '../../i18n/catalog';
import { useFeatureServices } from '../relationship-links/useFeatureServices';
import { usePageMeta } from '../relationship-links/usePageMeta';
import { checkinApi, partnerWithheld, weekState, type CheckinAnswer, type CheckinWeek, type ThisWeek } from './checkinApi';
import { clearCheckinDraft, readCheckinDraft, writeCheckinDraft, type CheckinDraft } from './checkinDraft';

type Load = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; current: ThisWeek | null; history: CheckinWeek[] };

const card = 'rounded-card border border-border bg-surface p-4 shadow-card sm:p-6';

const EMPTY: CheckinDraft = ['', '', ''];

type Translate = ReturnType<typeof relationshipsCatalog.useT>;

/** Why the week moved on under the form (closed, both answered, link removed): worth a refresh. */
type Refusal = { text: string; stale: boolean };

// The database's sentences (answer_checkin, skip_checkin) in the reader's language, matched on a
// distinctive phrase; the network's own words ("Failed to fetch", …) say the server was not reached.
function refusal(t: Translate, error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error);
  if (/at least one answer/i.test(message)) return { text: t('checkin.refusal.empty'), stale: false };
  if (/too long/i.test(message)) return { text: t('checkin.refusal.tooLong'), stale: false };
  if (/both answered/i.test(message)) return { text: t('checkin.refusal.shared'), stale: true };
  if (/link was removed/i.test(message)) return { text: t('checkin.refusal.linkRemoved'), stale: true };
  if (/has closed/i.test(message)) return { text: t('checkin.closed'), stale: true };
  if (/not found/i.test(message)) return { text: t('checkin.refusal.notFound'), stale: false };
  if (/failed to fetch|networkerror|load failed|fetch failed/i.test(message)) return { text: t('checkin.refusal.unreachable'), stale: false };
  return { text: t('checkin.refusal.other'), stale: false };
}

function shabbatDate(weekOf: string): string {
  // Noon UTC: the same calendar day in every zone.
  return formatDate(new Date(`${weekOf}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * /relationships/check-in (issue 34): the couple's Erev Shabbat check-in. Three prompts answered
 * privately, a skip that tells nobody, both answers side by side once revealed, a gentle streak and
 * the past weeks. Lives in mf-relationships because the couple's link is this remote's.
 */
export function CheckinPage() {
  const t = relationshipsCatalog.useT();
  const { locale } = useLocale();
  const { client, toast, session } = useFeatureServices();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });
  const [drafts, setDrafts] = useState<CheckinDraft>(EMPTY);
  const [busy, setBusy] = useState<'answer' | 'skip' | null>(null);
  // "Answer after all" on a week this person skipped: the form again, with what they had typed.
  const [reopened, setReopened] = useState(false);
  // A second click (a double-click, Enter then a click) while the first is on its way sends nothing.
  const sending = useRef(false);
  usePageMeta(t('checkin.tabTitle'));
  const owner = session.status === 'signed-in' ? session.user.id : null;
  // What was typed before a reload, Back or a change of language comes back, once per week, in
  // the same render as the form (no empty boxes first).
  const restoredFor = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [current, history] = await Promise.all([checkinApi.thisWeek(client()), checkinApi.history(client())]);
      const weekId = current?.week.weekId;
      if (owner && weekId && restoredFor.current !== weekId) {
        restoredFor.current = weekId;
        const draft = readCheckinDraft(owner, weekId);
        if (draft) setDrafts(draft);
      }
      setLoad({ phase: 'ready', current, history });
    } catch {
      setLoad({ phase: 'failed' });
    }
  }, [client, owner]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.phase === 'loading') {
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('checkin.loading')}>
        <Spinner />
      </div>
    );
  }
  if (load.phase === 'failed') {
    return (
      <div className={`${card} mx-auto mt-8 max-w-2xl space-y-3`} role="alert">
        <p className="font-semibold text-foreground">{t('checkin.loadFailed')}</p>
        <Button onClick={() => void refresh()}>{t('checkin.tryAgain')}</Button>
      </div>
    );
  }

  const { current, history } = load;
  const name = current?.partnerName ?? t('checkin.partnerFallback');
  // Each past week names its own partner.
  const historyName = (week: CheckinWeek) => week.partnerName ?? t('checkin.partnerFallback');

  function changeDraft(index: number, value: string) {
    const next = drafts.map((x, j) => (j === index ? value : x)) as CheckinDraft;
    setDrafts(next);
    if (owner && current) writeCheckinDraft(owner, current.week.weekId, next);
  }

  async function send(kind: 'answer' | 'skip') {
    if (!current || sending.current) return;
    if (kind === 'answer' && drafts.every((answer) => answer.trim() === '')) {
      toast({ title: t('checkin.saveFailed'), description: t('checkin.refusal.empty'), variant: 'destructive' });
      return;
    }
    sending.current = true;
    setBusy(kind);
    try {
      if (kind === 'answer') {
        await checkinApi.answer(client(), current.week.weekId, drafts);
        clearCheckinDraft();
        setDrafts(EMPTY);
      } else {
        // A skip keeps what was typed (in the boxes and the tab): a skip by mistake is undone with
        // "Answer after all", and nothing written is lost.
        await checkinApi.skip(client(), current.week.weekId);
      }
      setReopened(false);
      await refresh();
    } catch (error) {
      // What was typed stays in the boxes (and in the tab's draft) for another try.
      const why = refusal(t, error);
      toast({ title: t('checkin.saveFailed'), description: why.text, variant: 'destructive' });
      // The week moved on under the form (closed, both answered, link removed): show where it stands.
      if (why.stale) await refresh();
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send('answer');
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-foreground">{t('checkin.title')}</h1>
        {current && (
          <p className="text-muted-foreground">
            {t('checkin.weekOf', { date: shabbatDate(current.week.weekOf) })}
            {current.streak >= 2 && (
              <span className="ms-2 inline-flex rounded-full bg-muted px-2.5 py-0.5 text-sm font-medium text-foreground">
                {t('checkin.streak', { count: String(current.streak) })}
              </span>
            )}
          </p>
        )}
      </header>

      {!current ? (
        <section className={`${card} space-y-3`}>
          <h2 className="font-serif text-xl font-semibold text-foreground">{t('checkin.none.title')}</h2>
          <p className="text-muted-foreground">{t('checkin.none.body')}</p>
          <Link to="/relationships" className={buttonClassName({ variant: 'secondary' })}>
            {t('checkin.goRelationships')}
          </Link>
        </section>
      ) : (
        <ThisWeekSection
          week={current.week}
          name={name}
          locale={locale}
          drafts={drafts}
          onDraft={changeDraft}
          busy={busy}
          onSubmit={submit}
          onSkip={() => void send('skip')}
          reopened={reopened}
          onReopen={() => setReopened(true)}
        />
      )}

      <section aria-labelledby="checkin-history-title" className="space-y-3">
        <h2 id="checkin-history-title" className="font-serif text-2xl font-semibold text-foreground">
          {t('checkin.history')}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('checkin.historyEmpty')}</p>
        ) : (
          <ul className="space-y-4">
            {history.map((week) => (
              <li key={week.weekId} className={card}>
                <h3 className="mb-3 font-semibold text-foreground">{t('checkin.weekOf', { date: shabbatDate(week.weekOf) })}</h3>
                {partnerWithheld(week) === 'gone' && <p className="mb-3 text-sm text-muted-foreground">{t('checkin.partnerGoneNote')}</p>}
                {partnerWithheld(week) === 'unlinked' && (
                  <p className="mb-3 text-sm text-muted-foreground">{t('checkin.hiddenLinkRemoved', { name: historyName(week) })}</p>
                )}
                {week.mine || week.theirs ? (
                  <BothAnswers week={week} name={historyName(week)} locale={locale} />
                ) : (
                  <p className="text-sm text-muted-foreground">{week.partnerGone ? t('checkin.youDidNotAnswer') : t('checkin.nobodyAnswered')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface ThisWeekProps {
  week: CheckinWeek;
  name: string;
  locale: string;
  drafts: [string, string, string];
  onDraft(index: number, value: string): void;
  busy: 'answer' | 'skip' | null;
  onSubmit(event: FormEvent): void;
  onSkip(): void;
  reopened: boolean;
  onReopen(): void;
}

function ThisWeekSection({ week, name, locale, drafts, onDraft, busy, onSubmit, onSkip, reopened, onReopen }: ThisWeekProps) {
  const t = relationshipsCatalog.useT();
  const skippedState = weekState(week);
  // The database takes an answer after a skip until the week closes (a skip reveals nothing).
  const mayAnswerAfterSkip = skippedState === 'skipped' && week.open && !week.revealed;
  const state = mayAnswerAfterSkip && reopened ? 'answer' : skippedState;
  const prompts = locale === 'he' ? week.prompt.he : week.prompt.en;

  if (state === 'answer') {
    return (
      <form onSubmit={onSubmit} className={`${card} space-y-5`} aria-labelledby="checkin-form-title">
        <div className="space-y-1">
          <h2 id="checkin-form-title" className="font-serif text-xl font-semibold text-foreground">
            {t('checkin.formTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('checkin.privateNote', { name })}</p>
          {week.partnerAnswered && <p className="text-sm font-medium text-foreground">{t('checkin.partnerAnswered', { name })}</p>}
        </div>
        {prompts.map((prompt, i) => (
          <Field key={i} label={prompt} hint={i === 0 && week.prompt.source ? t('checkin.source', { source: week.prompt.source }) : undefined}>
            <Textarea dir="auto" value={drafts[i]} maxLength={1000} onChange={(e) => onDraft(i, e.target.value)} />
          </Field>
        ))}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={busy !== null}>
            {busy === 'answer' ? t('checkin.saving') : t('checkin.submit')}
          </Button>
          <Button type="button" variant="ghost" disabled={busy !== null} onClick={onSkip}>
            {t('checkin.skip')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('checkin.skipNote')}</p>
      </form>
    );
  }

  return (
    <section className={`${card} space-y-4`} aria-labelledby="checkin-week-title">
      <h2 id="checkin-week-title" className="font-serif text-xl font-semibold text-foreground">
        {state === 'revealed' ? t('checkin.bothAnswers') : t('checkin.formTitle')}
      </h2>
      {state === 'waiting' && <p className="text-foreground">{t('checkin.waiting', { name })}</p>}
      {state === 'skipped' && <p className="text-foreground">{t('checkin.skipped')}</p>}
      {state === 'skipped' && mayAnswerAfterSkip && (
        <Button type="button" variant="secondary" onClick={onReopen}>
          {t('checkin.answerAfterAll')}
        </Button>
      )}
      {state === 'closed' && <p className="text-foreground">{t('checkin.closed')}</p>}
      {(state === 'revealed' || state === 'waiting') && <BothAnswers week={week} name={name} locale={locale} />}
    </section>
  );
}

/** The prompts with my answer and, once revealed, theirs beside it (stacked on a phone). */
function BothAnswers({ week, name, locale }: { week: CheckinWeek; name: string; locale: string }) {
  const t = relationshipsCatalog.useT();
  const prompts = locale === 'he' ? week.prompt.he : week.prompt.en;
  const alone = partnerWithheld(week) !== null;
  const column = (who: string, answer: CheckinAnswer | null, hidden: string) => (
    <div className="space-y-1">
      <p className="text-xs font-semibold text-muted-foreground">{who}</p>
      {answer === null ? (
        <p className="text-sm text-muted-foreground">{hidden}</p>
      ) : answer.skipped ? (
        <p className="text-sm text-muted-foreground">{t('checkin.skippedShort')}</p>
      ) : null}
    </div>
  );
  return (
    <dl className="space-y-4">
      {prompts.map((prompt, i) => (
        <div key={i} className="space-y-2">
          <dt className="font-medium text-foreground">{prompt}</dt>
          <dd className={alone ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-2'}>
            <div className="rounded-control bg-muted/50 p-3">
              {column(t('checkin.you'), week.mine, t('checkin.noAnswer'))}
              {week.mine && !week.mine.skipped && (
                <p dir="auto" className="whitespace-pre-wrap text-start text-foreground">{week.mine.answers[i] ?? t('checkin.noAnswer')}</p>
              )}
            </div>
            {/* Nothing of theirs to show (account deleted, link removed): my column alone. */}
            {!alone && (
              <div className="rounded-control bg-muted/50 p-3">
                {column(name, week.theirs, week.revealed ? t('checkin.noAnswer') : t('checkin.hiddenUntilBoth'))}
                {week.theirs && !week.theirs.skipped && (
                  <p dir="auto" className="whitespace-pre-wrap text-start text-foreground">{week.theirs.answers[i] ?? t('checkin.noAnswer')}</p>
                )}
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
