import { Link } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';
import { aiGuidanceCatalog } from '../../i18n/catalog';

/** /ai — heading only for now; the feature arrives in its own issue. */
export function AiGuidancePage() {
  const t = aiGuidanceCatalog.useT();
  return (
    <PageIntro title={t('ai.title')} description={t('ai.description')}>
      <p className="text-sm text-muted-foreground">{t('ai.placeholder')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
          {t('ai.openMessages')}
        </Link>
      </div>
    </PageIntro>
  );
}
