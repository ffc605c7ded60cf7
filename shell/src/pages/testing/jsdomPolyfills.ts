// react-router 7 reads TextEncoder when it loads, and jsdom does not provide it. Importing this file
// first keeps the page tests independent of whatever setup the shell's jest config adds.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
