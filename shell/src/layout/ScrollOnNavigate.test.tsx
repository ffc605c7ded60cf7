import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollOnNavigate } from './ScrollOnNavigate';

let navigate: NavigateFunction;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function scrollReaderTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/terms']}>
      <ScrollOnNavigate />
      <CaptureNavigate />
      <h2 id="details">Details</h2>
    </MemoryRouter>,
  );
});

afterEach(() => {
  jest.restoreAllMocks();
  scrollReaderTo(0);
});

describe('ScrollOnNavigate (what <ScrollRestoration> did under the data router)', () => {
  it('opens a new screen at its top and returns to where the reader was on Back', () => {
    scrollReaderTo(640);
    act(() => navigate('/privacy'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('opens a link with a #hash at the element it names', () => {
    const scrollIntoView = jest.fn();
    (document.getElementById('details') as HTMLElement).scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    act(() => navigate('/how-it-works#details'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the browser nothing to restore on its own', () => {
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
