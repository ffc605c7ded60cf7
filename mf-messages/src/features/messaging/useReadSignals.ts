import { useEffect, useState } from 'react';
import { createReadSignals, type ReadSignals } from './readSignals';

/** The signed-in user's read signals for as long as the component shows (null while signed out). */
export function useReadSignals(me: string | null): ReadSignals | null {
  const [signals, setSignals] = useState<ReadSignals | null>(null);
  useEffect(() => {
    if (!me) return;
    const opened = createReadSignals(me);
    setSignals(opened);
    return () => {
      opened.close();
      setSignals(null);
    };
  }, [me]);
  return signals;
}
