import { Link, useParams } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /messages/:id — heading only for now; the feature arrives in its own issue. */
export function ConversationPage() {
  const { id = '' } = useParams();
  return (
    <PageIntro title="Conversation">
      <p className="text-sm text-muted-foreground">Conversation <span className="font-mono text-foreground">{id}</span> arrives with the messaging feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
          Back
        </Link>
      </div>
    </PageIntro>
  );
}
