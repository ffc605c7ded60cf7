import { Link, useParams } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /messages/ai/:id — heading only for now; the feature arrives in its own issue. */
export function AiCommunicationsPage() {
  const { id = '' } = useParams();
  return (
    <PageIntro title="AI Communications">
      <p className="text-sm text-muted-foreground">AI communications with <span className="font-mono text-foreground">{id}</span> arrive with the messaging feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
          Back
        </Link>
      </div>
    </PageIntro>
  );
}
