import { useEffect, useId, useState, type ReactNode } from 'react';
import { Bell, Check, HeartHandshake, Lock, MessageCircleHeart, Scale, Timer, Users } from 'lucide-react';
import { Button } from '@shalom/shared';
import { notificationsCatalog } from '../notifications/i18n/catalog';
import { permissionLabelId, useEnableNotifications, type NotificationServices } from '../notifications/useEnableNotifications';
import { SELECTED_PARTNER_KEY } from '../pwa/InstalledDrawer';
import { isUserId, loadConnectedPeople, refusalOf, requestConnection, type ConnectedPerson } from './connectedPeople';
import { introCatalog } from './i18n/catalog';
import { lazyToast as toast } from '../layout/lazySonner';

const { msg } = introCatalog;

export interface StepProps {
  services: NotificationServices;
  onNext(): void;
  /** Step 7's Donate Now: the donation page (/donate), which leads back to this step. */
  onDonate(): void;
}

function Point({ icon: Icon, title, children }: { icon: typeof Check; title: string; children?: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-control border border-border bg-background p-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>
        <span className="block font-medium text-foreground">{title}</span>
        {children && <span className="mt-0.5 block text-sm text-muted-foreground">{children}</span>}
      </span>
    </li>
  );
}

export function WelcomeStep() {
  const t = introCatalog.useT();
  return (
    <>
      <p>{t('step1.body')}</p>
      <ul className="space-y-2">
        <Point icon={Check} title={t('step1.point1')} />
        <Point icon={Lock} title={t('step1.point2')} />
        <Point icon={Timer} title={t('step1.point3')} />
      </ul>
    </>
  );
}

export function ConsentStep() {
  const t = introCatalog.useT();
  return (
    <>
      <p>{t('step2.body')}</p>
      <ul className="space-y-2">
        <Point icon={MessageCircleHeart} title={t('step2.bridging')}>
          {t('step2.bridging.body')}
        </Point>
        <Point icon={Timer} title={t('step2.timing')}>
          {t('step2.timing.body')}
        </Point>
        <Point icon={Scale} title={t('step2.mediation')}>
          {t('step2.mediation.body')}
        </Point>
      </ul>
    </>
  );
}

function readSelectedPartner(): string {
  try {
    return sessionStorage.getItem(SELECTED_PARTNER_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Step 3: general guidance or a connected person; the choice is the AI guide's selected partner. */
export function AboutWhomStep({ services }: StepProps) {
  const t = introCatalog.useT();
  const name = useId();
  const [people, setPeople] = useState<ConnectedPerson[] | null>(null);
  const [chosen, setChosen] = useState(readSelectedPartner);
  const { supabase, userId } = services;

  useEffect(() => {
    if (!supabase || !userId) return;
    let live = true;
    loadConnectedPeople(supabase, userId).then(
      (loaded) => live && setPeople(loaded),
      (error: unknown) => {
        console.error('[intro] connected people could not be loaded', error);
        if (live) setPeople([]);
      },
    );
    return () => {
      live = false;
    };
  }, [supabase, userId]);

  function choose(id: string) {
    setChosen(id);
    try {
      // '' is the guide's own "no partner" choice (mf-ai-guidance selectedPartner.ts): choosing
      // General here is a choice, so the guide does not ask again (only a missing key makes it ask).
      sessionStorage.setItem(SELECTED_PARTNER_KEY, id);
    } catch {
      // not remembered; the guide asks again
    }
  }

  const option = (id: string, label: string, hint?: string) => (
    <label key={id || 'general'} className="flex cursor-pointer items-start gap-3 rounded-control border border-border bg-background p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input type="radio" name={name} value={id} checked={chosen === id} onChange={() => choose(id)} className="mt-1 size-4 accent-[var(--color-primary)]" />
      <span>
        <span className="block font-medium text-foreground">
          <bdi>{label}</bdi>
        </span>
        {hint && <span className="block text-sm text-muted-foreground">{hint}</span>}
      </span>
    </label>
  );

  return (
    <>
      <p>{t('step3.body')}</p>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('step3.title')}</legend>
        {option('', t('step3.general'), t('step3.generalHint'))}
        {(people ?? []).map((person) => option(person.id, person.name ?? t('step3.unknownName')))}
      </fieldset>
      {!userId && <p className="text-sm">{t('step3.signInHint')}</p>}
      {userId && people?.length === 0 && <p className="text-sm">{t('step3.none')}</p>}
    </>
  );
}

export function PrivacyStep() {
  const t = introCatalog.useT();
  return (
    <>
      <p>{t('step4.body')}</p>
      <ul className="space-y-2">
        <Point icon={Lock} title={t('step4.private')}>
          {t('step4.private.body')}
        </Point>
        <Point icon={Users} title={t('step4.shared')}>
          {t('step4.shared.body')}
        </Point>
      </ul>
    </>
  );
}

const RELATIONS = [
  { value: 'spouse', label: msg('relation.spouse') },
  { value: 'partner_pre_marriage', label: msg('relation.partner_pre_marriage') },
  { value: 'ex_spouse', label: msg('relation.ex_spouse') },
  { value: 'parent', label: msg('relation.parent') },
  { value: 'child', label: msg('relation.child') },
  { value: 'sibling', label: msg('relation.sibling') },
  { value: 'friend', label: msg('relation.friend') },
  { value: 'other', label: msg('relation.other') },
] as const;

const STATUSES = [
  { value: 'together', label: msg('status.together') },
  { value: 'dating', label: msg('status.dating') },
  { value: 'engaged', label: msg('status.engaged') },
  { value: 'married', label: msg('status.married') },
  { value: 'healthy_break', label: msg('status.healthy_break') },
  { value: 'separated', label: msg('status.separated') },
  { value: 'divorce', label: msg('status.divorce') },
] as const;

const fieldClass =
  'mt-1 block h-11 w-full rounded-control border border-input bg-surface px-3 text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Step 5: connect with a family member or partner (relationship and optional status). */
export function ConnectStep({ services }: StepProps) {
  const t = introCatalog.useT();
  const [partnerId, setPartnerId] = useState('');
  const [relation, setRelation] = useState<string>('spouse');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { supabase, userId } = services;
  if (!supabase || !userId) return <p>{t('step5.signIn')}</p>;

  async function connect() {
    const id = partnerId.trim();
    if (!id) return void toast.error(t('step5.failed'), { description: t('step5.missingId') });
    if (!isUserId(id)) return void toast.error(t('step5.failed'), { description: t('step5.malformedId') });
    setBusy(true);
    try {
      await requestConnection(supabase!, userId!, id, relation, status || null);
      setSent(true);
    } catch (error) {
      // Spec §5: a link in either direction is refused as 'Already connected'; the refusals the
      // intro knows read in the app's language, any other shows the server's message.
      const refusal = refusalOf(error);
      if (refusal === 'already-connected') toast.error(t('step5.alreadyConnected'), { description: t('step5.alreadyConnected.body') });
      else if (refusal === 'self') toast.error(t('step5.failed'), { description: t('step5.self') });
      else if (refusal === 'not-found') toast.error(t('step5.failed'), { description: t('step5.notFound') });
      else toast.error(t('step5.failed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p>{t('step5.body')}</p>
      <div className="space-y-3">
        <label className="block text-sm font-medium text-foreground">
          {t('step5.partnerId')}
          <input dir="ltr" value={partnerId} onChange={(event) => setPartnerId(event.target.value)} className={fieldClass} autoComplete="off" />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block text-sm font-medium text-foreground">
            {t('step5.relation')}
            <select value={relation} onChange={(event) => setRelation(event.target.value)} className={fieldClass}>
              {RELATIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-foreground">
            {t('step5.status')}
            <select value={status} onChange={(event) => setStatus(event.target.value)} className={fieldClass}>
              <option value="">{t('step5.noStatus')}</option>
              {STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button onClick={() => void connect()} disabled={busy || sent}>
          <HeartHandshake aria-hidden="true" className="size-4" />
          {busy ? t('step5.connecting') : t('step5.connect')}
        </Button>
        {sent && (
          <p role="status" className="text-sm font-medium text-foreground">
            {t('step5.sent')}
          </p>
        )}
      </div>
    </>
  );
}

/** Step 6: enable notifications, with the spec's status labels and button states. */
export function NotificationsStep({ services }: StepProps) {
  const t = introCatalog.useT();
  const tn = notificationsCatalog.useT();
  const { state, enable } = useEnableNotifications(services);
  const statusId = permissionLabelId(state);
  const label = state === 'requesting' ? tn('enable.busy') : state === 'granted' ? tn('enable.done') : tn('enable.button');
  return (
    <>
      <p>{t('step6.body')}</p>
      <p role="status" className="font-medium text-foreground">
        {t('step6.status', { status: tn(statusId) })}
      </p>
      <Button onClick={() => void enable()} disabled={state === 'requesting' || state === 'granted' || state === 'unsupported'}>
        <Bell aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </>
  );
}

/** Step 7: an optional gift — Donate Now opens the donation page (spec §2: to /donate) — or Maybe Later. */
export function DonationStep({ onNext, onDonate }: StepProps) {
  const t = introCatalog.useT();
  return (
    <>
      <p>{t('step7.body')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onDonate}>
          <HeartHandshake aria-hidden="true" className="size-4" />
          {t('step7.donate')}
        </Button>
        <Button variant="secondary" onClick={onNext}>
          {t('step7.later')}
        </Button>
      </div>
    </>
  );
}

export function CompleteStep() {
  const t = introCatalog.useT();
  return <p>{t('step8.body')}</p>;
}
