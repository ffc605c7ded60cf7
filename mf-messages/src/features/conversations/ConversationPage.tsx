import { Link, useParams } from 'react-router-dom';
import { PageIntro, buttonClassName } from '@shalom/shared';
import { Trans } from '@shalom/shared/i18n/trans';
import { messagesCatalog } from '../../i18n/catalog';

/** /messages/:id — heading only for now; the feature arrives in its own issue. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const t = messagesCatalog.useT();
  return (
    <PageIntro title={t('conversation.title')}>
      <p className="text-sm text-muted-foreground">
        {/* An id keeps its own direction inside a Hebrew sentence. */}
        <Trans catalog={messagesCatalog} id="conversation.placeholder" values={{ id }} components={{ 0: <bdi className="font-mono text-foreground" /> }} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
          {t('back')}
        </Link>
      </div>
    </PageIntro>
  );
}
