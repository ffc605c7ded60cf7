import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { ShalomSupabaseClient } from '@shalom/shared';
import { adminCatalog } from '../../i18n/catalog';
import { signFeedbackImages } from './feedbackQueries';

/** The placeholder shown for an image that could not be signed or loaded. */
function Unavailable({ index }: { index: number }) {
  const t = adminCatalog.useT();
  return (
    <div role="img" aria-label={t('detail.imageFailed', { index })} className="flex aspect-square w-full flex-col items-center justify-center gap-1 bg-muted p-2 text-center text-xs text-muted-foreground">
      <ImageOff aria-hidden="true" className="h-6 w-6" />
      <span aria-hidden="true">{t('detail.imageFailed', { index })}</span>
    </div>
  );
}

function FeedbackImage({ url, index }: { url: string | null; index: number }) {
  const t = adminCatalog.useT();
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <Unavailable index={index} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <img src={url} alt={t('detail.image', { index })} onError={() => setFailed(true)} className="aspect-square w-full object-cover" />
    </a>
  );
}

/** The images of one feedback through 3600 s signed URLs; each opens full size in a new tab. */
export function FeedbackImages({ supabase, paths }: { supabase: ShalomSupabaseClient; paths: readonly string[] }) {
  const t = adminCatalog.useT();
  const [urls, setUrls] = useState<(string | null)[] | null>(null);
  const key = paths.join('\n');
  useEffect(() => {
    let live = true;
    setUrls(null);
    void signFeedbackImages(supabase, key ? key.split('\n') : []).then((signed) => {
      if (live) setUrls(signed);
    });
    return () => {
      live = false;
    };
  }, [supabase, key]);

  if (paths.length === 0) return <p className="text-sm text-muted-foreground">{t('detail.noImages')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {paths.map((path, i) => (
        <li key={path} className="overflow-hidden rounded-control border border-border bg-muted">
          {urls === null ? <div className="aspect-square w-full animate-pulse bg-muted" /> : <FeedbackImage url={urls[i] ?? null} index={i + 1} />}
        </li>
      ))}
    </ul>
  );
}
