import { useEffect, useId, useState, type FormEvent } from 'react';
import { MessageCirclePlus, Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { INSUFFICIENT_PRIVILEGE, INVALID_TEXT_REPRESENTATION, fetchConnectedPeople, isUuid, openPairConversation, toMessagingError } from '../messaging/messagingApi';
import { nameOf } from '../messaging/displayName';
import type { MessagingServices } from '../messaging/useMessagingServices';

/** The people the caller is connected with, by name (alphabetical); empty until loaded or on failure. */
function useConnectedPeople(services: MessagingServices) {
  const { me, client } = services;
  const [people, setPeople] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    if (!me) return;
    let left = false;
    let supabase;
    try {
      supabase = client();
    } catch {
      return;
    }
    fetchConnectedPeople(supabase, me).then(
      (found) => {
        if (left) return;
        const named = found.map((person) => ({ id: person.id, name: nameOf(new Map([[person.id, person.name]]), person.id) }));
        setPeople(named.sort((a, b) => a.name.localeCompare(b.name)));
      },
      // The id box below still works; the names are a shortcut.
      (error: unknown) => console.warn('[mf-messages] connected people could not load', error),
    );
    return () => {
      left = true;
    };
  }, [client, me]);
  return people;
}

/**
 * "New conversation" (issue 33, item 6): the people the caller is connected with, by name, one
 * click each; and spec §2's 'Partner user ID' + 'New' for anyone else. Both reuse the pair's open
 * thread in either direction, or create it.
 */
export function NewConversationForm({ services }: { services: MessagingServices }) {
  const t = messagesCatalog.useT();
  const navigate = useNavigate();
  const [partnerId, setPartnerId] = useState('');
  const [busy, setBusy] = useState(false);
  const people = useConnectedPeople(services);
  const headingId = useId();
  const hintId = useId();

  async function open(partner: string): Promise<boolean> {
    if (!services.me || busy) return false;
    setBusy(true);
    try {
      const id = await openPairConversation(services.client(), services.me, partner);
      services.toast(t('new.ready'), undefined, 'success');
      navigate(`/messages/${id}`);
      return true;
    } catch (error) {
      // The database's words for a typo'd ID or someone not connected are Postgres' own
      // ('invalid input syntax for type uuid', 'violates row-level security policy'): say what to do.
      const failure = toMessagingError(error);
      const description =
        failure.code === INVALID_TEXT_REPRESENTATION ? t('new.invalidId') : failure.code === INSUFFICIENT_PRIVILEGE ? t('new.notConnected') : failure.message;
      services.toast(t('error.create'), description, 'destructive');
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const partner = partnerId.trim();
    if (!partner) {
      services.toast(t('new.missing'));
      return;
    }
    if (!isUuid(partner)) {
      services.toast(t('error.create'), t('new.invalidId'), 'destructive');
      return;
    }
    if (await open(partner)) setPartnerId('');
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        {t('new.title')}
      </h2>
      {people.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-2">
            {people.map((person) => (
              <li key={person.id}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={t('new.with', { name: person.name })}
                  onClick={() => void open(person.id)}
                >
                  <MessageCirclePlus aria-hidden="true" className="size-4" />
                  <bdi>{person.name}</bdi>
                </Button>
              </li>
            ))}
          </ul>
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('new.someoneElse')}
          </p>
        </>
      )}
      <form onSubmit={onSubmit} className="flex gap-2">
        <input
          aria-label={t('new.label')}
          aria-describedby={people.length > 0 ? hintId : undefined}
          placeholder={t('new.label')}
          dir="ltr"
          value={partnerId}
          onChange={(event) => setPartnerId(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-control border border-input bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" disabled={busy}>
          <Plus aria-hidden="true" className="size-4" />
          {t('new.button')}
        </Button>
      </form>
    </section>
  );
}
