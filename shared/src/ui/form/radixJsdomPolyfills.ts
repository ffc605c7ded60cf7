/**
 * Test-only: jsdom lacks a few browser APIs Radix Select/Popover call (pointer capture,
 * scrollIntoView, ResizeObserver). Import this file at the top of a test that opens them.
 * Exported only as the test subpath @shalom/shared/ui/form/jsdom-polyfills, never from the index.
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
