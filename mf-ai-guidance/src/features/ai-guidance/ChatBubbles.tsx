import type { ReactNode } from 'react';
import { Share2 } from 'lucide-react';
import { Button, cn } from '@shalom/shared';
import type { ChatMessage } from './aiGuidanceApi';
import { SafetyPanel, TorahSources } from './AnswerParts';
import { useGuideT } from './userGender';

function Badge({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'accent' | 'primary' }) {
  const tones = {
    muted: 'bg-muted text-muted-foreground',
    accent: 'bg-accent-soft text-accent-foreground',
    primary: 'bg-primary/10 text-primary',
  };
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', tones[tone])}>{children}</span>;
}

export { Badge };

export type SenderKind = 'ai' | 'own' | 'partner';

interface BubbleProps {
  message: ChatMessage;
  kind: SenderKind;
  author: string;
  badges: ReactNode;
  actions?: ReactNode;
  /** Shown before the text (the safety panel comes before anything else). */
  before?: ReactNode;
  /** Shown after the text (sources, the rabbi note). */
  after?: ReactNode;
}

function Bubble({ message, kind, author, badges, actions, before, after }: BubbleProps) {
  const mine = kind === 'own';
  return (
    // scroll-mt: on a phone the page scrolls an entry's top to just below the sticky header and
    // settings line (4rem + 2.75rem).
    <li className={cn('flex scroll-mt-28', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={author}
        className={cn(
          'max-w-[85%] rounded-card px-4 py-3 shadow-sm',
          mine ? 'bg-primary text-primary-foreground' : 'border border-border bg-surface text-surface-foreground',
        )}
      >
        <header className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold opacity-80">
          <span>{author}</span>
          {badges}
        </header>
        {before}
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed" dir="auto">
          {message.content}
        </p>
        {after}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </article>
    </li>
  );
}

/**
 * Crisis or abuse stays private: the guide's safety answer and the question it answered get no
 * "Share with {partner}" (the partner may be the danger; the functions reach out to nobody either).
 */
export function privateOnlyIds(messages: readonly ChatMessage[]): Set<string> {
  const ids = new Set<string>();
  messages.forEach((message, index) => {
    if (message.sender_type !== 'ai' || !message.metadata?.safety) return;
    ids.add(message.id);
    const question = messages[index - 1];
    if (question && question.sender_type === 'user') ids.add(question.id);
  });
  return ids;
}

/** One message of the private AI chat: badges, sources, the rabbi note, and the safety panel first. */
export function PrivateBubble({
  message,
  partnerName,
  shareable = true,
  onShare,
}: {
  message: ChatMessage;
  partnerName: string | null;
  /** False for crisis exchanges (privateOnlyIds). */
  shareable?: boolean;
  onShare(message: ChatMessage): void;
}) {
  const t = useGuideT();
  const meta = message.metadata ?? {};
  const ai = message.sender_type === 'ai';
  const badges = (
    <>
      {meta.for_partner && <Badge tone="accent">{t('badge.draft')}</Badge>}
      {ai && meta.personality_context_used && <Badge tone="primary">{t('badge.personalized')}</Badge>}
      {ai && meta.relationship_context_used && <Badge tone="primary">{t('badge.familyContext')}</Badge>}
    </>
  );
  const actions =
    partnerName && shareable && !meta.safety ? (
      <Button variant={ai ? 'secondary' : 'ghost'} size="sm" className={ai ? '' : 'text-primary-foreground hover:bg-primary-hover'} onClick={() => onShare(message)}>
        <Share2 aria-hidden className="size-4" />
        {t('chat.shareWith', { partner: partnerName })}
      </Button>
    ) : null;
  return (
    <Bubble
      message={message}
      kind={ai ? 'ai' : 'own'}
      author={ai ? t('chat.aiGuide') : t('chat.you')}
      badges={badges}
      actions={actions}
      before={ai && meta.safety ? <SafetyPanel safety={meta.safety} /> : null}
      after={
        ai ? (
          <>
            {meta.rabbi_consultation_suggested && (
              <p role="note" className="mt-3 rounded-control bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
                {t('chat.rabbiNote')}
              </p>
            )}
            {meta.torah_sources && <TorahSources sources={meta.torah_sources} />}
          </>
        ) : null
      }
    />
  );
}

/** One message of the shared thread with the partner. */
export function SharedBubble({ message, me, partnerName, onUnshare }: { message: ChatMessage; me: string; partnerName: string; onUnshare(message: ChatMessage): void }) {
  const t = useGuideT();
  const meta = message.metadata ?? {};
  const own = message.sender_user_id === me;
  const kind: SenderKind = meta.shared_from_ai ? 'ai' : own ? 'own' : 'partner';
  const author = kind === 'ai' ? (own ? t('chat.aiGuideSharedByYou') : t('chat.aiGuideSharedBy', { partner: partnerName })) : own ? t('chat.you') : partnerName;
  const badges = (
    <>
      {meta.shared_from_ai && <Badge tone="accent">{t('badge.fromAi')}</Badge>}
      {meta.relationship_context_used && <Badge tone="primary">{t('badge.familyContext')}</Badge>}
    </>
  );
  const actions = own ? (
    <Button variant="secondary" size="sm" onClick={() => onUnshare(message)}>
      {t('shared.unshare')}
    </Button>
  ) : null;
  return <Bubble message={message} kind={own && kind !== 'ai' ? 'own' : kind} author={author} badges={badges} actions={actions} />;
}
