import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { Button } from '@shalom/shared';
import { activeLocale } from '@shalom/shared/i18n';
import { setSignOutOnQuickExit, signOutThisDevice, signsOutOnQuickExit } from '@shalom/shared/quick-exit';
import { CheckboxField, Dialog, Field, Input } from '@shalom/shared/ui/form';
import { usePlatform } from '../platform/platform';
import { buildExportZip, exportDateFormatter, exportFileName, type ExportDocument } from './exportFile';
import { privacyCatalog } from './i18n/catalog';

type Platform = Extract<ReturnType<typeof usePlatform>, { phase: 'ready' }>;

/** The `{error, code}` body of a function's refusal (supabase-js keeps the Response in `context`). */
async function refusalOf(error: unknown): Promise<{ code?: string; window?: string }> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return {};
  try {
    return (await context.clone().json()) as { code?: string; window?: string };
  } catch {
    return {};
  }
}

function saveFile(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const card = 'flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6';

/**
 * The dashboard's privacy controls (issue 35): download my data, the quick-exit setting of this
 * device, and delete my account. The work happens in the functions export-my-data and
 * delete-account, with the person's own rights; this only asks and shows.
 */
export function PrivacyControls() {
  const t = privacyCatalog.useT();
  const platform = usePlatform();
  const [exporting, setExporting] = useState(false);
  const [signOut, setSignOut] = useState(signsOutOnQuickExit);
  const [deleting, setDeleting] = useState(false);
  const ready = platform.phase === 'ready' ? platform : null;

  const toast = (title: string, description?: string, variant: 'default' | 'destructive' | 'success' = 'default') =>
    ready?.bus.publish({ type: 'toast', title, description, variant });

  async function download(services: Platform) {
    setExporting(true);
    try {
      const { data, error } = await services.supabase.functions.invoke<ExportDocument>('export-my-data', { body: {} });
      if (error || !data) {
        const refusal = await refusalOf(error);
        const description =
          refusal.code === 'RATE_LIMITED' ? (refusal.window === 'day' ? t('download.rateDay') : t('download.rateMinute')) : t('download.tryAgain');
        toast(t('download.failed'), description, 'destructive');
        return;
      }
      const language = activeLocale();
      const zip = buildExportZip(data, t, language, exportDateFormatter(language));
      saveFile(zip, exportFileName(data.exported_at));
      toast(t('download.done'), t('download.doneBody'), 'success');
    } catch (error) {
      console.warn('[privacy] export', error);
      toast(t('download.failed'), t('download.tryAgain'), 'destructive');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="privacy-title" className="mt-8">
      <h2 id="privacy-title" className="flex items-center gap-2 font-serif text-2xl font-semibold">
        <ShieldCheck aria-hidden="true" className="size-6 text-primary" />
        {t('section.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('section.intro')}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className={card}>
          <h3 className="font-serif text-lg font-semibold">{t('download.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('download.body')}</p>
          <Button className="mt-auto self-start" disabled={!ready || exporting} onClick={() => ready && void download(ready)}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? t('download.busy') : t('download.button')}
          </Button>
        </div>
        <div className={card}>
          <h3 className="font-serif text-lg font-semibold">{t('quickExit.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('quickExit.body')}</p>
          <CheckboxField
            className="mt-auto"
            label={t('quickExit.settingLabel')}
            hint={t('quickExit.settingHelp')}
            checked={signOut}
            onCheckedChange={(on) => {
              setSignOutOnQuickExit(on);
              setSignOut(on);
            }}
          />
        </div>
        <div className={card}>
          <h3 className="font-serif text-lg font-semibold">{t('delete.title')}</h3>
          <p className="text-sm text-muted-foreground">{t('delete.body')}</p>
          <Button variant="secondary" className="mt-auto self-start text-destructive" disabled={!ready} onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('delete.button')}
          </Button>
        </div>
      </div>
      {ready && deleting && <DeleteAccountDialog services={ready} onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** The typed word and the password, then delete-account; afterwards this device is signed out. */
function DeleteAccountDialog({ services, onClose }: { services: Platform; onClose(): void }) {
  const t = privacyCatalog.useT();
  const navigate = useNavigate();
  const word = t('delete.dialog.word');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'word' | 'password'; text: string } | null>(null);
  const matches = typed.trim().toUpperCase() === word.toUpperCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!matches) {
      setError({ field: 'word', text: t('delete.wordMismatch', { word }) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: failed } = await services.supabase.functions.invoke('delete-account', { body: { confirmation: typed.trim(), password } });
      if (failed) {
        const refusal = await refusalOf(failed);
        if (refusal.code === 'WRONG_PASSWORD' || refusal.code === 'PASSWORD_REQUIRED') setError({ field: 'password', text: t('delete.wrongPassword') });
        else if (refusal.code === 'CONFIRMATION_MISMATCH') setError({ field: 'word', text: t('delete.wordMismatch', { word }) });
        else services.bus.publish({ type: 'toast', title: t('delete.failed'), description: t('download.tryAgain'), variant: 'destructive' });
        return;
      }
      // The server has ended every session; this device forgets its own copy too. Leave the
      // dashboard first, or its guard would send the signed-out page to /auth.
      services.bus.publish({ type: 'toast', title: t('delete.done.title'), description: t('delete.done.body') });
      navigate('/', { replace: true });
      const { error: signOutError } = await services.supabase.auth.signOut({ scope: 'local' });
      if (signOutError) {
        signOutThisDevice();
        window.location.replace('/');
      }
    } catch (thrown) {
      console.warn('[privacy] delete', thrown);
      services.bus.publish({ type: 'toast', title: t('delete.failed'), description: t('download.tryAgain'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('delete.dialog.title')}
      description={t('delete.dialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('delete.dialog.cancel')}
          </Button>
          <Button variant="destructive" type="submit" form="delete-account-form" disabled={busy || !matches || password === ''}>
            {busy ? t('delete.dialog.busy') : t('delete.dialog.confirm')}
          </Button>
        </>
      }
    >
      <form id="delete-account-form" className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <Field label={t('delete.dialog.wordLabel', { word })} error={error?.field === 'word' ? error.text : undefined}>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </Field>
        <Field label={t('delete.dialog.password')} error={error?.field === 'password' ? error.text : undefined}>
          <Input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
        </Field>
      </form>
    </Dialog>
  );
}
