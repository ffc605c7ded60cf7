import { useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, Spinner, type ShalomSupabaseClient } from '@shalom/shared';
import { CheckboxField, Field, Input, Select, Textarea } from '@shalom/shared/ui/form';
import {
  ALREADY_CONNECTED,
  REQUEST_ALREADY_SENT,
  REQUEST_SENT,
  THEY_ASKED_YOU,
  linkText,
  type ToastMessage,
} from '../relationship-links/linkMessages';
import { refusalDescription } from '../relationship-links/refusals';
import { requestLink, type RequestOutcome } from '../relationship-links/requestLink';
import {
  DEFAULT_RELATION_TYPE,
  NONE,
  relationTypeOptions,
  statusFromSelect,
  statusOptions,
} from '../relationship-links/relationOptions';
import { isUserId } from '../relationship-links/userId';
import { relationshipsText as text } from './relationshipsText';
import { useRelationshipsLanguage } from '../../i18n/catalog';

export interface AddRelationshipFormProps {
  me: string;
  client(): ShalomSupabaseClient;
  toast(message: ToastMessage): void;
  /** Called after a request was sent, so the lists reload. */
  onSent(): void | Promise<void>;
}

function couldNotAdd(description: string | undefined): ToastMessage {
  return { title: linkText.couldNotAddTitle, description, variant: 'destructive' };
}

/** The toast for each way a request can end. */
export function requestToast(outcome: RequestOutcome): ToastMessage {
  switch (outcome.kind) {
    case 'sent':
      return REQUEST_SENT;
    case 'already-connected':
      return ALREADY_CONNECTED;
    case 'already-requested':
      return REQUEST_ALREADY_SENT;
    case 'they-asked':
      return THEY_ASKED_YOU;
    case 'failed':
      return couldNotAdd(refusalDescription(outcome.error));
  }
}

/** Why the typed ID was refused before asking the server (shown under the field too). */
type IdProblem = 'missing' | 'malformed' | 'self';

function idProblemText(problem: IdProblem): string {
  switch (problem) {
    case 'missing':
      return linkText.missingIdDescription;
    case 'malformed':
      return linkText.malformedId;
    case 'self':
      return linkText.selfLink;
  }
}

/**
 * spec §2: Related User ID, Relation (default spouse), optional Status and Notes, rabbi involved,
 * Add. Typing someone's id sends them a request; they decide whether to accept.
 */
export function AddRelationshipForm({ me, client, toast, onSent }: AddRelationshipFormProps) {
  useRelationshipsLanguage();
  const [relatedUserId, setRelatedUserId] = useState('');
  const [relationType, setRelationType] = useState<string>(DEFAULT_RELATION_TYPE);
  const [status, setStatus] = useState<string>(NONE);
  const [notes, setNotes] = useState('');
  const [rabbiInvolved, setRabbiInvolved] = useState(false);
  const [busy, setBusy] = useState(false);
  // The toast says it (spec §5); the field says it too and takes focus, so it can be put right at once.
  const [idProblem, setIdProblem] = useState<IdProblem | null>(null);
  const idInput = useRef<HTMLInputElement>(null);

  const refuseId = (problem: IdProblem, message: ToastMessage) => {
    toast(message);
    setIdProblem(problem);
    idInput.current?.focus();
  };

  const clear = () => {
    setRelatedUserId('');
    setRelationType(DEFAULT_RELATION_TYPE);
    setStatus(NONE);
    setNotes('');
    setRabbiInvolved(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const id = relatedUserId.trim();
    if (!id) {
      refuseId('missing', { title: linkText.missingIdTitle, description: linkText.missingIdDescription, variant: 'destructive' });
      return;
    }
    if (!isUserId(id)) {
      refuseId('malformed', couldNotAdd(linkText.malformedId));
      return;
    }
    if (id.toLowerCase() === me.toLowerCase()) {
      refuseId('self', couldNotAdd(linkText.selfLink));
      return;
    }
    setBusy(true);
    try {
      const outcome = await requestLink(client(), {
        userId: me,
        relatedUserId: id,
        relationType,
        status: statusFromSelect(status),
        notes: notes.trim() || null,
        // spec §2: TRUE or empty.
        rabbiInvolved: rabbiInvolved ? true : null,
      });
      toast(requestToast(outcome));
      if (outcome.kind === 'sent') {
        clear();
        await onSent();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-relationship-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="add-relationship-title" className="font-serif text-xl font-semibold text-foreground">
        {text.addTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{text.addIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="add-relationship-title">
        <Field
          label={text.relatedUserId}
          required
          className="sm:col-span-2"
          hint={text.relatedUserIdHint}
          error={idProblem ? idProblemText(idProblem) : undefined}
        >
          <Input
            ref={idInput}
            name="relatedUserId"
            value={relatedUserId}
            onChange={(event) => {
              setRelatedUserId(event.target.value);
              setIdProblem(null);
            }}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            className="font-mono"
          />
        </Field>
        <Field label={text.relation}>
          <Select options={relationTypeOptions} value={relationType} onValueChange={setRelationType} />
        </Field>
        <Field label={text.statusOptional}>
          <Select options={statusOptions} value={status} onValueChange={setStatus} />
        </Field>
        <Field label={text.notesOptional} hint={text.notesPrivate} className="sm:col-span-2">
          <Textarea name="notes" dir="auto" value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
        </Field>
        <CheckboxField label={text.rabbiInvolved} checked={rabbiInvolved} onCheckedChange={setRabbiInvolved} className="sm:col-span-2" />
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {text.add}
          </Button>
          {busy && <Spinner label={text.sending} />}
        </div>
      </form>
    </section>
  );
}
