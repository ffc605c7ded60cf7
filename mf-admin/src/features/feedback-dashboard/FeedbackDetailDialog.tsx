import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { Button } from '@shalom/shared';
import { Dialog, Field, Textarea } from '@shalom/shared/ui/form';
import { adminCatalog } from '../../i18n/catalog';
import { statusLabel, typeLabel, type FeedbackRow, type FeedbackStatus } from '../feedback-model/feedbackModel';
import { FeedbackImages } from './FeedbackImages';
import { formatDateSafe } from './formatting';

export interface FeedbackDetailDialogProps {
  supabase: ShalomSupabaseClient;
  feedback: FeedbackRow | null;
  onClose(): void;
  /** Saves the status with the notes; resolves true when saved. */
  onSetStatus(feedback: FeedbackRow, status: FeedbackStatus, notes: string): Promise<boolean>;
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-sm text-foreground [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const ACTIONS = [
  { status: 'in_review', label: adminCatalog.msg('detail.markInReview'), variant: 'secondary' },
  { status: 'resolved', label: adminCatalog.msg('detail.markResolved'), variant: 'primary' },
  { status: 'archived', label: adminCatalog.msg('detail.archive'), variant: 'ghost' },
] as const;

/** Every field of one feedback, its images, the admin notes and the three status buttons (spec §2, §4). */
export function FeedbackDetailDialog({ supabase, feedback, onClose, onSetStatus }: FeedbackDetailDialogProps) {
  const t = adminCatalog.useT();
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState<FeedbackStatus | null>(null);
  // Notes typed but not saved yet (they are saved with a status), per feedback: closing the dialog
  // by a stray click or Escape and opening it again gives them back instead of losing them.
  const drafts = useRef(new Map<string, string>());
  useEffect(() => setNotes((feedback && drafts.current.get(feedback.id)) ?? feedback?.admin_notes ?? ''), [feedback]);
  const editNotes = (value: string) => {
    setNotes(value);
    if (feedback) drafts.current.set(feedback.id, value);
  };
  const notGiven = <span className="text-muted-foreground">{t('detail.notGiven')}</span>;

  const setStatus = async (status: FeedbackStatus) => {
    if (!feedback || saving) return;
    setSaving(status);
    // Saved, the notes are the row's own; refused, they stay a draft.
    drafts.current.delete(feedback.id);
    try {
      if (!(await onSetStatus(feedback, status, notes))) drafts.current.set(feedback.id, notes);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Dialog
      open={feedback !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      size="lg"
      title={<span dir="auto">{feedback?.subject}</span>}
      description={feedback ? `${typeLabel(feedback.feedback_type)} · ${statusLabel(feedback.status)}` : undefined}
      footer={ACTIONS.map(({ status, label, variant }) => (
        <Button key={status} variant={variant} onClick={() => void setStatus(status)} disabled={saving !== null} aria-busy={saving === status}>
          {t(label)}
        </Button>
      ))}
    >
      {feedback && (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-3">
            <Detail label={t('detail.type')}>{typeLabel(feedback.feedback_type)}</Detail>
            <Detail label={t('detail.status')}>{statusLabel(feedback.status)}</Detail>
            <Detail label={t('detail.received')}>{formatDateSafe(feedback.created_at, { dateStyle: 'long', timeStyle: 'short' })}</Detail>
            <Detail label={t('detail.name')}>{feedback.name ? <bdi>{feedback.name}</bdi> : notGiven}</Detail>
            <Detail label={t('detail.email')} wide>{feedback.email ? <span dir="ltr">{feedback.email}</span> : notGiven}</Detail>
            <Detail label={t('detail.user')} wide>{feedback.user_id ? <span dir="ltr" className="font-mono text-xs">{feedback.user_id}</span> : t('table.anonymous')}</Detail>
            <Detail label={t('detail.page')} wide>{feedback.page_url ? <span dir="ltr">{feedback.page_url}</span> : notGiven}</Detail>
            <Detail label={t('detail.browser')} wide>{feedback.user_agent ? <span dir="ltr" className="text-xs">{feedback.user_agent}</span> : notGiven}</Detail>
          </dl>
          <div>
            <h3 className="text-xs font-medium text-muted-foreground">{t('detail.message')}</h3>
            <p dir="auto" className="mt-1 whitespace-pre-wrap rounded-control bg-muted/50 p-3 text-sm text-foreground [overflow-wrap:anywhere]">
              {feedback.message}
            </p>
          </div>
          <div>
            <h3 className="mb-2 text-xs font-medium text-muted-foreground">{t('detail.images')}</h3>
            <FeedbackImages supabase={supabase} paths={feedback.images ?? []} />
          </div>
          <Field label={t('detail.notes')}>
            <Textarea value={notes} onChange={(event) => editNotes(event.target.value)} rows={3} maxLength={5000} dir="auto" disabled={saving !== null} />
          </Field>
        </div>
      )}
    </Dialog>
  );
}
