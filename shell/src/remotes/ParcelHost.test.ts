import { withMountInTransition } from './ParcelHost';
import type { RemoteLifecycles } from './remoteRegistry';

// Records whether a call runs inside startTransition's scope (React's own runs the scope the same way).
let inTransition = false;
const mockStartTransition = jest.fn((scope: () => void) => {
  inTransition = true;
  try {
    scope();
  } finally {
    inTransition = false;
  }
});
jest.mock('react', () => ({ ...jest.requireActual('react'), startTransition: (scope: () => void) => mockStartTransition(scope) }));

describe("a remote's mount runs in a transition", () => {
  it('calls the remote mount inside startTransition with the same props, and returns its promise', async () => {
    const mounted = Promise.resolve('mounted');
    const seen: Array<{ props: object; inTransition: boolean }> = [];
    const lifecycles: RemoteLifecycles = {
      bootstrap: jest.fn(async () => undefined),
      mount: (props) => {
        seen.push({ props, inTransition });
        return mounted;
      },
      unmount: jest.fn(async () => undefined),
    };
    const wrapped = withMountInTransition(lifecycles);
    const props = { name: 'mf-messages' };
    const result = wrapped.mount(props);
    expect(seen).toEqual([{ props, inTransition: true }]);
    expect(result).toBe(mounted);
    await expect(result).resolves.toBe('mounted');
    // The other lifecycles are the remote's own, and each call gets a fresh object (single-spa keeps state on it).
    expect(wrapped.bootstrap).toBe(lifecycles.bootstrap);
    expect(wrapped.unmount).toBe(lifecycles.unmount);
    expect(withMountInTransition(lifecycles)).not.toBe(wrapped);
    expect(mockStartTransition).toHaveBeenCalledTimes(1);
  });
});
