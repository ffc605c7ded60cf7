import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';
import { INSUFFICIENT_PRIVILEGE, INVALID_TEXT_REPRESENTATION, isUuid, openPairConversation, toMessagingError } from '../messaging/messagingApi';
import type { MessagingServices } from '../messaging/useMessagingServices';

/** 'Partner user ID' + 'New': reuses the pair's conversation in either direction, or creates it. */
export function NewConversationForm({ services }: { services: MessagingServices }) {
  const t = messagesCatalog.useT();
  const navigate = useNavigate();
  const [partnerId, setPartnerId] = useState('');
  const [busy, setBusy] = useState(false);

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
    if (!services.me || busy) return;
    setBusy(true);
    try {
      const id = await openPairConversation(services.client(), services.me, partner);
      services.toast(t('new.ready'), undefined, 'success');
      setPartnerId('');
      navigate(`/messages/${id}`);
    } catch (error) {
      // The database's words for a typo'd ID or someone not connected are Postgres' own
      // ('invalid input syntax for type uuid', 'violates row-level security policy'): say what to do.
      const failure = toMessagingError(error);
      const description =
        failure.code === INVALID_TEXT_REPRESENTATION ? t('new.invalidId') : failure.code === INSUFFICIENT_PRIVILEGE ? t('new.notConnected') : failure.message;
      services.toast(t('error.create'), description, 'destructive');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex gap-2">
      <input
        aria-label={t('new.label')}
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
  );
}
