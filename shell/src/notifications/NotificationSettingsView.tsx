import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, BellRing, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner } from '@shalom/shared';
import { Field, Select } from '@shalom/shared/ui/form';
import { currentPermission, subscribeToPush } from './browserNotifications';
import { notificationsCatalog } from './i18n/catalog';
import { resetIntro } from './introFlag';
import { loadPreferences, updatePreferences, type NotificationPreferences, type PreferenceKey } from './preferencesApi';
import { ToggleRow } from './ToggleRow';
import { permissionLabelId, useEnableNotifications, type NotificationServices } from './useEnableNotifications';
import { lazyToast as toast } from '../layout/lazySonner';

const { msg } = notificationsCatalog;

const TYPE_TOGGLES = [
  { key: 'new_messages', label: msg('settings.newMessages'), description: msg('settings.newMessages.description') },
  { key: 'ai_guidance', label: msg('settings.aiGuidance'), description: msg('settings.aiGuidance.description') },
  { key: 'relationship_milestones', label: msg('settings.milestones'), description: msg('settings.milestones.description') },
  { key: 'weekly_checkins', label: msg('settings.checkins'), description: msg('settings.checkins.description') },
] as const;

/**
 * A floated legend is laid out inside its fieldset like a card title, instead of being drawn on the
 * fieldset's top border (which on a phone put the words on the card's edge); the rows below clear it.
 */
const CARD_LEGEND = 'float-start w-full pt-4 pb-1 font-serif text-lg font-semibold sm:pt-6';

/** Spec §2 Notification settings view (in the dashboard, with Back). */
export function NotificationSettingsView({ services, onBack }: { services: NotificationServices & { userId: string }; onBack(): void }) {
  const t = notificationsCatalog.useT();
  const navigate = useNavigate();
  const { supabase, userId } = services;
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [saving, setSaving] = useState<PreferenceKey | 'checkin_day' | null>(null);
  // A failed load shows why, with Try again, instead of Loading for ever; each try loads once more.
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const permission = useEnableNotifications(services);
  const heading = useRef<HTMLHeadingElement>(null);

  // The view replaces the dashboard in place: the keyboard's focus goes to its heading, not the page's start.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (!supabase) return;
    let live = true;
    setLoadFailed(false);
    loadPreferences(supabase, userId).then(
      (loaded) => live && setPreferences(loaded),
      (error: unknown) => {
        console.error('[notifications] preferences could not be loaded', error);
        if (!live) return;
        setLoadFailed(true);
        toast.error(t('toast.loadFailed'));
      },
    );
    return () => {
      live = false;
    };
    // `t` is left out: a language change must not load the preferences again.
  }, [supabase, userId, loadAttempt]);

  async function save(key: PreferenceKey | 'checkin_day', value: boolean | string) {
    if (!supabase) return;
    setSaving(key);
    try {
      setPreferences(await updatePreferences(supabase, userId, { [key]: value }));
      toast.success(t('toast.updated'));
    } catch (error) {
      toast.error(t('toast.updateFailed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(null);
    }
  }

  // Spec §4: push is saved on only with permission granted; this device subscribes first.
  async function savePush(on: boolean) {
    if (!supabase) return;
    if (!on) return save('push_enabled', false);
    const state = currentPermission();
    if (state === 'unsupported') return void toast.error(t('toast.unsupported'));
    if (state !== 'granted') {
      const answer = await permission.enable();
      if (answer !== 'granted') return;
      setPreferences((previous) => (previous ? { ...previous, push_enabled: true } : previous));
      return;
    }
    setSaving('push_enabled');
    try {
      await subscribeToPush(supabase, userId);
      setPreferences(await updatePreferences(supabase, userId, { push_enabled: true }));
      toast.success(t('toast.pushEnabled'));
    } catch (error) {
      toast.error(t('toast.enableFailed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(null);
    }
  }

  const statusId = permissionLabelId(permission.state);

  function onResetIntro() {
    resetIntro();
    navigate('/intro-apk');
  }

  return (
    <section aria-labelledby="notification-settings-title" className="mx-auto max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('settings.back')}
      </Button>
      <h1 ref={heading} tabIndex={-1} id="notification-settings-title" className="mt-6 font-serif text-3xl font-semibold tracking-tight focus:outline-none">
        {t('settings.title')}
      </h1>

      <div className="mt-6 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
        <p className="flex items-center gap-2 text-sm font-medium text-foreground" role="status">
          <BellRing aria-hidden="true" className="size-4 text-primary" />
          {t('settings.permission', { status: t(statusId) })}
        </p>
        {permission.state === 'prompt' && (
          <div className="mt-3 space-y-3">
            <p className="text-sm text-muted-foreground">{t('settings.permissionPrompt')}</p>
            <Button onClick={() => void permission.enable()}>{t('settings.enableBrowser')}</Button>
          </div>
        )}
        {permission.state === 'denied' && <p className="mt-3 text-sm text-muted-foreground">{t('settings.blockedHelp')}</p>}
      </div>

      {!preferences && loadFailed ? (
        <div role="alert" className="mt-8 flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
          <p className="text-sm font-medium text-foreground">{t('toast.loadFailed')}</p>
          <Button variant="secondary" onClick={() => setLoadAttempt((n) => n + 1)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('settings.retry')}
          </Button>
        </div>
      ) : !preferences ? (
        <div className="mt-8 flex justify-center" aria-live="polite">
          <Spinner label={t('settings.loading')} />
        </div>
      ) : (
        <>
          <fieldset className="mt-8 rounded-card border border-border bg-surface px-4 shadow-card sm:px-6">
            <legend className={CARD_LEGEND}>{t('settings.types')}</legend>
            <div className="clear-both divide-y divide-border">
              {TYPE_TOGGLES.map((toggle) => (
                <ToggleRow
                  key={toggle.key}
                  label={t(toggle.label)}
                  description={t(toggle.description)}
                  checked={preferences[toggle.key]}
                  disabled={saving !== null}
                  onChange={(next) => void save(toggle.key, next)}
                />
              ))}
              {/* Issue 34: the check-in's invitation comes before Shabbat, on Friday or on Thursday evening. */}
              {preferences.weekly_checkins && (
                <div className="py-4">
                  <Field label={t('settings.checkinDay')} hint={t('settings.checkinDay.description')}>
                    <Select
                      options={[
                        { value: 'friday', label: t('settings.checkinDay.friday') },
                        { value: 'thursday', label: t('settings.checkinDay.thursday') },
                      ]}
                      value={preferences.checkin_day ?? 'friday'}
                      disabled={saving !== null}
                      onValueChange={(value) => value !== preferences.checkin_day && void save('checkin_day', value === 'thursday' ? 'thursday' : 'friday')}
                    />
                  </Field>
                </div>
              )}
            </div>
          </fieldset>
          <fieldset className="mt-6 rounded-card border border-border bg-surface px-4 shadow-card sm:px-6">
            <legend className={CARD_LEGEND}>{t('settings.channels')}</legend>
            <div className="clear-both divide-y divide-border">
              <ToggleRow
                label={t('settings.push')}
                description={t('settings.push.description')}
                checked={preferences.push_enabled}
                disabled={saving !== null || permission.state === 'requesting' || permission.state === 'unsupported'}
                onChange={(next) => void savePush(next)}
              />
              <ToggleRow
                label={t('settings.email')}
                description={t('settings.email.description')}
                checked={preferences.email_enabled}
                disabled={saving !== null}
                onChange={(next) => void save('email_enabled', next)}
              />
            </div>
          </fieldset>
        </>
      )}

      <div className="mt-6 flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-muted-foreground">{t('settings.resetIntro.description')}</p>
        <Button variant="secondary" onClick={onResetIntro}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('settings.resetIntro')}
        </Button>
      </div>
    </section>
  );
}
