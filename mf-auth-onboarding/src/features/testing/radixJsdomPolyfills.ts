/**
 * jsdom lacks a few browser APIs that Radix Select/Popover and react-day-picker call (pointer
 * capture, scrollIntoView, ResizeObserver). Tests import this before rendering those controls.
 */
const proto = globalThis.HTMLElement?.prototype as (HTMLElement & Record<string, unknown>) | undefined;
if (proto) {
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}
export {};
