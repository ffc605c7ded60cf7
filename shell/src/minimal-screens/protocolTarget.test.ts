import { protocolTarget } from './protocolTarget';

const origin = 'https://app.example';

describe('protocolTarget', () => {
  it('follows app links given as a custom protocol, a path or a same-origin URL', () => {
    expect(protocolTarget('web+shalom://messages/42?c=7', origin)).toBe('/messages/42?c=7');
    expect(protocolTarget('/relationships', origin)).toBe('/relationships');
    expect(protocolTarget('https://app.example/ai#top', origin)).toBe('/ai#top');
  });

  it('goes home instead of leaving the app', () => {
    expect(protocolTarget('https://evil.example/login', origin)).toBe('/');
    expect(protocolTarget('//evil.example/login', origin)).toBe('/');
    expect(protocolTarget('web+shalom:////evil.example', origin)).toBe('/');
    expect(protocolTarget(null, origin)).toBe('/');
  });

  it('goes home for a path that begins with "//" (the router would read it as another site)', () => {
    expect(protocolTarget('/.//evil.example/login', origin)).toBe('/');
    expect(protocolTarget('https://app.example//evil.example', origin)).toBe('/');
    expect(protocolTarget('web+shalom:/.//evil.example', origin)).toBe('/');
    expect(protocolTarget('/\\\\evil.example', origin)).toBe('/');
  });
});
