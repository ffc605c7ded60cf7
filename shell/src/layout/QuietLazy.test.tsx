// A small piece of chrome whose chunk could not be fetched (offline, a network blip) renders
// nothing, and comes back without a reload.
import { act, render, screen, waitFor } from '@testing-library/react';
import { QuietLazy } from './QuietLazy';
import { retryableLazy } from './retryableLazy';

const chunkFailed = () => new Error('Loading chunk 123 failed. (error: http://localhost/visitor-toaster.js)');

function Piece() {
  return <p>the piece</p>;
}

/** A lazy piece whose chunk cannot be fetched while the network is down. */
function pieceOn(network: { up: boolean }) {
  const load = jest.fn(async () => {
    if (!network.up) throw chunkFailed();
    return Piece;
  });
  return { LazyPiece: retryableLazy(load), load };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // QuietLazy says what failed; these tests make it fail on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const failureLogged = () =>
  waitFor(() => expect(consoleError).toHaveBeenCalledWith('[shell] could not load a header or toaster piece', expect.any(Error), expect.any(String)));

describe('QuietLazy', () => {
  it('renders nothing for a piece that could not load, and the piece once the browser is back online', async () => {
    const network = { up: false };
    const { LazyPiece, load } = pieceOn(network);
    const { container } = render(
      <div data-testid="around">
        <QuietLazy>
          <LazyPiece />
        </QuietLazy>
      </div>,
    );
    await failureLogged();
    expect(screen.getByTestId('around')).toBeEmptyDOMElement();
    // Fetched once: not again and again while the network is down.
    expect(load).toHaveBeenCalledTimes(1);

    network.up = true;
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByText('the piece')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('tries again whenever retryWhen asks, and tells onFailure each time it fails', async () => {
    const network = { up: false };
    const { LazyPiece, load } = pieceOn(network);
    let askAgain = () => {};
    const retryWhen = jest.fn((retry: () => void) => {
      askAgain = retry;
      return () => undefined;
    });
    const onFailure = jest.fn();
    render(
      <QuietLazy retryWhen={retryWhen} onFailure={onFailure}>
        <LazyPiece />
      </QuietLazy>,
    );
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: chunkFailed().message }));

    act(() => askAgain());
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('the piece')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);

    network.up = true;
    act(() => askAgain());
    expect(await screen.findByText('the piece')).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not load a piece again that has loaded or is loading', async () => {
    const { LazyPiece, load } = pieceOn({ up: true });
    render(
      <QuietLazy>
        <LazyPiece />
      </QuietLazy>,
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('the piece')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('the piece')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when it unmounts', async () => {
    const { LazyPiece, load } = pieceOn({ up: false });
    const stopRetryWhen = jest.fn();
    const { unmount } = render(
      <QuietLazy retryWhen={() => stopRetryWhen}>
        <LazyPiece />
      </QuietLazy>,
    );
    await failureLogged();
    unmount();
    expect(stopRetryWhen).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
