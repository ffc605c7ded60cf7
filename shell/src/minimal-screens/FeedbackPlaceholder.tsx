import { Link } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { screensCatalog } from './i18n/catalog';
import { ScreenFrame } from './ScreenFrame';

/** /feedback: the form itself comes with the feedback issue. */
export function FeedbackPlaceholder() {
  const t = screensCatalog.useT();
  return (
    <ScreenFrame title={t('feedback.title')}>
      <p>{t('feedback.body')}</p>
      <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
        {t('feedback.home')}
      </Link>
    </ScreenFrame>
  );
}
