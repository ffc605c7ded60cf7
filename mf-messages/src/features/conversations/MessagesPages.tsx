import { useParams, useSearchParams } from 'react-router-dom';
import { useMessagingServices } from '../messaging/useMessagingServices';
import { ThreadView } from '../thread/ThreadView';
import { AiThreadView } from '../ai-communications/AiThreadView';
import { MessagesLayout, PickConversation } from './MessagesLayout';

/** /messages (and /messages?c=<id>, where notifications and /relationships send people). */
export function MessagesPage() {
  const services = useMessagingServices();
  const [search] = useSearchParams();
  const requested = search.get('c');
  // The address stays as it came (notification clicks and Start chat use it), the thread opens.
  if (requested) {
    return (
      <MessagesLayout services={services} threadOpen>
        <ThreadView key={requested} conversationId={requested} services={services} />
      </MessagesLayout>
    );
  }
  return (
    <MessagesLayout services={services} threadOpen={false}>
      <PickConversation />
    </MessagesLayout>
  );
}

/** /messages/:id — a human thread beside the list. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const services = useMessagingServices();
  return (
    <MessagesLayout services={services} threadOpen>
      <ThreadView key={id} conversationId={id} services={services} />
    </MessagesLayout>
  );
}

/** /messages/ai/:id — the AI communications between the caller and person :id. */
export function AiCommunicationsPage() {
  const { id = '' } = useParams();
  const services = useMessagingServices();
  return (
    <MessagesLayout services={services} threadOpen>
      <AiThreadView key={id} otherUserId={id} services={services} />
    </MessagesLayout>
  );
}
