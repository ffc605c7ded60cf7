import { Link } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { useShellSession } from '../platform/platform';
import { ScreenFrame } from './ScreenFrame';

/** /intro-apk (header hidden): the 8-step walkthrough comes with the PWA issue. */
export function IntroApkPlaceholder() {
  const session = useShellSession();
  const next = session.status === 'signed-in' ? '/dashboard' : '/auth';
  return (
    <ScreenFrame title="Welcome to Shalom Bayit">
      <p>Faith-aligned guidance for Jewish couples and families, an AI relationship guide and private messaging.</p>
      <Link to={next} className={buttonClassName()}>
        Continue
      </Link>
    </ScreenFrame>
  );
}
