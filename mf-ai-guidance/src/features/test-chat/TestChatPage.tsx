import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';

/** /test-chat — heading only for now; the feature arrives in its own issue. */
export function TestChatPage() {
  return (
    <PageIntro title="Test Chat" description="Test the AI models from a male and a female perspective.">
      <p className="text-sm text-muted-foreground">The model tester arrives with the AI guidance feature.</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/ai" className={buttonClassName({ variant: 'secondary' })}>
          Back to AI Guidance
        </Link>
      </div>
    </PageIntro>
  );
}
