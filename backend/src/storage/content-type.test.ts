import { effectiveContentType, isAllowedContentType, sniffContentType } from './content-type';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('sniffContentType', () => {
  test.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0)],
    ['image/gif', text('GIF89a....')],
    ['image/webp', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['audio/wav', text('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')],
    ['application/pdf', text('%PDF-1.7\n')],
    ['application/zip', text('PK\u0003\u0004rest')],
    ['image/heic', text('\u0000\u0000\u0000\u0018ftypheic\u0000\u0000')],
    ['image/avif', text('\u0000\u0000\u0000\u001cftypavif\u0000\u0000')],
    ['video/mp4', text('\u0000\u0000\u0000\u0018ftypisom\u0000\u0000')],
    ['video/quicktime', text('\u0000\u0000\u0000\u0014ftypqt  \u0000\u0000')],
    ['audio/mp4', text('\u0000\u0000\u0000\u0020ftypM4A \u0000\u0000')],
    ['audio/ogg', text('OggS\u0000\u0002')],
    ['audio/mpeg', text('ID3\u0004\u0000')],
    ['audio/mpeg', bytes(0xff, 0xfb, 0x90, 0x64)],
    ['audio/aac', bytes(0xff, 0xf1, 0x50, 0x80)],
    ['video/webm', bytes(0x1a, 0x45, 0xdf, 0xa3, ...text('\u0000\u0000webm'))],
    ['application/x-msdownload', bytes(0x4d, 0x5a, 0x90, 0x00)],
    ['application/x-executable', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1)],
    ['text/html', text('  <!DOCTYPE html><html>')],
    ['image/svg+xml', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">')],
  ])('recognises %s', (type, head) => {
    expect(sniffContentType(head)).toBe(type);
  });

  test('plain text and empty input have no signature', () => {
    expect(sniffContentType(text('shalom aleichem'))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });
});

describe('effectiveContentType', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const exe = bytes(0x4d, 0x5a, 0x90, 0x00);

  test('the bytes win over the header', () => {
    expect(effectiveContentType('image/png', exe)).toBe('application/x-msdownload');
    expect(effectiveContentType('text/plain;charset=UTF-8', png)).toBe('image/png');
  });

  test('a header that agrees with the bytes is kept, aliases and containers included', () => {
    expect(effectiveContentType('image/jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(
      effectiveContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document', text('PK\u0003\u0004')),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(effectiveContentType('video/quicktime', text('\u0000\u0000\u0000\u0018ftypisom'))).toBe('video/quicktime');
  });

  test('a provable claim the bytes do not support becomes octet-stream', () => {
    expect(effectiveContentType('image/png', text('hello'))).toBe('application/octet-stream');
    expect(effectiveContentType('application/pdf', new Uint8Array())).toBe('application/octet-stream');
  });

  test('text stays text unless it holds NUL bytes', () => {
    expect(effectiveContentType('text/plain; charset=utf-8', text('hello'))).toBe('text/plain');
    expect(effectiveContentType('application/json', text('{"a":1}'))).toBe('application/json');
    expect(effectiveContentType('text/plain', bytes(1, 0, 2, 3))).toBe('application/octet-stream');
    expect(effectiveContentType(undefined, text('hello'))).toBe('application/octet-stream');
  });
});

describe('isAllowedContentType', () => {
  test('exact types, wildcards, aliases, and no list at all', () => {
    expect(isAllowedContentType('image/png', ['image/png'])).toBe(true);
    expect(isAllowedContentType('image/png; q=1', ['image/*'])).toBe(true);
    expect(isAllowedContentType('image/jpg', ['image/jpeg'])).toBe(true);
    expect(isAllowedContentType('application/x-msdownload', ['image/*'])).toBe(false);
    expect(isAllowedContentType('imagefoo/png', ['image/*'])).toBe(false);
    expect(isAllowedContentType('anything/else', null)).toBe(true);
    expect(isAllowedContentType('anything/else', [])).toBe(true);
  });
});
