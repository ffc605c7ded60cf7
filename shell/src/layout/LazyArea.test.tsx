// A section whose chunk could not be fetched shows "This section could not load" after one
// download, not a download loop; its Retry downloads it again, and so does the browser coming back
// online, once.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyArea } from './LazyArea';
import { retryableLazy } from './retryableLazy';

function Section() {
  return <p>the section</p>;
}

/** A lazy section whose chunk cannot be fetched while the network is down. */
function sectionOn(network: { up: boolean }) {
  const load = jest.fn(async () => {
    if (!network.up) throw new Error('Loading chunk 77 failed.');
    return Section;
  });
  return { LazySection: retryableLazy(load), load };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // LazyArea says what failed; these tests fail it on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const SECTION_FAILED = '[shell] a section failed to load or render';
const failuresLogged = () => consoleError.mock.calls.filter(([first]) => first === SECTION_FAILED).length;

/** Lets every pending import settle and React commit what follows. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** The failure, as a user sees it: its words and its Retry. */
async function expectFailureShown() {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This section could not load');
  expect(alert).toHaveTextContent('Check your connection and try again.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.queryByText('the section')).toBeNull();
  return alert.textContent;
}

describe('LazyArea', () => {
  it('shows the failure after one download while the network is down, and Retry downloads again', async () => {
    const network = { up: false };
    const { LazySection, load } = sectionOn(network);
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    await expectFailureShown();
    await waitFor(() => expect(failuresLogged()).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);

    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads a failed section again when the browser is back online, and shows it', async () => {
    const network = { up: false };
    const { LazySection, load } = sectionOn(network);
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    await expectFailureShown();

    network.up = true;
    backOnline();

    expect(await screen.findByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(failuresLogged()).toBe(1);
  });

  it('shows the same failure again when the download back online fails too, once, and Retry still works', async () => {
    const network = { up: false };
    const { LazySection, load } = sectionOn(network);
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    const firstText = await expectFailureShown();

    // `online` fired, but the chunk still cannot be fetched (the connection is not really back).
    backOnline();
    await waitFor(() => expect(failuresLogged()).toBe(2));
    expect(await expectFailureShown()).toBe(firstText);
    await settle();
    // One download for the one `online`, not a loop.
    expect(load).toHaveBeenCalledTimes(2);
    expect(failuresLogged()).toBe(2);

    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not download a failed section again without an online event or Retry', async () => {
    const network = { up: false };
    const { LazySection, load } = sectionOn(network);
    const area = (
      <LazyArea>
        <LazySection />
      </LazyArea>
    );
    const { rerender } = render(area);
    await expectFailureShown();

    // The page around it renders again, the browser reports going offline, the network returns
    // without an event (a blip): the failed section stays failed, and nothing is fetched.
    network.up = true;
    rerender(area);
    rerender(area);
    act(() => void window.dispatchEvent(new Event('offline')));
    await settle();

    await expectFailureShown();
    expect(load).toHaveBeenCalledTimes(1);
    expect(failuresLogged()).toBe(1);
  });

  it('does not download a section again that has loaded or is loading', async () => {
    const { LazySection, load } = sectionOn({ up: true });
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    backOnline();
    expect(await screen.findByText('the section')).toBeInTheDocument();
    backOnline();
    await settle();
    expect(screen.getByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  /** A lazy section whose one download waits until the test answers it (fails or loads). */
  function sectionHeld() {
    let answer!: (ok: boolean) => void;
    const load = jest.fn(async () => {
      if (load.mock.calls.length > 1) return Section;
      const ok = await new Promise<boolean>((resolve) => (answer = resolve));
      if (!ok) throw new Error('Loading chunk 77 failed.');
      return Section;
    });
    return { LazySection: retryableLazy(load), load, answer: (ok: boolean) => answer(ok) };
  }

  /** Renders a held section and waits until its one download has begun. */
  async function renderWhileDownloading() {
    const { LazySection, load, answer } = sectionHeld();
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    return { load, answer };
  }

  it('downloads again a section whose download was under way when the browser came back online and then failed', async () => {
    const { load, answer } = await renderWhileDownloading();
    // Offline and back in one step while the chunk downloads: the download fails afterwards.
    backOnline();
    await act(async () => answer(false));

    expect(await screen.findByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not download again a section that failed with no online event during its download', async () => {
    const { load, answer } = await renderWhileDownloading();
    await act(async () => answer(false));
    await expectFailureShown();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening for online when it unmounts', async () => {
    const { LazySection, load } = sectionOn({ up: false });
    const { unmount } = render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    await expectFailureShown();
    unmount();
    backOnline();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
