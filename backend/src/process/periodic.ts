// A job on a timer that never overlaps itself: a tick is skipped while a run is in flight,
// runOnce() joins the run in flight (or starts one), and stop() ends the timer and waits for it.
// The timer does not keep the process alive.

export interface Periodic<T> {
  /** Runs the job now, or joins the run in flight. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  /** stop() has been called: a long run may end early. */
  readonly stopped: boolean;
}

/** everyMs <= 0: no timer, runOnce() only. A tick's failure goes to onTickError. */
export function startPeriodic<T>(everyMs: number, run: () => Promise<T>, onTickError: (error: unknown) => void): Periodic<T> {
  let inFlight: Promise<T> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const timer =
    everyMs > 0
      ? setInterval(() => {
          if (!stopped && !inFlight) runOnce().catch(onTickError);
        }, everyMs)
      : null;
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight?.catch(() => undefined);
    },
    get stopped() {
      return stopped;
    },
  };
}
