import { useEffect, useState } from 'react';
import { screensCatalog } from './i18n/catalog';
import { useDocumentTitle } from '../pages/common/useDocumentTitle';
import { ScreenFrame } from './ScreenFrame';

interface LaunchParams {
  files: ReadonlyArray<{ name: string }>;
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/** /open-file: files the installed app was opened with (File Handling API, where supported). */
export function OpenFileScreen() {
  const [names, setNames] = useState<string[]>([]);
  const t = screensCatalog.useT();
  useDocumentTitle(t('openFile.title'));
  useEffect(() => {
    const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => setNames(params.files.map((file) => file.name)));
  }, []);
  return (
    <ScreenFrame title={t('openFile.title')}>
      {names.length === 0 ? (
        <p>{t('openFile.none')}</p>
      ) : (
        <ul className="list-inside list-disc">
          {names.map((name) => (
            <li key={name}>
              <bdi>{name}</bdi>
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}
