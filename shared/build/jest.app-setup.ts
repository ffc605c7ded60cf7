import '@testing-library/jest-dom';
// Radix primitives call pointer capture, scrollIntoView and ResizeObserver, which jsdom lacks.
import '../src/ui/form/radixJsdomPolyfills';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
