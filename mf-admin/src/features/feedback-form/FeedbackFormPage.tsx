import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, PageIntro, buttonClassName, useRemoteServices, useSession } from '@shalom/shared';
import { Field, Input, Select, Textarea } from '@shalom/shared/ui/form';
import { adminCatalog } from '../../i18n/catalog';
import { FEEDBACK_TYPES, REDIRECT_AFTER_SUBMIT_MS, typeLabel, type FeedbackType } from '../feedback-model/feedbackModel';
import { clearFeedbackDraft, readFeedbackDraft, writeFeedbackDraft } from './feedbackDraft';
import { ImagePicker } from './ImagePicker';
import { pickImages, type ImageRefusal } from './pickImages';
import { SubmitFailure, submitFeedback } from './submitFeedback';

type Phase = { kind: 'editing' } | { kind: 'sending' } | { kind: 'failed'; detail: string | null } | { kind: 'sent' };

/** /feedback — open to everyone, signed in or not (spec §2, §5, §6). */
export function FeedbackFormPage() {
  const t = adminCatalog.useT();
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [feedbackType, setFeedbackType] = useState<FeedbackType>('general');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // Shown after a Submit with an email the browser does not take for an address; typing clears it.
  const [emailInvalid, setEmailInvalid] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });

  const userId = session.status === 'signed-in' ? session.user.id : null;
  const home = session.status === 'signed-in' ? '/dashboard' : '/';

  // What was typed survives a reload of the tab (images cannot be kept): restored for the person it
  // belongs to once the session is known, into a form they have not started again, and saved as it
  // changes from then on (state, not a ref, so the first save sees the restored fields).
  const owner = session.status === 'loading' ? null : (userId ?? 'anonymous');
  const [draftOwner, setDraftOwner] = useState<string | null>(null);
  const started = subject !== '' || message !== '' || name !== '' || email !== '';
  useEffect(() => {
    if (owner === null || owner === draftOwner) return;
    const draft = started ? null : readFeedbackDraft(owner);
    if (draft) {
      setSubject(draft.subject);
      setMessage(draft.message);
      setFeedbackType(draft.feedbackType);
      setName(draft.name);
      setEmail(draft.email);
    }
    setDraftOwner(owner);
  }, [owner, draftOwner, started]);
  useEffect(() => {
    if (owner === null || owner !== draftOwner) return;
    if (phase.kind === 'sent') clearFeedbackDraft(owner);
    else writeFeedbackDraft(owner, { subject, message, feedbackType, name, email });
  }, [owner, draftOwner, subject, message, feedbackType, name, email, phase.kind]);

  useEffect(() => {
    if (phase.kind !== 'sent') return undefined;
    const timer = setTimeout(() => navigate(home), REDIRECT_AFTER_SUBMIT_MS);
    return () => clearTimeout(timer);
  }, [phase.kind, home, navigate]);

  const refusalText = (r: ImageRefusal | null): string | null => {
    if (!r) return null;
    if (r.kind === 'tooMany') return t('form.tooMany.body');
    if (r.kind === 'notImage') return t('form.notImage', { name: r.name });
    return t('form.tooBig', { name: r.name });
  };

  const addImages = (picked: File[]) => {
    const result = pickImages(images, picked);
    setImages(result.images);
    setRefusal(result.refusal);
    if (result.refusal?.kind === 'tooMany') {
      bus.publish({ type: 'toast', title: t('form.tooMany.title'), description: t('form.tooMany.body'), variant: 'destructive' });
    }
  };

  const busy = phase.kind === 'sending' || phase.kind === 'sent';
  const complete = subject.trim() !== '' && message.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    // The form is noValidate (its own messages, in the active language), so the email input's type
    // is checked here: the browser's own rule for an address, or empty, since it is optional.
    if (emailInput.current?.validity.typeMismatch) {
      setEmailInvalid(true);
      emailInput.current.focus();
      return;
    }
    if (!supabase) {
      setPhase({ kind: 'failed', detail: t('form.noServer') });
      return;
    }
    setPhase({ kind: 'sending' });
    try {
      await submitFeedback(supabase, userId, { subject, message, feedbackType, name, email, images });
      setPhase({ kind: 'sent' });
      bus.publish({ type: 'toast', title: t('form.success.title'), description: t('form.success.body'), variant: 'success' });
    } catch (error) {
      const detail = error instanceof SubmitFailure ? error.detail : null;
      setPhase({ kind: 'failed', detail });
      bus.publish({ type: 'toast', title: t('form.failed'), ...(detail ? { description: detail } : {}), variant: 'destructive' });
    }
  };

  if (phase.kind === 'sent') {
    return (
      <PageIntro title={t('form.success.title')} description={t('form.success.body')}>
        <p role="status" className="text-sm text-muted-foreground">
          {t('form.success.redirect')}
        </p>
      </PageIntro>
    );
  }

  return (
    <PageIntro title={t('form.title')} description={t('form.description')}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6" noValidate>
        <Field label={t('form.subject')} required>
          <Input value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={200} dir="auto" disabled={busy} />
        </Field>
        <Field label={t('form.message')} required>
          <Textarea value={message} onChange={(event) => setMessage(event.target.value)} maxLength={5000} rows={6} dir="auto" disabled={busy} />
        </Field>
        <Field label={t('form.type')}>
          <Select
            options={FEEDBACK_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
            value={feedbackType}
            onValueChange={(value) => setFeedbackType(value as FeedbackType)}
            disabled={busy}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('form.name')}>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={200} autoComplete="name" dir="auto" disabled={busy} />
          </Field>
          <Field label={t('form.email')} error={emailInvalid ? t('form.emailInvalid') : undefined}>
            <Input
              ref={emailInput}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailInvalid(false);
              }}
              maxLength={320}
              autoComplete="email"
              dir="ltr"
              disabled={busy}
            />
          </Field>
        </div>
        <ImagePicker
          images={images}
          onPick={addImages}
          onRemove={(index) => {
            setImages((current) => current.filter((_, i) => i !== index));
            setRefusal(null);
          }}
          error={refusalText(refusal)}
          disabled={busy}
        />
        <div aria-live="polite">
          {phase.kind === 'failed' && (
            <div role="alert" className="rounded-control border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
              <p className="font-medium">{t('form.failed')}</p>
              {phase.detail && <p dir="auto">{phase.detail}</p>}
            </div>
          )}
        </div>
        {!complete && <p className="text-xs text-muted-foreground">{t('form.required')}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={!complete || busy} aria-busy={phase.kind === 'sending'} className="sm:w-fit">
            {phase.kind === 'sending' ? t('form.submitting') : t('form.submit')}
          </Button>
          <Link to={home} className={buttonClassName({ variant: 'ghost', className: 'sm:w-fit' })}>
            {t('form.cancel')}
          </Link>
        </div>
      </form>
    </PageIntro>
  );
}
