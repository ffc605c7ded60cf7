import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';
import { adminCatalog } from '../../i18n/catalog';

/** /admin/feedback — heading only for now; the feature arrives in its own issue. */
export function FeedbackDashboardPage() {
  const t = adminCatalog.useT();
  return (
    <PageIntro title={t('feedback.title')} description={t('feedback.description')}>
      <p className="text-sm text-muted-foreground">{t('feedback.placeholder')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
          {t('feedback.back')}
        </Link>
      </div>
    </PageIntro>
  );
}
