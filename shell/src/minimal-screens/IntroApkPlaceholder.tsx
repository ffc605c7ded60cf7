import { Link } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { useShellSession } from '../platform/platform';
import { screensCatalog } from './i18n/catalog';
import { ScreenFrame } from './ScreenFrame';

/** /intro-apk (header hidden): the 8-step walkthrough comes with the PWA issue. */
export function IntroApkPlaceholder() {
  const session = useShellSession();
  const next = session.status === 'signed-in' ? '/dashboard' : '/auth';
  const t = screensCatalog.useT();
  return (
    <ScreenFrame title={t('intro.title')}>
      <p>{t('intro.body')}</p>
      <Link to={next} className={buttonClassName()}>
        {t('intro.continue')}
      </Link>
    </ScreenFrame>
  );
}
