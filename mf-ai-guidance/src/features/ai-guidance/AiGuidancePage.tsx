import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ChevronDown, MessagesSquare, Settings, SlidersHorizontal, Trash2, Users } from 'lucide-react';
import { Button, Spinner, buttonClassName, cn } from '@shalom/shared';
import { Dialog } from '@shalom/shared/ui/form';
import { EMPTY_CONSENT, type ChatMessage, type CommunicationRequest, type CommunicationType, type GuideAnswer, type Partner } from './aiGuidanceApi';
import { PrivateBubble, SharedBubble, privateOnlyIds } from './ChatBubbles';
import { ClearHistoryDialog, UndoClearToast } from './ClearHistoryDialog';
import { Composer } from './Composer';
import { ProposalCard } from './ProposalCard';
import { SidePanel } from './SidePanel';
import { StatusLine } from './StatusLine';
import { relationKey } from './relationLabels';
import { rememberPartner, rememberedPartner } from './selectedPartner';
import { decideTrigger } from './triggers';
import { useAiServices, type AiServices } from './useAiServices';
import { useConsent } from './useConsent';
import { useHistoryClearing } from './useHistoryClearing';
import { useIsPhone } from './useIsPhone';
import { useStickyComposer } from './useStickyComposer';
import { useNewestInView } from './useNewestInView';
import { usePageMeta } from './usePageMeta';
import { usePartnerProposal } from './usePartnerProposal';
import { usePartners } from './usePartners';
import { usePrivateChat } from './usePrivateChat';
import { useSharedThread } from './useSharedThread';
import { aiGuidanceCatalog } from '../../i18n/catalog';
import { UserGenderProvider, useGuideT, useUserGender } from './userGender';

/** Spec §9: the private-space banner on phones; the blink after an AI communication. */
export const BANNER_MS = 10_000;
export const COMMUNICATION_BLINK_MS = 3_000;

export interface AiGuidancePageProps {
  /** For tests: the random source of the 20 % timing trigger. */
  random?: () => number;
}

/** /ai — the private guide, drafts, sharing with the partner, partner context and consent. */
export function AiGuidancePage({ random }: AiGuidancePageProps = {}) {
  const t = useGuideT();
  usePageMeta(t('ai.documentTitle'), t('ai.description'), '/ai');
  const services = useAiServices();
  const { session } = services;
  const me = session.status === 'signed-in' ? (session.user?.id ?? null) : null;
  // Read beside the partner list (not after it): the screen waits for both.
  const gender = useUserGender(services, me);
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!me) return <Loading />;
  return (
    <UserGenderProvider value={gender ?? 'other'}>
      <AiGuidance services={services} me={me} genderKnown={gender !== null} random={random} />
    </UserGenderProvider>
  );
}

function Loading() {
  const t = useGuideT();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('ai.title')}</h1>
        <MessagesLink />
      </div>
      <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner />
        <p>{t('ai.loading')}</p>
      </div>
    </div>
  );
}

/** Where the shared threads and the AI communications live. */
function MessagesLink() {
  const t = useGuideT();
  return (
    <Link to="/messages" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
      <MessagesSquare aria-hidden className="size-4" />
      {t('ai.openMessages')}
    </Link>
  );
}

function partnerLabel(t: ReturnType<typeof aiGuidanceCatalog.useT>, partner: Partner): string {
  const relation = relationKey(partner.relationType);
  return t('partner.option', { name: partner.name ?? t('partner.unknown'), relation: t(relation) });
}

function AiGuidance({ services, me, genderKnown, random }: { services: AiServices; me: string; genderKnown: boolean; random?: () => number }) {
  const t = useGuideT();
  const phone = useIsPhone();
  const { partners } = usePartners(services, me);
  const [partnerId, setPartnerId] = useState<string | null>(() => rememberedPartner() ?? null);
  const [choosing, setChoosing] = useState(() => rememberedPartner() === undefined);
  const [draft, setDraft] = useState(false);
  const [tab, setTab] = useState<'private' | 'shared'>('private');
  // Open beside the chat on a desktop; on a phone the sheet waits to be asked for.
  const [panelChoice, setPanelOpen] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? !phone;
  const [blink, setBlink] = useState(false);
  const [banner, setBanner] = useState(true);
  const tabIds = useId();

  const partner = partners?.find((candidate) => candidate.userId === partnerId) ?? null;
  const activePartner = partner?.userId ?? null;
  const partnerName = partner ? (partner.name ?? t('partner.unknown')) : null;
  // Nothing loads until the partner list is in: a remembered partner must not start as "none".
  const ready = partners !== null ? me : null;
  const consent = useConsent(services, ready, activePartner);

  const blinkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onCommunicationSent = useCallback(() => {
    setBlink(true);
    clearTimeout(blinkTimer.current);
    blinkTimer.current = setTimeout(() => setBlink(false), COMMUNICATION_BLINK_MS);
  }, []);
  useEffect(() => () => clearTimeout(blinkTimer.current), []);

  const proposals = usePartnerProposal(services, activePartner, partnerName, onCommunicationSent);
  const ownConsent = consent.own;
  const { clear: clearProposal, propose } = proposals;
  // Spec §4 "AI communication trigger", after a reply: where a trigger fires, the AI proposes a note
  // and the chat shows it; nothing reaches the partner until Send (issue 31). A reply with any
  // safety concern asks nothing of the partner, and a new question drops an older suggestion.
  const onAnswer = useCallback(
    (userMessage: string, answer: GuideAnswer) => {
      clearProposal();
      if (!ownConsent || !activePartner || answer.safety) return;
      const decision = decideTrigger(userMessage, ownConsent, random);
      if (!decision) return;
      void propose(
        {
          partnerUserId: activePartner,
          triggerType: decision.triggerType,
          context: { userMessage, messageContent: userMessage, timestamp: new Date().toISOString(), aiResponse: answer.response },
          messageContent: userMessage,
          requestCommunication: true,
          forceBypassLimits: decision.manual,
        },
        decision.manual ? 'manual' : 'automatic',
      );
    },
    [activePartner, clearProposal, ownConsent, propose, random],
  );

  const chat = usePrivateChat(services, {
    me: ready,
    partner: activePartner,
    enhanced: consent.status?.fullyEnabled === true,
    onAnswer,
  });
  const shared = useSharedThread(services, ready, activePartner);

  // Clear AI history (issue 35): hidden at once, deleted when the undo toast's time is up.
  const [clearOpen, setClearOpen] = useState(false);
  const clearing = useHistoryClearing(
    services,
    () => chat.retry(),
    () => {
      services.toast({ title: t('history.failed'), description: t('toast.tryAgain'), variant: 'destructive' });
      chat.retry();
    },
  );
  const pendingClear = clearing.pending;
  const historyHidden =
    pendingClear !== null && (pendingClear.conversationIds === null || (chat.conversationId !== null && pendingClear.conversationIds.includes(chat.conversationId)));
  const chatMessages = historyHidden ? [] : chat.messages;
  const sharedMessages = pendingClear ? shared.messages.filter((message) => !pendingClear.unshareIds.includes(message.id)) : shared.messages;
  const nameOf = (userId: string) => partners?.find((candidate) => candidate.userId === userId)?.name ?? t('partner.unknown');

  useEffect(() => {
    if (!phone || !banner) return;
    const timer = setTimeout(() => setBanner(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [phone, banner]);

  useEffect(() => {
    if (!activePartner) setTab('private');
  }, [activePartner]);

  const partnerSelect = useRef<HTMLSelectElement>(null);
  const changePartner = () => {
    if (phone) {
      setChoosing(true);
      return;
    }
    const select = partnerSelect.current;
    if (!select) return;
    select.focus();
    try {
      select.showPicker?.();
    } catch {
      // a browser without showPicker on <select>: the focused selector opens with a key or a click
    }
  };

  const choosePartner = (id: string | null) => {
    setPartnerId(id);
    rememberPartner(id);
  };

  // `choosing`: on a phone the chat loads behind the full-page selector and appears on Continue.
  const scrollBox = useNewestInView(chat.thinking, [chatMessages.length, sharedMessages.length, tab, choosing], { page: phone });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const stickyComposer = useStickyComposer(phone && !choosing && tab === 'private');

  if (!partners || !genderKnown) return <Loading />;

  if (phone && choosing) {
    return <PartnerChooser partners={partners} value={activePartner} onChoose={choosePartner} onContinue={() => setChoosing(false)} />;
  }

  async function toggleSharing(on: boolean) {
    const ok = await consent.save({ ...(consent.own ?? EMPTY_CONSENT), share_context: on });
    services.toast(ok ? { title: on ? t('toast.sharingEnabled') : t('toast.sharingDisabled') } : { title: t('toast.updateFailed'), variant: 'destructive' });
  }

  // The panel's test buttons: the note is proposed like any other, and shown before it is sent.
  async function testCommunication(type: CommunicationType) {
    if (!activePartner) {
      services.toast({ title: t('toast.noPartner'), description: t('toast.noPartnerBody'), variant: 'destructive' });
      return;
    }
    setTab('private');
    const request: CommunicationRequest = {
      partnerUserId: activePartner,
      triggerType: type,
      context: { userMessage: t('test.context'), messageContent: t('test.context'), timestamp: new Date().toISOString(), aiResponse: '' },
      messageContent: t('test.context'),
      requestCommunication: true,
      forceBypassLimits: true,
    };
    await proposals.propose(request, 'test');
  }

  // Send or Not now takes the card away: the keyboard focus goes back to the chat, not to <body>.
  const afterProposal = (action: () => void | Promise<void>) => async () => {
    const box = scrollBox.current;
    const hadFocus = box?.querySelector('[data-proposal]')?.contains(document.activeElement) ?? false;
    await action();
    if (hadFocus && !box?.querySelector('[data-proposal]')) box?.focus({ preventScroll: true });
  };

  const share = (message: ChatMessage) => void shared.share(message, partnerName ?? '');
  const privateOnly = privateOnlyIds(chatMessages);
  const modelLabel = consent.status?.fullyEnabled ? t('model.enhanced') : t('model.secure');
  const blinkClass = blink ? 'motion-safe:animate-pulse ring-2 ring-accent' : '';

  const proposal = proposals.pending && proposals.pending.partnerUserId === activePartner && partnerName ? proposals.pending : null;
  const privateTab = (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollBox}
        tabIndex={-1}
        className={cn('relative p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', phone ? 'flex-1' : 'h-[500px] overflow-y-auto')}
      >
        {chat.loading ? (
          <div className="flex justify-center p-8">
            <Spinner />
          </div>
        ) : chat.failed ? (
          <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center">
            <p className="text-sm text-muted-foreground">{t('toast.refreshFailedBody')}</p>
            <Button variant="secondary" size="sm" onClick={chat.retry}>
              {t('chat.retry')}
            </Button>
          </div>
        ) : chatMessages.length === 0 ? (
          <div className="mx-auto max-w-md py-10 text-center">
            <h2 className="font-serif text-xl font-semibold">{t('chat.welcome')}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{t('chat.welcomeBody')}</p>
          </div>
        ) : (
          <ul className="space-y-4" aria-label={t('chat.privateList')}>
            {chatMessages.map((message) => (
              <PrivateBubble key={message.id} message={message} partnerName={partnerName} shareable={!privateOnly.has(message.id)} onShare={share} />
            ))}
          </ul>
        )}
        {proposal && partnerName && !chat.loading && !chat.failed && (
          <ProposalCard
            proposal={proposal}
            partnerName={partnerName}
            sending={proposals.sending}
            onSend={afterProposal(proposals.send)}
            onDismiss={afterProposal(proposals.dismiss)}
          />
        )}
        {chat.thinking && (
          <p role="status" className="mt-4 text-sm text-muted-foreground motion-safe:animate-pulse">
            {t('chat.aiThinking')}
          </p>
        )}
      </div>
      {/* Said once when a suggestion appears below the answer (the card itself is not live). */}
      <p role="status" className="sr-only">
        {proposal ? t('proposal.ready', { partner: partnerName ?? '' }) : ''}
      </p>
      <Composer
        draft={draft}
        busy={chat.thinking}
        ready={!!chat.conversationId && !historyHidden}
        modelLabel={modelLabel}
        partnerName={partnerName}
        onSend={chat.send}
        // On a phone the page scrolls and the composer stays at the bottom of the screen, above
        // the on-screen keyboard.
        className={phone ? 'sticky bottom-0 z-10 pb-[max(0.75rem,env(safe-area-inset-bottom))]' : ''}
        style={stickyComposer.style}
        formRef={stickyComposer.ref}
      />
    </div>
  );

  const sharedTab = (
    <div ref={scrollBox} className={cn('relative p-4', phone ? 'flex-1' : 'h-[500px] overflow-y-auto')}>
      {sharedMessages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('shared.empty')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('shared.list', { partner: partnerName ?? '' })}>
          {sharedMessages.map((message) => (
            <SharedBubble key={message.id} message={message} me={me} partnerName={partnerName ?? ''} onUnshare={(row) => void shared.unshare(row)} />
          ))}
        </ul>
      )}
    </div>
  );

  const selectShared = () => {
    setTab('shared');
    setBanner(false);
  };
  // WAI-ARIA tabs: one stop in the Tab order (the selected tab); arrows, Home and End move between
  // the two and select (the shared one only with a partner).
  const onTabKey = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'private' ? 'shared' : 'private';
    if (next === 'shared' && !activePartner) return;
    if (next === 'shared') selectShared();
    else setTab('private');
    document.getElementById(`${tabIds}-${next}`)?.focus();
  };
  const tabs = (
    <div role="tablist" aria-label={t('tabs.label')} className="flex gap-1 border-b border-border px-2">
      <TabButton id={`${tabIds}-private`} panel={`${tabIds}-panel`} selected={tab === 'private'} onSelect={() => setTab('private')} onKeyDown={onTabKey}>
        {t('tabs.private')}
      </TabButton>
      <TabButton
        id={`${tabIds}-shared`}
        panel={`${tabIds}-panel`}
        selected={tab === 'shared'}
        disabled={!activePartner}
        className={blinkClass}
        onSelect={selectShared}
        onKeyDown={onTabKey}
      >
        {partnerName ? t('tabs.with', { partner: partnerName }) : t('tabs.withNobody')}
      </TabButton>
    </div>
  );
  const tabPanel = (
    <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-${tab}`} className="flex min-h-0 flex-1 flex-col">
      {tab === 'private' ? privateTab : sharedTab}
    </div>
  );

  const controls = (
    <div className="space-y-3 rounded-card border border-border bg-surface p-4">
      {!phone && (
        <label className="block space-y-1 text-sm font-medium">
          <span>{t('partner.label')}</span>
          <select
            ref={partnerSelect}
            className="w-full rounded-control border border-border bg-background px-3 py-2 text-sm"
            value={activePartner ?? ''}
            onChange={(event) => choosePartner(event.target.value || null)}
          >
            <option value="">{t('partner.none')}</option>
            {partners.map((candidate) => (
              <option key={candidate.userId} value={candidate.userId}>
                {partnerLabel(t, candidate)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" role="switch" className="size-4 accent-primary" checked={draft} onChange={(event) => setDraft(event.target.checked)} />
          {phone ? t('mode.draft') : t('mode.draftForPartner')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="size-4 accent-primary"
            disabled={!activePartner || !consent.ready}
            checked={consent.own?.share_context === true}
            onChange={(event) => void toggleSharing(event.target.checked)}
          />
          {t('sharing.toggle', { partner: partnerName ?? t('partner.yourPartner') })}
        </label>
      </div>
      <StatusLine status={consent.status} own={consent.own} partner={consent.partner} />
      {consent.own && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-muted-foreground">{t('test.label')}</span>
          {(['emotional_bridging', 'conflict_mediation', 'timing_optimization'] as const).map((type) => (
            <Button key={type} variant="secondary" size="sm" onClick={() => void testCommunication(type)}>
              {t(TEST_LABEL[type])}
            </Button>
          ))}
        </div>
      )}
    </div>
  );

  const header = (
    <header className="flex flex-wrap items-center justify-between gap-3">
      {/* Grows beside the buttons on a desktop (its description wraps); on a phone the buttons go below. */}
      {!phone && (
        <div className="min-w-0 grow basis-[28rem]">
          <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('ai.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('ai.description')}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <MessagesLink />
        {/* Spec §2: the header's Change partner — the full-page selector on a phone, the selector beside the chat on a desktop. */}
        <Button variant="secondary" size="sm" onClick={changePartner}>
          <Users aria-hidden className="size-4" />
          {t('partner.change')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setClearOpen(true)} disabled={pendingClear !== null}>
          <Trash2 aria-hidden className="size-4" />
          {t('history.clear')}
        </Button>
        {activePartner && (
          <Button variant="secondary" size="sm" className={blinkClass} aria-expanded={panelOpen} onClick={() => setPanelOpen(!panelOpen)}>
            <Settings aria-hidden className="size-4" />
            {t('panel.button')}
          </Button>
        )}
      </div>
    </header>
  );

  const panel =
    activePartner && partnerName && panelOpen ? (
      phone ? (
        // A real modal on a phone: focus moves in, Tab stays inside, Escape closes, focus returns.
        <Dialog open onOpenChange={setPanelOpen} title={t('panel.button')}>
          <SidePanel services={services} me={me} partner={activePartner} partnerName={partnerName} consent={consent} />
        </Dialog>
      ) : (
        <aside aria-label={t('panel.button')} className="rounded-card border border-border bg-surface p-4">
          <SidePanel services={services} me={me} partner={activePartner} partnerName={partnerName} consent={consent} />
        </aside>
      )
    ) : null;


  const historyControls = (
    <>
      {clearOpen && (
        <ClearHistoryDialog
          services={services}
          conversationId={chat.conversationId}
          aboutName={partnerName}
          nameOf={nameOf}
          onClose={() => setClearOpen(false)}
          onConfirm={(request) => {
            setClearOpen(false);
            clearing.start(request);
          }}
        />
      )}
      {pendingClear && <UndoClearToast pending={pendingClear} onUndo={clearing.undo} />}
    </>
  );

  if (phone) {
    // Issue 32: on a phone the conversation gets the screen. The title, the header's buttons and the
    // chat settings fold into one line that opens on a tap; the chat below takes the rest. The page
    // itself scrolls (no inner window): a long answer reads on the whole screen between the sticky
    // header and the composer stuck to the bottom. The settings line sticks under the header, so the
    // mode and the partner are one tap away deep in a conversation; opening it goes to the top of
    // the page, where the settings open.
    const toggleSettings = () => {
      const opening = !settingsOpen;
      setSettingsOpen(opening);
      if (opening) document.scrollingElement?.scrollTo?.({ top: 0 });
    };
    const summary = [draft ? t('mode.draft') : t('composer.askAi'), partnerName ?? t('partner.none')].join(' · ');
    return (
      <div className="flex min-h-[calc(100dvh-4rem)] flex-col gap-2 px-3 pt-2">
        <div className="sticky top-16 z-20 -mx-3 flex items-center justify-between gap-2 bg-background px-3 py-1">
          <h1 className="min-w-0 truncate font-serif text-lg font-semibold tracking-tight">{t('ai.title')}</h1>
          <Button variant="ghost" size="sm" aria-expanded={settingsOpen} aria-controls={settingsId} onClick={toggleSettings} className="shrink-0">
            <SlidersHorizontal aria-hidden className="size-4" />
            <span className="sr-only">{t('settings.toggle')}: </span>
            <span className="max-w-[11rem] truncate">{summary}</span>
            <ChevronDown aria-hidden className={cn('size-4 transition-transform', settingsOpen && 'rotate-180')} />
          </Button>
        </div>
        {settingsOpen && (
          <div id={settingsId} className="space-y-2">
            {header}
            {controls}
          </div>
        )}
        {banner && tab === 'private' && (
          <p role="note" className="rounded-control bg-accent-soft px-3 py-2 text-sm text-accent-foreground">
            {t('mobile.banner')}
          </p>
        )}
        <div className="flex flex-1 flex-col rounded-t-card border border-border bg-surface">
          {tabs}
          {tabPanel}
        </div>
        {panelOpen && panel}
        {historyControls}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      {header}
      <div className={cn('grid gap-6', panel ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : '')}>
        <div className="space-y-4">
          {controls}
          <div className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
            {tabs}
            {tabPanel}
          </div>
        </div>
        {panel}
      </div>
      {historyControls}
    </div>
  );
}

const TEST_LABEL = {
  emotional_bridging: aiGuidanceCatalog.msg('test.emotional'),
  conflict_mediation: aiGuidanceCatalog.msg('test.conflict'),
  timing_optimization: aiGuidanceCatalog.msg('test.timing'),
};

interface TabButtonProps {
  id: string;
  panel: string;
  selected: boolean;
  disabled?: boolean;
  onSelect(): void;
  onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>): void;
  className?: string;
  children: React.ReactNode;
}

function TabButton({ id, panel, selected, disabled, onSelect, onKeyDown, className, children }: TabButtonProps) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={selected ? panel : undefined}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'rounded-t-control border-b-2 px-4 py-2.5 text-sm font-medium disabled:opacity-50',
        selected ? 'border-primary text-primary' : 'border-transparent text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** Phones: the full-page partner selector (spec §2), remembered for the session. */
function PartnerChooser({ partners, value, onChoose, onContinue }: { partners: Partner[]; value: string | null; onChoose(id: string | null): void; onContinue(): void }) {
  const t = useGuideT();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col gap-4 px-4 py-6">
      <h1 className="font-serif text-2xl font-semibold">{t('mobile.chooserTitle')}</h1>
      <p className="text-sm text-muted-foreground">{t('mobile.chooserBody')}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('partner.label')}</legend>
        {[null, ...partners].map((candidate) => {
          const id = candidate?.userId ?? null;
          return (
            <label key={id ?? 'none'} className={cn('flex items-center gap-3 rounded-card border p-4 text-base', value === id ? 'border-primary bg-primary/5' : 'border-border bg-surface')}>
              <input type="radio" name="partner" className="size-4 accent-primary" checked={value === id} onChange={() => onChoose(id)} />
              {candidate ? partnerLabel(t, candidate) : t('partner.none')}
            </label>
          );
        })}
      </fieldset>
      <Button size="lg" className="mt-auto" onClick={onContinue}>
        {t('mobile.continue')}
      </Button>
    </div>
  );
}
