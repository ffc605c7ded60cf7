import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';
import { aiGuidanceCatalog } from '../../i18n/catalog';

/** /test-chat — heading only for now; the feature arrives in its own issue. */
export function TestChatPage() {
  const t = aiGuidanceCatalog.useT();
  return (
    <PageIntro title={t('testChat.title')} description={t('testChat.description')}>
      <p className="text-sm text-muted-foreground">{t('testChat.placeholder')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/ai" className={buttonClassName({ variant: 'secondary' })}>
          {t('testChat.back')}
        </Link>
      </div>
    </PageIntro>
  );
}
