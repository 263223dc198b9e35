// The two request headers that tell the API who the client is when CloudFront stands in front of
// it (docs/admin-moderation.md, "Who a client is"). One list for the CDK (lib/viewer-address.ts
// sets them at the edge) and for the functions (lambdas/shared/client-address.ts reads them).

/**
 * The viewer's IP address, written by the CloudFront Function on the /api/* behaviour from
 * `event.viewer.ip` (whatever a client sent under this name is overwritten).
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The origin-verification header CloudFront adds to every request it sends to the HTTP API, with
 * the deploy-time secret as its value. Only a request that carries it came through CloudFront.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The id the web app keeps in its browser (localStorage) and sends with every API call, so that a
 * co-signature made from a browser the owner signed in with can be told apart. Random, not a
 * secret; the server keeps only its hash (core/data/profiles/owner-sessions.ts).
 */
export const DEVICE_HEADER = 'x-provenly-device';
/** What a device id looks like; anything else is ignored. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What one client's limits are counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64 network, which one subscriber usually holds whole (counting
 * each of its 2^64 addresses apart would give one client endless buckets).
 */
export function clientBucketOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
