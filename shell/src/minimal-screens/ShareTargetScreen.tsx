import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { screensCatalog } from './i18n/catalog';
import { useDocumentTitle } from '../pages/common/useDocumentTitle';
import { ScreenFrame } from './ScreenFrame';

/** /share-target: content shared to the installed app (query title, text, url). */
export function ShareTargetScreen() {
  const [params] = useSearchParams();
  const t = screensCatalog.useT();
  useDocumentTitle(t('share.title'));
  const fields = [
    [t('share.field.title'), params.get('title')],
    [t('share.field.text'), params.get('text')],
    [t('share.field.link'), params.get('url')],
  ] as const;
  const shared = fields.filter(([, value]) => value);
  return (
    <ScreenFrame title={t('share.title')}>
      {shared.length === 0 ? (
        <p>{t('share.none')}</p>
      ) : (
        <dl className="space-y-3">
          {shared.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-foreground">{label}</dt>
              <dd dir="auto" className="break-words">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
        {t('share.openMessages')}
      </Link>
    </ScreenFrame>
  );
}
