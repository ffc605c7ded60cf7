import { Link } from 'react-router-dom';
import { PageIntro } from '@shalom/shared';
import { sharedUiCatalog } from '../ui/i18n/catalog';

/** Landing of a remote's standalone dev server: links to the routes this remote owns. */
export function OwnedRoutesIndex({ remoteName, paths }: { remoteName: string; paths: readonly string[] }) {
  const t = sharedUiCatalog.useT();
  return (
    <PageIntro title={remoteName} description={t('standalone.description')}>
      <ul className="list-inside list-disc space-y-1">
        {paths.map((path) => (
          <li key={path} dir="ltr">
            <Link className="text-primary underline-offset-4 hover:underline" to={path.replace(':id', 'example-id')}>
              {path}
            </Link>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}
