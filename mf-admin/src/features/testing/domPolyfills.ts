// jsdom cannot make object URLs for the image previews; they only need to exist, decoding is not
// tested here. (Pointer capture, scrollIntoView and ResizeObserver come from the jest preset's setup.)

// Replaced outright: under jest-fixed-jsdom, URL is Node's, whose createObjectURL takes only Node Blobs.
let objectUrls = 0;
URL.createObjectURL = () => `blob:preview-${(objectUrls += 1)}`;
URL.revokeObjectURL = () => undefined;

export {};
