// jsdom lacks what Radix Select/Dialog and image previews call (pointer capture, scrollIntoView,
// ResizeObserver, object URLs). They only need to exist; layout and decoding are not tested here.
import '@shalom/shared/ui/form/jsdom-polyfills';

// Replaced outright: under jest-fixed-jsdom, URL is Node's, whose createObjectURL takes only Node Blobs.
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;

export {};
