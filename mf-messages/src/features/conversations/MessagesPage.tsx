import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';
import { messagesCatalog } from '../../i18n/catalog';

/** /messages — heading only for now; the feature arrives in its own issue. */
export function MessagesPage() {
  const t = messagesCatalog.useT();
  return (
    <PageIntro title={t('messages.title')} description={t('messages.description')}>
      <p className="text-sm text-muted-foreground">{t('messages.placeholder')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/relationships" className={buttonClassName({ variant: 'secondary' })}>
          {t('messages.manageRelationships')}
        </Link>
      </div>
    </PageIntro>
  );
}
