// A start-up that could not download its code is tried again when the browser is back online; one
// under way when the network came back is tried once more when it fails (offline and back in one
// step left the page without sign-in or remotes until a reload).
import type { PlatformState } from './platform';

/** What each start-up attempt does, in order: 'fail' throws a chunk error, 'hold' waits for the test. */
const attempts: Array<'fail' | 'ok' | 'hold'> = [];
let releaseHeld: ((ok: boolean) => void) | undefined;
let startUps = 0;

jest.mock('./platformStart', () => ({
  startUp: async (_shared: unknown, control: { setState(next: PlatformState): void }) => {
    const plan = attempts[startUps] ?? 'ok';
    startUps += 1;
    const ok = plan === 'hold' ? await new Promise<boolean>((resolve) => (releaseHeld = resolve)) : plan === 'ok';
    if (!ok) throw new Error('ChunkLoadError: Loading chunk 9518 failed.');
    control.setState({ phase: 'ready' } as PlatformState);
  },
}));

const backOnline = () => void window.dispatchEvent(new Event('online'));
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let platform: typeof import('./platform');
let consoleError: jest.SpyInstance;
beforeEach(() => {
  // jsdom has no User Timing; startPlatform marks its start.
  if (typeof performance.mark !== 'function') Object.assign(performance, { mark: () => undefined });
  jest.isolateModules(() => {
    platform = require('./platform') as typeof import('./platform');
  });
  attempts.length = 0;
  startUps = 0;
  releaseHeld = undefined;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

async function phaseBecomes(phase: PlatformState['phase']) {
  for (let i = 0; i < 50 && platform.getPlatformState().phase !== phase; i += 1) await settle();
  expect(platform.getPlatformState().phase).toBe(phase);
}

it('starts again when the browser is back online after a failed start-up, once per online event', async () => {
  attempts.push('fail', 'fail', 'ok');
  platform.startPlatform();
  await phaseBecomes('failed');
  expect(startUps).toBe(1);

  backOnline();
  await phaseBecomes('failed');
  await settle();
  expect(startUps).toBe(2);

  backOnline();
  await phaseBecomes('ready');
  expect(startUps).toBe(3);
  // Ready: the network coming and going starts nothing more.
  backOnline();
  await settle();
  expect(startUps).toBe(3);
});

it('tries once more a start-up that was under way when the browser came back online and then failed', async () => {
  attempts.push('hold', 'ok');
  platform.startPlatform();
  await settle();
  expect(startUps).toBe(1);
  backOnline();
  releaseHeld!(false);
  await phaseBecomes('ready');
  expect(startUps).toBe(2);
});

it('does not start again by itself a start-up that failed with no online event', async () => {
  attempts.push('fail', 'ok');
  platform.startPlatform();
  await phaseBecomes('failed');
  for (let i = 0; i < 5; i += 1) await settle();
  expect(startUps).toBe(1);
  expect(platform.getPlatformState().phase).toBe('failed');
});
