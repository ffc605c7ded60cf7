import { useEffect, useState } from 'react';
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
  useEffect(() => {
    const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
    queue?.setConsumer((params) => setNames(params.files.map((file) => file.name)));
  }, []);
  return (
    <ScreenFrame title="Opened files">
      {names.length === 0 ? (
        <p>No files were opened.</p>
      ) : (
        <ul className="list-inside list-disc">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}
