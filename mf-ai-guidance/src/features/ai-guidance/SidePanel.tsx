import { useEffect, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '@shalom/shared';
import {
  COMMUNICATION_TYPES,
  EMPTY_CONSENT,
  INFO_TYPES,
  loadPartnerInfo,
  savePartnerInfo,
  type ConsentRecord,
  type PartnerConsent,
  type PartnerInfo,
} from './aiGuidanceApi';
import type { AiServices } from './useAiServices';
import type { ConsentState } from './useConsent';
import { aiGuidanceCatalog } from '../../i18n/catalog';
import { useGuideT } from './userGender';
import { DateInput } from '@shalom/shared/ui/form';

const { msg } = aiGuidanceCatalog;

const INFO_LABEL = {
  personality: msg('info.personality'),
  preferences: msg('info.preferences'),
  communication_style: msg('info.communicationStyle'),
};

export const TYPE_LABEL = {
  emotional_bridging: msg('type.emotional'),
  conflict_mediation: msg('type.conflict'),
  timing_optimization: msg('type.timing'),
};

/** Partner Context: three free-text notes; a blank one deletes its stored record. */
function PartnerContextForm({ services, me, partner, partnerName }: { services: AiServices; me: string; partner: string; partnerName: string }) {
  const t = useGuideT();
  const { client, toast } = services;
  const [info, setInfo] = useState<PartnerInfo>({ personality: '', preferences: '', communication_style: '' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadPartnerInfo(client(), me, partner)
      .then((loaded) => {
        if (!cancelled) setInfo(loaded);
      })
      .catch((error: unknown) => console.warn('[mf-ai-guidance] partner info', error));
    return () => {
      cancelled = true;
    };
  }, [client, me, partner]);

  async function save() {
    setSaving(true);
    try {
      await savePartnerInfo(client(), me, partner, info);
      toast({ title: t('toast.partnerInfoSaved') });
    } catch (error) {
      toast({ title: t('toast.saveFailed'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="partner-context-title" className="space-y-3">
      <h2 id="partner-context-title" className="font-serif text-lg font-semibold">
        {t('panel.partnerContext', { partner: partnerName })}
      </h2>
      {INFO_TYPES.map((type) => (
        <label key={type} className="block space-y-1 text-sm font-medium">
          <span>{t(INFO_LABEL[type])}</span>
          <textarea
            className="w-full rounded-control border border-border bg-background px-3 py-2 text-sm"
            rows={2}
            dir="auto"
            value={info[type]}
            onChange={(event) => setInfo((held) => ({ ...held, [type]: event.target.value }))}
          />
        </label>
      ))}
      <Button onClick={() => void save()} disabled={saving}>
        {t('panel.savePartnerInfo')}
      </Button>
    </section>
  );
}

/** Chips: trimmed, non-empty, no duplicates; Enter or Add adds, clicking a chip removes it (spec §5). */
function ChipsInput({ label, values, onChange }: { label: string; values: string[]; onChange(values: string[]): void }) {
  const t = useGuideT();
  const [entry, setEntry] = useState('');
  function add() {
    const value = entry.trim();
    if (!value || values.includes(value)) {
      setEntry('');
      return;
    }
    onChange([...values, value]);
    setEntry('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        <input
          aria-label={label}
          className="min-w-0 flex-1 rounded-control border border-border bg-background px-3 py-2 text-sm"
          dir="auto"
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" size="sm" className="h-auto" onClick={add}>
          {t('consent.add')}
        </Button>
      </div>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-xs"
                aria-label={t('consent.removeChip', { value })}
                onClick={() => onChange(values.filter((held) => held !== value))}
              >
                <span dir="auto">{value}</span>
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function ConsentForm({ consent, services }: { consent: ConsentState; services: AiServices }) {
  const t = useGuideT();
  const [form, setFormState] = useState<ConsentRecord>(consent.own ?? EMPTY_CONSENT);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // Follows the stored record until the user edits; a reload landing mid-edit must not undo a click.
  useEffect(() => {
    if (!dirty) setFormState(consent.own ?? EMPTY_CONSENT);
  }, [consent.own, dirty]);
  // The share switch above the chat writes the same record: keep that one field in step.
  const storedShare = consent.own?.share_context;
  useEffect(() => {
    if (storedShare !== undefined) setFormState((held) => ({ ...held, share_context: storedShare }));
  }, [storedShare]);
  const setForm = (update: (held: ConsentRecord) => ConsentRecord) => {
    setDirty(true);
    setFormState(update);
  };

  async function save() {
    setSaving(true);
    const ok = await consent.save(form);
    setSaving(false);
    if (ok) setDirty(false);
    services.toast(
      ok
        ? { title: t('toast.success'), description: t('toast.consentSaved') }
        : { title: t('toast.error'), description: t('toast.consentSaveFailed'), variant: 'destructive' },
    );
  }

  const toggle = (key: keyof ConsentRecord, label: string) => (
    <label key={key} className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={form[key] === true} onChange={(event) => setForm((held) => ({ ...held, [key]: event.target.checked }))} />
      {label}
    </label>
  );

  return (
    <section aria-labelledby="consent-title" className="space-y-3">
      <h2 id="consent-title" className="font-serif text-lg font-semibold">
        {t('panel.consentTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('panel.consentIntro')}</p>
      <div className="space-y-2">
        {COMMUNICATION_TYPES.map((type) => toggle(type, t(TYPE_LABEL[type])))}
        {toggle('share_context', t('consent.shareContext'))}
      </div>
      <ChipsInput label={t('consent.triggers')} values={form.communication_triggers} onChange={(values) => setForm((held) => ({ ...held, communication_triggers: values }))} />
      <ChipsInput label={t('consent.boundaries')} values={form.boundary_keywords} onChange={(values) => setForm((held) => ({ ...held, boundary_keywords: values }))} />
      <div className="space-y-1 text-sm">
        <label htmlFor="consent-until" className="block font-medium">
          {t('consent.until')}
        </label>
        {/* The page's own date order (DD/MM/YYYY in Hebrew), not the browser's. */}
        <DateInput
          id="consent-until"
          aria-describedby="consent-until-hint"
          value={form.temporal_consent_until?.slice(0, 10) ?? ''}
          onValueChange={(value) => setForm((held) => ({ ...held, temporal_consent_until: value || null }))}
        />
        <p id="consent-until-hint" className="text-xs text-muted-foreground">
          {t('consent.untilHint')}
        </p>
      </div>
      <Button onClick={() => void save()} disabled={saving || !consent.ready}>
        {t('consent.save')}
      </Button>
    </section>
  );
}

function PartnerConsentView({ consent, partnerName }: { consent: PartnerConsent | null; partnerName: string }) {
  const t = useGuideT();
  return (
    <section aria-labelledby="partner-consent-title" className="space-y-2">
      <h3 id="partner-consent-title" className="text-sm font-semibold">
        {t('panel.partnerConsent', { partner: partnerName })}
      </h3>
      {consent ? (
        <ul className="space-y-1 text-sm">
          {[...COMMUNICATION_TYPES, 'share_context' as const].map((key) => (
            <li key={key} className="flex justify-between gap-2">
              <span>{key === 'share_context' ? t('consent.partnerShareContext') : t(TYPE_LABEL[key])}</span>
              <span className="font-medium">{consent[key] ? t('consent.on') : t('consent.off')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('panel.partnerConsentNone', { partner: partnerName })}</p>
      )}
    </section>
  );
}

export interface SidePanelProps {
  services: AiServices;
  me: string;
  partner: string;
  partnerName: string;
  consent: ConsentState;
}

export function SidePanel({ services, me, partner, partnerName, consent }: SidePanelProps) {
  // Keyed by partner: one partner's unsaved notes or consent edits never show (or get saved) under the next.
  return (
    <div className="space-y-8">
      <PartnerContextForm key={`info-${partner}`} services={services} me={me} partner={partner} partnerName={partnerName} />
      <ConsentForm key={`consent-${partner}`} consent={consent} services={services} />
      <PartnerConsentView consent={consent.partner} partnerName={partnerName} />
    </div>
  );
}
