import { clientNetwork } from './client-ip';

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
