import { Link } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { ScreenFrame } from './ScreenFrame';

/** /feedback: the form itself comes with the feedback issue. */
export function FeedbackPlaceholder() {
  return (
    <ScreenFrame title="Feedback">
      <p>
        We read every message and review feedback within 1-2 business days. The feedback form is on its way; until
        then, thank you for your patience.
      </p>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        Return to Home
      </Link>
    </ScreenFrame>
  );
}
