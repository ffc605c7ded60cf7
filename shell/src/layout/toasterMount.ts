/*
 * Whether the page's toaster (AppToaster) is mounted, and a way for a toast to ask for it. sonner
 * keeps a toast created while no toaster is mounted and shows it when one mounts, so a toast is
 * lost only if the toaster never mounts: its chunk failed to load. A toast asked for then makes the
 * layout try the chunk again (AppLayout), and a toast whose toaster still cannot load is reported.
 * Kept apart from the toaster's code: the layout's first chunk carries it.
 */
let mounted = 0;
const wanted = new Set<() => void>();
const waiting = new Set<{ resolve(): void; reject(error: unknown): void }>();

/** For AppToaster: a toaster is mounted until the returned call. */
export function markToasterMounted(): () => void {
  mounted += 1;
  for (const waiter of waiting) waiter.resolve();
  waiting.clear();
  return () => {
    mounted -= 1;
  };
}

/** For the layout: `retry` is called whenever a toast needs a toaster and none is mounted. */
export function onToasterWanted(retry: () => void): () => void {
  wanted.add(retry);
  return () => wanted.delete(retry);
}

/** For the layout: the toaster could not be loaded; the toasts waiting for it are reported. */
export function toasterFailed(error: unknown): void {
  for (const waiter of waiting) waiter.reject(error);
  waiting.clear();
}

/**
 * Resolves once a toaster is mounted (at once if one is); otherwise asks the layout for one, and
 * rejects if it cannot be loaded. Before the first paint, when the layout has no toaster yet, it
 * waits for that one.
 */
export function whenToasterMounted(): Promise<void> {
  if (mounted > 0) return Promise.resolve();
  const mountedSoon = new Promise<void>((resolve, reject) => void waiting.add({ resolve, reject }));
  for (const retry of [...wanted]) retry();
  return mountedSoon;
}
