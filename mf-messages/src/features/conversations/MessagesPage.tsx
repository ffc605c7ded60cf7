import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /messages — heading only for now; the feature arrives in its own issue. */
export function MessagesPage() {
  return (
    <PageIntro title="Messages" description="Private conversations with the people you are linked to.">
      <p className="text-sm text-muted-foreground">Your conversations arrive with the messaging feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/relationships" className={buttonClassName({ variant: 'secondary' })}>
          Manage relationships
        </Link>
      </div>
    </PageIntro>
  );
}
