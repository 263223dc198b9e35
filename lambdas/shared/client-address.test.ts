import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../domain/rules/client-address';
import { clientAddress, viewerIp } from './client-address';

const SECRET = 'k3Jq9vX2mN8pR5tW7yZ1aB4cD6eF0gH2';
const EDGE = '130.176.1.10';
/** Headers as the API receives them; `verify: null` is a request without the verification header. */
const through = (viewer: string | undefined, verify: string | null = SECRET) => ({
  ...(verify === null ? {} : { [ORIGIN_VERIFY_HEADER]: verify }),
  ...(viewer === undefined ? {} : { [VIEWER_ADDRESS_HEADER]: viewer }),
});

describe('the client address behind CloudFront', () => {
  it('is the viewer IPv4 address CloudFront wrote, with the verification secret', () => {
    expect(clientAddress(through('203.0.113.9'), EDGE, SECRET)).toBe('203.0.113.9');
  });

  it('is the viewer IPv6 address, in one spelling whatever the case', () => {
    expect(clientAddress(through('2001:DB8::1'), EDGE, SECRET)).toBe('2001:db8::1');
    expect(clientAddress(through('2001:db8::1:443'), EDGE, SECRET)).toBe('2001:db8::1:443');
  });

  it('falls back to the source address when the viewer header is missing', () => {
    expect(clientAddress(through(undefined), EDGE, SECRET)).toBe(EDGE);
  });

  it.each(['', 'unknown', '203.0.113.9:443', '[2001:db8::1]:443', '203.0.113.9, 198.51.100.1', '999.1.1.1', '<script>'])(
    'falls back to the source address when the viewer header is malformed (%j)',
    (value) => {
      expect(clientAddress(through(value), EDGE, SECRET)).toBe(EDGE);
    },
  );

  it('ignores a viewer header sent without the verification secret (a direct call to the API)', () => {
    expect(clientAddress(through('198.51.100.7', null), '198.51.100.200', SECRET)).toBe('198.51.100.200');
  });

  it('ignores a viewer header sent with a wrong secret, including one of the same length', () => {
    expect(clientAddress(through('198.51.100.7', 'guess'), '198.51.100.200', SECRET)).toBe('198.51.100.200');
    expect(clientAddress(through('198.51.100.7', SECRET.replace(/.$/, 'X')), '198.51.100.200', SECRET)).toBe('198.51.100.200');
  });

  it('is the source address where no secret is configured (the local runtime), whatever the headers say', () => {
    expect(clientAddress(through('198.51.100.7'), '127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});

describe('viewerIp', () => {
  it('accepts one IPv4 or IPv6 address, trimmed, and nothing else', () => {
    expect(viewerIp(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(viewerIp('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(viewerIp('192.0.2.1:8080')).toBeNull();
    expect(viewerIp(undefined)).toBeNull();
  });
});
