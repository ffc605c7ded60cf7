import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button, Spinner, type ShalomSupabaseClient } from '@shalom/shared';
import { CheckboxField, Field, Input, Select, Textarea } from '@shalom/shared/ui/form';
import { FOREIGN_KEY_VIOLATION, isRowLevelSecurityError, type DataError } from '../relationship-links/dataError';
import { linkPeople } from '../relationship-links/linkPeople';
import {
  ALREADY_CONNECTED,
  MALFORMED_ID_DESCRIPTION,
  SELF_LINK_DESCRIPTION,
  UNKNOWN_USER_DESCRIPTION,
  type ToastMessage,
} from '../relationship-links/linkMessages';
import {
  DEFAULT_RELATION_TYPE,
  NONE,
  relationTypeOptions,
  statusFromSelect,
  statusOptions,
} from '../relationship-links/relationOptions';
import { isUserId } from '../relationship-links/userId';

export interface AddRelationshipFormProps {
  me: string;
  client(): ShalomSupabaseClient;
  toast(message: ToastMessage): void;
  /** Called after a link was added, so the list reloads. */
  onAdded(): void | Promise<void>;
}

const COULD_NOT_ADD = 'Could not add relationship';

function addFailure(error: DataError): ToastMessage {
  let description = error.message;
  if (isRowLevelSecurityError(error)) description = 'You must be logged in to add relationships.';
  else if (error.code === FOREIGN_KEY_VIOLATION) description = UNKNOWN_USER_DESCRIPTION;
  return { title: COULD_NOT_ADD, description: description || undefined, variant: 'destructive' };
}

/** spec §2: Related User ID, Relation (default spouse), optional Status and Notes, rabbi involved, Add. */
export function AddRelationshipForm({ me, client, toast, onAdded }: AddRelationshipFormProps) {
  const [relatedUserId, setRelatedUserId] = useState('');
  const [relationType, setRelationType] = useState<string>(DEFAULT_RELATION_TYPE);
  const [status, setStatus] = useState<string>(NONE);
  const [notes, setNotes] = useState('');
  const [rabbiInvolved, setRabbiInvolved] = useState(false);
  const [busy, setBusy] = useState(false);

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
      toast({ title: 'Missing ID', description: "Enter the related user's ID.", variant: 'destructive' });
      return;
    }
    if (!isUserId(id)) {
      toast({ title: COULD_NOT_ADD, description: MALFORMED_ID_DESCRIPTION, variant: 'destructive' });
      return;
    }
    if (id.toLowerCase() === me.toLowerCase()) {
      toast({ title: COULD_NOT_ADD, description: SELF_LINK_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const outcome = await linkPeople(client(), {
        userId: me,
        relatedUserId: id,
        relationType,
        status: statusFromSelect(status),
        notes: notes.trim() || null,
        // spec §2: TRUE or empty.
        rabbiInvolved: rabbiInvolved ? true : null,
      });
      if (outcome.kind === 'already-connected') {
        toast(ALREADY_CONNECTED);
      } else if (outcome.kind === 'failed') {
        toast(addFailure(outcome.error));
      } else {
        toast({ title: 'Relationship added', description: 'You can add more or continue.', variant: 'success' });
        clear();
        await onAdded();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="add-relationship-title" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <h2 id="add-relationship-title" className="font-serif text-xl font-semibold text-foreground">
        Add a relationship
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2" aria-labelledby="add-relationship-title">
        <Field label="Related User ID" required className="sm:col-span-2" hint="Paste the ID the other person sees on this page.">
          <Input
            name="relatedUserId"
            value={relatedUserId}
            onChange={(event) => setRelatedUserId(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </Field>
        <Field label="Relation">
          <Select options={relationTypeOptions} value={relationType} onValueChange={setRelationType} />
        </Field>
        <Field label="Status (optional)">
          <Select options={statusOptions} value={status} onValueChange={setStatus} />
        </Field>
        <Field label="Notes (optional)" className="sm:col-span-2">
          <Textarea name="notes" value={notes} onChange={(event) => setNotes(event.target.value)} rows={2} />
        </Field>
        <CheckboxField label="Rabbi involved" checked={rabbiInvolved} onCheckedChange={setRabbiInvolved} className="sm:col-span-2" />
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
          {busy && <Spinner label="Adding..." />}
        </div>
      </form>
    </section>
  );
}
