import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, Spinner, buttonClassName, cn } from '@shalom/shared';
import { SafetyPanel, TorahSources } from '../ai-guidance/AnswerParts';
import { useAiServices } from '../ai-guidance/useAiServices';
import { usePageMeta } from '../ai-guidance/usePageMeta';
import { useNewestInView } from '../ai-guidance/useNewestInView';
import { aiGuidanceCatalog } from '../../i18n/catalog';
import { newEntry, readHistory, writeHistory, type HistoryEntry } from './testChatHistory';
import { TEST_IDS, TEST_MODELS, askTestModel, type Perspective, type TestModel } from './testChatModels';

const PERSPECTIVES: readonly Perspective[] = ['male', 'female'];
const ID_ROWS = [
  { key: 'male', label: aiGuidanceCatalog.msg('testChat.id.male') },
  { key: 'female', label: aiGuidanceCatalog.msg('testChat.id.female') },
  { key: 'relationship', label: aiGuidanceCatalog.msg('testChat.id.relationship') },
] as const;

/** /test-chat — the six model functions from a male and a female perspective, side by side. */
export function TestChatPage() {
  const t = aiGuidanceCatalog.useT();
  usePageMeta(t('testChat.documentTitle'), t('testChat.description'), '/test-chat');
  const services = useAiServices();
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory());
  const [modelFn, setModelFn] = useState<TestModel['fn']>(TEST_MODELS[0].fn);
  const [category, setCategory] = useState('');
  useEffect(() => writeHistory(history), [history]);

  if (services.session.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (services.session.status !== 'signed-in') {
    return (
      <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('testChat.title')}</h1>
        <Spinner />
      </div>
    );
  }

  const model = TEST_MODELS.find((candidate) => candidate.fn === modelFn) ?? TEST_MODELS[0];

  async function send(perspective: Perspective, text: string): Promise<void> {
    const question = newEntry({ content: text, sender: 'user', perspective, model: model.fn });
    setHistory((held) => [...held, question]);
    try {
      const reply = await askTestModel(services.client(), model, perspective, text, category.trim());
      setHistory((held) => [...held, newEntry({ content: reply.response, sender: 'ai', perspective, model: model.fn, sources: reply.torah_sources, safety: reply.safety, rabbi: reply.rabbi_consultation_suggested })]);
    } catch (error) {
      const message = (error as Error).message;
      services.toast({ title: t('testChat.functionError'), description: message, variant: 'destructive' });
      setHistory((held) => [...held, newEntry({ content: t('testChat.errorReply', { message }), sender: 'ai', perspective, model: model.fn })]);
    }
  }

  function clearChat(perspective: Perspective) {
    setHistory((held) => held.filter((entry) => entry.perspective !== perspective));
    services.toast({ title: t('testChat.chatCleared') });
  }

  function clearAll() {
    setHistory([]);
    services.toast({ title: t('testChat.allCleared') });
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('testChat.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('testChat.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/ai" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('testChat.back')}
          </Link>
          <Button variant="secondary" size="sm" onClick={clearAll}>
            {t('testChat.clearAll')}
          </Button>
        </div>
      </header>
      <div className="grid gap-4 rounded-card border border-border bg-surface p-4 sm:grid-cols-2">
        <label className="block space-y-1 text-sm font-medium">
          <span>{t('testChat.model')}</span>
          <select className="w-full rounded-control border border-border bg-background px-3 py-2 text-sm" value={model.fn} onChange={(event) => setModelFn(event.target.value as TestModel['fn'])}>
            {TEST_MODELS.map((candidate) => (
              <option key={candidate.fn} value={candidate.fn}>
                {t(candidate.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="block space-y-1 text-sm font-medium">
          <span>{t('testChat.category')}</span>
          <input
            className="w-full rounded-control border border-border bg-background px-3 py-2 text-sm disabled:opacity-50"
            value={category}
            disabled={!model.jewish}
            onChange={(event) => setCategory(event.target.value)}
          />
        </label>
        <dl className="grid gap-1 text-xs text-muted-foreground sm:col-span-2 sm:grid-cols-3">
          {ID_ROWS.map(({ key, label }) => (
            <div key={key} className="min-w-0">
              <dt className="font-medium">{t(label)}</dt>
              {/* The id reads left to right; the line keeps the page's side (right in Hebrew, under its label). */}
              <dd className="truncate font-mono">
                <bdi dir="ltr">{TEST_IDS[key]}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {PERSPECTIVES.map((perspective) => (
          <PerspectivePanel
            key={perspective}
            perspective={perspective}
            entries={history.filter((entry) => entry.perspective === perspective)}
            onSend={(text) => send(perspective, text)}
            onClear={() => clearChat(perspective)}
          />
        ))}
      </div>
    </div>
  );
}

function PerspectivePanel({ perspective, entries, onSend, onClear }: { perspective: Perspective; entries: HistoryEntry[]; onSend(text: string): Promise<void>; onClear(): void }) {
  const t = aiGuidanceCatalog.useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const title = perspective === 'male' ? t('testChat.male') : t('testChat.female');
  // As on /ai: the newest entry in view; while waiting, "AI is thinking...".
  const scrollBox = useNewestInView(busy, [entries.length]);

  async function submit() {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    setText('');
    await onSend(value);
    setBusy(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <section aria-label={title} className="flex flex-col rounded-card border border-border bg-surface">
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 className="font-serif text-lg font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('testChat.clear')}
        </Button>
      </header>
      <div ref={scrollBox} className="relative h-[420px] overflow-y-auto p-4">
        {entries.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('testChat.empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('testChat.history', { perspective: title })}>
            {entries.map((entry) => (
              <li key={entry.id} className={cn('flex', entry.sender === 'user' ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[90%] rounded-card px-3 py-2 text-sm', entry.sender === 'user' ? 'bg-primary text-primary-foreground' : 'border border-border bg-background')}>
                  {entry.safety && <SafetyPanel safety={entry.safety} />}
                  <p className="whitespace-pre-wrap break-words" dir="auto">
                    {entry.content}
                  </p>
                  {entry.rabbi && (
                    <p role="note" className="mt-2 rounded-control bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
                      {t('chat.rabbiNote')}
                    </p>
                  )}
                  {entry.sources && entry.sources.length > 0 && <TorahSources sources={entry.sources} />}
                </div>
              </li>
            ))}
          </ul>
        )}
        {busy && (
          <p role="status" className="mt-3 text-sm text-muted-foreground motion-safe:animate-pulse">
            {t('chat.aiThinking')}
          </p>
        )}
      </div>
      <form
        className="flex items-end gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <textarea
          aria-label={t('testChat.input', { perspective: title })}
          className="min-h-[2.75rem] flex-1 resize-none rounded-control border border-border bg-background px-3 py-2 text-base"
          rows={2}
          dir="auto"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={busy || text.trim() === ''}>
          {busy ? t('composer.thinking') : t('testChat.send')}
        </Button>
      </form>
    </section>
  );
}
