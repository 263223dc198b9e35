import { describe, expect, it } from 'vitest';
import { clientBucketOf } from './client-address';

describe('what a client is counted under', () => {
  it('counts an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientBucketOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientBucketOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 network as one client, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(clientBucketOf('2001:db8:85a3:42::1')).toBe(network);
    expect(clientBucketOf('2001:0DB8:85A3:0042:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientBucketOf('2001:db8:85a3:42:1:2:3:4')).toBe(network);
    expect(clientBucketOf('2001:db8:85a3:43::1')).not.toBe(network);
    expect(clientBucketOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucketOf('::1')).toBe('0:0:0:0::/64');
  });
});
