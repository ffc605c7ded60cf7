import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /ai — heading only for now; the feature arrives in its own issue. */
export function AiGuidancePage() {
  return (
    <PageIntro title="AI Relationship Guidance" description="Private, faith-aligned guidance from your AI guide, and help drafting messages to your partner.">
      <p className="text-sm text-muted-foreground">The guide arrives with the AI guidance feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
          Open Messages
        </Link>
      </div>
    </PageIntro>
  );
}
