import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@shalom/shared';
import { ScreenFrame } from './ScreenFrame';

/** /share-target: content shared to the installed app (query title, text, url). */
export function ShareTargetScreen() {
  const [params] = useSearchParams();
  const fields = [
    ['Title', params.get('title')],
    ['Text', params.get('text')],
    ['Link', params.get('url')],
  ] as const;
  const shared = fields.filter(([, value]) => value);
  return (
    <ScreenFrame title="Shared content">
      {shared.length === 0 ? (
        <p>Nothing was shared.</p>
      ) : (
        <dl className="space-y-3">
          {shared.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link to="/messages" className={buttonClassName({ variant: 'secondary' })}>
        Open Messages
      </Link>
    </ScreenFrame>
  );
}
