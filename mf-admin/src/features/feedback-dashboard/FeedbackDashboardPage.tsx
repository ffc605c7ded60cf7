import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /admin/feedback — heading only for now; the feature arrives in its own issue. */
export function FeedbackDashboardPage() {
  return (
    <PageIntro title="Feedback Dashboard" description="Review, triage and answer the feedback users send.">
      <p className="text-sm text-muted-foreground">Stats, filters and the feedback table arrive with the admin feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
          Back to Dashboard
        </Link>
      </div>
    </PageIntro>
  );
}
