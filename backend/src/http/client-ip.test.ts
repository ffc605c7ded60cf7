import { clientNetwork, parseTrustedProxies, resolveClientAddress, trustedProxyList } from './client-ip';

test('IPv4 clients count by address, IPv4-mapped ones as the IPv4 address', () => {
  expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
  expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(clientNetwork('unknown')).toBe('unknown');
});

test('IPv6 clients count by /64, however the address is written', () => {
  const network = '2001:db8:0:1::/64';
  for (const address of ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:0DB8:0000:0001:0:0:0:9', '2001:db8:0:1::a%eth0']) {
    expect({ address, network: clientNetwork(address) }).toEqual({ address, network });
  }
  expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
  expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
});

describe('resolveClientAddress behind trusted proxies', () => {
  const trusted = trustedProxyList(parseTrustedProxies('10.0.0.0/8, 192.0.2.1, 2001:db8:ffff::/48, ::1'));
  const resolve = (peer: string, forwardedFor?: string | null) => resolveClientAddress(peer, forwardedFor, trusted);

  it("ignores an untrusted peer's X-Forwarded-For: the peer is the client", () => {
    expect(resolve('203.0.113.50', '198.51.100.7')).toBe('203.0.113.50');
    expect(resolve('203.0.113.50', '10.0.0.1, 198.51.100.7')).toBe('203.0.113.50');
    expect(resolve('2001:db8:1::5', '198.51.100.7')).toBe('2001:db8:1::5');
    expect(resolve('unknown', '198.51.100.7')).toBe('unknown');
  });

  it('takes the right-most entry that is not a trusted proxy', () => {
    expect(resolve('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('192.0.2.1', '198.51.100.7')).toBe('198.51.100.7');
    // What the client wrote itself (left of the last untrusted entry) is not believed.
    expect(resolve('10.1.2.3', '1.1.1.1, 198.51.100.7, 10.9.9.9')).toBe('198.51.100.7');
    expect(resolve('10.1.2.3', ' 203.0.113.9 ,10.0.0.2,192.0.2.1')).toBe('203.0.113.9');
  });

  it('takes the left-most entry when every entry is a trusted proxy', () => {
    expect(resolve('10.1.2.3', '10.0.0.9, 192.0.2.1')).toBe('10.0.0.9');
    expect(resolve('10.1.2.3', '10.0.0.9')).toBe('10.0.0.9');
  });

  it('handles IPv6 peers, proxies and clients, and IPv4-mapped peers', () => {
    expect(resolve('::1', '2001:db8:1::5')).toBe('2001:db8:1::5');
    expect(resolve('2001:db8:ffff:1::1', '2001:db8:1::5, 2001:db8:ffff::2')).toBe('2001:db8:1::5');
    expect(resolve('::ffff:10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('10.1.2.3', '::ffff:198.51.100.7')).toBe('::ffff:198.51.100.7');
    expect(resolve('::1', '::ffff:10.0.0.5, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('falls back to the peer when the chain holds an entry that is not an address', () => {
    for (const header of ['not-an-ip', '198.51.100.7:4711', '[2001:db8:1::5]', '198.51.100.7,,10.0.0.1', 'unknown, 10.0.0.1', '']) {
      expect({ header, client: resolve('10.1.2.3', header) }).toEqual({ header, client: '10.1.2.3' });
    }
    // No header at all: the trusted peer is the client (it made the request itself).
    expect(resolve('10.1.2.3', null)).toBe('10.1.2.3');
    expect(resolve('10.1.2.3', undefined)).toBe('10.1.2.3');
  });

  it('does not look past the client at what it wrote itself, even when malformed', () => {
    expect(resolve('10.1.2.3', 'garbage, 198.51.100.7')).toBe('198.51.100.7');
  });
});
