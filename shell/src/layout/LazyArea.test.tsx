// A section whose chunk could not be fetched shows "This section could not load" after one
// download, not a download loop, and its Retry downloads it again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyArea } from './LazyArea';
import { retryableLazy } from './retryableLazy';

function Section() {
  return <p>the section</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // LazyArea says what failed; this test fails it on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('LazyArea', () => {
  it('shows the failure after one download while the network is down, and Retry downloads again', async () => {
    const network = { up: false };
    const load = jest.fn(async () => {
      if (!network.up) throw new Error('Loading chunk 77 failed.');
      return Section;
    });
    const LazySection = retryableLazy(load);
    render(
      <LazyArea>
        <LazySection />
      </LazyArea>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not load');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);

    network.up = true;
    await userEvent.click(retry);

    expect(await screen.findByText('the section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
