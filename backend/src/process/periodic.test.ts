// A periodic job never overlaps itself, runOnce joins a run in flight, a failing tick is reported
// and the next tick runs again, and stop() waits for the run in flight.
import { startPeriodic } from './periodic';

const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

it('never overlaps itself; runOnce joins the run in flight; stop waits for it', async () => {
  let running = 0;
  let most = 0;
  let runs = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const periodic = startPeriodic(
    5,
    async () => {
      running++;
      most = Math.max(most, running);
      runs++;
      await gate;
      running--;
      return runs;
    },
    () => undefined,
  );
  // Several ticks pass while the first run waits at the gate.
  await tick();
  await tick();
  expect(runs).toBe(1);
  const joined = periodic.runOnce();
  const stopping = periodic.stop();
  expect(periodic.stopped).toBe(true);
  let stopped = false;
  void stopping.then(() => (stopped = true));
  await tick();
  expect(stopped).toBe(false);
  release();
  await expect(joined).resolves.toBe(1);
  await stopping;
  expect(most).toBe(1);
  await tick();
  expect(runs).toBe(1);
});

it('reports a failing tick and tries again on the next one', async () => {
  const errors: unknown[] = [];
  let calls = 0;
  const periodic = startPeriodic(
    5,
    async () => {
      calls++;
      if (calls === 1) throw new Error('first tick fails');
      return calls;
    },
    (error) => errors.push(error),
  );
  while (calls < 2) await tick();
  await periodic.stop();
  expect(errors).toHaveLength(1);
  expect(String(errors[0])).toContain('first tick fails');
  // runOnce (no timer involved) hands its failure to its caller.
  const manual = startPeriodic(0, async () => Promise.reject(new Error('asked directly')), () => undefined);
  await expect(manual.runOnce()).rejects.toThrow('asked directly');
  await manual.stop();
});
