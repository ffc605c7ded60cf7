import { BodyTextError, decodeUtf8, hasLoneSurrogateEscape, LONE_SURROGATE, NOT_UTF8, strictJsonText } from './strict-json-text';

describe('hasLoneSurrogateEscape', () => {
  it.each([
    [String.raw`{"m":"\ud800"}`, true],
    [String.raw`{"m":"\uD800x"}`, true],
    [String.raw`{"m":"\udc00"}`, true],
    [String.raw`{"m":"\ud83d\ud83d"}`, true],
    [String.raw`{"m":"\ude00\ud83d"}`, true],
    [String.raw`{"m":"\\\ud800"}`, true],
    [String.raw`{"\ud800":1}`, true],
    [String.raw`{"m":"\ud83d\ude00"}`, false],
    [String.raw`{"m":"\uD83D\uDE00 \ud83d\ude00"}`, false],
    [String.raw`{"m":"\\ud800"}`, false],
    [String.raw`{"m":"\\\\ud800"}`, false],
    [String.raw`{"m":"\u00e9 \ud7ff \ue000"}`, false],
    ['{"m":"plain"}', false],
  ])('%s → %s', (text, lone) => {
    expect(hasLoneSurrogateEscape(text)).toBe(lone);
  });
});

describe('strictJsonText', () => {
  it('refuses bytes that are not UTF-8, and lone surrogate escapes; keeps everything else as sent', () => {
    expect(() => decodeUtf8(Buffer.from([0x7b, 0xc3, 0x28, 0xff, 0x7d]))).toThrow(new BodyTextError(NOT_UTF8));
    // CESU-8 (a surrogate encoded as UTF-8 bytes) is not UTF-8 either.
    expect(() => decodeUtf8(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]))).toThrow(NOT_UTF8);
    expect(() => strictJsonText(Buffer.from(String.raw`{"m":"\ud800"}`))).toThrow(new BodyTextError(LONE_SURROGATE));
    expect(strictJsonText(Buffer.from('{"m":"שלום 😀"}'))).toBe('{"m":"שלום 😀"}');
  });
});
